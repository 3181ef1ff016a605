/**
 * The checkout's tables (orders, payments, recharges): the only code that changes their states.
 * Every move locks the row and asks its state machine (order-machine.ts, payment-machine.ts,
 * recharge-machine.ts), so racing callers (webhook, polling, job, refund button) serialize on
 * the row and the second finds the move already made. Lock order, when a step takes several:
 * payment, then a staff refund of it, then order (the top-up's, then its eSIM's order), then
 * wallet (docs/CHECKOUT.md#exactly-once).
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, notExists, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { OrderStatus, PaymentStatus, RechargeStatus } from "../../../shared/order-states.ts";
import { esims, orders, payments, recharges, refunds } from "../../db/schema.ts";
import type { Tx } from "../../kernel/tx.ts";
import { EVER_PAID_ORDER_STATUSES } from "../promos/index.ts";
import { nextOrderStatus, type OrderEvent } from "./order-machine.ts";
import { nextPaymentStatus, type PaymentEvent } from "./payment-machine.ts";
import { nextRechargeStatus, type RechargeEvent } from "./recharge-machine.ts";

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RechargeRow = typeof recharges.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
/** Orders seen as top-ups of an eSIM, beside the order that delivered it. */
const topups = alias(orders, "topups");


export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row ?? null;
}

/**
 * Moves the order on `event` if its state machine allows it from the current state; answers the
 * updated row, or null when the move is not allowed (already made by someone else, or never).
 * The caller holds a transaction; the row stays locked until it ends.
 */
export async function transitionOrder(tx: Tx, orderId: string, event: OrderEvent, at: Date): Promise<{ from: OrderStatus; row: OrderRow } | null> {
  const current = await lockOrder(tx, orderId);
  if (!current) return null;
  const next = nextOrderStatus(current.status, event);
  if (!next) return null;
  const stamps: Partial<OrderRow> = { updatedAt: at };
  if (next === "PAID") stamps.paidAt = at;
  if (next === "DELIVERED") stamps.deliveredAt = at;
  // A refunding order has all of its money asked back, whichever refund did it (docs/CHECKOUT.md#staff-refunds).
  if (next === "REFUNDING") stamps.refundedMinor = current.amountUsdMinor;
  const [row] = await tx
    .update(orders)
    .set({ status: next, ...stamps })
    .where(eq(orders.id, orderId))
    .returning();
  return { from: current.status, row: row! };
}

export async function lockPayment(tx: Tx, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  return row ?? null;
}

/**
 * Moves a payment the caller locked on `event`; answers the new state, or null when the machine
 * does not allow the move. `failureCode` (when given) is recorded with it, and `chargeRef` (the
 * money taken, with a success) too, in the same statement: a second update of a row this
 * transaction already changed makes PostgreSQL check its foreign keys again, which takes a key
 * share lock on the order, and two payments of one order succeeding at once would then each hold
 * one and wait for the other's to lock the order for update.
 */
export async function transitionPayment(
  tx: Tx,
  payment: Pick<PaymentRow, "id" | "status">,
  event: PaymentEvent,
  at: Date,
  failureCode?: string | null,
  chargeRef?: string,
): Promise<PaymentStatus | null> {
  const next = nextPaymentStatus(payment.status, event);
  if (!next) return null;
  await tx
    .update(payments)
    .set({ status: next, updatedAt: at, ...(failureCode !== undefined ? { failureCode } : {}), ...(chargeRef ? { chargeRef } : {}) })
    .where(eq(payments.id, payment.id));
  return next;
}

/** The latest succeeded payment of an order: the one that paid it (money taken twice goes to REFUNDING in the transaction that heard of it). */
export async function succeededPaymentOf(db: Tx, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "SUCCEEDED")))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** The order's payments whose money may still be out: succeeded (kept, or refunded by staff in part), or waiting for the provider's refund. */
export function paymentsWithMoneyOf(tx: Tx, orderId: string): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ["SUCCEEDED", "REFUNDING"])));
}

/** An order's staff refunds (docs/CHECKOUT.md#staff-refunds), oldest first; read under the order's lock, which every new one is written under. */
export function staffRefundsOf(tx: Tx, orderId: string): Promise<RefundRow[]> {
  return tx.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.id));
}

export async function staffRefundByKey(tx: Tx, orderId: string, idempotencyKey: string): Promise<RefundRow | null> {
  const [row] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

export async function staffRefundById(db: Tx, id: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row ?? null;
}

export async function lockStaffRefund(tx: Tx, id: string): Promise<RefundRow | null> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for("update");
  return row ?? null;
}

/** Writes a staff refund and adds its amount to the order's refunded total, which the caller locked; answers the order as it is now. */
export async function insertStaffRefund(tx: Tx, refund: typeof refunds.$inferInsert, at: Date): Promise<OrderRow> {
  await tx.insert(refunds).values(refund);
  const [order] = await tx
    .update(orders)
    .set({ refundedMinor: sql`${orders.refundedMinor} + ${refund.amountUsdMinor}`, updatedAt: at })
    .where(eq(orders.id, refund.orderId))
    .returning();
  return order!;
}

/** Records that the provider sent a staff refund's card part back; the caller locked the row. */
export async function markStaffRefundDone(tx: Tx, id: string, at: Date, providerRef: string | null): Promise<void> {
  await tx.update(refunds).set({ status: "REFUNDED", confirmedAt: at, providerRef }).where(eq(refunds.id, id));
}

/** Keeps the provider's id of a staff refund it accepted but has not sent yet, for an operator who looks. */
export async function noteStaffRefundRef(db: Tx, id: string, providerRef: string): Promise<void> {
  await db
    .update(refunds)
    .set({ providerRef })
    .where(and(eq(refunds.id, id), isNull(refunds.providerRef)));
}

export async function lockRecharge(tx: Tx, rechargeId: string): Promise<RechargeRow | null> {
  const [row] = await tx.select().from(recharges).where(eq(recharges.id, rechargeId)).for("update");
  return row ?? null;
}

/** Moves the recharge on `event` under its row lock; answers the row as it was, or null when the move is not allowed. */
export async function transitionRecharge(tx: Tx, rechargeId: string, event: RechargeEvent, at: Date): Promise<RechargeRow | null> {
  const current = await lockRecharge(tx, rechargeId);
  if (!current) return null;
  const next: RechargeStatus | null = nextRechargeStatus(current.status, event);
  if (!next) return null;
  await tx
    .update(recharges)
    .set({ status: next, updatedAt: at, ...(next === "CREDITED" ? { creditedAt: at } : {}) })
    .where(eq(recharges.id, rechargeId));
  return current;
}

/**
 * Whether a top-up of the eSIM order `orderId` delivered is paid and being added, or added
 * already (docs/WALLET.md#top-ups): the order may then no longer be refunded, which would switch
 * off data bought separately.
 */
export async function hasTopupInFlight(tx: Tx, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: topups.id })
    .from(topups)
    .innerJoin(esims, eq(esims.id, topups.topupEsimId))
    .where(and(eq(esims.orderId, orderId), inArray(topups.status, ["PAID", "DELIVERED"])))
    .limit(1);
  return row !== undefined;
}

/** Whether the user has an order that was paid at some point. */
export async function hasPaidOrder(db: Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, EVER_PAID_ORDER_STATUSES)))
    .limit(1);
  return row !== undefined;
}

export async function orderByNo(db: Tx, orderNo: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row ?? null;
}

export async function orderById(db: Tx, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

export async function paymentById(db: Tx, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

/** The latest payment attempt of an order or of a recharge. */
export async function latestPaymentOf(db: Tx, target: { orderId: string } | { rechargeId: string }): Promise<PaymentRow | null> {
  const where = "orderId" in target ? eq(payments.orderId, target.orderId) : eq(payments.rechargeId, target.rechargeId);
  const [row] = await db.select().from(payments).where(where).orderBy(desc(payments.createdAt)).limit(1);
  return row ?? null;
}

export async function rechargeById(db: Tx, rechargeId: string): Promise<RechargeRow | null> {
  const [row] = await db.select().from(recharges).where(eq(recharges.id, rechargeId));
  return row ?? null;
}

/**
 * Whether an order's label (shared/order-label.ts) is one of the current tab's, from its stored
 * states: not refunded, and its eSIM (if there is one yet) neither finished (time, data, expired)
 * nor deleted from the phone. The same rule as `isCurrent` in orders/order-cards.ts, in SQL, so
 * the tab can be paged and counted by the database.
 */
function currentOrder(db: Tx): SQL {
  const finishedEsim = db
    .select({ orderId: esims.orderId })
    .from(esims)
    .where(and(eq(esims.orderId, orders.id), or(inArray(esims.validityState, ["TIME_FINISHED", "USAGE_FINISHED", "EXPIRED"]), eq(esims.installState, "DELETED"))));
  return or(eq(orders.status, "REFUNDING"), and(inArray(orders.status, ["PAID", "DELIVERED"]), notExists(finishedEsim)))!;
}

/**
 * One page of a user's eSIM orders that were paid at some point (unpaid and cancelled ones are
 * not shown), newest first, and how many there are in all; `current`: the current tab's only.
 * Top-ups are not listed on their own: their eSIM's card shows what they added. Both queries
 * walk the `orders_user_idx` index (user, created at).
 */
export async function ordersPageOfUser(db: Tx, userId: string, page: { current: boolean; limit: number; offset: number }): Promise<{ total: number; rows: OrderRow[] }> {
  const where = and(
    eq(orders.userId, userId),
    eq(orders.kind, "esim"),
    inArray(orders.status, ["PAID", "DELIVERED", "REFUNDING", "REFUNDED"]),
    page.current ? currentOrder(db) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    // The order number breaks ties between orders of the same instant, so no order is on two pages or on none.
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.orderNo)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { total: counted?.n ?? 0, rows };
}

/** The top-ups applied to these eSIMs (docs/WALLET.md#top-ups), oldest first. */
export async function deliveredTopups(db: Tx, esimIds: readonly string[]): Promise<OrderRow[]> {
  if (esimIds.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.kind, "topup"), eq(orders.status, "DELIVERED"), inArray(orders.topupEsimId, [...esimIds])))
    .orderBy(asc(orders.deliveredAt));
}

/** Every order of a user, of every kind and state, newest first (the data export). */
export function allOrdersOfUser(db: Tx, userId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.orderNo));
}

/** How many orders each user placed (any kind, any state): the console's customer list. */
export async function orderCountsOf(db: Tx, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: orders.userId, n: count() })
    .from(orders)
    .where(inArray(orders.userId, [...userIds]))
    .groupBy(orders.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

/** Every recharge of a user, newest first (the data export). */
export function allRechargesOfUser(db: Tx, userId: string): Promise<RechargeRow[]> {
  return db.select().from(recharges).where(eq(recharges.userId, userId)).orderBy(desc(recharges.createdAt), desc(recharges.rechargeNo));
}

/**
 * Whether money may still come into the user's balance from an order or a recharge: a recharge
 * waiting for its payment (paying it credits the balance), or an order that took a balance part
 * and is still waiting for its payment (cancelled unpaid, the part goes back) or paid and not
 * delivered yet (a provisioning that gives up refunds it). What a deletion must wait for
 * (PRODUCT.md#privacy-self-service).
 */
export async function balanceMoneyPending(db: Tx, userId: string): Promise<boolean> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), gt(orders.balanceMinor, 0), inArray(orders.status, ["AWAITING_PAYMENT", "PAID"])))
    .limit(1);
  if (order) return true;
  const [recharge] = await db
    .select({ id: recharges.id })
    .from(recharges)
    .where(and(eq(recharges.userId, userId), eq(recharges.status, "AWAITING_PAYMENT")))
    .limit(1);
  return recharge !== undefined;
}
