/**
 * The durable mail queue (docs/decisions/0010). Domains enqueue inside their own transaction, so
 * a mail exists exactly when what caused it was committed; a worker sends due mail through the
 * mail port and retries failures with a growing back-off, never losing a message.
 *
 * A worker claims a batch by pushing its rows' next attempt into the future in one statement
 * (`FOR UPDATE SKIP LOCKED` on PostgreSQL), so several instances never send the same row at once;
 * a worker that dies mid-send leaves its claim to expire and the mail is sent again (at least
 * once, which is how mail works anyway).
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n/locales.ts";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import { mailQueue } from "../../db/schema.ts";
import { deleteInBatches, RETENTION_EVERY_MS, type RetentionSettings } from "../jobs/index.ts";
import { renderMail, type MailBrand, type MailTemplate } from "./mail-templates.ts";

/** A transaction or the database: enqueue inside the caller's transaction. */
type Executor = Pick<Db, "insert">;

const CLAIM_MS = 60_000;
const BATCH = 20;
export const MAX_ATTEMPTS = 12;

/** Back-off after the n-th failed attempt: 30 s, 1 min, 2 min ... capped at 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(6 * 3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Queues a mail. With a `dedupeKey` (what the mail is about, "receipt:order:<id>") it is queued
 * at most once, whoever asks again: resolves false when one with the key exists already.
 */
export async function enqueueMail(db: Executor, mail: { to: string; lang: Lang; template: MailTemplate; dedupeKey?: string }, now: Date): Promise<boolean> {
  // Queued at the caller's clock, as everything else the mail's cause wrote (an order's timeline sorts them together).
  const row = { id: randomUUID(), to: mail.to, lang: mail.lang, template: mail.template, dedupeKey: mail.dedupeKey ?? null, nextAttemptAt: now, createdAt: now };
  const queued = await db.insert(mailQueue).values(row).onConflictDoNothing({ target: mailQueue.dedupeKey }).returning({ id: mailQueue.id });
  return queued.length > 0;
}

export interface MailWorkerDeps {
  db: Db;
  mailer: Mailer;
  brand: MailBrand;
  now?: () => Date;
  onError?: (err: unknown, mailId: string) => void;
  /** Deletes sent mail after this long (JOB_RETENTION_DAYS); unset keeps it. */
  retention?: RetentionSettings;
}

export function createMailWorker(deps: MailWorkerDeps) {
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let cleanupTimer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let cleaning: Promise<number> | null = null;

  async function claim(at: Date) {
    const due = deps.db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(and(isNull(mailQueue.sentAt), lte(mailQueue.nextAttemptAt, at), sql`${mailQueue.attempts} < ${MAX_ATTEMPTS}`))
      .orderBy(asc(mailQueue.nextAttemptAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    return deps.db
      .update(mailQueue)
      .set({ nextAttemptAt: new Date(at.getTime() + CLAIM_MS), attempts: sql`${mailQueue.attempts} + 1` })
      .where(inArray(mailQueue.id, due))
      .returning();
  }

  /**
   * Mail handed to the mailer whose "sent" mark could not be written (the database went away
   * mid-run). The marks are written before anything is claimed again: otherwise the claim would
   * run out and the mail be sent a second time.
   */
  const unmarked = new Map<string, Date>();

  const markSent = (id: string, at: Date) => deps.db.update(mailQueue).set({ sentAt: at, lastError: null }).where(eq(mailQueue.id, id));

  async function writeUnmarked() {
    for (const [id, at] of unmarked) {
      await markSent(id, at);
      unmarked.delete(id);
    }
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number];

  /** Sends one claimed mail; false when it failed and was put back for a later try. */
  async function sendOne(row: Claimed): Promise<boolean> {
    let sentAt: Date;
    try {
      const rendered = await renderMail(row.template as MailTemplate, row.lang as Lang, deps.brand);
      await deps.mailer.send({ to: row.to, ...rendered });
      sentAt = now();
    } catch (err) {
      deps.onError?.(err, row.id);
      // Should this write fail too, the claim runs out and the unsent mail is tried again.
      const retryAt = new Date(now().getTime() + retryDelayMs(row.attempts));
      await deps.db
        .update(mailQueue)
        .set({ nextAttemptAt: retryAt, lastError: String(err instanceof Error ? err.message : err).slice(0, 500) })
        .where(eq(mailQueue.id, row.id));
      return false;
    }
    try {
      await markSent(row.id, sentAt);
    } catch (err) {
      // Sent, but not marked: remembered, and the rest of the batch waits for the database.
      unmarked.set(row.id, sentAt);
      throw err;
    }
    return true;
  }

  /**
   * Sends what is due, batch after batch until one comes back short (a burst of orders, each with
   * its delivery mail and receipt, goes out in one run, not BATCH mails a tick); resolves with how
   * many were sent. Runs are never concurrent in a process.
   */
  /** Set by stop() until the run in progress ends: the batch being sent finishes, and no other is claimed. */
  let stopped = false;
  function runOnce(): Promise<number> {
    running ??= (async () => {
      try {
        await writeUnmarked();
        let sent = 0;
        let batch: Claimed[];
        do {
          batch = await claim(now());
          for (const row of batch) if (await sendOne(row)) sent += 1;
        } while (batch.length === BATCH && !stopped);
        return sent;
      } finally {
        running = null;
      }
    })();
    return running;
  }

  /**
   * Deletes mail sent more than the retention ago, in bounded batches (SKIP LOCKED: several
   * processes may run it at once). Unsent mail, however old, stays: it is still owed or, after
   * its last attempt, waits for an operator. Resolves with how many rows went.
   */
  function cleanup(): Promise<number> {
    const retention = deps.retention;
    if (!retention || retention.days <= 0) return Promise.resolve(0);
    cleaning ??= (async () => {
      try {
        const before = new Date(now().getTime() - retention.days * 86_400_000);
        return await deleteInBatches(async (limit) => {
          const old = deps.db.select({ id: mailQueue.id }).from(mailQueue).where(lt(mailQueue.sentAt, before)).limit(limit).for("update", { skipLocked: true });
          const gone = await deps.db.delete(mailQueue).where(inArray(mailQueue.id, old)).returning({ id: mailQueue.id });
          return gone.length;
        }, retention);
      } finally {
        cleaning = null;
      }
    })();
    return cleaning;
  }

  const cleanupInBackground = () => void cleanup().catch((err) => deps.onError?.(err, ""));

  return {
    runOnce,
    cleanup,
    start(intervalMs: number) {
      timer = setInterval(() => void runOnce().catch((err) => deps.onError?.(err, "")), intervalMs);
      timer.unref();
      if (deps.retention && deps.retention.days > 0) {
        cleanupInBackground();
        cleanupTimer = setInterval(cleanupInBackground, deps.retention.everyMs ?? RETENTION_EVERY_MS);
        cleanupTimer.unref();
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (cleanupTimer) clearInterval(cleanupTimer);
      timer = null;
      cleanupTimer = null;
      await running?.catch(() => undefined);
      await cleaning?.catch(() => undefined);
      stopped = false;
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
