/**
 * Test databases. The migrated, seeded catalogue is prepared once per run (global setup): a
 * PGlite data-dir dump, or a PostgreSQL template database. Each test file then gets its own
 * copy, so files never see each other's rows and never pay for seeding again.
 */
import fs from "node:fs/promises";
import "./global-setup.ts";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { dumpPglite, openDatabase, type Database } from "../../server/db/client.ts";
import { seedDemo } from "../../server/db/seed/demo-seed.ts";

export type Engine = "pglite" | "postgres";

export function testEngine(): Engine {
  return process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "pglite";
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Global setup: build the seeded template; returns a token identifying it. */
export async function prepareTemplate(engine: Engine, dumpPath: string): Promise<string> {
  if (engine === "pglite") {
    const database = await openDatabase({ engine: "pglite" });
    await database.migrate();
    await seedDemo(database.db);
    const blob = await dumpPglite(database);
    await fs.writeFile(dumpPath, Buffer.from(await blob.arrayBuffer()));
    await database.close();
    return dumpPath;
  }
  const name = `roamwell_tpl_${process.pid}_${randomBytes(3).toString("hex")}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const database = await openDatabase({ engine: "postgres", url: withDatabase(adminUrl(), name) });
  await database.migrate();
  await seedDemo(database.db);
  await database.close();
  return name;
}

export async function dropTemplate(engine: Engine, token: string): Promise<void> {
  if (engine === "pglite") await fs.rm(token, { force: true });
  else await admin((c) => c.query(`DROP DATABASE IF EXISTS ${token} WITH (FORCE)`));
}

/** A private, seeded database for one test file. */
export async function openTestDatabase(): Promise<Database> {
  const engine = testEngine();
  const token = inject("dbTemplate");
  if (engine === "pglite") {
    const dump = await fs.readFile(token);
    const database = await openDatabase({ engine: "pglite", loadDataDir: new Blob([dump]) });
    await database.migrate();
    return database;
  }
  const name = `roamwell_t_${randomBytes(6).toString("hex")}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${token}`));
  const database = await openDatabase({ engine: "postgres", url: withDatabase(adminUrl(), name), poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await admin(async (c) => {
        // pg's pool.end() resolves before its connections have finished closing; dropping with
        // FORCE at that moment kills them mid-goodbye, and the dying client throws in the test
        // process. Wait (briefly) until the server has seen them go.
        for (let i = 0; i < 100; i++) {
          const { rows } = await c.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}
