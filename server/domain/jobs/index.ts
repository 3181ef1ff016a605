/** Durable jobs (docs/CHECKOUT.md#durable-jobs): enqueued in the caller's transaction, run at least once by a worker in any process. */
export { CLAIM_MS, createJobQueue, createJobWorker, DEFAULT_MAX_ATTEMPTS, deleteInBatches, RETENTION_EVERY_MS, retryDelayMs, type RetentionSettings } from "./job-queue.ts";
export {
  defineJob,
  JobFailedForGood,
  JobPayloadError,
  JobWaiting,
  type EnqueueOptions,
  type JobDefinition,
  type JobExecutor,
  type JobLog,
  type JobQueue,
  type JobRun,
  type JobWorker,
  type RetryNow,
  type TypedJobHandler,
} from "./job-types.ts";
export { jobsAbout, jobsGivenUpSince, jobsOfKindSince, queueDepths, type JobRow } from "./job-reads.ts";
