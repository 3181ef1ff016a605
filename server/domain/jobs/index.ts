/** Durable jobs (docs/CHECKOUT.md#durable-jobs): enqueued in the caller's transaction, run at least once by a worker in any process. */
export { createJobQueue, createJobWorker } from "./job-queue.ts";
export type { JobExecutor, JobHandler, JobLog, JobQueue, JobRun, JobSpec, JobWorker } from "./job-types.ts";
