/**
 * The durable job queue (docs/CHECKOUT.md#durable-jobs, docs/decisions/0013). `enqueue` writes a
 * row inside the caller's transaction, unique by key; a worker in every process claims due rows,
 * runs the handler registered for their kind, retries failures with back-off and, after the last
 * attempt, runs the kind's give-up handler until it succeeds once.
 *
 * Claiming moves a row's lock a minute ahead and counts the attempt in one statement (`FOR UPDATE
 * SKIP LOCKED` on PostgreSQL), so two workers never run the same row at once; a worker that dies
 * leaves its claim to expire and the job runs again elsewhere (at least once: handlers must be
 * safe to repeat). The same pattern as the mail queue (server/domain/mail/mail-queue.ts).
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isDatabaseUnavailable } from "../../db/errors.ts";
import { jobs } from "../../db/schema.ts";
import { firstOfBurst } from "../../../shared/first-of-burst.ts";
import {
  checkedHandler,
  JobFailedForGood,
  JobPayloadError,
  JobWaiting,
  parseJobPayload,
  type EnqueueOptions,
  type JobDefinition,
  type JobExecutor,
  type JobLog,
  type JobPayload,
  type JobQueue,
  type JobRun,
  type JobWorker,
  type RetryNow,
  type StoredJobHandler,
  type TypedJobHandler,
} from "./job-types.ts";

/** How long a claim holds a job: a handler should finish well within it (or run twice). */
export const CLAIM_MS = 60_000;
export const DEFAULT_MAX_ATTEMPTS = 8;
const BATCH = 10;
const MAX_ERROR_LENGTH = 1_000;
const GIVE_UP_PREFIX = "giveUp: ";

/** Back-off after the n-th failed attempt: 5 s, 10 s, 20 s ... at most 10 minutes apart. */
export function retryDelayMs(attempts: number): number {
  return Math.min(600_000, 5_000 * 2 ** Math.max(0, attempts - 1));
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message || err.name : String(err);
  return text.slice(0, MAX_ERROR_LENGTH);
}

export function createJobQueue(deps: { now?: () => Date } = {}): JobQueue {
  const now = deps.now ?? (() => new Date());

  async function enqueue<P extends JobPayload, I>(executor: JobExecutor, job: JobDefinition<P, I>, payload: I, options: EnqueueOptions): Promise<boolean> {
    const { key, runAt } = options;
    const maxAttempts = options.maxAttempts ?? job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    // Programming errors, not runtime conditions: fail loudly where the job is written (the
    // definition's own attempts were checked by defineJob).
    if (!key) throw new Error(`a job needs a key (job kind ${job.kind})`);
    if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error(`maxAttempts must be a positive integer (job ${key})`);
    // Checked here too, so a wrong payload fails where it is written, not an attempt later. What
    // is stored is what the caller gave (JSON); the worker parses it again before the handler.
    parseJobPayload(job, payload);
    const at = now();
    const created = await executor
      .insert(jobs)
      .values({
        id: randomUUID(),
        kind: job.kind,
        key,
        payload: payload as JobPayload,
        runAt: runAt ?? at,
        maxAttempts,
        createdAt: at,
      })
      .onConflictDoNothing({ target: jobs.key })
      .returning({ id: jobs.id });
    return created.length > 0;
  }

  async function wake(executor: Pick<Db, "update">, key: string): Promise<boolean> {
    const at = now();
    const woken = await executor
      .update(jobs)
      .set({ runAt: at })
      .where(and(eq(jobs.key, key), isNull(jobs.doneAt), isNull(jobs.failedAt), or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, at)), sql`${jobs.runAt} > ${at}`))
      .returning({ id: jobs.id });
    return woken.length > 0;
  }

  async function retryNow(executor: Pick<Db, "update" | "select">, key: string): Promise<RetryNow> {
    const at = now();
    // Each update is conditional on the state it moves from, so of two operators at once one
    // moves the job and the other finds it due.
    const requeued = await executor
      .update(jobs)
      .set({ failedAt: null, attempts: 0, lockedUntil: null, runAt: at })
      .where(and(eq(jobs.key, key), isNull(jobs.doneAt), isNotNull(jobs.failedAt)))
      .returning({ id: jobs.id });
    if (requeued.length > 0) return "requeued";
    if (await wake(executor, key)) return "woken";
    const [row] = await executor.select({ doneAt: jobs.doneAt, failedAt: jobs.failedAt, lockedUntil: jobs.lockedUntil }).from(jobs).where(eq(jobs.key, key));
    if (!row) return "absent";
    if (row.doneAt) return "done";
    return row.lockedUntil && row.lockedUntil > at ? "running" : "due";
  }

  return { enqueue, wake, retryNow };
}

/** How long finished rows are kept, and how the clean-up goes about deleting the older ones. */
export interface RetentionSettings {
  /** Finished rows older than this are deleted; 0 keeps them for ever. */
  days: number;
  /** Rows per DELETE statement (default 500): short statements, short locks. */
  batch?: number;
  /** Statements per pass at most (default 20); what is left waits for the next pass. */
  maxBatches?: number;
  /** How often start() runs a pass (default hourly, and once at start). */
  everyMs?: number;
}

export const RETENTION_BATCH = 500;
export const RETENTION_MAX_BATCHES = 20;
export const RETENTION_EVERY_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Deletes rows `finished` before the cut-off, `batch` at a time, at most `maxBatches` statements;
 * resolves with how many went. Each statement takes its rows with SKIP LOCKED, so processes
 * cleaning up at once delete different rows and never wait on each other (or on a worker).
 */
export async function deleteInBatches(
  remove: (limit: number) => Promise<number>,
  settings: Pick<RetentionSettings, "batch" | "maxBatches">,
): Promise<number> {
  const batch = settings.batch ?? RETENTION_BATCH;
  const maxBatches = settings.maxBatches ?? RETENTION_MAX_BATCHES;
  let deleted = 0;
  for (let n = 0; n < maxBatches; n += 1) {
    const removed = await remove(batch);
    deleted += removed;
    if (removed < batch) break;
  }
  return deleted;
}

export interface JobWorkerDeps {
  db: Db;
  now?: () => Date;
  log: JobLog;
  /** Poll interval of start(); default 1 s. */
  pollMs?: number;
  /** Deletes done and given-up jobs after this long (JOB_RETENTION_DAYS); unset keeps them. */
  retention?: RetentionSettings;
  /** Told each attempt's outcome once it is written (the metrics, docs/OPERATIONS.md#metrics). */
  observe?: (kind: string, outcome: "succeeded" | "failed" | "gave_up" | "waiting") => void;
}

type JobRow = typeof jobs.$inferSelect;

export function createJobWorker(deps: JobWorkerDeps): JobWorker {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());
  const pollMs = deps.pollMs ?? 1_000;
  const observe = deps.observe ?? (() => undefined);
  // By kind name, since a row names only its kind; each wraps a typed handler with its schema.
  const handlers = new Map<string, StoredJobHandler>();
  let timer: NodeJS.Timeout | null = null;
  let cleanupTimer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let cleaning: Promise<number> | null = null;
  /** Set by stop(): the batch being run finishes, and no other is claimed. */
  let stopped = false;

  /**
   * Only kinds this process knows: a row of another kind stays untouched (attempts included) for
   * a process that has its handler, for example during a rolling deploy that adds a kind.
   */
  async function claim(at: Date): Promise<JobRow[]> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return [];
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, at),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, at)),
          inArray(jobs.kind, kinds),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    return db
      .update(jobs)
      .set({ lockedUntil: new Date(at.getTime() + CLAIM_MS), attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning();
  }

  /**
   * Writes the outcome of the claim identified by its attempt count: a worker whose claim
   * expired (and was taken over) must not reschedule or fail the job under the new holder.
   */
  function write(row: JobRow, set: Partial<JobRow>) {
    return db
      .update(jobs)
      .set(set)
      .where(and(eq(jobs.id, row.id), eq(jobs.attempts, row.attempts), isNull(jobs.doneAt), isNull(jobs.failedAt)));
  }

  /**
   * Outcomes that could not be written because the database went away after the handler ran.
   * They are written before anything is claimed again: a finished job whose claim ran out would
   * otherwise run a second time.
   */
  const unsettled = new Map<string, { row: JobRow; set: Partial<JobRow> }>();

  async function settle(row: JobRow, set: Partial<JobRow>) {
    try {
      await write(row, set);
    } catch (err) {
      if (isDatabaseUnavailable(err)) unsettled.set(row.id, { row, set });
      throw err;
    }
  }

  async function writeUnsettled() {
    for (const [id, { row, set }] of unsettled) {
      await write(row, set);
      unsettled.delete(id);
    }
  }

  const warnUnavailable = firstOfBurst((err: unknown) =>
    log.warn({ reason: err instanceof Error ? err.message : String(err) }, "job worker: the database is unreachable; jobs wait and run once it is back"),
  );

  async function giveUp(row: JobRow, handler: StoredJobHandler, lastError: string, job: JobRun): Promise<void> {
    try {
      await handler.giveUp?.(row.payload, lastError, job);
    } catch (err) {
      // Giving up is the compensation (a refund, a notice to the buyer): dropping it would lose
      // what is owed, so it is retried with the back-off until it succeeds once.
      log.error({ err, jobId: row.id, kind: row.kind, key: row.key, attempt: row.attempts }, "job give-up failed; it is retried");
      await settle(row, {
        lockedUntil: null,
        runAt: new Date(now().getTime() + retryDelayMs(row.attempts)),
        lastError: `${GIVE_UP_PREFIX}${errorText(err)}`.slice(0, MAX_ERROR_LENGTH),
      });
      return;
    }
    log.error({ jobId: row.id, kind: row.kind, key: row.key, attempts: row.attempts, lastError }, "job gave up after its last attempt");
    await settle(row, { lockedUntil: null, failedAt: now() });
    observe(row.kind, "gave_up");
  }

  async function runOne(row: JobRow): Promise<void> {
    const handler = handlers.get(row.kind);
    if (!handler) return; // only claimed kinds are registered, and kinds are never unregistered
    const job: JobRun = { id: row.id, key: row.key, attempt: row.attempts };
    if (row.attempts > row.maxAttempts) {
      // Every attempt has started and the last one never reported (its worker died), or an
      // earlier give-up failed: the run phase is over, only giving up remains.
      await giveUp(row, handler, row.lastError ?? "the last attempt did not finish", job);
      return;
    }
    try {
      await handler.run(row.payload, job);
    } catch (err) {
      const lastError = errorText(err);
      if (err instanceof JobWaiting) {
        // Not a failure: the attempt it counted at the claim is handed back.
        await settle(row, {
          lockedUntil: null,
          attempts: row.attempts - 1,
          lastError,
          runAt: new Date(now().getTime() + err.retryAfterMs),
        });
        observe(row.kind, "waiting");
        return;
      }
      if (row.attempts >= row.maxAttempts || err instanceof JobFailedForGood) {
        await settle(row, { lastError });
        await giveUp(row, handler, lastError, job);
        return;
      }
      // A payload its schema refuses fails every time until someone fixes the row or the schema:
      // an error, not a passing outage.
      if (err instanceof JobPayloadError) log.error({ err, jobId: row.id, kind: row.kind, key: row.key, attempt: row.attempts }, "job payload does not match its kind's schema; the attempt failed");
      else log.warn({ err, jobId: row.id, kind: row.kind, key: row.key, attempt: row.attempts }, "job attempt failed; it is retried");
      await settle(row, { lockedUntil: null, lastError, runAt: new Date(now().getTime() + retryDelayMs(row.attempts)) });
      observe(row.kind, "failed");
      return;
    }
    await settle(row, { lockedUntil: null, doneAt: now() });
    observe(row.kind, "succeeded");
  }

  /** Claims and runs batches until nothing is due; runs are never concurrent in a process. */
  function runDue(): Promise<number> {
    running ??= (async () => {
      try {
        await writeUnsettled();
        let ran = 0;
        while (!stopped) {
          const batch = await claim(now());
          if (batch.length === 0) return ran;
          // Settled, not all: stop() must find every handler of the batch finished.
          const results = await Promise.allSettled(batch.map((row) => runOne(row)));
          const failed = results.find((r) => r.status === "rejected");
          if (failed) throw failed.reason;
          ran += batch.length;
        }
        return ran;
      } finally {
        running = null;
      }
    })();
    return running;
  }

  function register<P extends JobPayload>(job: JobDefinition<P, unknown>, handler: TypedJobHandler<P>): void {
    if (handlers.has(job.kind)) throw new Error(`a handler for job kind "${job.kind}" is already registered`);
    handlers.set(job.kind, checkedHandler(job, handler));
  }

  /**
   * Deletes jobs that finished (done, or given up: `failed_at`) more than the retention ago. A
   * job still waiting, running or retrying its give-up has neither date and is never deleted.
   * Once a job's row is gone its key is free again: callers enqueue a key in the transaction
   * that causes it, which does not happen twice a month apart.
   */
  function cleanup(): Promise<number> {
    const retention = deps.retention;
    if (!retention || retention.days <= 0) return Promise.resolve(0);
    cleaning ??= (async () => {
      try {
        const before = new Date(now().getTime() - retention.days * DAY_MS);
        return await deleteInBatches(async (limit) => {
          const old = db
            .select({ id: jobs.id })
            .from(jobs)
            .where(or(lt(jobs.doneAt, before), lt(jobs.failedAt, before)))
            .limit(limit)
            .for("update", { skipLocked: true });
          const gone = await db.delete(jobs).where(inArray(jobs.id, old)).returning({ id: jobs.id });
          return gone.length;
        }, retention);
      } finally {
        cleaning = null;
      }
    })();
    return cleaning;
  }

  const cleanupInBackground = () =>
    void cleanup().catch((err: unknown) => {
      if (isDatabaseUnavailable(err)) warnUnavailable(err);
      else log.error({ err }, "job clean-up failed; it tries again later");
    });

  return {
    register,
    runDue,
    cleanup,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        runDue().catch((err: unknown) => {
          if (isDatabaseUnavailable(err)) warnUnavailable(err);
          else log.error({ err }, "job worker could not claim jobs; it tries again");
        });
      }, pollMs);
      timer.unref();
      if (deps.retention && deps.retention.days > 0) {
        cleanupInBackground();
        cleanupTimer = setInterval(cleanupInBackground, deps.retention.everyMs ?? RETENTION_EVERY_MS);
        cleanupTimer.unref();
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (cleanupTimer) clearInterval(cleanupTimer);
      timer = null;
      cleanupTimer = null;
      await running?.catch(() => undefined);
      await cleaning?.catch(() => undefined);
      // What is due later is someone else's: a call by hand (tests, the console) runs again.
      stopped = false;
    },
  };
}
