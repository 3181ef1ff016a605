/**
 * Backup, wipe, restore (docs/OPERATIONS.md#backups): a store on the embedded database sells to a
 * guest and to an account paying from its balance; `npm run backup` copies it, the database is
 * wiped, `npm run restore` brings it back, and the orders, the accounts, the ledger and every
 * balance are as they were. The commands refuse a data directory a running store holds, and a
 * restore over a database unless told to move it aside.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client.ts";
import { prepareDatabase } from "../db/open-from-config.ts";
import { useCheckoutApp } from "../../tests/support/checkout.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roamwell-backup-"));
const FIVE_GB = { area: "japan", plan: "5gb-30-days" };

/** What must come back: counts, states, amounts and every ledger account's balance. */
async function books(database: Database) {
  const rows = async (query: string) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;
  return {
    orders: await rows("select status, count(*)::int as n, sum(amount_usd_minor)::int as amount from orders group by status order by status"),
    users: await rows("select count(*)::int as n from users"),
    entries: await rows("select count(*)::int as n, sum(amount_minor)::int as total from ledger_entries"),
    balances: await rows("select id, balance_minor::int as balance from ledger_accounts order by id"),
  };
}

/** `npm run <script>` on the test's data directory; answers its exit code and output. */
function npmRun(script: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "server/cli/backup-cli.ts", script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, ...env },
    encoding: "utf8",
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

let before: Awaited<ReturnType<typeof books>>;

describe("a store on the embedded database", () => {
  const c = useCheckoutApp({
    env: { DATA_DIR: dataDir },
    database: async () => {
      const database = await openDatabase({ engine: "pglite", dataDir: path.join(dataDir, "pglite") });
      await prepareDatabase(database, { seedDemo: true });
      return database;
    },
  });

  it("sells to a guest and to an account paying from its balance", async () => {
    await c.buy(await c.guest(), { ...FIVE_GB, email: "restore.guest@example.com" });
    const account = await c.accountWithBalance(5_000);
    await c.buy(account.token, FIVE_GB);
    before = await books(c.t.services.database);
    expect(before.entries).not.toEqual([{ n: 0, total: null }]);
    expect(before.orders.length).toBeGreaterThan(0);
  });
});

describe("backup, wipe, restore", () => {
  const file = path.join(dataDir, "backups", "nightly.tar.gz");

  it("refuses while a running store holds the data directory", () => {
    const holder = spawn("sleep", ["30"]);
    try {
      fs.writeFileSync(path.join(dataDir, "store.pid"), `${holder.pid}\n`);
      const refused = npmRun("backup", [file]);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`the store is running on ${dataDir} (process ${holder.pid})`);
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      holder.kill();
      fs.rmSync(path.join(dataDir, "store.pid"));
    }
  });

  it("brings back the same orders, accounts, ledger and balances", async () => {
    const backup = npmRun("backup", [file]);
    expect(backup.output).toMatch(/^backup written to .*nightly\.tar\.gz \(\d+\.\d MB\)$/m);
    expect(backup.code).toBe(0);

    // A restore over a database is refused unless it may move that one aside.
    const over = npmRun("restore", [file]);
    expect(over.code).toBe(1);
    expect(over.output).toContain("already holds a database: add --replace");

    fs.rmSync(path.join(dataDir, "pglite"), { recursive: true });
    const restored = npmRun("restore", [file]);
    expect(restored.output).toMatch(/restored .* \d+ orders, \d+ accounts, \d+ ledger entries/);
    expect(restored.code).toBe(0);

    const database = await openDatabase({ engine: "pglite", dataDir: path.join(dataDir, "pglite") });
    try {
      expect(await books(database)).toEqual(before);
    } finally {
      await database.close();
    }

    const replaced = npmRun("restore", [file, "--replace"]);
    expect(replaced.code).toBe(0);
    expect(replaced.output).toMatch(/the database that was there is kept in .*pglite\.before-restore-/);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
