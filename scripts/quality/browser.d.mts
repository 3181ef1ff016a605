import type { Browser } from "@playwright/test";
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export function launchBrowser(): Promise<Browser>;
