#!/usr/bin/env node
// The Nu Html Checker (npm vnu-jar, run with the machine's Java) on server-rendered pages.
// Prints every error and exits 1 if there is any.
//   node scripts/quality/html-validate.mjs http://127.0.0.1:3000 / /japan /japan/10gb-30-days /no-such-page
import { execFile } from "node:child_process";
import { mkdtemp, writeFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";

const run = promisify(execFile);

export async function validateHtml(base, paths) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "vnu-"));
  try {
    const files = [];
    for (const [i, p] of paths.entries()) {
      const file = path.join(dir, `page-${i}.html`);
      await writeFile(file, await (await fetch(base + p)).text());
      files.push({ file, path: p });
    }
    return await validateFiles(files);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The checker's errors in each of these HTML files (one Java start for all of them), named by
 * `path`: a page's address, or what the caller saved there.
 * @param {{ file: string, path: string }[]} files
 * @returns {Promise<{ path: string, errors: string[] }[]>}
 */
export async function validateFiles(files) {
  if (files.length === 0) return [];
  const { stdout, stderr } = await run("java", ["-jar", vnuJar, "--format", "json", "--stdout", "--exit-zero-always", ...files.map((f) => f.file)], { maxBuffer: 64 * 1024 * 1024 });
  const messages = JSON.parse(stdout || stderr).messages ?? [];
  return files.map((f) => ({
    path: f.path,
    errors: messages.filter((m) => m.url?.endsWith(`/${path.basename(f.file)}`) && (m.type === "error" || m.subType === "fatal")).map((m) => `${m.lastLine}: ${m.message}`),
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
  const results = await validateHtml(base, paths.length ? paths : ["/"]);
  for (const r of results) {
    console.log(`${r.path}: ${r.errors.length} errors`);
    for (const e of r.errors) console.log(`  line ${e}`);
  }
  process.exit(results.some((r) => r.errors.length) ? 1 : 0);
}
