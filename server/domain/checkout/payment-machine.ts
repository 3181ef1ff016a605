/**
 * A payment attempt's state machine (docs/CHECKOUT.md#payment). Provider events arrive twice,
 * late and out of order: a move that is not listed here is ignored, so a payment never goes
 * backwards (a "pending" after "succeeded" changes nothing). The one way out of FAILED is a
 * success: if the provider took the money, the store must know.
 */
import type { PaymentStatus } from "../../../shared/order-states.ts";

export type PaymentEvent =
  /** The buyer is on the hosted page or in a 3-D Secure challenge. */
  | "pending"
  /** Succeeded with the expected amount and currency. */
  | "succeeded"
  /** Declined, cancelled, expired, or succeeded with an amount or currency that differs. */
  | "failed"
  /** A refund was sent to the provider. */
  | "refundSent"
  /** The provider confirmed the refund. */
  | "refunded";

const MOVES: Readonly<Record<PaymentStatus, Partial<Record<PaymentEvent, PaymentStatus>>>> = {
  CREATED: { pending: "PENDING", succeeded: "SUCCEEDED", failed: "FAILED" },
  PENDING: { succeeded: "SUCCEEDED", failed: "FAILED" },
  SUCCEEDED: { refundSent: "REFUNDING" },
  REFUNDING: { refunded: "REFUNDED" },
  // The provider's word that money was taken wins over an earlier failure (events out of order,
  // or a decline the buyer fixed on the same hosted page): money is never left unaccounted for.
  FAILED: { succeeded: "SUCCEEDED" },
  REFUNDED: {},
};

export function nextPaymentStatus(from: PaymentStatus, event: PaymentEvent): PaymentStatus | null {
  return MOVES[from][event] ?? null;
}

/** A payment that is still waiting for the provider's final word. */
export const isOpenPayment = (status: PaymentStatus): boolean => status === "CREATED" || status === "PENDING";
