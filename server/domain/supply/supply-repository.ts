/**
 * The `supplier_orders` and `supplier_events` tables (docs/SUPPLIERS.md#fulfilment). Every move
 * of a supplier order goes through `moveSupplierOrder`: a conditional update from the state it
 * was read in, so two runs of one job (a claim that expired) cannot both send.
 */
import { and, desc, eq, gte, inArray, like, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { supplierEvents, supplierOrders } from "../../db/schema.ts";
import { nextSupplierOrderState, type SupplierOrderEvent } from "./supplier-order-machine.ts";

export type SupplierOrderRow = typeof supplierOrders.$inferSelect;
export type SupplierEventRow = typeof supplierEvents.$inferSelect;

export async function supplierOrderFor(db: Db, orderId: string): Promise<SupplierOrderRow | null> {
  const [row] = await db.select().from(supplierOrders).where(eq(supplierOrders.orderId, orderId));
  return row ?? null;
}

/** The order a supplier's event names, by its order number or by our reference. */
export async function supplierOrderNamed(db: Db, supplier: string, names: { supplierOrderRef: string; reference: string | null }): Promise<SupplierOrderRow | null> {
  const byRef = eq(supplierOrders.supplierOrderRef, names.supplierOrderRef);
  const [row] = await db
    .select()
    .from(supplierOrders)
    .where(and(eq(supplierOrders.supplier, supplier), names.reference ? or(byRef, eq(supplierOrders.reference, names.reference)) : byRef))
    .limit(1);
  return row ?? null;
}

export interface NewSending {
  orderId: string;
  supplier: string;
  purpose: SupplierOrderRow["purpose"];
  reference: string;
  at: Date;
  dataTotalBytesBefore?: number | null;
}

/**
 * Records that a request is about to leave: a first one (a new row), or one after a refusal.
 * Null when the row is in any other state: another run got there first, and this one must not send.
 */
export async function startSending(db: Db, sending: NewSending): Promise<SupplierOrderRow | null> {
  const [created] = await db
    .insert(supplierOrders)
    .values({
      orderId: sending.orderId,
      supplier: sending.supplier,
      purpose: sending.purpose,
      reference: sending.reference,
      state: "SENDING",
      sends: 1,
      attemptedAt: sending.at,
      dataTotalBytesBefore: sending.dataTotalBytesBefore ?? null,
      createdAt: sending.at,
      updatedAt: sending.at,
    })
    .onConflictDoNothing({ target: supplierOrders.orderId })
    .returning();
  if (created) return created;
  const existing = await supplierOrderFor(db, sending.orderId);
  if (!existing) return null;
  return moveSupplierOrder(db, existing, "send", { attemptedAt: sending.at, sends: existing.sends + 1, dataTotalBytesBefore: sending.dataTotalBytesBefore ?? null }, sending.at);
}

/** Moves the row by `event` from the state it was read in; null when that move is not allowed or the row moved meanwhile. */
export async function moveSupplierOrder(
  db: Db,
  row: SupplierOrderRow,
  event: SupplierOrderEvent,
  set: Partial<Pick<SupplierOrderRow, "supplierOrderRef" | "placedAt" | "attemptedAt" | "sends" | "note" | "dataTotalBytesBefore">>,
  at: Date,
): Promise<SupplierOrderRow | null> {
  const next = nextSupplierOrderState(row.state, event);
  if (!next) return null;
  const [moved] = await db
    .update(supplierOrders)
    .set({ ...set, state: next, updatedAt: at })
    .where(and(eq(supplierOrders.orderId, row.orderId), eq(supplierOrders.state, row.state)))
    .returning();
  return moved ?? null;
}

/** Notes what happened without a move (a reconcile that cannot tell yet, a retryable refusal's reason). */
export async function noteSupplierOrder(db: Db, orderId: string, note: string, at: Date): Promise<void> {
  await db.update(supplierOrders).set({ note, updatedAt: at }).where(eq(supplierOrders.orderId, orderId));
}

// --- For people (docs/CONSOLE.md): an order's timeline and the attention queue ---------------

/** The supplier orders of these orders (an eSIM order's, a top-up's). */
export async function supplierOrdersFor(db: Db, orderIds: readonly string[]): Promise<SupplierOrderRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(supplierOrders).where(inArray(supplierOrders.orderId, [...orderIds]));
}

/** What a supplier's event may name of ours (server/adapters/esim/supplier.ts SupplierEvent). */
export interface EventSubjects {
  /** The supplier's order numbers, and our references (the order ids). */
  supplierOrderRefs: readonly string[];
  references: readonly string[];
  /** The eSIMs' references at the supplier, and their ICCIDs. */
  esimRefs: readonly string[];
  iccids: readonly string[];
}

/**
 * The webhooks that concern these orders and eSIMs, oldest first: an order event names the
 * supplier's order number (and, when the supplier echoes it, our reference, the order's id); an
 * eSIM event names the profile's reference at the supplier and, mostly, its ICCID. The indexes
 * `supplier_events_subject_idx`, `_reference_idx` and `_iccid_idx` answer each.
 */
export async function supplierEventsAbout(db: Db, subjects: EventSubjects): Promise<SupplierEventRow[]> {
  const subject = sql<string | null>`coalesce(${supplierEvents.payload}->>'supplierOrderRef', ${supplierEvents.payload}->>'ref')`;
  const byName = [...subjects.supplierOrderRefs, ...subjects.esimRefs];
  const conditions: SQL[] = [];
  if (byName.length > 0) conditions.push(inArray(subject, byName));
  if (subjects.references.length > 0) conditions.push(inArray(sql`(${supplierEvents.payload}->>'reference')`, [...subjects.references]));
  if (subjects.iccids.length > 0) conditions.push(inArray(sql`(${supplierEvents.payload}->>'iccid')`, [...subjects.iccids]));
  if (conditions.length === 0) return [];
  return db
    .select()
    .from(supplierEvents)
    .where(or(...conditions))
    .orderBy(supplierEvents.receivedAt);
}

/**
 * Supplier orders whose fate an operator must settle (docs/CONSOLE.md#attention-queue): a request
 * whose answer never came (SENDING since before `sendingBefore`: the provisioning job reconciles
 * it, but one left there means the reconcile cannot tell), and a reconcile that found several
 * orders at the supplier under our reference (the extra ones are to be cancelled by hand), the
 * latter since `since`. Newest first.
 */
export function ambiguousSupplierOrders(db: Db, options: { sendingBefore: Date; since: Date; limit: number }): Promise<SupplierOrderRow[]> {
  return db
    .select()
    .from(supplierOrders)
    .where(
      or(
        and(eq(supplierOrders.state, "SENDING"), lte(supplierOrders.attemptedAt, options.sendingBefore)),
        and(like(supplierOrders.note, "several orders%"), gte(supplierOrders.updatedAt, options.since)),
      ),
    )
    .orderBy(desc(supplierOrders.updatedAt))
    .limit(options.limit);
}

/** Webhooks stored since `since` whose handling ignored them, newest first. */
export function ignoredSupplierEventsSince(db: Db, since: Date, limit: number): Promise<SupplierEventRow[]> {
  return db
    .select()
    .from(supplierEvents)
    .where(and(like(supplierEvents.outcome, "ignored%"), gte(supplierEvents.receivedAt, since)))
    .orderBy(desc(supplierEvents.receivedAt))
    .limit(limit);
}
