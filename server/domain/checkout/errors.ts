/** Business failures of orders, answered with HTTP 200 and `success: false` (docs/PRODUCT.md#api-answers). */
export const ORDER_ERRORS = [
  /** A daily plan needs 1 to 30 days; other plans take none. */
  "DAYS_INVALID",
  /** The Idempotency-Key header is missing or not 16-64 of A-Z a-z 0-9 _ -. */
  "IDEMPOTENCY_KEY_INVALID",
  /** The same Idempotency-Key was used for a different order. */
  "ORDER_IDEMPOTENCY_CONFLICT",
  /** A guest must say where the eSIM is sent. */
  "ORDER_EMAIL_REQUIRED",
  /** No such order, or not this visitor's (the same answer: an order number reveals nothing). */
  "ORDER_NOT_FOUND",
  /** The order is paid, cancelled or refunded: there is nothing to pay. */
  "ORDER_NOT_PAYABLE",
  /** The eSIM was installed or its validity has started: it can no longer be refunded. */
  "REFUND_NOT_ALLOWED",
  /**
   * The supplier cannot fulfil this plan now (docs/SUPPLIERS.md#before-a-payment-starts): it no
   * longer sells the package, or the store's prepaid balance there does not cover its cost.
   * Refused before the order is written: nothing is charged.
   */
  "PLAN_TEMPORARILY_UNAVAILABLE",
] as const;

export type OrderError = (typeof ORDER_ERRORS)[number];

/** Business failures of payments, answered with HTTP 200 and `success: false` (docs/PRODUCT.md#api-answers). */
export const PAYMENT_ERRORS = [
  /**
   * A payment method the storefront's client names but this store cannot take (Adyen's or
   * Nuvei's call while another provider is configured, docs/CHECKOUT.md#providers); the
   * storefront shows "Payment is unavailable, please contact customer service".
   */
  "RT_NOBEL_ERROR_10031",
] as const;

export type PaymentError = (typeof PAYMENT_ERRORS)[number];

/**
 * Refusals of the console's fulfilment actions on a stuck order (docs/CONSOLE.md#fulfilment-actions,
 * staff-fulfilment.ts), besides ORDER_NOT_FOUND and the staff's STAFF_FORBIDDEN.
 */
export const FULFILMENT_ACTION_ERRORS = [
  /** The order has no delivered eSIM to act on: not paid yet, still being fulfilled, refunded, or a top-up. */
  "ORDER_NOT_DELIVERED",
  /** The install mail of this order went out again three times in the last hour. */
  "INSTALL_MAIL_LIMITED",
  /** Only a paid order still waiting for its eSIM or top-up can be retried. */
  "FULFILMENT_NOT_PENDING",
  /** The order has no eSIM (yet), or it is switched off. */
  "ESIM_NOT_FOUND",
  /** The eSIM was downloaded or has been used: it can no longer be cancelled. */
  "ESIM_IN_USE",
  /** The eSIM provider did not answer; nothing was changed. */
  "ESIM_PROVIDER_UNAVAILABLE",
] as const;

export type FulfilmentActionError = (typeof FULFILMENT_ACTION_ERRORS)[number] | "ORDER_NOT_FOUND" | "STAFF_FORBIDDEN";

/**
 * Business failures of a staff refund from the operator console (docs/CHECKOUT.md#staff-refunds),
 * beside ORDER_NOT_FOUND, IDEMPOTENCY_KEY_INVALID and the staff's STAFF_FORBIDDEN.
 */
export const REFUND_ERRORS = [
  /** The amount is not a whole number of USD minor units above zero. */
  "REFUND_AMOUNT_INVALID",
  /** The amount is more than is left to refund: what was paid less what was refunded already. */
  "REFUND_AMOUNT_TOO_LARGE",
  /** The order is waiting for its payment, or was cancelled unpaid: no money came in. */
  "ORDER_NOT_PAID",
  /** The reason is not one of REFUND_REASONS (shared/refund-reasons.ts). */
  "REFUND_REASON_INVALID",
  /** The note is longer than REFUND_NOTE_MAX characters, or holds control characters. */
  "REFUND_NOTE_INVALID",
  /** The same idempotency key was used for another refund (amount, reason, note, notice or member differ). */
  "REFUND_IDEMPOTENCY_CONFLICT",
] as const;

export type RefundError = (typeof REFUND_ERRORS)[number];
