/**
 * The durable job queue against a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL
 * is set): unique keys, transactions, the clock, back-off and give-up, crash recovery, and
 * several workers sharing one table. Each test defines its own kinds (a random suffix to the
 * name), so rows left by one test are never claimed by another's worker.
 */
// @both-engines: several workers claim from one table (FOR UPDATE SKIP LOCKED).
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { jobs } from "../../db/schema.ts";
import { openTestDatabase } from "../../../tests/support/test-database.ts";
import { CLAIM_MS, createJobQueue, createJobWorker, retryDelayMs } from "./job-queue.ts";
import { defineJob, JobPayloadError, type JobDefinition, type JobLog, type JobRun, type TypedJobHandler } from "./job-types.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const quiet: JobLog = { error() {}, warn() {} };

/** A clock the test moves by hand. */
function manualClock(start = new Date("2026-12-01T10:00:00Z")) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

const uniqueKind = (name: string) => `test.${name}.${randomUUID().slice(0, 8)}`;
/** A kind of the calling test's own. */
const uniqueJob = <S extends z.ZodType<Record<string, unknown>>>(name: string, schema: S, options?: { maxAttempts?: number }) => defineJob(uniqueKind(name), schema, options);
const empty = z.object({});

async function rowByKey(key: string) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.key, key));
  return row;
}

describe("retryDelayMs", () => {
  it("starts at 5 s, doubles, and never waits more than 10 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 600_000]);
    expect(retryDelayMs(40)).toBe(600_000);
  });
});

describe("enqueue", () => {
  it("makes one job for one key however often it is enqueued", async () => {
    const queue = createJobQueue();
    const job = uniqueJob("dup", z.object({ n: z.number() }));
    const { kind } = job;
    const key = `${kind}:1`;
    expect(await queue.enqueue(database.db, job, { n: 1 }, { key })).toBe(true);
    expect(await queue.enqueue(database.db, job, { n: 2 }, { key })).toBe(false);
    const rows = await database.db.select().from(jobs).where(eq(jobs.key, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind, payload: { n: 1 }, attempts: 0, maxAttempts: 8, lockedUntil: null, doneAt: null, failedAt: null });
  });

  it("writes nothing when the caller's transaction rolls back, and the job when it commits", async () => {
    const queue = createJobQueue();
    const job = uniqueJob("tx", empty);
    const { kind } = job;
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(tx, job, {}, { key: `${kind}:rolled-back` });
        throw new Error("the order could not be saved");
      }),
    ).rejects.toThrow("the order could not be saved");
    expect(await rowByKey(`${kind}:rolled-back`)).toBeUndefined();
    await database.db.transaction(async (tx) => {
      await queue.enqueue(tx, job, {}, { key: `${kind}:committed` });
    });
    expect(await rowByKey(`${kind}:committed`)).toBeDefined();
  });

  it("refuses a job without a key or with a non-positive attempt limit", async () => {
    const queue = createJobQueue();
    // A payload the schema accepts, so what is refused is the key or the limit and not the payload.
    const job = uniqueJob("x", z.object({ n: z.number() }));
    await expect(queue.enqueue(database.db, job, { n: 1 }, { key: "" })).rejects.toThrow(/key/);
    await expect(queue.enqueue(database.db, job, { n: 1 }, { key: `${job.kind}:a`, maxAttempts: 0 })).rejects.toThrow(/maxAttempts/);
    await expect(queue.enqueue(database.db, job, { n: 1 }, { key: `${job.kind}:a`, maxAttempts: 1.5 })).rejects.toThrow(/maxAttempts/);
    expect(await rowByKey(`${job.kind}:a`)).toBeUndefined();
  });
});

describe("the worker", () => {
  it("runs a due job once, hands it its payload, and marks it done", async () => {
    const clock = manualClock();
    const queue = createJobQueue(clock);
    const worker = createJobWorker({ db: database.db, now: clock.now, log: quiet });
    const definition = uniqueJob("once", z.object({ order: z.string() }));
    const { kind } = definition;
    const runs: { payload: { order: string }; job: JobRun }[] = [];
    worker.register(definition, { run: async (payload, job) => void runs.push({ payload, job }) });
    await queue.enqueue(database.db, definition, { order: "RW0000000001" }, { key: `${kind}:a` });

    expect(await worker.runDue()).toBe(1);
    expect(await worker.runDue()).toBe(0);
    clock.advance(3_600_000);
    expect(await worker.runDue()).toBe(0);

    expect(runs).toHaveLength(1);
    expect(runs[0].payload).toEqual({ order: "RW0000000001" });
    expect(runs[0].job).toMatchObject({ key: `${kind}:a`, attempt: 1 });
    const row = await rowByKey(`${kind}:a`);
    expect(row.doneAt?.getTime()).toBe(new Date("2026-12-01T10:00:00Z").getTime());
    expect(row).toMatchObject({ attempts: 1, lockedUntil: null, failedAt: null });
  });

  it("does not run a job before its runAt, and runs it once that time comes", async () => {
    const clock = manualClock();
    const queue = createJobQueue(clock);
    const worker = createJobWorker({ db: database.db, now: clock.now, log: quiet });
    const job = uniqueJob("later", empty);
    const { kind } = job;
    let runs = 0;
    worker.register(job, { run: async () => void (runs += 1) });
    await queue.enqueue(database.db, job, {}, { key: `${kind}:a`, runAt: new Date(clock.now().getTime() + 60_000) });

    expect(await worker.runDue()).toBe(0);
    clock.advance(59_999);
    expect(await worker.runDue()).toBe(0);
    expect(runs).toBe(0);
    clock.advance(1);
    expect(await worker.runDue()).toBe(1);
    expect(runs).toBe(1);
    expect((await rowByKey(`${kind}:a`)).doneAt).not.toBeNull();
  });

  it("retries a failing job with the back-off, then gives up exactly once and marks it failed", async () => {
    const clock = manualClock();
    const queue = createJobQueue(clock);
    const worker = createJobWorker({ db: database.db, now: clock.now, log: quiet });
    const definition = uniqueJob("fail", z.object({ order: z.string() }));
    const key = `${definition.kind}:a`;
    const attempts: number[] = [];
    const gaveUp: { payload: { order: string }; lastError: string; job: JobRun }[] = [];
    worker.register(definition, {
      run: async (_payload, job) => {
        attempts.push(job.attempt);
        throw new Error(`provider unavailable (${job.attempt})`);
      },
      giveUp: async (payload, lastError, job) => void gaveUp.push({ payload, lastError, job }),
    });
    await queue.enqueue(database.db, definition, { order: "o-1" }, { key, maxAttempts: 4 });

    // Attempt n fails; attempt n + 1 is due retryDelayMs(n) later, not a millisecond before.
    for (let n = 1; n <= 3; n += 1) {
      expect(await worker.runDue()).toBe(1);
      const row = await rowByKey(key);
      expect(row).toMatchObject({ attempts: n, lockedUntil: null, lastError: `provider unavailable (${n})`, failedAt: null, doneAt: null });
      expect(row.runAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(n));
      clock.advance(retryDelayMs(n) - 1);
      expect(await worker.runDue()).toBe(0);
      clock.advance(1);
    }
    expect(await worker.runDue()).toBe(1);
    expect(attempts).toEqual([1, 2, 3, 4]);
    expect(gaveUp).toEqual([{ payload: { order: "o-1" }, lastError: "provider unavailable (4)", job: expect.objectContaining({ key, attempt: 4 }) }]);
    const row = await rowByKey(key);
    expect(row.failedAt).not.toBeNull();
    expect(row).toMatchObject({ attempts: 4, doneAt: null, lockedUntil: null, lastError: "provider unavailable (4)" });

    clock.advance(24 * 3_600_000);
    expect(await worker.runDue()).toBe(0);
    expect(attempts).toHaveLength(4);
    expect(gaveUp).toHaveLength(1);
  });

  it("retries a give-up that throws until it succeeds, then never calls it again", async () => {
    const clock = manualClock();
    const queue = createJobQueue(clock);
    const worker = createJobWorker({ db: database.db, now: clock.now, log: quiet });
    const job = uniqueJob("giveup-retry", empty);
    const key = `${job.kind}:a`;
    let runs = 0;
    const giveUps: string[] = [];
    worker.register(job, {
      run: async () => {
        runs += 1;
        throw new Error("eSIM provider refused");
      },
      giveUp: async (_payload, lastError) => {
        giveUps.push(lastError);
        if (giveUps.length === 1) throw new Error("refund provider down");
      },
    });
    await queue.enqueue(database.db, job, {}, { key, maxAttempts: 1 });

    expect(await worker.runDue()).toBe(1);
    let row = await rowByKey(key);
    expect(row).toMatchObject({ failedAt: null, doneAt: null, lockedUntil: null, lastError: "giveUp: refund provider down" });
    expect(row.runAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));

    clock.advance(retryDelayMs(1));
    expect(await worker.runDue()).toBe(1);
    expect(runs).toBe(1); // the run phase is over: only the give-up is repeated
    expect(giveUps).toEqual(["eSIM provider refused", "giveUp: refund provider down"]);
    row = await rowByKey(key);
    expect(row.failedAt).not.toBeNull();

    clock.advance(24 * 3_600_000);
    expect(await worker.runDue()).toBe(0);
    expect(giveUps).toHaveLength(2);
  });

  it("marks a job without a give-up handler failed after its last attempt", async () => {
    const clock = manualClock();
    const queue = createJobQueue(clock);
    const worker = createJobWorker({ db: database.db, now: clock.now, log: quiet });
    const job = uniqueJob("no-giveup", empty);
    const { kind } = job;
    worker.register(job, {
      run: async () => {
        throw "a plain string";
      },
    });
    await queue.enqueue(database.db, job, {}, { key: `${kind}:a`, maxAttempts: 1 });
    expect(await worker.runDue()).toBe(1);
    expect(await rowByKey(`${kind}:a`)).toMatchObject({ lastError: "a plain string", failedAt: expect.any(Date) });
  });

  it("takes up a job whose worker died once the claim expires, and not before", async () => {
    const clock = manualClock();
    const queue = createJobQueue(clock);
    const job = uniqueJob("crash", empty);
    const key = `${job.kind}:a`;
    await queue.enqueue(database.db, job, {}, { key });
    // What a worker that claimed the job and then died leaves behind.
    await database.db
      .update(jobs)
      .set({ attempts: 1, lockedUntil: new Date(clock.now().getTime() + CLAIM_MS) })
      .where(eq(jobs.key, key));

    const survivor = createJobWorker({ db: database.db, now: clock.now, log: quiet });
    const runs: JobRun[] = [];
    survivor.register(job, { run: async (_payload, run) => void runs.push(run) });
    clock.advance(CLAIM_MS - 1);
    expect(await survivor.runDue()).toBe(0);
    clock.advance(1);
    expect(await survivor.runDue()).toBe(1);
    expect(runs).toEqual([expect.objectContaining({ key, attempt: 2 })]);
    expect(await rowByKey(key)).toMatchObject({ attempts: 2, doneAt: expect.any(Date), lockedUntil: null });
  });

  it("gives up, without running it again, a job whose last attempt died", async () => {
    const clock = manualClock();
    const queue = createJobQueue(clock);
    const job = uniqueJob("crash-last", empty);
    const key = `${job.kind}:a`;
    await queue.enqueue(database.db, job, {}, { key, maxAttempts: 3 });
    await database.db
      .update(jobs)
      .set({ attempts: 3, lastError: "timeout", lockedUntil: new Date(clock.now().getTime() + CLAIM_MS) })
      .where(eq(jobs.key, key));

    const survivor = createJobWorker({ db: database.db, now: clock.now, log: quiet });
    let runs = 0;
    const giveUps: string[] = [];
    survivor.register(job, { run: async () => void (runs += 1), giveUp: async (_payload, lastError) => void giveUps.push(lastError) });
    clock.advance(CLAIM_MS);
    expect(await survivor.runDue()).toBe(1);
    expect(runs).toBe(0);
    expect(giveUps).toEqual(["timeout"]);
    expect(await rowByKey(key)).toMatchObject({ failedAt: expect.any(Date), doneAt: null });
  });

  it("ignores the outcome of a run whose claim expired and was taken over", async () => {
    const clock = manualClock();
    const queue = createJobQueue(clock);
    const job = uniqueJob("slow", empty);
    const key = `${job.kind}:a`;
    await queue.enqueue(database.db, job, {}, { key });
    let release!: () => void;
    const slow = createJobWorker({ db: database.db, now: clock.now, log: quiet });
    slow.register(job, {
      run: () =>
        new Promise<void>((_resolve, reject) => {
          release = () => reject(new Error("too late"));
        }),
    });
    const slowRun = slow.runDue();
    await expect.poll(() => release, { interval: 5 }).toBeDefined();

    clock.advance(CLAIM_MS);
    const other = createJobWorker({ db: database.db, now: clock.now, log: quiet });
    let otherStarted!: () => void;
    let finishOther!: () => void;
    const started = new Promise<void>((resolve) => (otherStarted = resolve));
    other.register(job, {
      run: () =>
        new Promise<void>((resolve) => {
          otherStarted();
          finishOther = resolve;
        }),
    });
    const otherRun = other.runDue();
    await started;
    // The first worker fails now: its retry must not free the job the second one holds.
    release();
    await slowRun;
    expect(await rowByKey(key)).toMatchObject({ attempts: 2, lastError: null, doneAt: null });
    finishOther();
    await otherRun;
    expect(await rowByKey(key)).toMatchObject({ attempts: 2, doneAt: expect.any(Date) });
  });

  it("leaves jobs of kinds it has no handler for untouched", async () => {
    const queue = createJobQueue();
    const known = uniqueJob("known", empty);
    const unknown = uniqueJob("unknown", empty);
    await queue.enqueue(database.db, unknown, {}, { key: `${unknown.kind}:a` });

    const idle = createJobWorker({ db: database.db, log: quiet });
    expect(await idle.runDue()).toBe(0);
    const other = createJobWorker({ db: database.db, log: quiet });
    other.register(known, { run: async () => {} });
    expect(await other.runDue()).toBe(0);
    expect(await rowByKey(`${unknown.kind}:a`)).toMatchObject({ attempts: 0, lockedUntil: null, doneAt: null, failedAt: null });

    // A process that knows the kind runs it with all its attempts intact.
    const knowing = createJobWorker({ db: database.db, log: quiet });
    let ran = 0;
    knowing.register(unknown, { run: async () => void (ran += 1) });
    expect(await knowing.runDue()).toBe(1);
    expect(ran).toBe(1);
  });

  it("refuses a second handler for one kind", () => {
    const worker = createJobWorker({ db: database.db, log: quiet });
    const job = defineJob("test.twice", empty);
    worker.register(job, { run: async () => {} });
    expect(() => worker.register(job, { run: async () => {} })).toThrow();
  });

  it("never overlaps its own runs: a call during a run shares it", async () => {
    const queue = createJobQueue();
    const worker = createJobWorker({ db: database.db, log: quiet });
    const job = uniqueJob("overlap", empty);
    let concurrent = 0;
    let most = 0;
    worker.register(job, {
      run: async () => {
        concurrent += 1;
        most = Math.max(most, concurrent);
        await new Promise((r) => setTimeout(r, 5));
        concurrent -= 1;
      },
    });
    await queue.enqueue(database.db, job, {}, { key: `${job.kind}:a` });
    const first = worker.runDue();
    const second = worker.runDue();
    expect(second).toBe(first);
    expect(await first).toBe(1);
    expect(most).toBe(1);
  });

  it("polls when started, and stop() waits for the batch being run", async () => {
    const queue = createJobQueue();
    const worker = createJobWorker({ db: database.db, log: quiet, pollMs: 10 });
    const job = uniqueJob("poll", empty);
    const { kind } = job;
    let finished = 0;
    worker.register(job, {
      run: async () => {
        await new Promise((r) => setTimeout(r, 50));
        finished += 1;
      },
    });
    await queue.enqueue(database.db, job, {}, { key: `${kind}:a` });
    worker.start();
    await expect.poll(async () => (await rowByKey(`${kind}:a`)).attempts, { interval: 5, timeout: 5_000 }).toBe(1);
    await worker.stop();
    expect(finished).toBe(1);
    expect((await rowByKey(`${kind}:a`)).doneAt).not.toBeNull();
  });
});

describe("several workers on one table", () => {
  it("run each of 50 jobs exactly once", async () => {
    const queue = createJobQueue();
    const job = uniqueJob("many", z.object({ key: z.string() }));
    const keys = Array.from({ length: 50 }, (_, i) => `${job.kind}:${i}`);
    for (const key of keys) await queue.enqueue(database.db, job, { key }, { key });

    const runs = new Map<string, number>();
    const handler: TypedJobHandler<{ key: string }> = {
      run: async ({ key }) => {
        runs.set(key, (runs.get(key) ?? 0) + 1);
        // Yield so the workers' claims and handlers interleave.
        await new Promise((r) => setTimeout(r, Math.random() * 4));
      },
    };
    const workers = [1, 2, 3].map(() => {
      const w = createJobWorker({ db: database.db, log: quiet });
      w.register(job, handler);
      return w;
    });
    // Each worker loops as its poller would, until a pass finds nothing.
    const taken = await Promise.all(
      workers.map(async (w) => {
        let total = 0;
        for (let n = await w.runDue(); n > 0; n = await w.runDue()) total += n;
        return total;
      }),
    );

    expect(taken.reduce((a, b) => a + b, 0)).toBe(50);
    expect(taken.filter((n) => n > 0).length).toBeGreaterThan(1); // the work was really shared
    expect([...runs.keys()].sort()).toEqual([...keys].sort());
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    const rows = await database.db.select().from(jobs).where(inArray(jobs.key, keys));
    expect(rows.every((r) => r.doneAt !== null && r.attempts === 1 && r.lockedUntil === null)).toBe(true);
  });
});

describe("typed jobs (defineJob)", () => {
  const recording = () => {
    const errors: { obj: Record<string, unknown>; msg: string }[] = [];
    const log: JobLog = { error: (obj, msg) => void errors.push({ obj, msg }), warn() {} };
    return { log, errors };
  };

  it("refuses a definition without a kind or with a non-positive attempt limit", () => {
    expect(() => defineJob("", z.object({}))).toThrow();
    expect(() => defineJob("test.x", z.object({}), { maxAttempts: 0 })).toThrow();
    expect(defineJob("test.x", z.object({}), { maxAttempts: 3 })).toMatchObject({ kind: "test.x", maxAttempts: 3 });
  });

  it("enqueues a payload its schema accepts, with the definition's attempts unless the call sets them", async () => {
    const queue = createJobQueue();
    const job = uniqueJob("typed", z.object({ orderId: z.string() }), { maxAttempts: 3 });
    expect(await queue.enqueue(database.db, job, { orderId: "o-1" }, { key: `${job.kind}:a` })).toBe(true);
    expect(await queue.enqueue(database.db, job, { orderId: "o-2" }, { key: `${job.kind}:a` })).toBe(false);
    expect(await queue.enqueue(database.db, job, { orderId: "o-3" }, { key: `${job.kind}:b`, maxAttempts: 5, runAt: new Date("2027-01-01T00:00:00Z") })).toBe(true);
    expect(await rowByKey(`${job.kind}:a`)).toMatchObject({ kind: job.kind, payload: { orderId: "o-1" }, maxAttempts: 3 });
    expect(await rowByKey(`${job.kind}:b`)).toMatchObject({ payload: { orderId: "o-3" }, maxAttempts: 5, runAt: new Date("2027-01-01T00:00:00Z") });
    const plain = uniqueJob("plain", z.object({}));
    await queue.enqueue(database.db, plain, {}, { key: `${plain.kind}:a` });
    expect((await rowByKey(`${plain.kind}:a`)).maxAttempts).toBe(8);
  });

  it("refuses, writing nothing, a payload its schema does not accept", async () => {
    const queue = createJobQueue();
    const job = uniqueJob("refused", z.object({ orderId: z.string() }));
    // @ts-expect-error the payload is typed by the schema
    const wrong = queue.enqueue(database.db, job, { orderId: 42 }, { key: `${job.kind}:a` });
    await expect(wrong).rejects.toThrow(JobPayloadError);
    await expect(wrong).rejects.toThrow(/orderId/);
    expect(await rowByKey(`${job.kind}:a`)).toBeUndefined();
  });

  it("hands the handler the payload as the schema parsed it", async () => {
    const queue = createJobQueue();
    const worker = createJobWorker({ db: database.db, log: quiet });
    const job = uniqueJob("parsed", z.object({ count: z.number().int(), note: z.string().default("none") }));
    const seen: { count: number; note: string }[] = [];
    worker.register(job, { run: async (payload) => void seen.push(payload) });
    await queue.enqueue(database.db, job, { count: 2 }, { key: `${job.kind}:a` });
    expect(await worker.runDue()).toBe(1);
    expect(seen).toEqual([{ count: 2, note: "none" }]);
    expect((await rowByKey(`${job.kind}:a`)).doneAt).not.toBeNull();
  });

  it("counts a stored payload its schema refuses as a failed attempt, logged, and never hands it to the handler", async () => {
    const clock = manualClock();
    const queue = createJobQueue(clock);
    const { log, errors } = recording();
    const worker = createJobWorker({ db: database.db, now: clock.now, log });
    const job = uniqueJob("stale-payload", z.object({ orderId: z.string() }));
    let runs = 0;
    let giveUps = 0;
    worker.register(job, { run: async () => void (runs += 1), giveUp: async () => void (giveUps += 1) });
    // What an older version (or a hand-written row) left: a payload of another shape, written
    // by that version's definition of the same kind.
    const older = defineJob(job.kind, z.object({ order: z.number() }));
    await queue.enqueue(database.db, older, { order: 7 }, { key: `${job.kind}:a`, maxAttempts: 2 });

    expect(await worker.runDue()).toBe(1);
    let row = await rowByKey(`${job.kind}:a`);
    expect(row).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
    expect(row.lastError).toMatch(/^job payload of kind "test\.stale-payload\.[0-9a-f]{8}" does not match its schema: orderId: /);
    expect(errors).toEqual([expect.objectContaining({ msg: "job payload does not match its kind's schema; the attempt failed", obj: expect.objectContaining({ err: expect.any(JobPayloadError), kind: job.kind }) })]);

    // The last attempt fails the same way; the give-up cannot read the payload either, so it is
    // retried (as any failing give-up) until someone fixes the row: nothing owed is dropped.
    clock.advance(retryDelayMs(1));
    expect(await worker.runDue()).toBe(1);
    row = await rowByKey(`${job.kind}:a`);
    expect(row).toMatchObject({ attempts: 2, doneAt: null, failedAt: null });
    expect(row.lastError).toMatch(/^giveUp: job payload of kind .* does not match its schema/);
    expect(runs).toBe(0);
    expect(giveUps).toBe(0);

    await database.db.update(jobs).set({ payload: { orderId: "o-1" } }).where(eq(jobs.key, `${job.kind}:a`));
    clock.advance(retryDelayMs(2));
    expect(await worker.runDue()).toBe(1);
    expect(giveUps).toBe(1);
    expect((await rowByKey(`${job.kind}:a`)).failedAt).not.toBeNull();
  });

  it("refuses a second handler from another definition of the same kind, and keeps running the first", async () => {
    const queue = createJobQueue();
    const worker = createJobWorker({ db: database.db, log: quiet });
    const job = uniqueJob("redefined", z.object({ orderId: z.string() }));
    const seen: string[] = [];
    worker.register(job, { run: async ({ orderId }) => void seen.push(orderId) });
    expect(() => worker.register(defineJob(job.kind, empty), { run: async () => {} })).toThrow();
    await queue.enqueue(database.db, job, { orderId: "o-9" }, { key: `${job.kind}:a` });
    expect(await worker.runDue()).toBe(1);
    expect(seen).toEqual(["o-9"]);
  });
});

describe("retention", () => {
  const DAY = 86_400_000;

  /** A job of `job`'s kind as the worker leaves it: done, given up, or still owed. */
  async function seedJob(job: JobDefinition<z.output<typeof empty>, z.input<typeof empty>>, name: string, set: Partial<typeof jobs.$inferInsert>) {
    const key = `${job.kind}:${name}`;
    await createJobQueue().enqueue(database.db, job, {}, { key });
    await database.db.update(jobs).set(set).where(eq(jobs.key, key));
    return key;
  }

  it("deletes done and given-up jobs older than the retention, batch after batch, and keeps every other", async () => {
    const clock = manualClock(new Date("2031-06-01T00:00:00Z"));
    const worker = createJobWorker({ db: database.db, now: clock.now, log: quiet, retention: { days: 30, batch: 2, maxBatches: 1_000 } });
    const job = uniqueJob("retention", empty);
    const old = new Date(clock.now().getTime() - 31 * DAY);
    const recent = new Date(clock.now().getTime() - 29 * DAY);
    const gone = [
      ...(await Promise.all([1, 2, 3].map((i) => seedJob(job, `done-${i}`, { doneAt: old, attempts: 1 })))),
      await seedJob(job, "failed", { failedAt: old, attempts: 8 }),
    ];
    const kept = [
      await seedJob(job, "done-recently", { doneAt: recent }),
      await seedJob(job, "failed-recently", { failedAt: recent }),
      // Still owed, however old: waiting, retrying, or a give-up that keeps failing.
      await seedJob(job, "waiting", { runAt: old, createdAt: old }),
      await seedJob(job, "retrying", { runAt: old, attempts: 3, lastError: "provider down" }),
      await seedJob(job, "give-up-failing", { attempts: 9, maxAttempts: 8, lastError: "giveUp: refund provider down" }),
    ];

    expect(await worker.cleanup()).toBeGreaterThanOrEqual(gone.length);
    for (const key of gone) expect(await rowByKey(key)).toBeUndefined();
    for (const key of kept) expect(await rowByKey(key)).toBeDefined();
    expect(await worker.cleanup()).toBe(0);
  });

  it("stops a pass after its batches, leaving the rest for the next", async () => {
    const clock = manualClock(new Date("2032-06-01T00:00:00Z"));
    const job = uniqueJob("retention-bounded", empty);
    const old = new Date(clock.now().getTime() - 40 * DAY);
    // Any older finished rows of earlier tests go first; count only from a clean slate.
    await createJobWorker({ db: database.db, now: clock.now, log: quiet, retention: { days: 30, batch: 1_000, maxBatches: 100 } }).cleanup();
    const keys = await Promise.all(Array.from({ length: 7 }, (_, i) => seedJob(job, String(i), { doneAt: old })));
    const worker = createJobWorker({ db: database.db, now: clock.now, log: quiet, retention: { days: 30, batch: 2, maxBatches: 2 } });
    expect(await worker.cleanup()).toBe(4);
    expect(await worker.cleanup()).toBe(3);
    expect(await worker.cleanup()).toBe(0);
    for (const key of keys) expect(await rowByKey(key)).toBeUndefined();
  });

  it("deletes each old row once when several processes clean up at once", async () => {
    const clock = manualClock(new Date("2033-06-01T00:00:00Z"));
    const job = uniqueJob("retention-shared", empty);
    const old = new Date(clock.now().getTime() - 40 * DAY);
    await createJobWorker({ db: database.db, now: clock.now, log: quiet, retention: { days: 30, batch: 1_000, maxBatches: 100 } }).cleanup();
    const keys = await Promise.all(Array.from({ length: 60 }, (_, i) => seedJob(job, String(i), { failedAt: old })));
    const workers = [1, 2, 3].map(() => createJobWorker({ db: database.db, now: clock.now, log: quiet, retention: { days: 30, batch: 5, maxBatches: 100 } }));
    const deleted = await Promise.all(workers.map((w) => w.cleanup()));
    expect(deleted.reduce((a, b) => a + b, 0)).toBe(60);
    for (const key of keys) expect(await rowByKey(key)).toBeUndefined();
  });

  it("keeps everything with a retention of 0 days, or none set", async () => {
    const clock = manualClock(new Date("2034-06-01T00:00:00Z"));
    const job = uniqueJob("retention-off", empty);
    const key = await seedJob(job, "a", { doneAt: new Date("2000-01-01T00:00:00Z") });
    expect(await createJobWorker({ db: database.db, now: clock.now, log: quiet, retention: { days: 0 } }).cleanup()).toBe(0);
    expect(await createJobWorker({ db: database.db, now: clock.now, log: quiet }).cleanup()).toBe(0);
    expect(await rowByKey(key)).toBeDefined();
  });
});
