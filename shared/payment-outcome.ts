/**
 * Where a buyer coming back from the payment page goes (PRODUCT.md#checkout): one rule for the
 * /transit page's server check and its polling in the browser, and for the recharge's result
 * pages (docs/WALLET.md#credit-plans), whose states are named like an order's where they mean the same.
 */
import type { OrderStatus, PaymentStatus, RechargeStatus } from "./order-states.ts";

/**
 * `paid` once the order was paid (delivered or not, even refunded since: the success page shows
 * which) or the recharge credited; `failed` when its latest attempt failed or it expired unpaid;
 * null while the provider has not decided.
 */
export function paymentOutcome(order: OrderStatus | RechargeStatus, latestPayment: PaymentStatus | null): "paid" | "failed" | null {
  if (order !== "AWAITING_PAYMENT" && order !== "CANCELLED") return "paid";
  return order === "CANCELLED" || latestPayment === "FAILED" ? "failed" : null;
}
