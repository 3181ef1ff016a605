/**
 * A database of one benchmark run's own, removed at the end: on PostgreSQL (DATABASE_URL given) a
 * new database on that server, dropped with FORCE; on PGlite a new data directory. Either way the
 * run starts from migrations and the demo catalogue, and no job, order or account of another run
 * is there to be claimed or counted.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";

export interface BenchDatabase {
  engine: "PGlite" | "PostgreSQL";
  /** The data directory: the PGlite database, or on PostgreSQL only the session secret. */
  dataDir: string;
  /** The run's own database on PostgreSQL; null on PGlite. */
  databaseUrl: string | null;
  /** The same as settings, for a server started in its own process (bench/bench-server.ts). */
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function benchDatabase(name: string, url = process.env.DATABASE_URL): Promise<BenchDatabase> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `roamwell-bench-${name}-`));
  const removeDir = () => fs.rm(dir, { recursive: true, force: true });
  if (!url) return { engine: "PGlite", dataDir: dir, databaseUrl: null, env: { BENCH_DATA_DIR: dir }, drop: removeDir };
  const database = `roamwell_bench_${randomBytes(4).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${database}`);
  const own = new URL(url);
  own.pathname = `/${database}`;
  return {
    engine: "PostgreSQL",
    dataDir: dir,
    databaseUrl: own.toString(),
    env: { BENCH_DATA_DIR: dir, DATABASE_URL: own.toString() },
    drop: async () => {
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await removeDir();
    },
  };
}
