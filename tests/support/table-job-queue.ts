/**
 * Runs the jobs the real queue wrote by hand, with a chosen clock, for tests of code that enqueues
 * jobs (a provider's webhooks): retries, back-off and claiming belong to the worker
 * (server/domain/jobs) and are tested there.
 */
import { and, asc, eq, isNull, lte } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { jobs } from "../../server/db/schema.ts";
import { checkedHandler, type JobDefinition, type JobPayload, type JobWorker, type StoredJobHandler, type TypedJobHandler } from "../../server/domain/jobs/job-types.ts";

export type JobRow = typeof jobs.$inferSelect;

/**
 * The handlers something registers (`provider.registerJobs`), by kind, as the worker runs them:
 * from the stored payload, checked against the kind's schema first.
 */
export function jobHandlersOf(source: { registerJobs(worker: Pick<JobWorker, "register">): void }): Record<string, StoredJobHandler> {
  const handlers: Record<string, StoredJobHandler> = {};
  const register = <P extends JobPayload>(job: JobDefinition<P, unknown>, handler: TypedJobHandler<P>) => {
    handlers[job.kind] = checkedHandler(job, handler);
  };
  source.registerJobs({ register });
  return handlers;
}

/** Jobs not done yet, oldest due first; only those of `kind` when given. */
export async function pendingJobs(db: Db, kind?: string): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(isNull(jobs.doneAt), kind ? eq(jobs.kind, kind) : undefined))
    .orderBy(asc(jobs.runAt), asc(jobs.createdAt));
}

/** Runs the handlers of jobs due by `now` once each, in due order, marking them done. */
export async function runDueJobs(db: Db, handlers: Readonly<Record<string, StoredJobHandler>>, now: Date): Promise<JobRow[]> {
  const due = await db
    .select()
    .from(jobs)
    .where(and(isNull(jobs.doneAt), lte(jobs.runAt, now)))
    .orderBy(asc(jobs.runAt), asc(jobs.createdAt));
  const ran: JobRow[] = [];
  for (const job of due) {
    const handler = handlers[job.kind];
    if (!handler) continue;
    await handler.run(job.payload, { id: job.id, key: job.key, attempt: job.attempts + 1 });
    await db.update(jobs).set({ doneAt: now, attempts: job.attempts + 1 }).where(eq(jobs.id, job.id));
    ran.push(job);
  }
  return ran;
}
