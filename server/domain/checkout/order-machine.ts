/**
 * The order's state machine (docs/CHECKOUT.md#order-states) as data: every allowed move, and
 * nothing else. Services ask `nextOrderStatus` under the order's row lock and treat `null` as
 * "already moved on or not allowed": the second of two racing callers changes nothing.
 */
import type { OrderStatus } from "../../../shared/order-states.ts";

export type OrderEvent =
  /** The payment succeeded with the order's amount and currency. */
  | "paymentSucceeded"
  /** 24 hours passed without payment. */
  | "expired"
  /** The eSIM was provisioned and recorded. */
  | "provisioned"
  /** Provisioning failed for good: the money goes back. */
  | "provisioningGaveUp"
  /** The buyer asked for a refund while the eSIM was untouched. */
  | "refundRequested"
  /**
   * Staff refunds reached the whole amount paid (docs/CHECKOUT.md#staff-refunds): REFUNDING while
   * a card part is still with the provider, REFUNDED (`refunded`) once all of it is back. A staff
   * refund of part of the amount leaves the order's state as it is.
   */
  | "refundedInFull"
  /** The provider confirmed the refund, and none of the order's money is out any more. */
  | "refunded";

const MOVES: Readonly<Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>>> = {
  AWAITING_PAYMENT: { paymentSucceeded: "PAID", expired: "CANCELLED" },
  PAID: { provisioned: "DELIVERED", provisioningGaveUp: "REFUNDING", refundedInFull: "REFUNDING" },
  DELIVERED: { refundRequested: "REFUNDING", refundedInFull: "REFUNDING" },
  REFUNDING: { refunded: "REFUNDED" },
  REFUNDED: {},
  CANCELLED: {},
};

export function nextOrderStatus(from: OrderStatus, event: OrderEvent): OrderStatus | null {
  return MOVES[from][event] ?? null;
}

/** How long an unpaid order waits for its payment before it is cancelled. */
export const UNPAID_ORDER_TTL_MS = 24 * 3_600_000;
