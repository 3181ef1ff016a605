/** The SQL of the tables order reviews own: `reviews` and `review_prompts`. */
import { and, count, desc, eq, gt, inArray, isNotNull, sum, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Tx } from "../../kernel/index.ts";
import { reviewPrompts, reviews } from "../../db/schema.ts";
import type { RejectReason, ReviewStatus } from "../../../shared/review-rules.ts";

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;

/** Which published reviews a page shows: a plan's, or those of every plan of an area. */
export type ReviewScope = { planId: number } | { areaSlug: string };

const scopeOf = (scope: ReviewScope): SQL => ("planId" in scope ? eq(reviews.planId, scope.planId) : eq(reviews.areaSlug, scope.areaSlug));

export function createReviewsRepository(db: Db) {
  return {
    /** Writes a new review; null when the order already has one (unique per order, so two at once make one). */
    async insert(row: NewReviewRow): Promise<ReviewRow | null> {
      const [inserted] = await db.insert(reviews).values(row).onConflictDoNothing({ target: reviews.orderId }).returning();
      return inserted ?? null;
    },

    async byOrder(orderId: string): Promise<ReviewRow | null> {
      const [row] = await db.select().from(reviews).where(eq(reviews.orderId, orderId));
      return row ?? null;
    },

    async byId(id: string): Promise<ReviewRow | null> {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
      return row ?? null;
    },

    /**
     * A change, back to pending, if the review was written after `writtenAfter` (the edit window,
     * checked again here so a change that crosses its end writes nothing).
     */
    async update(id: string, change: Pick<ReviewRow, "rating" | "body" | "lang" | "updatedAt">, writtenAfter: Date): Promise<ReviewRow | null> {
      const [row] = await db
        .update(reviews)
        .set({ ...change, status: "pending", moderatedAt: null, rejectReason: null })
        .where(and(eq(reviews.id, id), gt(reviews.createdAt, writtenAfter)))
        .returning();
      return row ?? null;
    },

    /** The user's reviews of these orders, by order number. */
    ofOrderNos(userId: string, orderNos: readonly string[]): Promise<ReviewRow[]> {
      if (orderNos.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(reviews)
        .where(and(eq(reviews.userId, userId), inArray(reviews.orderNo, [...orderNos])));
    },

    /** Which of these orders have a review, by anyone (an order has one buyer, but a forgotten one's review keeps the order). */
    async reviewedOrders(orderIds: readonly string[]): Promise<Set<string>> {
      if (orderIds.length === 0) return new Set();
      const rows = await db
        .select({ orderId: reviews.orderId })
        .from(reviews)
        .where(inArray(reviews.orderId, [...orderIds]));
      return new Set(rows.map((r) => r.orderId));
    },

    /** A page of published reviews, newest first (the id breaks ties, so none is on two pages), and the count and sum of their ratings. */
    async published(scope: ReviewScope, page: { limit: number; offset: number }) {
      const where = and(eq(reviews.status, "published"), scopeOf(scope));
      const [rows, [totals]] = await Promise.all([
        db.select().from(reviews).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(page.limit).offset(page.offset),
        db.select({ n: count(), sum: sum(reviews.rating) }).from(reviews).where(where),
      ]);
      return { rows, total: totals?.n ?? 0, ratingSum: Number(totals?.sum ?? 0) };
    },

    /** For the operator: the newest first, of one status or all. */
    list(status: ReviewStatus | null, limit: number): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews)
        .where(status ? eq(reviews.status, status) : undefined)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    /** For the console: a page of one status, newest first, and how many there are of it. */
    async page(status: ReviewStatus, page: { limit: number; offset: number }): Promise<{ rows: ReviewRow[]; total: number }> {
      const where = eq(reviews.status, status);
      const [rows, [totals]] = await Promise.all([
        db.select().from(reviews).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(page.limit).offset(page.offset),
        db.select({ n: count() }).from(reviews).where(where),
      ]);
      return { rows, total: totals?.n ?? 0 };
    },

    /** The review, locked for the caller's transaction (a moderation and an author's edit at once: one after the other). */
    async lock(tx: Tx, id: string): Promise<ReviewRow | null> {
      const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
      return row ?? null;
    },

    async moderate(tx: Tx, id: string, status: Exclude<ReviewStatus, "pending">, rejectReason: RejectReason | null, at: Date): Promise<ReviewRow> {
      const [row] = await tx.update(reviews).set({ status, rejectReason, moderatedAt: at }).where(eq(reviews.id, id)).returning();
      return row!;
    },

    /** Writes, changes (`reply` given) or removes (null) the store's reply. */
    async setReply(tx: Tx, id: string, reply: string | null, at: Date): Promise<ReviewRow> {
      const [row] = await tx
        .update(reviews)
        .set({ reply, repliedAt: reply === null ? null : at })
        .where(eq(reviews.id, id))
        .returning();
      return row!;
    },

    ofUser(userId: string): Promise<ReviewRow[]> {
      return db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(desc(reviews.createdAt));
    },

    /** Detaches the user from their reviews and drops their prompt history, in the caller's transaction (an account's deletion); answers how many reviews were detached. */
    async forgetUser(tx: Tx, userId: string): Promise<number> {
      const detached = await tx.update(reviews).set({ userId: null }).where(eq(reviews.userId, userId)).returning({ id: reviews.id });
      await tx.delete(reviewPrompts).where(eq(reviewPrompts.userId, userId));
      return detached.length;
    },

    /** The orders the prompt was already shown for, among these. */
    async promptedOrders(userId: string, orderIds: readonly string[]): Promise<Set<string>> {
      if (orderIds.length === 0) return new Set();
      const rows = await db
        .select({ orderId: reviewPrompts.orderId })
        .from(reviewPrompts)
        .where(and(eq(reviewPrompts.userId, userId), inArray(reviewPrompts.orderId, [...orderIds])));
      return new Set(rows.map((r) => r.orderId));
    },

    /** When the user last closed the prompt without going to review; null if never. */
    async lastDismissal(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: reviewPrompts.dismissedAt })
        .from(reviewPrompts)
        .where(and(eq(reviewPrompts.userId, userId), isNotNull(reviewPrompts.dismissedAt)))
        .orderBy(desc(reviewPrompts.dismissedAt))
        .limit(1);
      return row?.at ?? null;
    },

    /** Records that the prompt was shown for the order (once), and, when `dismissedAt`, that it was closed. */
    async recordPrompt(userId: string, orderId: string, at: Date, dismissedAt: Date | null): Promise<void> {
      await db
        .insert(reviewPrompts)
        .values({ userId, orderId, shownAt: at, dismissedAt })
        .onConflictDoUpdate({ target: [reviewPrompts.userId, reviewPrompts.orderId], set: dismissedAt ? { dismissedAt } : { shownAt: reviewPrompts.shownAt } });
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
