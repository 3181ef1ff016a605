/**
 * `npm run backup [-- <file>]` and `npm run restore -- <file> [--replace]` (docs/OPERATIONS.md#backups).
 *
 * Embedded database: the store must be stopped (the commands refuse while it holds DATA_DIR). The
 * backup goes to `<file>`, by default `DATA_DIR/backups/roamwell-<time>.tar.gz`; a restore loads one
 * into DATA_DIR, moving a database already there aside with --replace.
 *
 * PostgreSQL (DATABASE_URL): runs `pg_dump` (the store may keep running) to `<file>`, by default
 * `DATA_DIR/backups/roamwell-<time>.dump`, and `pg_restore --clean` from one.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../config.ts";
import { backupEmbedded, BackupError, pgDump, pgRestore, restoreEmbedded } from "../ops/backup.ts";

const [command, ...rest] = process.argv.slice(2);
const replace = rest.includes("--replace");
const file = rest.find((a) => !a.startsWith("--"));
const config = loadConfig();
const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");

function run(tool: { command: string; args: string[] }): number {
  // The URL (and its password) goes as an argument to a tool of this machine, never to the output.
  const result = spawnSync(tool.command, tool.args, { stdio: "inherit" });
  if (result.error) {
    console.error(`${tool.command} could not be run (${(result.error as NodeJS.ErrnoException).code}): install PostgreSQL's client tools, of the server's major version or newer`);
    return 1;
  }
  return result.status ?? 1;
}

async function main(): Promise<number> {
  if (command === "backup") {
    if (config.databaseUrl) {
      const out = path.resolve(file ?? path.join(config.dataDir, "backups", `roamwell-${stamp}.dump`));
      fs.mkdirSync(path.dirname(out), { recursive: true });
      const code = run(pgDump(config.databaseUrl, out));
      if (code === 0) console.log(`backup written to ${out} (pg_dump, custom format)`);
      return code;
    }
    const out = path.resolve(file ?? path.join(config.dataDir, "backups", `roamwell-${stamp}.tar.gz`));
    const bytes = await backupEmbedded(config.dataDir, out);
    console.log(`backup written to ${out} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
    return 0;
  }
  if (command === "restore") {
    if (!file) {
      console.error("usage: npm run restore -- <backup file> [--replace]");
      return 2;
    }
    if (config.databaseUrl) {
      const code = run(pgRestore(config.databaseUrl, path.resolve(file)));
      if (code === 0) console.log(`restored ${file} into the database of DATABASE_URL; start the store to apply any newer migrations`);
      return code;
    }
    const restored = await restoreEmbedded(path.resolve(file), config.dataDir, { replace });
    if (restored.movedAside) console.log(`the database that was there is kept in ${restored.movedAside}`);
    console.log(`restored ${file} into ${path.join(config.dataDir, "pglite")}: ${restored.orders} orders, ${restored.users} accounts, ${restored.ledgerEntries} ledger entries`);
    return 0;
  }
  console.error("usage: npm run backup [-- <file>] | npm run restore -- <file> [--replace]");
  return 2;
}

try {
  process.exit(await main());
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exit(1);
}
