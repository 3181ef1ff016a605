/**
 * The durable jobs of an order's life (docs/CHECKOUT.md#durable-jobs): each kind, what its payload
 * holds, and how many tries it gets. They are enqueued by the checkout's steps in the same
 * transaction as the state move that causes them, and run by the handlers `registerCheckoutJobs`
 * (checkout-service.ts) binds. The kind strings are stored in the `jobs` table: never rename one.
 */

/** Provisions a paid order's eSIM (fulfilment.ts). */
export const PROVISION_JOB = "order.provision";
/** Provisioning tries: with the queue's back-off (5 s doubling, 10 min cap) about half an hour in all. */
export const PROVISION_ATTEMPTS = 10;
/** Applies a paid top-up to its eSIM (topup-delivery.ts); as many tries as provisioning. */
export const TOPUP_JOB = "order.topup";
/** The receipt mail of a paid order or a credited recharge (receipts.ts); payload `{ orderId }` or `{ rechargeId }`. */
export const RECEIPT_JOB = "mail.receipt";
/** Asks the provider to send a refunding payment's money back (refunds.ts). */
export const REFUND_JOB = "payment.refund";
/**
 * Switches off the eSIM of an order refunded without a card payment (paid from the balance, or
 * free with a promo code): the card path does it in the refund job.
 */
export const DISABLE_ESIM_JOB = "order.disable-esim";
/** The mail that delivers the eSIM, with a fresh link key. */
export const DELIVERY_MAIL_JOB = "order.delivery-mail";
/** The mail telling the buyer the eSIM could not be delivered and the order is refunded. */
export const FAILED_DELIVERY_MAIL_JOB = "order.not-delivered-mail";
/** The mail telling the buyer a top-up could not be added and is refunded. */
export const TOPUP_FAILED_MAIL_JOB = "order.topup-failed-mail";
/** Cancels an order left unpaid for a day. */
export const EXPIRE_JOB = "order.expire";
/** Cancels a recharge left unpaid for a day. */
export const RECHARGE_EXPIRE_JOB = "recharge.expire";
