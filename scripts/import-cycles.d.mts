/** Types of scripts/import-cycles.mjs for its unit test. */
export interface ImportCycleReport {
  /** Cycles not allowed, each a list of files in import order (the last imports the first). */
  cycles: string[][];
  /** Allowed cycles that are gone. */
  stale: string[][];
  /** `file: specifier` of imports that could not be resolved. */
  unresolved: string[];
  /** Allowed cycles outside server/. */
  misplaced: string[][];
}
export const CHECKED: string[];
export const ALLOWED_SERVER_CYCLES: string[][];
export function checkImportCycles(options: { root: string; roots?: string[]; allowed?: string[][]; tsconfig?: string }): Promise<ImportCycleReport>;
