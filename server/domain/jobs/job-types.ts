/**
 * The durable job queue's contract (docs/CHECKOUT.md#durable-jobs): a domain defines a job kind
 * with the schema of its payload (`defineJob`), enqueues it in the same transaction as what causes
 * it, and registers a handler for it; a worker in any process runs due jobs, checks each payload
 * against its schema, retries failures with back-off and, after the last attempt, gives up once.
 */
import type { z } from "zod";
import type { Db } from "../../db/client.ts";

/** What a job carries: a JSON object, stored as jsonb. */
export type JobPayload = Record<string, unknown>;

/**
 * A job kind and the shape of its payload. `Payload` is what handlers receive (the schema's
 * output), `Input` what enqueue takes (the schema's input); they differ only for schemas with
 * defaults or transforms.
 */
export interface JobDefinition<Payload extends JobPayload = JobPayload, Input = Payload> {
  readonly kind: string;
  readonly schema: z.ZodType<Payload, Input>;
  /** Attempts of this kind unless an enqueue says otherwise (default 8). */
  readonly maxAttempts?: number;
}

/**
 * Defines a job kind: `defineJob("order.provision", z.object({ orderId: z.uuid() }), { maxAttempts: 10 })`.
 * Enqueue and register then take the definition, and the payload is typed by the schema on both
 * sides: a payload that does not match it is refused at enqueue, and one stored by an older
 * version that no longer matches is a failed attempt (JobPayloadError) before any handler sees it.
 */
export function defineJob<S extends z.ZodType<JobPayload>>(kind: string, schema: S, options: { maxAttempts?: number } = {}): JobDefinition<z.output<S>, z.input<S>> {
  // Programming errors: fail where the kind is defined, at start-up.
  if (!kind) throw new Error("a job kind needs a name");
  const { maxAttempts } = options;
  if (maxAttempts !== undefined && (!Number.isInteger(maxAttempts) || maxAttempts < 1)) throw new Error(`maxAttempts must be a positive integer (job kind ${kind})`);
  return Object.freeze({ kind, schema: schema as unknown as z.ZodType<z.output<S>, z.input<S>>, ...(maxAttempts !== undefined ? { maxAttempts } : {}) });
}

/**
 * Thrown by a handler whose work is under way elsewhere (a supplier allocating an eSIM): the job
 * runs again after `retryAfterMs` (or sooner, when woken) without spending an attempt. The
 * handler bounds the wait itself: past its patience it throws an ordinary error.
 */
export class JobWaiting extends Error {
  override name = "JobWaiting";
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}

/** Thrown by a handler when trying again cannot help: the job gives up now, without its remaining attempts. */
export class JobFailedForGood extends Error {
  override name = "JobFailedForGood";
}

/** A payload that does not match its kind's schema: thrown by enqueue, or by the worker as a failed attempt. */
export class JobPayloadError extends Error {
  override name = "JobPayloadError";
  constructor(
    readonly kind: string,
    issues: z.core.$ZodIssue[],
  ) {
    super(`job payload of kind "${kind}" does not match its schema: ${issues.map((i) => `${i.path.length > 0 ? i.path.join(".") : "(payload)"}: ${i.message}`).join("; ")}`);
  }
}

/** The payload checked against the kind's schema (and with its defaults and transforms applied). */
export function parseJobPayload<P extends JobPayload>(job: JobDefinition<P, unknown>, payload: unknown): P {
  const parsed = job.schema.safeParse(payload);
  if (!parsed.success) throw new JobPayloadError(job.kind, parsed.error.issues);
  return parsed.data;
}

/** A handler of a defined kind: it receives the payload as its schema parsed it. */
export interface TypedJobHandler<P> {
  /**
   * Does the work; a throw is a failed attempt, retried later. Must be safe to run again: a run
   * can repeat after a crash, or when it outlasts its one-minute claim.
   */
  run(payload: P, job: JobRun): Promise<void>;
  /**
   * Runs after the last attempt failed (for example: refund and tell the buyer) and, once it
   * succeeds, never again. A throw is retried with the back-off until it succeeds, so it must be
   * safe to repeat too. `lastError` is the last error recorded (the last run's, or "giveUp: ..."
   * when an earlier give-up failed).
   */
  giveUp?(payload: P, lastError: string, job: JobRun): Promise<void>;
}

/**
 * How a row is run: from its payload as stored (JSON the schema has not seen yet). The queue's
 * own detail, not exported from index.ts: the worker keeps these by kind, since a row names only
 * its kind, and a test helper that runs rows by hand builds them the same way.
 */
export interface StoredJobHandler {
  run(payload: unknown, job: JobRun): Promise<void>;
  giveUp?(payload: unknown, lastError: string, job: JobRun): Promise<void>;
}

/**
 * The stored-row handler a typed one runs as: the payload is parsed before either method runs,
 * so a payload the schema refuses is a failed attempt with a JobPayloadError, and neither handler
 * sees it.
 */
export function checkedHandler<P extends JobPayload>(job: JobDefinition<P, unknown>, handler: TypedJobHandler<P>): StoredJobHandler {
  const { giveUp } = handler;
  return {
    run: (payload, run) => handler.run(parseJobPayload(job, payload), run),
    ...(giveUp ? { giveUp: (payload: unknown, lastError: string, run: JobRun) => giveUp.call(handler, parseJobPayload(job, payload), lastError, run) } : {}),
  };
}

export interface EnqueueOptions {
  /** Unique across all jobs: a second enqueue with the same key is ignored ("provision:<order>"). */
  key: string;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Default: the definition's, else 8. */
  maxAttempts?: number;
}

/** The database or a transaction: enqueue inside the caller's transaction. */
export type JobExecutor = Pick<Db, "insert">;

export interface JobRun {
  id: string;
  key: string;
  /** 1 on the first run. */
  attempt: number;
}

export interface JobQueue {
  /**
   * Writes a job of a defined kind inside the caller's transaction; the payload must match the
   * kind's schema (else JobPayloadError, nothing written). Resolves true when a job was created,
   * false when one with the key exists.
   */
  enqueue<P extends JobPayload, I>(executor: JobExecutor, job: JobDefinition<P, I>, payload: NoInfer<I>, options: EnqueueOptions): Promise<boolean>;
  /**
   * Makes the waiting job with this key due now (a supplier said what it was waiting for is
   * ready); a job running, finished or absent is left as it is. Resolves true when one was woken.
   */
  wake(executor: Pick<Db, "update">, key: string): Promise<boolean>;
  /**
   * An operator's "try it again now" (docs/CONSOLE.md#fulfilment-actions): a job that gave up
   * runs again with all its attempts (its give-up ran once already, and will run again if these
   * fail too), a waiting one is due now; a job being run, done or absent is left as it is.
   * Resolves what it found or did; safe to call any number of times, at once too.
   */
  retryNow(executor: Pick<Db, "update" | "select">, key: string): Promise<RetryNow>;
}

/** What `retryNow` found or did. */
export type RetryNow = "requeued" | "woken" | "due" | "running" | "done" | "absent";

export interface JobWorker {
  /**
   * One handler per kind (by name: another definition of a registered kind is refused too); a
   * worker claims only kinds registered with it. The payload is parsed with the kind's schema
   * before the handler runs: one that fails it is a failed attempt, logged with the schema's
   * complaint, and retried (and given up) like any other.
   */
  register<P extends JobPayload>(job: JobDefinition<P, unknown>, handler: TypedJobHandler<P>): void;
  /** Polls every `pollMs` (default 1 s) until stop(); the timer does not keep the process alive. */
  start(): void;
  /** Stops polling and waits for the batch being run; no further batch is claimed (graceful shutdown). */
  stop(): Promise<void>;
  /**
   * Runs what is due now, batch after batch until nothing is (tests, and the poller); resolves
   * with how many jobs were taken (run, retried later or given up). Never overlaps itself: a call
   * during a run gets that run's promise.
   */
  runDue(): Promise<number>;
  /**
   * Deletes finished jobs (done or given up) older than the retention, in bounded batches; safe
   * to run in several processes at once. start() runs it hourly; resolves with how many went.
   */
  cleanup(): Promise<number>;
}

/** Where the worker reports failures (pino's call shape; the domain does not depend on pino). */
export interface JobLog {
  error(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
}
