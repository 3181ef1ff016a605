/**
 * EVALUATION ONLY (docs/decisions/0018-job-queue.md): the JobQueue and JobWorker contracts of
 * job-types.ts carried by pg-boss, to run the queue's own tests against it on PGlite and
 * PostgreSQL. One pg-boss queue per job kind; a job's key becomes its id (a UUID derived from
 * the key), so enqueuing a key twice inserts once while the row exists; after the last attempt
 * pg-boss moves the job to the kind's dead-letter queue, whose worker runs the give-up handler
 * with pg-boss's own retries.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { fromDrizzle, type JobWithMetadata, type PgBoss } from "pg-boss";
import type { JobExecutor, JobHandler, JobLog, JobQueue, JobRun, JobSpec, JobWorker } from "./job-types.ts";
import { DEFAULT_MAX_ATTEMPTS } from "./job-queue.ts";

export const GIVE_UP_SUFFIX = ".give-up";
const BATCH = 10;
const MAX_ERROR_LENGTH = 1_000;

/** The job's id in pg-boss: a UUID made from the key (version 5 layout over SHA-1). */
export function jobIdOf(key: string): string {
  const h = createHash("sha1").update(`roamwell-job:${key}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message || err.name : String(err);
  return text.slice(0, MAX_ERROR_LENGTH);
}

export interface PgBossJobs {
  queue: JobQueue;
  worker: JobWorker;
  /** Creates the kind's queue and its give-up queue (outside any transaction). */
  prepare(kind: string): Promise<void>;
}

export function createPgBossJobs(deps: { boss: PgBoss; log: JobLog; now?: () => Date; pollMs?: number }): PgBossJobs {
  const { boss, log } = deps;
  const now = deps.now ?? (() => new Date());
  const pollMs = deps.pollMs ?? 1_000;
  const prepared = new Map<string, Promise<void>>();
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  function prepare(kind: string): Promise<void> {
    let done = prepared.get(kind);
    if (!done) {
      done = (async () => {
        const giveUp = `${kind}${GIVE_UP_SUFFIX}`;
        if (!(await boss.getQueue(giveUp))) {
          // Give-ups are retried with the back-off until they succeed (decision 0013).
          await boss.createQueue(giveUp, { retryLimit: 1_000_000, retryDelay: 5, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 60, deleteAfterSeconds: 0 });
        }
        if (!(await boss.getQueue(kind))) {
          await boss.createQueue(kind, {
            retryLimit: DEFAULT_MAX_ATTEMPTS - 1,
            retryDelay: 5,
            retryBackoff: true,
            retryDelayMax: 600,
            expireInSeconds: 60,
            deleteAfterSeconds: 0,
            deadLetter: giveUp,
          });
        }
      })();
      prepared.set(kind, done);
      done.catch(() => prepared.delete(kind));
    }
    return done;
  }

  const queue: JobQueue = {
    async enqueue(executor: JobExecutor, spec: JobSpec): Promise<boolean> {
      const maxAttempts = spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      if (!spec.kind || !spec.key) throw new Error("a job needs a kind and a key");
      if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error(`maxAttempts must be a positive integer (job ${spec.key})`);
      // pg-boss reads an unknown queue through its own connection: inside a transaction on PGlite
      // (one connection) that waits for ever, so kinds are prepared before their first enqueue.
      if (!prepared.has(spec.kind)) throw new Error(`job kind ${spec.kind} was not prepared`);
      await prepared.get(spec.kind);
      const id = await boss.send(spec.kind, spec.payload, {
        db: fromDrizzle(executor as unknown as Parameters<typeof fromDrizzle>[0], sql),
        id: jobIdOf(spec.key),
        singletonKey: spec.key,
        startAfter: (spec.runAt ?? now()).toISOString(),
        retryLimit: maxAttempts - 1,
      });
      return id !== null;
    },
  };

  type Meta = JobWithMetadata<Record<string, unknown>> & { output: { message?: string } | null; sourceOutput?: { message?: string } | null };

  async function runOne(kind: string, handler: JobHandler, job: Meta): Promise<void> {
    const run: JobRun = { id: job.id, key: job.singletonKey ?? "", attempt: job.retryCount + 1 };
    const attempt = { id: job.id, retryCount: job.retryCount };
    try {
      await handler.run(job.data, run);
    } catch (err) {
      log.warn({ err, jobId: job.id, kind, attempt: run.attempt }, "job attempt failed; it is retried");
      await boss.fail(kind, attempt, { message: errorText(err) });
      return;
    }
    await boss.complete(kind, attempt);
  }

  async function giveUpOne(kind: string, handler: JobHandler, job: Meta): Promise<void> {
    const name = `${kind}${GIVE_UP_SUFFIX}`;
    const attempt = { id: job.id, retryCount: job.retryCount };
    const previous = job.output?.message;
    const lastError = previous ? previous : (job.sourceOutput?.message ?? "the last attempt did not finish");
    const run: JobRun = { id: job.sourceId ?? job.id, key: job.singletonKey ?? "", attempt: (job.sourceRetryCount ?? 0) + 1 };
    try {
      await handler.giveUp?.(job.data, lastError, run);
    } catch (err) {
      log.error({ err, jobId: job.id, kind }, "job give-up failed; it is retried");
      await boss.fail(name, attempt, { message: `giveUp: ${errorText(err)}`.slice(0, MAX_ERROR_LENGTH) });
      return;
    }
    log.error({ jobId: run.id, kind, lastError }, "job gave up after its last attempt");
    await boss.complete(name, attempt);
  }

  function runDue(): Promise<number> {
    running ??= (async () => {
      try {
        const kinds = [...handlers.keys()];
        if (kinds.length === 0) return 0;
        await Promise.all(kinds.map(prepare));
        // Expired claims (a worker that died) go back to retry, or to the give-up queue, here.
        for (const kind of kinds) await boss.supervise(kind);
        let ran = 0;
        for (;;) {
          let taken = 0;
          for (const kind of kinds) {
            const handler = handlers.get(kind)!;
            const runs = (await boss.fetch(kind, { batchSize: BATCH, includeMetadata: true })) as Meta[];
            const giveUps = (await boss.fetch(`${kind}${GIVE_UP_SUFFIX}`, { batchSize: BATCH, includeMetadata: true })) as Meta[];
            const results = await Promise.allSettled([...runs.map((j) => runOne(kind, handler, j)), ...giveUps.map((j) => giveUpOne(kind, handler, j))]);
            const failed = results.find((r) => r.status === "rejected");
            if (failed) throw failed.reason;
            taken += runs.length + giveUps.length;
          }
          if (taken === 0) return ran;
          ran += taken;
        }
      } finally {
        running = null;
      }
    })();
    return running;
  }

  const worker: JobWorker = {
    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`a handler for job kind "${kind}" is already registered`);
      handlers.set(kind, handler);
      void prepare(kind).catch(() => undefined);
    },
    runDue,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        runDue().catch((err: unknown) => log.error({ err }, "job worker could not claim jobs; it tries again"));
      }, pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };

  return { queue, worker, prepare };
}
