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
  /** Does the work; a throw is a failed attempt, retried later. Must be safe to run again. */
  run(payload: Record<string, unknown>, job: JobRun): Promise<void>;
  /** Called once after the last failed attempt (for example: refund and tell the buyer). */
  giveUp?(payload: Record<string, unknown>, lastError: string, job: JobRun): Promise<void>;
}

export interface JobQueue {
  /** Resolves true when a job was created, false when one with the key exists. */
  enqueue(executor: JobExecutor, spec: JobSpec): Promise<boolean>;
}

export interface JobWorker {
  register(kind: string, handler: JobHandler): void;
  /** Polls every second until stop(). */
  start(): void;
  stop(): Promise<void>;
  /** Runs what is due now (tests, and the poller); resolves with how many jobs ran. */
  runDue(): Promise<number>;
}
