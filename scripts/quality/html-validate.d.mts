export function validateHtml(base: string, paths: string[]): Promise<{ path: string; errors: string[] }[]>;
export function validateFiles(files: { file: string; path: string }[]): Promise<{ path: string; errors: string[] }[]>;
