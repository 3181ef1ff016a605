/**
 * Opens the database: embedded PGlite in `${dataDir}/pglite` by default, PostgreSQL through a
 * `pg` pool when a URL is given. Both expose the same Drizzle API over the same schema, so the
 * rest of the server never knows which one it talks to.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type DatabaseTarget =
  | { engine: "pglite"; dataDir?: string; loadDataDir?: Blob }
  | { engine: "postgres"; url: string; poolSize?: number };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.engine === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    const db = drizzlePg({ client: pool, schema, casing: "snake_case" });
    return {
      db: db as unknown as Db,
      engine: "postgres",
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  // No dataDir = in-memory (tests); the directory is created so first start needs no set-up.
  if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema, casing: "snake_case" });
  return {
    db: db as unknown as Db,
    engine: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

/** Exposed for the test harness, which snapshots a seeded PGlite once and loads it per file. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return (await client.dumpDataDir("none")) as Blob;
}
