/**
 * Reads the demo seed's editorial content from the data files beside this module and checks it
 * against the content schema (shared/content/schema.ts), so a malformed or missing file stops
 * the seed before anything is written. Layout: see README.md in this folder.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { CONTENT_KEYS } from "../../../../shared/content/keys.ts";
import { SeedContentSchema, type SeedContent } from "../../../../shared/content/schema.ts";
import { LANGS } from "../../../../shared/i18n/locales.ts";

export const CONTENT_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Every data file the content is read from, relative to the folder. */
export const SEED_CONTENT_FILES = [
  ...CONTENT_KEYS.flatMap((key) => LANGS.map((lang) => `${key}/${lang}.json`)),
  "banners.json",
  "dialogs.json",
];

function readJson(dir: string, file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  } catch (err) {
    throw new Error(`content file ${file}: ${(err as Error).message}`);
  }
}

/** The raw files, shaped like SeedContent but not yet checked. */
export function readSeedContentFiles(dir = CONTENT_DIR): unknown {
  return {
    documents: Object.fromEntries(
      CONTENT_KEYS.map((key) => [key, Object.fromEntries(LANGS.map((lang) => [lang, readJson(dir, `${key}/${lang}.json`)]))]),
    ),
    banners: readJson(dir, "banners.json"),
    dialogs: readJson(dir, "dialogs.json"),
  };
}

export function readSeedContent(dir = CONTENT_DIR): SeedContent {
  const parsed = SeedContentSchema.safeParse(readSeedContentFiles(dir));
  if (!parsed.success) throw new Error(`invalid seed content in ${dir}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
