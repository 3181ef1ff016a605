#!/usr/bin/env node
// Page-quality gates of docs/PERFORMANCE.md in one run, against a production build of its own
// (BUILD_DIR=.build-audit) served on a private port with a fresh demo database:
//   1. compressed JavaScript of the home page <= 100 KB
//   2. Lighthouse 12, default mobile settings, on home, an area and a plan page:
//      performance >= 95, accessibility 100, best practices >= 95, SEO 100
//   3. Nu Html Checker: no errors on home, area, plan and not-found pages
// Usage: npm run quality            (exits 1 when a gate fails)
// Lighthouse figures need a quiet machine: run it alone, not next to a test suite.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { lighthousePasses, runLighthouse } from "./lighthouse.mjs";
import { validateHtml } from "./html-validate.mjs";

const PORT = Number(process.env.QUALITY_PORT ?? 3199);
const BASE = `http://127.0.0.1:${PORT}`;
const BUILD_DIR = ".build-audit";
const PAGES = { home: "/", area: "/japan", plan: "/japan/10gb-30-days", notFound: "/no-such-page" };

const build = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit", env: { ...process.env, BUILD_DIR } });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "roamwell-quality-"));
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, BUILD_DIR, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn", PUBLIC_URL: BASE, NODE_ENV: "production" },
});
let ok = true;
try {
  for (let i = 0; ; i++) {
    if ((await fetch(`${BASE}/healthz`).catch(() => null))?.ok) break;
    if (i > 120) throw new Error("server did not become healthy");
    await new Promise((r) => setTimeout(r, 500));
  }

  const budget = spawnSync(process.execPath, ["scripts/quality/js-budget.mjs", BASE, "/"], { stdio: "inherit" });
  ok &&= budget.status === 0;

  console.log("\nLighthouse (mobile):");
  const rows = await runLighthouse(BASE, [PAGES.home, PAGES.area, PAGES.plan]);
  for (const r of rows) {
    console.log(`  ${r.path}: performance ${r.performance}, accessibility ${r.accessibility}, best practices ${r["best-practices"]}, SEO ${r.seo} (LCP ${r.lcp}, TBT ${r.tbt}, CLS ${r.cls})`);
  }
  ok &&= lighthousePasses(rows);

  console.log("\nNu Html Checker:");
  for (const r of await validateHtml(BASE, Object.values(PAGES))) {
    console.log(`  ${r.path}: ${r.errors.length} errors`);
    for (const e of r.errors) console.log(`    line ${e}`);
    ok &&= r.errors.length === 0;
  }
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(ok ? "\nAll quality gates pass." : "\nA quality gate failed.");
process.exit(ok ? 0 : 1);
