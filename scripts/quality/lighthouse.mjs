#!/usr/bin/env node
// Lighthouse 12 with its default mobile settings (simulated slow 4G, mid-range phone) on the
// given pages. Prints the four category scores and exits 1 below the targets:
// performance >= 95, accessibility 100, best practices >= 95, SEO 100.
//   node scripts/quality/lighthouse.mjs http://127.0.0.1:3000 / /japan /japan/10gb-30-days
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./browser.mjs";

export const TARGETS = { performance: 95, accessibility: 100, "best-practices": 95, seo: 100 };

export async function runLighthouse(base, paths) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
  const rows = [];
  try {
    for (const path of paths) {
      const { lhr } = await lighthouse(base + path, { port: chrome.port, logLevel: "error", output: "json", onlyCategories: Object.keys(TARGETS) });
      const scores = Object.fromEntries(Object.keys(TARGETS).map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual" && a.scoreDisplayMode !== "notApplicable")
        .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
      rows.push({ path, ...scores, lcp: lhr.audits["largest-contentful-paint"].displayValue, tbt: lhr.audits["total-blocking-time"].displayValue, cls: lhr.audits["cumulative-layout-shift"].displayValue, failing });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

export function lighthousePasses(rows) {
  return rows.every((r) => Object.entries(TARGETS).every(([c, min]) => r[c] >= min));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
  const rows = await runLighthouse(base, paths.length ? paths : ["/"]);
  for (const r of rows) {
    console.log(`${r.path}: performance ${r.performance}, accessibility ${r.accessibility}, best practices ${r["best-practices"]}, SEO ${r.seo} (LCP ${r.lcp}, TBT ${r.tbt}, CLS ${r.cls})`);
    if (r.failing.length) console.log(`  audits below 1: ${r.failing.join(", ")}`);
  }
  process.exit(lighthousePasses(rows) ? 0 : 1);
}
