#!/usr/bin/env node
// Builds the storefront only when what it is built from changed since the last build, so a start
// with nothing changed goes straight to the server. After each build a stamp in the build
// directory records a hash of every input file and the build-time settings; a later run compares.
//   node scripts/build-if-stale.mjs            build if stale, quietly (npm start; output shown on failure)
//   node scripts/build-if-stale.mjs --force    always build, with the full build output (npm run build)
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Everything the build reads: sources, configuration, dependency versions, post-build steps. */
export const BUILD_INPUTS = ["app", "shared", "public", "vite.config.ts", "react-router.config.ts", "tsconfig.json", "package-lock.json", "scripts/precompress.mjs", "scripts/build-if-stale.mjs"];
/** Settings read while building: the brand slug is part of the page paths (app/routes.ts). */
const BUILD_ENV = ["BRAND_SLUG"];
const STAMP_FILE = "build-stamp.json";
const TEST_FILE = /\.test(-d)?\.tsx?$/;

/**
 * Why the build at hand is out of date, or null when it is current. Pure: `stamp` is what the
 * last build recorded (null when there is none), `current` what a build now would record.
 * @param {{ files: Record<string, string>, env: Record<string, string> } | null} stamp
 * @param {{ files: Record<string, string>, env: Record<string, string> }} current
 * @param {{ buildPresent: boolean }} build
 * @returns {string | null}
 */
export function staleReason(stamp, current, { buildPresent }) {
  if (!buildPresent) return "no build yet";
  if (!stamp) return "no record of what the last build was made from";
  for (const name of Object.keys({ ...stamp.env, ...current.env }).sort()) {
    if ((stamp.env[name] ?? "") !== (current.env[name] ?? "")) return `${name} changed`;
  }
  for (const file of Object.keys({ ...stamp.files, ...current.files }).sort()) {
    if (!(file in current.files)) return `${file} was removed`;
    if (!(file in stamp.files)) return `${file} was added`;
    if (stamp.files[file] !== current.files[file]) return `${file} changed`;
  }
  return null;
}

/** Input files, relative to the project root with forward slashes, in a stable order. */
function* inputFiles(root, rel) {
  const full = path.join(root, rel);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield rel;
    return;
  }
  for (const name of readdirSync(full).sort()) {
    // Tests sit beside the code but are never bundled (routes are listed in app/routes.ts).
    if (!TEST_FILE.test(name)) yield* inputFiles(root, path.posix.join(rel, name));
  }
}

/** What a build made now would record: a content hash per input file, and the build-time settings. */
export function currentInputs(root, env = process.env) {
  const files = {};
  for (const file of BUILD_INPUTS.flatMap((input) => [...inputFiles(root, input)])) files[file] = createHash("sha256").update(readFileSync(path.join(root, file))).digest("base64url");
  return { files, env: Object.fromEntries(BUILD_ENV.map((name) => [name, env[name] || ""])) };
}

function readStamp(buildDir) {
  try {
    return JSON.parse(readFileSync(path.join(buildDir, STAMP_FILE), "utf8"));
  } catch {
    return null;
  }
}

function build(root, { quiet }) {
  const steps = [
    [path.join(root, "node_modules", "@react-router", "dev", "bin.js"), "build"],
    [path.join(root, "scripts", "precompress.mjs")],
  ];
  for (const args of steps) {
    const r = spawnSync(process.execPath, args, { cwd: root, stdio: quiet ? "pipe" : "inherit", encoding: "utf8" });
    if (r.status !== 0) {
      if (quiet) process.stderr.write(`${r.stdout ?? ""}${r.stderr ?? ""}`);
      console.error("The storefront build failed (output above).");
      process.exit(r.status ?? 1);
    }
  }
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
  const force = process.argv.includes("--force");
  // Hashed before building: a file edited during the build makes the next start build again.
  const inputs = currentInputs(root);
  if (!force) {
    const reason = staleReason(readStamp(buildDir), inputs, { buildPresent: existsSync(path.join(buildDir, "server", "index.js")) });
    if (reason === null) return;
    console.log(`Building the storefront (${reason}); this takes about half a minute...`);
  }
  const started = performance.now();
  build(root, { quiet: !force });
  writeFileSync(path.join(buildDir, STAMP_FILE), `${JSON.stringify(inputs)}\n`);
  if (!force) console.log(`Storefront built in ${Math.round((performance.now() - started) / 1000)} s.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
