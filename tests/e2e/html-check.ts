/**
 * Global teardown of the browser tests: the Nu Html Checker (scripts/quality/html-validate.mjs)
 * over every page and dialog the journeys checked with axe (page-checks.ts), in one start of the
 * checker; the run fails with each error listed. `npm run quality` checks the public pages the
 * same way, by their addresses.
 */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { validateFiles } from "../../scripts/quality/html-validate.mjs";
import { HTML_CHECK_DIR } from "./page-checks.ts";

export default async function checkKeptHtml(): Promise<void> {
  const names = await readdir(HTML_CHECK_DIR).catch(() => [] as string[]);
  try {
    const results = await validateFiles(names.map((name) => ({ file: path.join(HTML_CHECK_DIR, name), path: name })));
    const failed = results.filter((r) => r.errors.length > 0);
    if (failed.length > 0) {
      throw new Error(`Nu Html Checker errors:\n${failed.map((r) => `${r.path}\n  ${r.errors.join("\n  ")}`).join("\n")}`);
    }
    if (results.length > 0) console.log(`Nu Html Checker: ${results.length} pages and dialogs, no errors.`);
  } finally {
    await rm(HTML_CHECK_DIR, { recursive: true, force: true });
  }
}
