/**
 * The checks a journey runs on a page as the browser holds it (a dialog open, a form answered):
 * axe, now, and the Nu Html Checker, after the run: `axeViolations` saves the document it
 * checked for html-check.ts, so every page and dialog that passes axe is also checked for valid
 * HTML.
 */
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Beside the shared server's data directory (playwright.config.ts), which every process of the run knows. */
export const HTML_CHECK_DIR = `${process.env.E2E_DATA_DIR!}-html`;

/**
 * axe's violations on the page (or inside `include`, less `exclude`: a provider's widget, its own
 * markup and frames), one line each; the document is kept for the HTML check unless `html: false`
 * (a page holding a third party's widget, whose markup is not ours).
 */
export async function axeViolations(page: Page, include?: string, { html = true, exclude }: { html?: boolean; exclude?: string } = {}): Promise<string[]> {
  if (html) await keepForHtmlCheck(page);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  if (exclude) builder.exclude(exclude);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
}

/** Saves the page's document, named by its address and content (a page seen twice the same is checked once). */
async function keepForHtmlCheck(page: Page): Promise<void> {
  const html = await page.content();
  const { pathname } = new URL(page.url());
  const name = `${pathname.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${createHash("sha1").update(html).digest("hex").slice(0, 10)}.html`;
  await mkdir(HTML_CHECK_DIR, { recursive: true });
  await writeFile(path.join(HTML_CHECK_DIR, name), html);
}
