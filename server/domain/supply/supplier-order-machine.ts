/**
 * What the store asked a supplier for, per order (docs/SUPPLIERS.md#fulfilment), as a state
 * machine. The rule it keeps: a request that may have reached the supplier (`SENDING`) is sent
 * again only after a reconcile found nothing at the supplier, so one paid order never buys two
 * eSIMs, whatever times out, crashes or answers twice.
 *
 * - `SENDING`: the request left, or is about to; until its answer is recorded, its fate is unknown.
 * - `PLACED`: the supplier took it (its order number is known); the profile may still be allocated.
 * - `REFUSED`: the supplier said no (or a reconcile found nothing): nothing was bought; it may be sent again.
 * - `DONE`: the eSIM (or the top-up) was obtained.
 * - `ABANDONED`: the order was settled without it (refunded); anything left at the supplier was cancelled where it could be.
 */

import type { SupplierOrderState } from "../../../shared/supply-states.ts";

export { SUPPLIER_ORDER_STATES, type SupplierOrderState } from "../../../shared/supply-states.ts";

export type SupplierOrderEvent =
  /** A request is sent (again). */
  | "send"
  /** The supplier answered that it took the order, or a reconcile found it. */
  | "placed"
  /** The supplier refused it, or a reconcile found no order with our reference. */
  | "refused"
  /** The profile (or the top-up) is there. */
  | "obtained"
  /** Settled without it. */
  | "abandon";

const MOVES: Readonly<Record<SupplierOrderState, Partial<Record<SupplierOrderEvent, SupplierOrderState>>>> = {
  // No `send` from SENDING: only a reconcile (placed or refused) leaves it.
  SENDING: { placed: "PLACED", refused: "REFUSED", obtained: "DONE", abandon: "ABANDONED" },
  PLACED: { obtained: "DONE", abandon: "ABANDONED" },
  REFUSED: { send: "SENDING", abandon: "ABANDONED" },
  DONE: {},
  ABANDONED: {},
};

export function nextSupplierOrderState(from: SupplierOrderState, event: SupplierOrderEvent): SupplierOrderState | null {
  return MOVES[from][event] ?? null;
}

/** States from which no request will ever be sent again. */
export const isSettled = (state: SupplierOrderState): boolean => state === "DONE" || state === "ABANDONED";
