/**
 * The SQL of partners' commissions and payouts (docs/CONSOLE.md#partners): members' decisions on
 * orders' commissions, the payouts that pay them, and the merchant row every decision locks
 * first, so two members deciding for one partner at once take turns. Lock order: the merchant,
 * then its orders (a share lock, through the checkout), then the commissions.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { merchants, partnerCommissions, partnerPayouts } from "../../db/schema.ts";
import type { Tx } from "../../kernel/index.ts";

export type DecisionRow = typeof partnerCommissions.$inferSelect;
export type PayoutRow = typeof partnerPayouts.$inferSelect;

const merchantFacts = {
  id: merchants.id,
  shortCode: merchants.shortCode,
  name: merchants.name,
  active: merchants.active,
  commissionBps: merchants.commissionBps,
  hasKey: sql<boolean>`${merchants.apiKeyHash} is not null`,
  createdAt: merchants.createdAt,
};
export type MerchantFacts = { id: number; shortCode: string; name: string; active: boolean; commissionBps: number; hasKey: boolean; createdAt: Date };

export async function merchantFactsOf(tx: Tx, merchantId: number, lock = false): Promise<MerchantFacts | null> {
  const query = tx.select(merchantFacts).from(merchants).where(eq(merchants.id, merchantId));
  const [row] = await (lock ? query.for("update") : query);
  return row ?? null;
}

export function allMerchantFacts(tx: Tx): Promise<MerchantFacts[]> {
  return tx.select(merchantFacts).from(merchants).orderBy(asc(merchants.id));
}

export async function setCommissionBps(tx: Tx, merchantId: number, bps: number): Promise<void> {
  await tx.update(merchants).set({ commissionBps: bps }).where(eq(merchants.id, merchantId));
}

export async function setMerchantActive(tx: Tx, merchantId: number, active: boolean): Promise<void> {
  await tx.update(merchants).set({ active }).where(eq(merchants.id, merchantId));
}

/** The decisions on these orders, by order id. */
export async function decisionsOf(tx: Tx, orderIds: readonly string[]): Promise<Map<string, DecisionRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await tx.select().from(partnerCommissions).where(inArray(partnerCommissions.orderId, [...orderIds]));
  return new Map(rows.map((r) => [r.orderId, r]));
}

/** Records decisions on orders that had none; an order decided meanwhile keeps its decision. Answers how many were recorded. */
export async function insertDecisions(tx: Tx, rows: (typeof partnerCommissions.$inferInsert)[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx.insert(partnerCommissions).values(rows).onConflictDoNothing({ target: partnerCommissions.orderId }).returning({ id: partnerCommissions.orderId });
  return inserted.length;
}

/** Declines an order's commission, whatever was decided before (the caller checked it was not paid). */
export async function upsertDecline(tx: Tx, row: typeof partnerCommissions.$inferInsert): Promise<void> {
  await tx
    .insert(partnerCommissions)
    .values(row)
    .onConflictDoUpdate({
      target: partnerCommissions.orderId,
      set: { status: "declined", reason: row.reason, note: row.note, netMinor: row.netMinor, rateBps: row.rateBps, commissionMinor: 0, staffId: row.staffId, decidedAt: row.decidedAt },
    });
}

/** The merchant's approved commissions no payout has taken yet, oldest decision first. */
export function approvedUnpaid(tx: Tx, merchantId: number): Promise<DecisionRow[]> {
  return tx
    .select()
    .from(partnerCommissions)
    .where(and(eq(partnerCommissions.merchantId, merchantId), eq(partnerCommissions.status, "approved"), isNull(partnerCommissions.payoutId)))
    .orderBy(asc(partnerCommissions.decidedAt));
}

export async function insertPayout(tx: Tx, payout: typeof partnerPayouts.$inferInsert, orderIds: readonly string[]): Promise<void> {
  await tx.insert(partnerPayouts).values(payout);
  await tx
    .update(partnerCommissions)
    .set({ status: "paid", payoutId: payout.id })
    .where(and(inArray(partnerCommissions.orderId, [...orderIds]), eq(partnerCommissions.status, "approved")));
}

/** The merchant's payouts, newest first. */
export function payoutsOf(tx: Tx, merchantId: number): Promise<PayoutRow[]> {
  return tx.select().from(partnerPayouts).where(eq(partnerPayouts.merchantId, merchantId)).orderBy(desc(partnerPayouts.createdAt));
}

/** The references of these payouts, by id (the report's lines name the payout that paid them). */
export async function payoutReferences(tx: Tx, payoutIds: readonly string[]): Promise<Map<string, string>> {
  if (payoutIds.length === 0) return new Map();
  const rows = await tx.select({ id: partnerPayouts.id, reference: partnerPayouts.reference }).from(partnerPayouts).where(inArray(partnerPayouts.id, [...payoutIds]));
  return new Map(rows.map((r) => [r.id, r.reference]));
}
