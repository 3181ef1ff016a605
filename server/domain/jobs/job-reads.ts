/**
 * Reading the job queue for people (docs/CONSOLE.md): the jobs an order's timeline lists, the
 * ones that gave up for the attention queue, the latest of a kind. The queue itself
 * (job-queue.ts) never needs these; they are indexed reads of the same table.
 */
import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema.ts";

export type JobRow = typeof jobs.$inferSelect;

/** What a job works on, by its payload: `orderId`, else `paymentId` (the `jobs_about_idx` index). */
const about = sql<string | null>`coalesce(${jobs.payload}->>'orderId', ${jobs.payload}->>'paymentId')`;

/** The jobs whose payload names one of these orders or payments, oldest first. */
export async function jobsAbout(db: Pick<Db, "select">, ids: readonly string[]): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(jobs)
    .where(inArray(about, [...ids]))
    .orderBy(jobs.createdAt);
}

/** Jobs that gave up (their give-up ran) since `since`, newest first. */
export function jobsGivenUpSince(db: Pick<Db, "select">, since: Date, limit: number): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(isNotNull(jobs.failedAt), gte(jobs.failedAt, since)))
    .orderBy(desc(jobs.failedAt))
    .limit(limit);
}

/** Jobs of one kind created since `since`, newest first. */
export function jobsOfKindSince(db: Pick<Db, "select">, kind: string, since: Date, limit: number): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), gte(jobs.createdAt, since)))
    .orderBy(desc(jobs.createdAt))
    .limit(limit);
}

/**
 * The unfinished jobs by kind (the metrics' queue series, docs/OPERATIONS.md#metrics): how many,
 * how many are due at `at` and not held by a worker, and the age in seconds of the oldest of
 * those. Reads the `jobs_due_idx` rows only: finished jobs are never scanned.
 */
export async function queueDepths(db: Pick<Db, "select">, at: Date): Promise<Array<{ kind: string; pending: number; due: number; oldestDueSeconds: number }>> {
  const due = and(lte(jobs.runAt, at), or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, at)));
  const rows = await db
    .select({
      kind: jobs.kind,
      pending: sql<string>`count(*)`,
      due: sql<string>`count(*) filter (where ${due})`,
      oldestDueAt: sql<string | null>`min(${jobs.runAt}) filter (where ${due})`,
    })
    .from(jobs)
    .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt)))
    .groupBy(jobs.kind);
  return rows.map((r) => ({
    kind: r.kind,
    pending: Number(r.pending),
    due: Number(r.due),
    oldestDueSeconds: r.oldestDueAt ? Math.max(0, (at.getTime() - new Date(r.oldestDueAt).getTime()) / 1_000) : 0,
  }));
}
