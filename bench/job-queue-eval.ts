/**
 * EVALUATION ONLY (docs/decisions/0018-job-queue.md): our jobs table against pg-boss, on PGlite
 * and on PostgreSQL, through the same JobQueue/JobWorker interfaces.
 *
 *   node --import tsx bench/job-queue-eval.ts                      (PGlite only)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/job-queue-eval.ts
 *
 * Throughput: N jobs enqueued one transaction each, then drained by one worker (runDue until
 * empty). Latency: the worker polls (1 s, the store's setting) while jobs are enqueued one at a
 * time; the figure is from the enqueuing commit to the handler's start. pg-boss is also measured
 * with its own work() loop and LISTEN/NOTIFY (no adapter), as it would run at its best.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { PgBoss, fromPglite } from "pg-boss";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase, type Database } from "../server/db/client.ts";
import { createJobQueue, createJobWorker } from "../server/domain/jobs/job-queue.ts";
import type { JobLog, JobQueue, JobWorker } from "../server/domain/jobs/job-types.ts";
import { createPgBossJobs } from "../server/domain/jobs/pg-boss-jobs.ts";

const N = Number(process.env.BENCH_JOBS ?? 1000);
const LATENCY_JOBS = Number(process.env.BENCH_LATENCY_JOBS ?? 100);
const quiet: JobLog = { error() {}, warn() {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function pct(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

interface Impl {
  name: string;
  queue: JobQueue;
  worker: JobWorker;
  prepare(kind: string): Promise<void>;
  close(): Promise<void>;
}

async function openEngine(engine: "pglite" | "postgres"): Promise<{ database: Database; drop(): Promise<void>; url?: string }> {
  if (engine === "pglite") {
    const database = await openDatabase({ engine: "pglite" });
    await database.migrate();
    return { database, drop: async () => {} };
  }
  const admin = process.env.BENCH_DATABASE_URL!;
  const name = `roamwell_bench_${randomBytes(4).toString("hex")}`;
  const run = async (q: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const u = new URL(admin);
  u.pathname = `/${name}`;
  const database = await openDatabase({ engine: "postgres", url: u.toString(), poolSize: 10 });
  await database.migrate();
  return { database, url: u.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

function newBoss(database: Database, url: string | undefined, extra: Record<string, unknown> = {}) {
  const boss =
    database.engine === "pglite"
      ? new PgBoss({ backend: "pglite", db: fromPglite((database.db as unknown as { $client: PGlite }).$client), registerInstance: false, ...extra })
      : new PgBoss({ connectionString: url, max: 10, registerInstance: false, ...extra });
  boss.on("error", (err) => console.error("pg-boss error:", err.message));
  return boss;
}

async function ours(database: Database): Promise<Impl> {
  return { name: "ours", queue: createJobQueue(), worker: createJobWorker({ db: database.db, log: quiet }), prepare: async () => {}, close: async () => {} };
}

async function boss(database: Database, url?: string): Promise<Impl> {
  const b = newBoss(database, url, { supervise: false, schedule: false });
  const started = performance.now();
  await b.start();
  const installMs = performance.now() - started;
  const jobs = createPgBossJobs({ boss: b, log: quiet });
  return { name: `pg-boss (schema install ${installMs.toFixed(0)} ms)`, ...jobs, close: () => b.stop({ graceful: false, close: database.engine === "postgres" }) };
}

async function throughput(database: Database, impl: Impl) {
  const kind = `bench.tp.${randomBytes(3).toString("hex")}`;
  await impl.prepare(kind);
  let ran = 0;
  impl.worker.register(kind, { run: async () => void (ran += 1) });
  const t0 = performance.now();
  for (let i = 0; i < N; i += 1) {
    await database.db.transaction(async (tx) => {
      await impl.queue.enqueue(tx, { kind, key: `${kind}:${i}`, payload: { i } });
    });
  }
  const t1 = performance.now();
  while (ran < N) if ((await impl.worker.runDue()) === 0) await sleep(5);
  const t2 = performance.now();
  return { enqueuePerS: N / ((t1 - t0) / 1000), runPerS: N / ((t2 - t1) / 1000), totalPerS: N / ((t2 - t0) / 1000) };
}

async function latency(database: Database, impl: Impl) {
  const kind = `bench.lat.${randomBytes(3).toString("hex")}`;
  await impl.prepare(kind);
  const committed = new Map<number, number>();
  const lat: number[] = [];
  impl.worker.register(kind, { run: async (payload) => void lat.push(performance.now() - committed.get(Number(payload.i))!) });
  impl.worker.start();
  for (let i = 0; i < LATENCY_JOBS; i += 1) {
    await database.db.transaction(async (tx) => {
      await impl.queue.enqueue(tx, { kind, key: `${kind}:${i}`, payload: { i } });
    });
    committed.set(i, performance.now());
    await sleep(23);
  }
  while (lat.length < LATENCY_JOBS) await sleep(20);
  await impl.worker.stop();
  lat.sort((a, b) => a - b);
  return { p50: pct(lat, 50), p95: pct(lat, 95), max: lat[lat.length - 1] };
}

/** pg-boss at its best: its own work() loop, woken by LISTEN/NOTIFY. */
async function bossNative(database: Database, url?: string) {
  const b = newBoss(database, url, { useListenNotify: true });
  await b.start();
  const kind = `bench.native.${randomBytes(3).toString("hex")}`;
  await b.createQueue(kind, { notify: true } as never);
  const committed = new Map<number, number>();
  const lat: number[] = [];
  await b.work(kind, { pollingIntervalSeconds: 1 }, async ([job]) => void lat.push(performance.now() - committed.get((job.data as { i: number }).i)!));
  const { fromDrizzle } = await import("pg-boss");
  const { sql } = await import("drizzle-orm");
  for (let i = 0; i < LATENCY_JOBS; i += 1) {
    await database.db.transaction(async (tx) => {
      await b.send(kind, { i }, { db: fromDrizzle(tx as never, sql) });
    });
    committed.set(i, performance.now());
    await sleep(23);
  }
  while (lat.length < LATENCY_JOBS) await sleep(20);
  await b.stop({ graceful: true, close: database.engine === "postgres" });
  lat.sort((a, b) => a - b);
  return { p50: pct(lat, 50), p95: pct(lat, 95), max: lat[lat.length - 1] };
}

const engines: ("pglite" | "postgres")[] = ["pglite", ...(process.env.BENCH_DATABASE_URL ? (["postgres"] as const) : [])];
console.log(`node ${process.version}, ${N} jobs for throughput, ${LATENCY_JOBS} for latency`);
for (const engine of engines) {
  for (const make of [ours, boss]) {
    const { database, drop, url } = await openEngine(engine);
    const impl = await make(database, url);
    const tp = await throughput(database, impl);
    const lat = await latency(database, impl);
    console.log(
      `${engine.padEnd(8)} ${impl.name.padEnd(34)} enqueue ${tp.enqueuePerS.toFixed(0).padStart(5)}/s  run ${tp.runPerS.toFixed(0).padStart(5)}/s  enqueue+run ${tp.totalPerS.toFixed(0).padStart(5)}/s  latency p50 ${lat.p50.toFixed(0)} ms p95 ${lat.p95.toFixed(0)} ms max ${lat.max.toFixed(0)} ms (1 s poll)`,
    );
    await impl.close();
    await database.close();
    await drop();
  }
  const { database, drop, url } = await openEngine(engine);
  const lat = await bossNative(database, url);
  console.log(`${engine.padEnd(8)} ${"pg-boss work() + LISTEN/NOTIFY".padEnd(34)} latency p50 ${lat.p50.toFixed(0)} ms p95 ${lat.p95.toFixed(0)} ms max ${lat.max.toFixed(0)} ms`);
  await database.close();
  await drop();
}
