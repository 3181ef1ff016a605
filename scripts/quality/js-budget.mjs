#!/usr/bin/env node
// JavaScript sent to load a page, as the browser receives it: compressed script bytes (the
// budgeted figure) and, for information, the same plus response headers.
//   node scripts/quality/js-budget.mjs [baseUrl] [path...]     (default: http://127.0.0.1:3000 /)
// Exits 1 when the home page exceeds the budget. `npm test` checks the home page the same way
// before the browser tests (scripts/quality/js-budget.setup.mjs).
import { fileURLToPath } from "node:url";
import { launchBrowser } from "./browser.mjs";

export const BUDGET_BYTES = 100 * 1024;
/** The budgeted page. */
export const HOME = "/";

/**
 * The scripts a fresh visitor's browser fetches for `base + path` until the network is idle
 * (lazy chunks included), largest first.
 * @param {import("@playwright/test").Browser} browser
 * @returns {Promise<{ path: string, total: number, withHeaders: number, scripts: { url: string, bytes: number, headers: number, encoding: string }[] }>}
 */
export async function measurePage(browser, base, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({ url: new URL(response.url()).pathname, bytes: sizes.responseBodySize, headers: sizes.responseHeadersSize, encoding: response.headers()["content-encoding"] ?? "none" })),
    );
  });
  await page.goto(base + path, { waitUntil: "networkidle" });
  const scripts = (await Promise.all(pending)).sort((a, b) => b.bytes - a.bytes);
  await context.close();
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  return { path, total, withHeaders: total + scripts.reduce((sum, s) => sum + s.headers, 0), scripts };
}

/** The report of one page: the total against the budget, then each script. */
export function describeMeasure({ path, total, withHeaders, scripts }) {
  const lines = [
    `${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB compressed JavaScript (budget ${BUDGET_BYTES / 1024} KB); ${(withHeaders / 1024).toFixed(1)} KB with response headers`,
  ];
  for (const s of scripts) lines.push(`  ${(s.bytes / 1024).toFixed(1).padStart(6)} KB  ${s.encoding.padEnd(4)}  ${s.url}`);
  return lines.join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
  const browser = await launchBrowser();
  let failed = false;
  for (const path of paths.length ? paths : [HOME]) {
    const measure = await measurePage(browser, base, path);
    console.log(`\n${describeMeasure(measure)}`);
    if (path === HOME && measure.total > BUDGET_BYTES) failed = true;
  }
  await browser.close();
  process.exit(failed ? 1 : 0);
}
