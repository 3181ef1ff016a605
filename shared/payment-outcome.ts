/**
 * Where a buyer coming back from the payment page goes (PRODUCT.md#checkout): one rule for the
 * /transit page's server check and its polling in the browser.
 */
import type { OrderStatus, PaymentStatus } from "./order-states.ts";

/**
 * `paid` once the order was paid (delivered or not, even refunded since: the success page shows
 * which); `failed` when its latest attempt failed or the order expired unpaid; null while the
 * provider has not decided.
 */
export function paymentOutcome(order: OrderStatus, latestPayment: PaymentStatus | null): "paid" | "failed" | null {
  if (order !== "AWAITING_PAYMENT" && order !== "CANCELLED") return "paid";
  return order === "CANCELLED" || latestPayment === "FAILED" ? "failed" : null;
}
