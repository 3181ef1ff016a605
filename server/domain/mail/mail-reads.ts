/**
 * Reading the mail queue for people (docs/CONSOLE.md#orders): which mails an order (or a
 * recharge) caused, whether they went, and why not. Only what a mail is and how its sending
 * went: never its template data, which may carry an activation code or a link's secret key.
 */
import { inArray, sql } from "drizzle-orm";
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
