/**
 * The durable job queue's contract (docs/CHECKOUT.md#durable-jobs): a domain enqueues a job in
 * the same transaction as what causes it, and registers a handler for its kind; a worker in any
 * process runs due jobs, retries failures with back-off and, after the last attempt, gives up once.
 */
import type { Db } from "../../db/client.ts";

/** The database or a transaction: enqueue inside the caller's transaction. */
export type JobExecutor = Pick<Db, "insert">;

export interface JobSpec {
  kind: string;
  /** Unique across all jobs: a second enqueue with the same key is ignored ("provision:<order>"). */
  key: string;
  payload: Record<string, unknown>;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Default 8. */
  maxAttempts?: number;
}

export interface JobRun {
  id: string;
  key: string;
  /** 1 on the first run. */
  attempt: number;
}

export interface JobHandler {
  /**
   * Does the work; a throw is a failed attempt, retried later. Must be safe to run again: a run
   * can repeat after a crash, or when it outlasts its one-minute claim.
   */
  run(payload: Record<string, unknown>, job: JobRun): Promise<void>;
  /**
   * Runs after the last attempt failed (for example: refund and tell the buyer) and, once it
   * succeeds, never again. A throw is retried with the back-off until it succeeds, so it must be
   * safe to repeat too. `lastError` is the last error recorded (the last run's, or "giveUp: ..."
   * when an earlier give-up failed).
   */
  giveUp?(
    payload: Record<string, unknown>,
    lastError: string,
    job: JobRun,
  ): Promise<void>;
}

export interface JobQueue {
  /** Resolves true when a job was created, false when one with the key exists. */
  enqueue(executor: JobExecutor, spec: JobSpec): Promise<boolean>;
}

export interface JobWorker {
  /** One handler per kind; a worker claims only kinds registered with it. */
  register(kind: string, handler: JobHandler): void;
  /** Polls every `pollMs` (default 1 s) until stop(); the timer does not keep the process alive. */
  start(): void;
  /** Stops polling and waits for the batch being run. */
  stop(): Promise<void>;
  /**
   * Runs what is due now, batch after batch until nothing is (tests, and the poller); resolves
   * with how many jobs were taken (run, retried later or given up). Never overlaps itself: a call
   * during a run gets that run's promise.
   */
  runDue(): Promise<number>;
}

/** Where the worker reports failures (pino's call shape; the domain does not depend on pino). */
export interface JobLog {
  error(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
}
