/**
 * Backups (docs/OPERATIONS.md#backups).
 *
 * The embedded database (PGlite) belongs to one process: a copy of its folder taken while the
 * store writes to it may be torn, and a second process opening it may damage it. So the store
 * marks its data directory as its own while it runs (`store.pid`), and a backup or a restore
 * refuses to touch a directory a running store holds. A backup is PGlite's own dump of the data
 * directory (a gzipped tar, taken between two queries); a restore loads it into a fresh folder,
 * and moves a folder already there aside rather than deleting it.
 *
 * PostgreSQL has its own tools, which the commands run: `pg_dump --format=custom` while the
 * store runs (a consistent snapshot), and `pg_restore --clean` into the database.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client.ts";

const PID_FILE = "store.pid";

/** Whether a live process other than this one holds the data directory (its store.pid names a running process). */
export function storeHolding(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, PID_FILE), "utf8").trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: alive, under another user.
    return (err as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}

/** Marks the data directory as this process's until `release` (the store, while it runs on PGlite). */
export function holdDataDir(dataDir: string): { release(): void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, PID_FILE);
  fs.writeFileSync(file, `${process.pid}\n`);
  return {
    release() {
      try {
        if (fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.rmSync(file);
      } catch {
        // Already gone.
      }
    },
  };
}

export class BackupError extends Error {
  override name = "BackupError";
}

function refuseWhileHeld(dataDir: string, what: string) {
  const pid = storeHolding(dataDir);
  if (pid) throw new BackupError(`the store is running on ${dataDir} (process ${pid}): stop it before ${what}, or use PostgreSQL (DATABASE_URL) for backups while it runs`);
}

/** The embedded database of `dataDir`, dumped to `file` (a .tar.gz); answers its size in bytes. */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  refuseWhileHeld(dataDir, "a backup");
  const folder = path.join(dataDir, "pglite");
  if (!fs.existsSync(path.join(folder, "PG_VERSION"))) throw new BackupError(`no embedded database in ${folder}`);
  const database = await openDatabase({ engine: "pglite", dataDir: folder });
  try {
    const dump = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside, then renamed: a backup cut short never passes for a whole one.
    fs.writeFileSync(`${file}.partial`, dump);
    fs.renameSync(`${file}.partial`, file);
    return dump.length;
  } finally {
    await database.close();
  }
}

/**
 * Loads the backup `file` into `dataDir`'s embedded database. A database already there is moved
 * aside to `pglite.before-restore-<time>` when `replace` is set, else the restore is refused.
 * Answers the orders, accounts and ledger entries the restored database holds, and where the
 * earlier folder went.
 */
export async function restoreEmbedded(file: string, dataDir: string, options: { replace?: boolean; now?: Date } = {}): Promise<{ orders: number; users: number; ledgerEntries: number; movedAside: string | null }> {
  refuseWhileHeld(dataDir, "a restore");
  if (!fs.existsSync(file)) throw new BackupError(`no backup at ${file}`);
  const folder = path.join(dataDir, "pglite");
  let movedAside: string | null = null;
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
    if (!options.replace) throw new BackupError(`${folder} already holds a database: add --replace to move it aside and restore over it`);
    movedAside = `${folder}.before-restore-${(options.now ?? new Date()).toISOString().replace(/[:.]/g, "-")}`;
    fs.renameSync(folder, movedAside);
  }
  const database = await openDatabase({ engine: "pglite", dataDir: folder, loadDataDir: new Blob([fs.readFileSync(file)]) });
  try {
    const count = async (table: string) => Number(((await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
    return { orders: await count("orders"), users: await count("users"), ledgerEntries: await count("ledger_entries"), movedAside };
  } finally {
    await database.close();
  }
}

/** The PostgreSQL tools' commands: a custom-format dump while the store runs, and a restore over the database's objects. */
export const pgDump = (url: string, file: string) => ({ command: "pg_dump", args: ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${url}`] });
export const pgRestore = (url: string, file: string) => ({ command: "pg_restore", args: ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", `--dbname=${url}`, file] });
