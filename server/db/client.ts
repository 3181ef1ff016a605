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
import { firstOfBurst } from "../../shared/first-of-burst.ts";
import { isDatabaseUnavailable } from "./errors.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Whether the database answers `select 1` within `timeoutMs` (the health check). */
  ping(timeoutMs: number): Promise<boolean>;
  /**
   * Whether every migration of this build is applied (more is fine: a newer instance of a rolling
   * deploy may have run its own); null when the database did not answer within `timeoutMs`.
   */
  migrated(timeoutMs: number): Promise<boolean | null>;
  /** PGlite only: the whole database as a gzipped tar of its data directory, taken between two queries (a consistent copy); see server/ops/backup.ts. */
  dumpDataDir?: () => Promise<Blob>;
  /** The PostgreSQL pool's connections now (the metrics); null on PGlite, which has one and no pool. */
  poolUse(): { total: number; idle: number; waiting: number; max: number } | null;
  close(): Promise<void>;
}

/** Where the pool reports a connection it lost while idle (a restart, `pg_terminate_backend`). */
export interface DatabaseLog {
  warn(fields: object, message: string): void;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** How many migrations this build has (drizzle-kit's journal). */
const MIGRATION_COUNT = (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as { entries: unknown[] }).entries.length;
/** Where Drizzle's migrators record what they applied, on either engine. */
const APPLIED_MIGRATIONS = "select count(*)::int as n from drizzle.__drizzle_migrations";

async function migratedWithin(count: () => Promise<number>, timeoutMs: number): Promise<boolean | null> {
  let answered: boolean | null = null;
  const ok = await withTimeout(
    count().then((n) => {
      answered = n >= MIGRATION_COUNT;
      return true;
    }),
    timeoutMs,
  );
  return ok ? answered : null;
}

export type DatabaseTarget =
  | { engine: "pglite"; dataDir?: string; loadDataDir?: Blob }
  | { engine: "postgres"; url: string; poolSize?: number; log?: DatabaseLog };

/**
 * Pool timings. A request waits at most this long for a connection, so while the database is
 * away requests fail fast (503) instead of piling up; once it is back, the next request connects.
 */
export const POOL_CONNECT_TIMEOUT_MS = 3_000;
const POOL_IDLE_TIMEOUT_MS = 30_000;

/**
 * A pool whose checked-out clients give themselves back when their connection is lost. Drizzle's
 * `transaction` sends BEGIN before its try/finally: if the connection dies right then (a restart,
 * a failover), Drizzle never releases the client, and `pool.end()` then waits for it for ever.
 * Here a query failing for a lost connection releases its client with the error (the pool
 * destroys it), and a second release of the same checkout is ignored rather than thrown.
 * Only the promise form of `connect` (Drizzle's) is wrapped; `pool.query` manages its own client.
 */
class ReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(releasedOnLostConnection);
  }
}

const guardedQuery = Symbol("guardedQuery");

function releasedOnLostConnection(client: pg.PoolClient): pg.PoolClient {
  // The pool sets a new `release` on every checkout; wrap this checkout's.
  const release = client.release.bind(client);
  let released = false;
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    release(err);
  };
  // `query` belongs to the client for its whole life: wrap it once.
  const guarded = client as pg.PoolClient & { [guardedQuery]?: true };
  if (!guarded[guardedQuery]) {
    guarded[guardedQuery] = true;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (!(result instanceof Promise)) return result;
      return result.catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) client.release(err instanceof Error ? err : true);
        throw err;
      });
    };
  }
  return client;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.engine === "postgres") {
    const pool = new ReleasingPool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
      // Notices a peer that vanished without closing (a failover, a dropped NAT entry).
      keepAlive: true,
    });
    // Without a listener, an idle connection the server ends (restart, failover,
    // idle_session_timeout, pg_terminate_backend) is an unhandled 'error' event: the process
    // exits. The pool has already dropped that client; the next query opens a new one. Only the
    // code and message are logged: pg's errors carry no URL, so no password reaches the log.
    const warn = firstOfBurst((err: Error & { code?: string }) =>
      target.log?.warn({ code: err.code, reason: err.message }, "a database connection was lost; new ones are opened as needed"),
    );
    pool.on("error", warn);
    // The pool listens on idle clients only: one checked out (inside a transaction) that loses
    // its connection would also emit an unhandled 'error'. Its query fails on its own, and the
    // pool discards the broken client when it is released.
    pool.on("connect", (client) => client.on("error", warn));
    const db = drizzlePg({ client: pool, schema, casing: "snake_case" });
    return {
      db: db as unknown as Db,
      engine: "postgres",
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: (timeoutMs) => withTimeout(pool.query("select 1").then(() => true), timeoutMs),
      migrated: (timeoutMs) => migratedWithin(async () => (await pool.query<{ n: number }>(APPLIED_MIGRATIONS)).rows[0]!.n, timeoutMs),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }),
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
    ping: (timeoutMs) => withTimeout(client.query("select 1").then(() => true), timeoutMs),
    migrated: (timeoutMs) => migratedWithin(async () => (await client.query<{ n: number }>(APPLIED_MIGRATIONS)).rows[0]!.n, timeoutMs),
    poolUse: () => null,
    dumpDataDir: () => client.dumpDataDir("gzip"),
    close: () => client.close(),
  };
}

/** False when `check` fails or has not answered within `timeoutMs`. */
async function withTimeout(check: Promise<boolean>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([check.catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Exposed for the test harness, which snapshots a seeded PGlite once and loads it per file. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return (await client.dumpDataDir("none")) as Blob;
}
