#!/usr/bin/env node
// JavaScript sent to load a page, as the browser receives it: compressed script bytes (the
// budgeted figure) and, for information, the same plus response headers.
//   node scripts/quality/js-budget.mjs [baseUrl] [path...]     (default: http://127.0.0.1:3000 /)
// Exits 1 when the home page exceeds the budget.
import { launchBrowser } from "./browser.mjs";

const BUDGET_BYTES = 100 * 1024;
const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const browser = await launchBrowser();
let failed = false;
for (const path of paths.length ? paths : ["/"]) {
  const page = await browser.newPage();
  const scripts = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const sizes = await response.request().sizes();
    scripts.push({ url: new URL(response.url()).pathname, bytes: sizes.responseBodySize, headers: sizes.responseHeadersSize, encoding: response.headers()["content-encoding"] ?? "none" });
  });
  await page.goto(base + path, { waitUntil: "networkidle" });
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const withHeaders = total + scripts.reduce((sum, s) => sum + s.headers, 0);
  console.log(
    `\n${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB compressed JavaScript (budget ${BUDGET_BYTES / 1024} KB); ${(withHeaders / 1024).toFixed(1)} KB with response headers`,
  );
  for (const s of scripts.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(6)} KB  ${s.encoding.padEnd(4)}  ${s.url}`);
  if (path === "/" && total > BUDGET_BYTES) failed = true;
  await page.close();
}
await browser.close();
process.exit(failed ? 1 : 0);
