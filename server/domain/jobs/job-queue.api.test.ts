/**
 * The durable job queue against a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL
 * is set): unique keys, transactions, the clock, back-off and give-up, crash recovery, and
 * several workers sharing one table. Each test uses its own kinds, so rows left by one test are
 * never claimed by another's worker.
 */
// @both-engines: several workers claim from one table (FOR UPDATE SKIP LOCKED).
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { jobs } from "../../db/schema.ts";
import { openTestDatabase } from "../../../tests/support/test-database.ts";
import { CLAIM_MS, createJobQueue, createJobWorker, retryDelayMs } from "./job-queue.ts";
import type { JobHandler, JobLog, JobRun } from "./job-types.ts";

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
    const kind = uniqueKind("dup");
    const key = `${kind}:1`;
    expect(await queue.enqueue(database.db, { kind, key, payload: { n: 1 } })).toBe(true);
    expect(await queue.enqueue(database.db, { kind, key, payload: { n: 2 } })).toBe(false);
    const rows = await database.db.select().from(jobs).where(eq(jobs.key, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind, payload: { n: 1 }, attempts: 0, maxAttempts: 8, lockedUntil: null, doneAt: null, failedAt: null });
  });

  it("writes nothing when the caller's transaction rolls back, and the job when it commits", async () => {
    const queue = createJobQueue();
    const kind = uniqueKind("tx");
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(tx, { kind, key: `${kind}:rolled-back`, payload: {} });
        throw new Error("the order could not be saved");
      }),
    ).rejects.toThrow("the order could not be saved");
    expect(await rowByKey(`${kind}:rolled-back`)).toBeUndefined();
    await database.db.transaction(async (tx) => {
      await queue.enqueue(tx, { kind, key: `${kind}:committed`, payload: {} });
    });
    expect(await rowByKey(`${kind}:committed`)).toBeDefined();
  });

  it("refuses a spec without a key or with a non-positive attempt limit", async () => {
    const queue = createJobQueue();
    await expect(queue.enqueue(database.db, { kind: "x", key: "", payload: {} })).rejects.toThrow();
    await expect(queue.enqueue(database.db, { kind: "x", key: `x:${randomUUID()}`, payload: {}, maxAttempts: 0 })).rejects.toThrow();
  });
});

describe("the worker", () => {
  it("runs a due job once, hands it its payload, and marks it done", async () => {
    const clock = manualClock();
    const queue = createJobQueue(clock);
    const worker = createJobWorker({ db: database.db, now: clock.now, log: quiet });
    const kind = uniqueKind("once");
    const runs: { payload: Record<string, unknown>; job: JobRun }[] = [];
    worker.register(kind, { run: async (payload, job) => void runs.push({ payload, job }) });
    await queue.enqueue(database.db, { kind, key: `${kind}:a`, payload: { order: "RW0000000001" } });

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
    const kind = uniqueKind("later");
    let runs = 0;
    worker.register(kind, { run: async () => void (runs += 1) });
    await queue.enqueue(database.db, { kind, key: `${kind}:a`, payload: {}, runAt: new Date(clock.now().getTime() + 60_000) });

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
    const kind = uniqueKind("fail");
    const key = `${kind}:a`;
    const attempts: number[] = [];
    const gaveUp: { payload: Record<string, unknown>; lastError: string; job: JobRun }[] = [];
    worker.register(kind, {
      run: async (_payload, job) => {
        attempts.push(job.attempt);
        throw new Error(`provider unavailable (${job.attempt})`);
      },
      giveUp: async (payload, lastError, job) => void gaveUp.push({ payload, lastError, job }),
    });
    await queue.enqueue(database.db, { kind, key, payload: { order: "o-1" }, maxAttempts: 4 });

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
    const kind = uniqueKind("giveup-retry");
    const key = `${kind}:a`;
    let runs = 0;
    const giveUps: string[] = [];
    worker.register(kind, {
      run: async () => {
        runs += 1;
        throw new Error("eSIM provider refused");
      },
      giveUp: async (_payload, lastError) => {
        giveUps.push(lastError);
        if (giveUps.length === 1) throw new Error("refund provider down");
      },
    });
    await queue.enqueue(database.db, { kind, key, payload: {}, maxAttempts: 1 });

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
    const kind = uniqueKind("no-giveup");
    worker.register(kind, {
      run: async () => {
        throw "a plain string";
      },
    });
    await queue.enqueue(database.db, { kind, key: `${kind}:a`, payload: {}, maxAttempts: 1 });
    expect(await worker.runDue()).toBe(1);
    expect(await rowByKey(`${kind}:a`)).toMatchObject({ lastError: "a plain string", failedAt: expect.any(Date) });
  });

  it("takes up a job whose worker died once the claim expires, and not before", async () => {
    const clock = manualClock();
    const queue = createJobQueue(clock);
    const kind = uniqueKind("crash");
    const key = `${kind}:a`;
    await queue.enqueue(database.db, { kind, key, payload: {} });
    // What a worker that claimed the job and then died leaves behind.
    await database.db
      .update(jobs)
      .set({ attempts: 1, lockedUntil: new Date(clock.now().getTime() + CLAIM_MS) })
      .where(eq(jobs.key, key));

    const survivor = createJobWorker({ db: database.db, now: clock.now, log: quiet });
    const runs: JobRun[] = [];
    survivor.register(kind, { run: async (_payload, job) => void runs.push(job) });
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
    const kind = uniqueKind("crash-last");
    const key = `${kind}:a`;
    await queue.enqueue(database.db, { kind, key, payload: {}, maxAttempts: 3 });
    await database.db
      .update(jobs)
      .set({ attempts: 3, lastError: "timeout", lockedUntil: new Date(clock.now().getTime() + CLAIM_MS) })
      .where(eq(jobs.key, key));

    const survivor = createJobWorker({ db: database.db, now: clock.now, log: quiet });
    let runs = 0;
    const giveUps: string[] = [];
    survivor.register(kind, { run: async () => void (runs += 1), giveUp: async (_payload, lastError) => void giveUps.push(lastError) });
    clock.advance(CLAIM_MS);
    expect(await survivor.runDue()).toBe(1);
    expect(runs).toBe(0);
    expect(giveUps).toEqual(["timeout"]);
    expect(await rowByKey(key)).toMatchObject({ failedAt: expect.any(Date), doneAt: null });
  });

  it("ignores the outcome of a run whose claim expired and was taken over", async () => {
    const clock = manualClock();
    const queue = createJobQueue(clock);
    const kind = uniqueKind("slow");
    const key = `${kind}:a`;
    await queue.enqueue(database.db, { kind, key, payload: {} });
    let release!: () => void;
    const slow = createJobWorker({ db: database.db, now: clock.now, log: quiet });
    slow.register(kind, {
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
    other.register(kind, {
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
    const known = uniqueKind("known");
    const unknown = uniqueKind("unknown");
    await queue.enqueue(database.db, { kind: unknown, key: `${unknown}:a`, payload: {} });

    const idle = createJobWorker({ db: database.db, log: quiet });
    expect(await idle.runDue()).toBe(0);
    const other = createJobWorker({ db: database.db, log: quiet });
    other.register(known, { run: async () => {} });
    expect(await other.runDue()).toBe(0);
    expect(await rowByKey(`${unknown}:a`)).toMatchObject({ attempts: 0, lockedUntil: null, doneAt: null, failedAt: null });

    // A process that knows the kind runs it with all its attempts intact.
    const knowing = createJobWorker({ db: database.db, log: quiet });
    let ran = 0;
    knowing.register(unknown, { run: async () => void (ran += 1) });
    expect(await knowing.runDue()).toBe(1);
    expect(ran).toBe(1);
  });

  it("refuses a second handler for one kind", () => {
    const worker = createJobWorker({ db: database.db, log: quiet });
    worker.register("test.twice", { run: async () => {} });
    expect(() => worker.register("test.twice", { run: async () => {} })).toThrow();
  });

  it("never overlaps its own runs: a call during a run shares it", async () => {
    const queue = createJobQueue();
    const worker = createJobWorker({ db: database.db, log: quiet });
    const kind = uniqueKind("overlap");
    let concurrent = 0;
    let most = 0;
    worker.register(kind, {
      run: async () => {
        concurrent += 1;
        most = Math.max(most, concurrent);
        await new Promise((r) => setTimeout(r, 5));
        concurrent -= 1;
      },
    });
    await queue.enqueue(database.db, { kind, key: `${kind}:a`, payload: {} });
    const first = worker.runDue();
    const second = worker.runDue();
    expect(second).toBe(first);
    expect(await first).toBe(1);
    expect(most).toBe(1);
  });

  it("polls when started, and stop() waits for the batch being run", async () => {
    const queue = createJobQueue();
    const worker = createJobWorker({ db: database.db, log: quiet, pollMs: 10 });
    const kind = uniqueKind("poll");
    let finished = 0;
    worker.register(kind, {
      run: async () => {
        await new Promise((r) => setTimeout(r, 50));
        finished += 1;
      },
    });
    await queue.enqueue(database.db, { kind, key: `${kind}:a`, payload: {} });
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
    const kind = uniqueKind("many");
    const keys = Array.from({ length: 50 }, (_, i) => `${kind}:${i}`);
    for (const key of keys) await queue.enqueue(database.db, { kind, key, payload: { key } });

    const runs = new Map<string, number>();
    const handler: JobHandler = {
      run: async (payload) => {
        const key = String(payload.key);
        runs.set(key, (runs.get(key) ?? 0) + 1);
        // Yield so the workers' claims and handlers interleave.
        await new Promise((r) => setTimeout(r, Math.random() * 4));
      },
    };
    const workers = [1, 2, 3].map(() => {
      const w = createJobWorker({ db: database.db, log: quiet });
      w.register(kind, handler);
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
