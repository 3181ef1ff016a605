#!/usr/bin/env node
// Browser tests need Debian's Chromium (`apt-get install chromium`); never a downloaded one.
// Without it they are skipped with a warning on a developer machine, and fail in CI.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  const message = `Browser tests need Chromium at ${chromium} (Debian: apt-get install -y chromium).`;
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.warn(`\n⚠  ${message} Skipping them.\n`);
  process.exit(0);
}
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: "inherit", shell: false });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
// Builds only when the storefront changed since the last build (output shown if it fails).
run("node", ["scripts/build-if-stale.mjs"]);
run("npx", ["playwright", "test", ...process.argv.slice(2)]);
