/**
 * What the operator console reads of the checkout's tables (docs/CONSOLE.md#orders): the order
 * search, an order's payment attempts and the provider's events about them, and the orders the
 * attention queue lists. Reads only; the console's members are checked by the caller (the
 * order desk) before any of these run.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, like, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { OrderStatus } from "../../../shared/order-states.ts";
import { orders, paymentEvents, payments } from "../../db/schema.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { OrderRow, PaymentRow } from "./checkout-repository.ts";

/** Where a page of the search starts: after the last order of the page before (newest first). */
export interface SearchCursor {
  createdAt: Date;
  orderNo: string;
}

/** What the search narrows by; the caller has turned the typed query into one of the three matches. */
export interface OrderSearchFilter {
  orderNo?: string;
  /** The order's own address, or (with `userId`) any order of the user holding the address. */
  email?: { address: string; userId: string | null };
  /** The orders of an eSIM: the one that bought it and its top-ups. */
  esim?: { id: string; orderId: string };
  status?: OrderStatus;
  /** Placed at or after this instant. */
  from?: Date;
  /** Placed before this instant. */
  until?: Date;
  after?: SearchCursor;
  limit: number;
}

/** A page of the search, newest first (`orders_created_idx`; the order number breaks ties between orders of one instant). */
export function searchOrders(db: Tx, filter: OrderSearchFilter): Promise<OrderRow[]> {
  const conditions: (SQL | undefined)[] = [
    filter.orderNo !== undefined ? eq(orders.orderNo, filter.orderNo) : undefined,
    filter.email ? or(eq(orders.email, filter.email.address), filter.email.userId ? eq(orders.userId, filter.email.userId) : undefined) : undefined,
    filter.esim ? or(eq(orders.id, filter.esim.orderId), eq(orders.topupEsimId, filter.esim.id)) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.until ? lt(orders.createdAt, filter.until) : undefined,
    filter.after
      ? or(lt(orders.createdAt, filter.after.createdAt), and(eq(orders.createdAt, filter.after.createdAt), lt(orders.orderNo, filter.after.orderNo)))
      : undefined,
  ];
  return db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.orderNo))
    .limit(filter.limit);
}

export function paymentsOfOrder(db: Tx, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));
}

/** A provider's event as the console shows it: what it said and what applying it did, never its payload. */
export interface PaymentEventRecord {
  id: string;
  paymentId: string | null;
  provider: string;
  eventId: string;
  type: string;
  outcome: string | null;
  receivedAt: Date;
}

const eventColumns = {
  id: paymentEvents.id,
  paymentId: paymentEvents.paymentId,
  provider: paymentEvents.provider,
  eventId: paymentEvents.eventId,
  type: paymentEvents.type,
  outcome: paymentEvents.outcome,
  receivedAt: paymentEvents.receivedAt,
};

/** Every stored event of these payments, oldest first. */
export function eventsOfPayments(db: Tx, paymentIds: readonly string[]): Promise<PaymentEventRecord[]> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .select(eventColumns)
    .from(paymentEvents)
    .where(inArray(paymentEvents.paymentId, [...paymentIds]))
    .orderBy(asc(paymentEvents.receivedAt));
}

/** Every top-up bought for this eSIM, whatever became of it, oldest first. */
export function topupsOfEsim(db: Tx, esimId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.topupEsimId, esimId)).orderBy(asc(orders.createdAt));
}

/** Orders paid at or before `paidBefore` and still waiting for their eSIM or top-up (`orders_paid_idx`), the longest waiting last. */
export function paidUndelivered(db: Tx, paidBefore: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, "PAID"), lte(orders.paidAt, paidBefore)))
    .orderBy(desc(orders.paidAt))
    .limit(limit);
}

/** Provider events stored since `since` that applied to nothing of ours (`payment_events_ignored_idx`), newest first. */
export function ignoredPaymentEventsSince(db: Tx, since: Date, limit: number): Promise<PaymentEventRecord[]> {
  return db
    .select(eventColumns)
    .from(paymentEvents)
    .where(and(like(paymentEvents.outcome, "ignored%"), gte(paymentEvents.receivedAt, since)))
    .orderBy(desc(paymentEvents.receivedAt))
    .limit(limit);
}

/** The numbers of these orders (and of the orders of these payments), by id. */
export async function orderNumbers(db: Tx, ids: { orderIds?: readonly string[]; paymentIds?: readonly string[] }): Promise<{ byOrder: Map<string, string>; byPayment: Map<string, string> }> {
  const orderIds = [...(ids.orderIds ?? [])];
  const paymentIds = [...(ids.paymentIds ?? [])];
  const [ordered, paid] = await Promise.all([
    orderIds.length > 0 ? db.select({ id: orders.id, orderNo: orders.orderNo }).from(orders).where(inArray(orders.id, orderIds)) : [],
    paymentIds.length > 0
      ? db.select({ id: payments.id, orderNo: orders.orderNo }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(inArray(payments.id, paymentIds))
      : [],
  ]);
  return { byOrder: new Map(ordered.map((r) => [r.id, r.orderNo])), byPayment: new Map(paid.map((r) => [r.id, r.orderNo])) };
}

/** An order a partner's report counts (docs/CONSOLE.md#partners): paid, attributed to the partner when placed. */
export interface PartnerOrder {
  id: string;
  orderNo: string;
  paidAt: Date;
  merchantSubId: string | null;
  amountUsdMinor: number;
  refundedMinor: number;
}

const partnerOrderColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  paidAt: sql<Date>`${orders.paidAt}`.mapWith(orders.paidAt),
  merchantSubId: orders.merchantSubId,
  amountUsdMinor: orders.amountUsdMinor,
  refundedMinor: orders.refundedMinor,
};

/**
 * The orders of merchant `merchantId` paid in [from, until), oldest first (`orders_merchant_idx`).
 * `share` holds them until the caller's transaction ends, so a refund waits for an approval
 * that reads what was kept of them (and the approval sees a refund that came first).
 */
export function partnerOrders(db: Tx, merchantId: number, from: Date, until: Date, share = false): Promise<PartnerOrder[]> {
  const query = db
    .select(partnerOrderColumns)
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), isNotNull(orders.paidAt), gte(orders.paidAt, from), lt(orders.paidAt, until)))
    .orderBy(asc(orders.paidAt), asc(orders.orderNo));
  return share ? query.for("share") : query;
}

/** One paid order of the merchant by its number, held like `partnerOrders` does; null when it is not the merchant's. */
export async function partnerOrder(db: Tx, merchantId: number, orderNo: string): Promise<PartnerOrder | null> {
  const [row] = await db
    .select(partnerOrderColumns)
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.orderNo, orderNo), isNotNull(orders.paidAt)))
    .for("share");
  return row ?? null;
}

/** The console dashboard's figures of orders paid in [from, until): their amounts, how many, and what has gone back of them so far. */
export interface SalesTotals {
  salesUsdMinor: number;
  orders: number;
  refundedUsdMinor: number;
}

export interface SalesOfArea {
  areaSlug: string;
  salesUsdMinor: number;
  orders: number;
}

export interface SalesOfDay {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  salesUsdMinor: number;
  orders: number;
}

// Every paid order has its paidAt, whatever became of it later (delivered, refunded), so "paid in
// the period" is a range on `orders_paid_at_idx`. Sums come back as text or bigint by driver: Number() reads both.
const paidIn = (from: Date, until: Date) => and(isNotNull(orders.paidAt), gte(orders.paidAt, from), lt(orders.paidAt, until));
const salesSum = sql<string>`coalesce(sum(${orders.amountUsdMinor}), 0)`;
const orderCount = sql<string>`count(*)`;

export async function salesTotals(db: Tx, from: Date, until: Date): Promise<SalesTotals> {
  const [row] = await db
    .select({ sales: salesSum, orders: orderCount, refunded: sql<string>`coalesce(sum(${orders.refundedMinor}), 0)` })
    .from(orders)
    .where(paidIn(from, until));
  return { salesUsdMinor: Number(row?.sales ?? 0), orders: Number(row?.orders ?? 0), refundedUsdMinor: Number(row?.refunded ?? 0) };
}

/** The areas that sold the most in the period, most first (the slug breaks ties). */
export async function salesByArea(db: Tx, from: Date, until: Date, limit: number): Promise<SalesOfArea[]> {
  const rows = await db
    .select({ areaSlug: orders.areaSlug, sales: salesSum, orders: orderCount })
    .from(orders)
    .where(paidIn(from, until))
    .groupBy(orders.areaSlug)
    .orderBy(desc(salesSum), asc(orders.areaSlug))
    .limit(limit);
  return rows.map((r) => ({ areaSlug: r.areaSlug, salesUsdMinor: Number(r.sales), orders: Number(r.orders) }));
}

/** Sales and orders per UTC day of the period; days without a paid order are left out. */
export async function salesByDay(db: Tx, from: Date, until: Date): Promise<SalesOfDay[]> {
  const day = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db.select({ day, sales: salesSum, orders: orderCount }).from(orders).where(paidIn(from, until)).groupBy(day).orderBy(day);
  return rows.map((r) => ({ day: r.day, salesUsdMinor: Number(r.sales), orders: Number(r.orders) }));
}

/**
 * Orders that have reached each stage, all time, and failed payments by reason: the metrics'
 * business series (docs/OPERATIONS.md#metrics). The stamps and terminal states only move
 * forward, so each figure only grows (an erased account's orders are kept, anonymised).
 */
export async function lifecycleTotals(db: Tx): Promise<{ orders: Record<"placed" | "paid" | "delivered" | "refunded", number>; paymentFailures: Array<{ reason: string; count: number }> }> {
  const [row] = await db
    .select({
      placed: orderCount,
      paid: sql<string>`count(${orders.paidAt})`,
      delivered: sql<string>`count(${orders.deliveredAt})`,
      refunded: sql<string>`count(*) filter (where ${inArray(orders.status, ["REFUNDING", "REFUNDED"])})`,
    })
    .from(orders);
  const failures = await db
    .select({ reason: sql<string>`coalesce(${payments.failureCode}, 'unknown')`, count: sql<string>`count(*)` })
    .from(payments)
    .where(eq(payments.status, "FAILED"))
    .groupBy(sql`1`);
  return {
    orders: { placed: Number(row?.placed ?? 0), paid: Number(row?.paid ?? 0), delivered: Number(row?.delivered ?? 0), refunded: Number(row?.refunded ?? 0) },
    paymentFailures: failures.map((f) => ({ reason: f.reason, count: Number(f.count) })),
  };
}
