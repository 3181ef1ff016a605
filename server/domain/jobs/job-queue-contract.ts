/**
 * EVALUATION ONLY (docs/decisions/0018-job-queue.md): the queue's tests (job-queue.api.test.ts)
 * written against the JobQueue/JobWorker contract alone, so one suite runs on our table and on
 * pg-boss. A harness supplies the implementation, a clock the test moves, and a neutral view of
 * one job's state.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { CLAIM_MS, retryDelayMs } from "./job-queue.ts";
import type { JobHandler, JobLog, JobQueue, JobRun, JobWorker } from "./job-types.ts";

export interface JobState {
  attempts: number;
  runAt: number;
  done: boolean;
  /** Given up, and the give-up (if any) succeeded. */
  failed: boolean;
  lastError: string | null;
}

export interface Harness {
  db: Db;
  now(): Date;
  advance(ms: number): Promise<void>;
  queue: JobQueue;
  worker(log?: JobLog): Promise<JobWorker>;
  /** Makes a kind usable before its first enqueue (pg-boss: its queues). */
  prepare(kind: string): Promise<void>;
  state(kind: string, key: string): Promise<JobState | undefined>;
}

const quiet: JobLog = { error() {}, warn() {} };

export function jobQueueContract(name: string, open: () => Promise<Harness>) {
  const uniqueKind = async (h: Harness, label: string) => {
    const kind = `test.${label}.${randomUUID().slice(0, 8)}`;
    await h.prepare(kind);
    return kind;
  };

  describe(`${name}: enqueue`, () => {
    it("makes one job for one key however often it is enqueued", async () => {
      const h = await open();
      const kind = await uniqueKind(h, "dup");
      const key = `${kind}:1`;
      expect(await h.queue.enqueue(h.db, { kind, key, payload: { n: 1 } })).toBe(true);
      expect(await h.queue.enqueue(h.db, { kind, key, payload: { n: 2 } })).toBe(false);
      const worker = await h.worker();
      const seen: unknown[] = [];
      worker.register(kind, { run: async (payload) => void seen.push(payload) });
      expect(await worker.runDue()).toBe(1);
      expect(seen).toEqual([{ n: 1 }]);
      // And once it ran, the same key still makes no second job.
      expect(await h.queue.enqueue(h.db, { kind, key, payload: { n: 3 } })).toBe(false);
    });

    it("writes nothing when the caller's transaction rolls back, and the job when it commits", async () => {
      const h = await open();
      const kind = await uniqueKind(h, "tx");
      await expect(
        h.db.transaction(async (tx) => {
          await h.queue.enqueue(tx, { kind, key: `${kind}:rolled-back`, payload: {} });
          throw new Error("the order could not be saved");
        }),
      ).rejects.toThrow("the order could not be saved");
      expect(await h.state(kind, `${kind}:rolled-back`)).toBeUndefined();
      await h.db.transaction(async (tx) => {
        await h.queue.enqueue(tx, { kind, key: `${kind}:committed`, payload: {} });
      });
      expect(await h.state(kind, `${kind}:committed`)).toBeDefined();
    });

    it("refuses a spec without a key or with a non-positive attempt limit", async () => {
      const h = await open();
      const kind = await uniqueKind(h, "bad");
      await expect(h.queue.enqueue(h.db, { kind, key: "", payload: {} })).rejects.toThrow();
      await expect(h.queue.enqueue(h.db, { kind, key: `x:${randomUUID()}`, payload: {}, maxAttempts: 0 })).rejects.toThrow();
    });
  });

  describe(`${name}: the worker`, () => {
    it("runs a due job once, hands it its payload, and marks it done", async () => {
      const h = await open();
      const worker = await h.worker();
      const kind = await uniqueKind(h, "once");
      const runs: { payload: Record<string, unknown>; job: JobRun }[] = [];
      worker.register(kind, { run: async (payload, job) => void runs.push({ payload, job }) });
      await h.queue.enqueue(h.db, { kind, key: `${kind}:a`, payload: { order: "RW0000000001" } });
      expect(await worker.runDue()).toBe(1);
      expect(await worker.runDue()).toBe(0);
      await h.advance(3_600_000);
      expect(await worker.runDue()).toBe(0);
      expect(runs).toHaveLength(1);
      expect(runs[0].payload).toEqual({ order: "RW0000000001" });
      expect(runs[0].job).toMatchObject({ key: `${kind}:a`, attempt: 1 });
      expect(await h.state(kind, `${kind}:a`)).toMatchObject({ attempts: 1, done: true, failed: false });
    });

    it("does not run a job before its runAt, and runs it once that time comes", async () => {
      const h = await open();
      const worker = await h.worker();
      const kind = await uniqueKind(h, "later");
      let runs = 0;
      worker.register(kind, { run: async () => void (runs += 1) });
      await h.queue.enqueue(h.db, { kind, key: `${kind}:a`, payload: {}, runAt: new Date(h.now().getTime() + 60_000) });
      expect(await worker.runDue()).toBe(0);
      await h.advance(59_999);
      expect(await worker.runDue()).toBe(0);
      expect(runs).toBe(0);
      await h.advance(1);
      expect(await worker.runDue()).toBe(1);
      expect(runs).toBe(1);
      expect((await h.state(kind, `${kind}:a`))?.done).toBe(true);
    });

    it("retries a failing job with the back-off, then gives up exactly once and marks it failed", async () => {
      const h = await open();
      const worker = await h.worker();
      const kind = await uniqueKind(h, "fail");
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
      await h.queue.enqueue(h.db, { kind, key, payload: { order: "o-1" }, maxAttempts: 4 });
      for (let n = 1; n <= 3; n += 1) {
        expect(await worker.runDue()).toBe(1);
        const state = await h.state(kind, key);
        expect(state).toMatchObject({ attempts: n, lastError: `provider unavailable (${n})`, failed: false, done: false });
        expect(state!.runAt).toBe(h.now().getTime() + retryDelayMs(n));
        await h.advance(retryDelayMs(n) - 1);
        expect(await worker.runDue()).toBe(0);
        await h.advance(1);
      }
      expect(await worker.runDue()).toBeGreaterThanOrEqual(1);
      expect(attempts).toEqual([1, 2, 3, 4]);
      expect(gaveUp).toEqual([{ payload: { order: "o-1" }, lastError: "provider unavailable (4)", job: expect.objectContaining({ key, attempt: 4 }) }]);
      expect(await h.state(kind, key)).toMatchObject({ attempts: 4, done: false, failed: true, lastError: "provider unavailable (4)" });
      await h.advance(24 * 3_600_000);
      expect(await worker.runDue()).toBe(0);
      expect(attempts).toHaveLength(4);
      expect(gaveUp).toHaveLength(1);
    });

    it("retries a give-up that throws until it succeeds, then never calls it again", async () => {
      const h = await open();
      const worker = await h.worker();
      const kind = await uniqueKind(h, "giveup-retry");
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
      await h.queue.enqueue(h.db, { kind, key, payload: {}, maxAttempts: 1 });
      expect(await worker.runDue()).toBeGreaterThanOrEqual(1);
      expect(await h.state(kind, key)).toMatchObject({ failed: false, done: false, lastError: "giveUp: refund provider down" });
      await h.advance(retryDelayMs(1));
      expect(await worker.runDue()).toBe(1);
      expect(runs).toBe(1);
      expect(giveUps).toEqual(["eSIM provider refused", "giveUp: refund provider down"]);
      expect((await h.state(kind, key))?.failed).toBe(true);
      await h.advance(24 * 3_600_000);
      expect(await worker.runDue()).toBe(0);
      expect(giveUps).toHaveLength(2);
    });

    it("marks a job without a give-up handler failed after its last attempt", async () => {
      const h = await open();
      const worker = await h.worker();
      const kind = await uniqueKind(h, "no-giveup");
      worker.register(kind, {
        run: async () => {
          throw "a plain string";
        },
      });
      await h.queue.enqueue(h.db, { kind, key: `${kind}:a`, payload: {}, maxAttempts: 1 });
      expect(await worker.runDue()).toBeGreaterThanOrEqual(1);
      expect(await h.state(kind, `${kind}:a`)).toMatchObject({ lastError: "a plain string", failed: true });
    });

    it("takes up a job whose worker died once the claim expires, and not before", async () => {
      const h = await open();
      const kind = await uniqueKind(h, "crash");
      const key = `${kind}:a`;
      await h.queue.enqueue(h.db, { kind, key, payload: {} });
      // A worker that claims the job and never reports: it died.
      const dying = await h.worker();
      let claimed = false;
      dying.register(kind, { run: () => new Promise<void>(() => void (claimed = true)) });
      void dying.runDue();
      await expect.poll(() => claimed, { interval: 5 }).toBe(true);

      const survivor = await h.worker();
      const runs: JobRun[] = [];
      survivor.register(kind, { run: async (_payload, job) => void runs.push(job) });
      await h.advance(CLAIM_MS - 1);
      expect(await survivor.runDue()).toBe(0);
      await h.advance(1);
      expect(await survivor.runDue()).toBe(1);
      expect(runs).toEqual([expect.objectContaining({ key, attempt: 2 })]);
      expect(await h.state(kind, key)).toMatchObject({ attempts: 2, done: true });
    });

    it("gives up, without running it again, a job whose last attempt died", async () => {
      const h = await open();
      const kind = await uniqueKind(h, "crash-last");
      const key = `${kind}:a`;
      await h.queue.enqueue(h.db, { kind, key, payload: {}, maxAttempts: 1 });
      const dying = await h.worker();
      let claimed = false;
      dying.register(kind, { run: () => new Promise<void>(() => void (claimed = true)) });
      void dying.runDue();
      await expect.poll(() => claimed, { interval: 5 }).toBe(true);

      const survivor = await h.worker();
      let runs = 0;
      const giveUps: string[] = [];
      survivor.register(kind, { run: async () => void (runs += 1), giveUp: async (_payload, lastError) => void giveUps.push(lastError) });
      await h.advance(CLAIM_MS + 1_000);
      expect(await survivor.runDue()).toBe(1);
      expect(runs).toBe(0);
      expect(giveUps).toHaveLength(1);
      expect(await h.state(kind, key)).toMatchObject({ failed: true, done: false });
    });

    it("ignores the outcome of a run whose claim expired and was taken over", async () => {
      const h = await open();
      const kind = await uniqueKind(h, "slow");
      const key = `${kind}:a`;
      await h.queue.enqueue(h.db, { kind, key, payload: {} });
      let release!: () => void;
      const slow = await h.worker();
      slow.register(kind, {
        run: () =>
          new Promise<void>((_resolve, reject) => {
            release = () => reject(new Error("too late"));
          }),
      });
      const slowRun = slow.runDue();
      await expect.poll(() => release, { interval: 5 }).toBeDefined();

      await h.advance(CLAIM_MS + 1_000);
      const other = await h.worker();
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
      release();
      await slowRun;
      expect(await h.state(kind, key)).toMatchObject({ attempts: 2, done: false, failed: false });
      finishOther();
      await otherRun;
      expect(await h.state(kind, key)).toMatchObject({ attempts: 2, done: true });
    });

    it("leaves jobs of kinds it has no handler for untouched", async () => {
      const h = await open();
      const known = await uniqueKind(h, "known");
      const unknown = await uniqueKind(h, "unknown");
      await h.queue.enqueue(h.db, { kind: unknown, key: `${unknown}:a`, payload: {} });
      const idle = await h.worker();
      expect(await idle.runDue()).toBe(0);
      const other = await h.worker();
      other.register(known, { run: async () => {} });
      expect(await other.runDue()).toBe(0);
      expect(await h.state(unknown, `${unknown}:a`)).toMatchObject({ attempts: 0, done: false, failed: false });
      const knowing = await h.worker();
      let ran = 0;
      knowing.register(unknown, { run: async () => void (ran += 1) });
      expect(await knowing.runDue()).toBe(1);
      expect(ran).toBe(1);
    });

    it("refuses a second handler for one kind", async () => {
      const h = await open();
      const worker = await h.worker();
      worker.register("test.twice", { run: async () => {} });
      expect(() => worker.register("test.twice", { run: async () => {} })).toThrow();
    });

    it("never overlaps its own runs: a call during a run shares it", async () => {
      const h = await open();
      const worker = await h.worker();
      const kind = await uniqueKind(h, "overlap");
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
      await h.queue.enqueue(h.db, { kind, key: `${kind}:a`, payload: {} });
      const first = worker.runDue();
      const second = worker.runDue();
      expect(second).toBe(first);
      expect(await first).toBe(1);
      expect(most).toBe(1);
    });
  });

  /**
   * The timing-dependent tests above again, with the timing loosened to what a jittered back-off
   * allows: a retry (also after an expired claim) due between the back-off and twice it, and a
   * claim that expires strictly after a minute. Whatever still fails here is not about timing.
   */
  describe(`${name}: loosened timing`, () => {
    /** Moves the clock a second at a time, running the worker, until it takes something. */
    async function advanceUntilTaken(h: Harness, worker: JobWorker, limitMs: number): Promise<number> {
      for (let waited = 0; waited <= limitMs; waited += 1_000) {
        const n = await worker.runDue();
        if (process.env.DEBUG_EVAL) console.log("advanceUntilTaken", waited, n);
        if (n > 0) return waited;
        await h.advance(1_000);
      }
      return -1;
    }

    it("retries a failing job no sooner than the back-off and within twice it, then gives up once", async () => {
      const h = await open();
      const worker = await h.worker();
      const kind = await uniqueKind(h, "fail-loose");
      const key = `${kind}:a`;
      const attempts: number[] = [];
      const gaveUp: string[] = [];
      worker.register(kind, {
        run: async (_payload, job) => {
          attempts.push(job.attempt);
          throw new Error(`provider unavailable (${job.attempt})`);
        },
        giveUp: async (_payload, lastError) => void gaveUp.push(lastError),
      });
      await h.queue.enqueue(h.db, { kind, key, payload: {}, maxAttempts: 4 });
      expect(await worker.runDue()).toBe(1);
      for (let n = 1; n <= 3; n += 1) {
        const state = await h.state(kind, key);
        expect(state).toMatchObject({ attempts: n, lastError: `provider unavailable (${n})`, failed: false, done: false });
        const delay = state!.runAt - h.now().getTime();
        expect(delay).toBeGreaterThanOrEqual(retryDelayMs(n));
        expect(delay).toBeLessThanOrEqual(2 * retryDelayMs(n));
        await h.advance(delay - 1);
        expect(await worker.runDue()).toBe(0);
        await h.advance(1);
        expect(await worker.runDue()).toBeGreaterThanOrEqual(1);
      }
      expect(attempts).toEqual([1, 2, 3, 4]);
      expect(gaveUp).toEqual(["provider unavailable (4)"]);
      expect(await h.state(kind, key)).toMatchObject({ attempts: 4, failed: true, done: false });
    });

    it("retries a give-up that throws until it succeeds, then never again", async () => {
      const h = await open();
      const worker = await h.worker();
      const kind = await uniqueKind(h, "giveup-loose");
      const key = `${kind}:a`;
      const giveUps: string[] = [];
      worker.register(kind, {
        run: async () => {
          throw new Error("eSIM provider refused");
        },
        giveUp: async (_payload, lastError) => {
          giveUps.push(lastError);
          if (giveUps.length === 1) throw new Error("refund provider down");
        },
      });
      await h.queue.enqueue(h.db, { kind, key, payload: {}, maxAttempts: 1 });
      expect(await worker.runDue()).toBeGreaterThanOrEqual(1);
      expect(await h.state(kind, key)).toMatchObject({ failed: false, done: false, lastError: "giveUp: refund provider down" });
      expect(await advanceUntilTaken(h, worker, 2 * retryDelayMs(1))).toBeGreaterThanOrEqual(retryDelayMs(1) - 1_000);
      expect(giveUps).toEqual(["eSIM provider refused", "giveUp: refund provider down"]);
      expect((await h.state(kind, key))?.failed).toBe(true);
      await h.advance(24 * 3_600_000);
      expect(await worker.runDue()).toBe(0);
    });

    it("takes up a job whose worker died after the claim expired, within the back-off after it", async () => {
      const h = await open();
      const kind = await uniqueKind(h, "crash-loose");
      const key = `${kind}:a`;
      await h.queue.enqueue(h.db, { kind, key, payload: {} });
      const dying = await h.worker();
      let claimed = false;
      dying.register(kind, { run: () => new Promise<void>(() => void (claimed = true)) });
      void dying.runDue();
      await expect.poll(() => claimed, { interval: 5 }).toBe(true);
      const survivor = await h.worker();
      const runs: JobRun[] = [];
      survivor.register(kind, { run: async (_payload, job) => void runs.push(job) });
      await h.advance(CLAIM_MS - 1);
      expect(await survivor.runDue()).toBe(0);
      await h.advance(1_001);
      expect(await advanceUntilTaken(h, survivor, 2 * retryDelayMs(1))).toBeGreaterThanOrEqual(0);
      expect(runs).toEqual([expect.objectContaining({ key, attempt: 2 })]);
      expect(await h.state(kind, key)).toMatchObject({ attempts: 2, done: true });
    });

    it("ignores the outcome of a run whose claim expired and was taken over", async () => {
      const h = await open();
      const kind = await uniqueKind(h, "slow-loose");
      const key = `${kind}:a`;
      await h.queue.enqueue(h.db, { kind, key, payload: {} });
      let release!: () => void;
      const slow = await h.worker();
      slow.register(kind, {
        run: () =>
          new Promise<void>((_resolve, reject) => {
            release = () => reject(new Error("too late"));
          }),
      });
      const slowRun = slow.runDue();
      await expect.poll(() => release, { interval: 5 }).toBeDefined();
      await h.advance(CLAIM_MS + 1_000);
      const other = await h.worker();
      let finishOther!: () => void;
      let otherStarted = false;
      other.register(kind, {
        run: () =>
          new Promise<void>((resolve) => {
            otherStarted = true;
            finishOther = resolve;
          }),
      });
      let otherRun: Promise<number> = Promise.resolve(0);
      for (let waited = 0; !otherStarted && waited <= 2 * retryDelayMs(1); waited += 1_000) {
        otherRun = other.runDue();
        await Promise.race([otherRun, expect.poll(() => otherStarted, { interval: 5, timeout: 500 }).toBe(true).catch(() => undefined)]);
        if (!otherStarted) await h.advance(1_000);
      }
      expect(otherStarted).toBe(true);
      release();
      await slowRun;
      expect(await h.state(kind, key)).toMatchObject({ attempts: 2, done: false, failed: false });
      finishOther();
      await otherRun;
      expect(await h.state(kind, key)).toMatchObject({ attempts: 2, done: true });
    });
  });

  describe(`${name}: several workers on one table`, () => {
    it("run each of 50 jobs exactly once", async () => {
      const h = await open();
      const kind = await uniqueKind(h, "many");
      const keys = Array.from({ length: 50 }, (_, i) => `${kind}:${i}`);
      for (const key of keys) await h.queue.enqueue(h.db, { kind, key, payload: { key } });
      const runs = new Map<string, number>();
      const handler: JobHandler = {
        run: async (payload) => {
          const key = String(payload.key);
          runs.set(key, (runs.get(key) ?? 0) + 1);
          await new Promise((r) => setTimeout(r, Math.random() * 4));
        },
      };
      const workers = await Promise.all([1, 2, 3].map(() => h.worker()));
      for (const w of workers) w.register(kind, handler);
      const taken = await Promise.all(
        workers.map(async (w) => {
          let total = 0;
          for (let n = await w.runDue(); n > 0; n = await w.runDue()) total += n;
          return total;
        }),
      );
      expect(taken.reduce((a, b) => a + b, 0)).toBe(50);
      expect(taken.filter((n) => n > 0).length).toBeGreaterThan(1);
      expect([...runs.keys()].sort()).toEqual([...keys].sort());
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
      for (const key of keys) expect(await h.state(kind, key)).toMatchObject({ attempts: 1, done: true });
    });
  });
}

export { quiet };
