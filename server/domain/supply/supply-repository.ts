/**
 * The `supplier_orders` and `supplier_events` tables (docs/SUPPLIERS.md#fulfilment). Every move
 * of a supplier order goes through `moveSupplierOrder`: a conditional update from the state it
 * was read in, so two runs of one job (a claim that expired) cannot both send.
 */
import { and, eq, or } from "drizzle-orm";
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
