/**
 * The states of an order, a payment attempt and an eSIM (docs/CHECKOUT.md). Shared: the server
 * stores them, the orders page words them.
 */
/** docs/CHECKOUT.md#order-states */
export const ORDER_STATUSES = ["AWAITING_PAYMENT", "PAID", "DELIVERED", "REFUNDING", "REFUNDED", "CANCELLED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** docs/CHECKOUT.md#payment */
export const PAYMENT_STATUSES = ["CREATED", "PENDING", "SUCCEEDED", "FAILED", "REFUNDING", "REFUNDED"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** docs/CHECKOUT.md#staff-refunds: a staff refund's card part is with the provider (REFUNDING), or all of it is back (REFUNDED). */
export const REFUND_STATUSES = ["REFUNDING", "REFUNDED"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** docs/CHECKOUT.md#esim: an eSIM's install state. */
export const INSTALL_STATES = ["UNDOWNLOAD", "DOWNLOAD", "INSTALLED", "ENABLED", "DISABLED", "DELETED"] as const;
export type InstallState = (typeof INSTALL_STATES)[number];

/** docs/CHECKOUT.md#esim: an eSIM's validity state. */
export const VALIDITY_STATES = ["VALID", "INUSE", "TIME_FINISHED", "USAGE_FINISHED", "EXPIRED"] as const;
export type ValidityState = (typeof VALIDITY_STATES)[number];

/** docs/CHECKOUT.md#order-states: the payment state the buyer sees. */
export const BUYER_PAYMENT_STATES = ["PAID", "REFUNDING", "REFUNDED"] as const;
export type BuyerPaymentState = (typeof BUYER_PAYMENT_STATES)[number];

/** docs/WALLET.md#top-ups: an order buys a new eSIM, or more data and days for one already delivered. */
export const ORDER_KINDS = ["esim", "topup"] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** docs/WALLET.md#credit-plans: a recharge is credited once, or cancelled when left unpaid. */
export const RECHARGE_STATUSES = ["AWAITING_PAYMENT", "CREDITED", "CANCELLED"] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];
