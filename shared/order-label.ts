/**
 * The label of an order on the orders page (PRODUCT.md#order-labels, docs/CHECKOUT.md#esim "Label"):
 * derived from the payment state the buyer sees and the eSIM's validity and install states.
 * Returns a key; the page words it in the visitor's language.
 */
import type { BuyerPaymentState, InstallState, ValidityState } from "./order-states.ts";

export const ORDER_LABELS = [
  "refunded",
  "refunding",
  "timeFinished",
  "usageFinished",
  "expired",
  "undownload",
  "inactive",
  "deleted",
  "active",
  "preparing",
] as const;
export type OrderLabel = (typeof ORDER_LABELS)[number];

export interface OrderLabelInput {
  payment: BuyerPaymentState;
  /** Null while the order's eSIM is still being provisioned. */
  validity: ValidityState | null;
  install: InstallState | null;
}

/** The table's rows in order; the first that applies wins. */
export function orderLabel({ payment, validity, install }: OrderLabelInput): OrderLabel {
  if (payment === "REFUNDED") return "refunded";
  if (payment === "REFUNDING") return "refunding";
  if (validity === "TIME_FINISHED") return "timeFinished";
  if (validity === "USAGE_FINISHED") return "usageFinished";
  if (validity === "EXPIRED") return "expired";
  // Paid, and the eSIM not there yet: the table has no row, CHECKOUT.md says "Preparing".
  if (validity === null || install === null) return "preparing";
  if (install === "UNDOWNLOAD") return "undownload";
  if (install === "DELETED") return "deleted";
  // VALID: the profile is on a phone but its validity has not started.
  return validity === "VALID" ? "inactive" : "active";
}
