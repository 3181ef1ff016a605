/**
 * Reading the mail queue for people (docs/CONSOLE.md#orders): which mails an order (or a
 * recharge) caused, whether they went, and why not. Only what a mail is and how its sending
 * went: never its template data, which may carry an activation code or a link's secret key.
 */
import { inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailQueue } from "../../db/schema.ts";
import { MAX_ATTEMPTS } from "./mail-queue.ts";

export interface MailRecord {
  id: string;
  to: string;
  lang: string;
  /** The template's name ("esim-delivered", "receipt", "refund", ...). */
  kind: string;
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
  lastError: string | null;
  /** Unsent and out of attempts: it waits for an operator. */
  givenUp: boolean;
}

/**
 * The number a mail is about (`mail_queue_about_idx`): the templates about one order or
 * recharge name it as `orderNo` (delivered, not delivered, top-up not applied) or `number`
 * (receipt, refund).
 */
const about = sql<string | null>`coalesce(${mailQueue.template}->>'orderNo', ${mailQueue.template}->>'number')`;

/** The mails about these order (or recharge) numbers, oldest first. */
export async function mailsAbout(db: Pick<Db, "select">, numbers: readonly string[]): Promise<MailRecord[]> {
  if (numbers.length === 0) return [];
  const rows = await db
    .select({
      id: mailQueue.id,
      to: mailQueue.to,
      lang: mailQueue.lang,
      kind: sql<string>`${mailQueue.template}->>'kind'`,
      attempts: mailQueue.attempts,
      createdAt: mailQueue.createdAt,
      sentAt: mailQueue.sentAt,
      lastError: mailQueue.lastError,
    })
    .from(mailQueue)
    .where(inArray(about, [...numbers]))
    .orderBy(mailQueue.createdAt);
  return rows.map((r) => ({ ...r, givenUp: r.sentAt === null && r.attempts >= MAX_ATTEMPTS }));
}

/**
 * The mails not sent yet, and the age in seconds of the oldest (the metrics' mail series,
 * docs/OPERATIONS.md#metrics); those out of attempts are counted apart: they wait for an
 * operator, not for the worker. Reads the `mail_queue_due_idx` rows only.
 */
export async function mailQueueDepth(db: Pick<Db, "select">, at: Date): Promise<{ pending: number; givenUp: number; oldestSeconds: number }> {
  const [row] = await db
    .select({
      pending: sql<string>`count(*) filter (where ${mailQueue.attempts} < ${MAX_ATTEMPTS})`,
      givenUp: sql<string>`count(*) filter (where ${mailQueue.attempts} >= ${MAX_ATTEMPTS})`,
      oldestAt: sql<string | null>`min(${mailQueue.createdAt}) filter (where ${mailQueue.attempts} < ${MAX_ATTEMPTS})`,
    })
    .from(mailQueue)
    .where(isNull(mailQueue.sentAt));
  return {
    pending: Number(row?.pending ?? 0),
    givenUp: Number(row?.givenUp ?? 0),
    oldestSeconds: row?.oldestAt ? Math.max(0, (at.getTime() - new Date(row.oldestAt).getTime()) / 1_000) : 0,
  };
}
