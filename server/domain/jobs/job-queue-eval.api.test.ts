/**
 * EVALUATION ONLY (docs/decisions/0018-job-queue.md): the queue contract on our jobs table and
 * on pg-boss, on the engine of this run (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { eq, sql } from "drizzle-orm";
import { PgBoss, TestClock, fromPglite } from "pg-boss";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { Database } from "../../db/client.ts";
import { jobs } from "../../db/schema.ts";
import { openTestDatabase, testEngine } from "../../../tests/support/test-database.ts";
import { createJobQueue, createJobWorker } from "./job-queue.ts";
import { jobQueueContract, quiet, type Harness } from "./job-queue-contract.ts";
import { createPgBossJobs, GIVE_UP_SUFFIX, jobIdOf } from "./pg-boss-jobs.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const START = new Date("2026-12-01T10:00:00Z");

jobQueueContract("ours", async () => {
  let t = START.getTime();
  const now = () => new Date(t);
  return {
    db: database.db,
    now,
    advance: async (ms) => void (t += ms),
    queue: createJobQueue({ now }),
    worker: async (log = quiet) => createJobWorker({ db: database.db, now, log }),
    prepare: async () => {},
    async state(_kind, key) {
      const [row] = await database.db.select().from(jobs).where(eq(jobs.key, key));
      if (!row) return undefined;
      return { attempts: row.attempts, runAt: row.runAt.getTime(), done: row.doneAt !== null, failed: row.failedAt !== null, lastError: row.lastError };
    },
  };
});

const bosses: PgBoss[] = [];
afterEach(async () => {
  for (const boss of bosses.splice(0)) await boss.stop({ graceful: false, close: true, timeout: 1_000 }).catch(() => undefined);
});

async function startBoss(clock: TestClock): Promise<PgBoss> {
  const common = { clock, supervise: false, schedule: false, registerInstance: false, monitorIntervalSeconds: 1 } as const;
  const boss =
    testEngine() === "pglite"
      ? new PgBoss({ ...common, backend: "pglite", db: fromPglite((database.db as unknown as { $client: PGlite }).$client) })
      : new PgBoss({ ...common, connectionString: (database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString, max: 4 });
  boss.on("error", () => undefined);
  bosses.push(boss);
  await boss.start();
  return boss;
}

jobQueueContract("pg-boss", async () => {
  const clock = new TestClock(START);
  const producer = createPgBossJobs({ boss: await startBoss(clock), log: quiet, now: () => new Date(clock.now()) });
  const one = async (text: ReturnType<typeof sql>) => ((await database.db.execute(text)) as unknown as { rows: Record<string, unknown>[] }).rows[0];
  return {
    db: database.db,
    now: () => new Date(clock.now()),
    // A jump fires none of pg-boss's own timers: the worker drives supervise and fetch itself.
    advance: (ms) => clock.setTime(clock.now() + ms),
    queue: producer.queue,
    worker: async (log = quiet) => createPgBossJobs({ boss: await startBoss(clock), log, now: () => new Date(clock.now()) }).worker,
    prepare: (kind) => producer.prepare(kind),
    async state(kind, key) {
      const id = jobIdOf(key);
      const job = await one(sql`select state, retry_count, started_on is not null as started, extract(epoch from start_after) * 1000 as run_at, output from pgboss.job where name = ${kind} and id = ${id}`);
      if (!job) return undefined;
      const giveUp = await one(sql`select state, output from pgboss.job where name = ${kind + GIVE_UP_SUFFIX} and source_id = ${id}`);
      const message = (o: unknown) => ((o as { message?: string } | null)?.message ?? null);
      return {
        attempts: Number(job.retry_count) + (job.started ? 1 : 0),
        runAt: Math.ceil(Number(job.run_at)),
        done: job.state === "completed",
        failed: job.state === "failed" && giveUp?.state === "completed",
        lastError: message(giveUp?.output) ? message(giveUp?.output) : message(job.output),
      };
    },
  } satisfies Harness;
});
