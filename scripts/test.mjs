#!/usr/bin/env node
// `npm test`: the type check, the lint and the storefront build side by side, then the unit and
// API tests, then the browser tests. tsc and ESLint each keep one core busy and the build uses
// what they leave; one after another they took about a minute, side by side about as long as
// the build alone. The build is the one the browser tests and server/crash-recovery.test.ts
// need (both only check that it is current afterwards). The side-by-side steps' output is shown
// as each ends, in this order; the first failure stops the run with its exit code.
import { spawn, spawnSync } from "node:child_process";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** Runs a step with its output kept, to be shown in one piece when it ends. */
function quietly(name, cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), output }));
  });
}

const first = await Promise.all([
  quietly("typecheck", npm, ["run", "typecheck"]),
  quietly("lint", npm, ["run", "lint"]),
  quietly("build", process.execPath, ["scripts/build-if-stale.mjs"]),
]);
for (const { name, code, output } of first) {
  process.stdout.write(`\n── ${name} ${code === 0 ? "passed" : `failed (exit code ${code})`}\n${output}`);
}
const failed = first.find((step) => step.code !== 0);
if (failed) process.exit(failed.code);

for (const script of ["test:unit", "test:e2e"]) {
  const r = spawnSync(npm, ["run", script], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
