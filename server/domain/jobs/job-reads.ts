/**
 * Reading the job queue for people (docs/CONSOLE.md): the jobs an order's timeline lists, the
 * ones that gave up for the attention queue, the latest of a kind. The queue itself
 * (job-queue.ts) never needs these; they are indexed reads of the same table.
 */
import { and, desc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
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
