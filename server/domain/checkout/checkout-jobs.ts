/**
 * The durable jobs of an order's life (docs/CHECKOUT.md#durable-jobs): each kind with the schema
 * of its payload (`defineJob`), enqueued by the checkout's steps in the same transaction as the
 * state move that causes them, and run by the handlers `registerCheckoutJobs` (checkout-handlers.ts)
 * binds. The kind strings are stored in the `jobs` table: never rename one.
 */
import { z } from "zod";
import { defineJob } from "../jobs/index.ts";

const ORDER = z.object({ orderId: z.string().min(1) });

/** Provisioning tries: with the queue's back-off (5 s doubling, 10 min cap) about half an hour in all. */
export const PROVISION_ATTEMPTS = 10;
/** Provisions a paid order's eSIM (fulfilment.ts). */
export const provisionJob = defineJob("order.provision", ORDER, { maxAttempts: PROVISION_ATTEMPTS });
/** Applies a paid top-up to its eSIM (topup-delivery.ts); as many tries as provisioning. */
export const topupJob = defineJob("order.topup", ORDER, { maxAttempts: PROVISION_ATTEMPTS });
/** The receipt mail of a paid order, or of a credited recharge (receipts.ts). */
export const receiptJob = defineJob("mail.receipt", z.union([ORDER, z.object({ rechargeId: z.string().min(1), paymentId: z.string().optional() })]));
/** Asks the provider to send a refunding payment's money back (refunds.ts). */
export const refundJob = defineJob("payment.refund", z.object({ paymentId: z.string().min(1) }));
/** Asks the provider to send a staff refund's card part back (refunds.ts, docs/CHECKOUT.md#staff-refunds). */
export const staffRefundJob = defineJob("refund.staff", z.object({ refundId: z.string().min(1) }));
/**
 * Switches off the eSIM of an order refunded without a card payment (paid from the balance, or
 * free with a promo code): the card path does it in the refund job.
 */
export const disableEsimJob = defineJob("order.disable-esim", ORDER);
/** The mail that delivers the eSIM, with a fresh link key. */
export const deliveryMailJob = defineJob("order.delivery-mail", ORDER);
/** The mail telling the buyer the eSIM could not be delivered and the order is refunded. */
export const failedDeliveryMailJob = defineJob("order.not-delivered-mail", ORDER);
/** The mail telling the buyer a top-up could not be added and is refunded. */
export const topupFailedMailJob = defineJob("order.topup-failed-mail", ORDER);
/**
 * Cancels a delivered, unused eSIM at the provider, as a member of staff asked
 * (staff-fulfilment.ts): the provider is never called inside the transaction that records the
 * request, and the job's key makes one cancellation however often it is asked for.
 */
export const cancelEsimJob = defineJob("order.cancel-esim", ORDER);
/** Cancels an order left unpaid for a day. */
export const expireOrderJob = defineJob("order.expire", ORDER);
/** Cancels a recharge left unpaid for a day. */
export const expireRechargeJob = defineJob("recharge.expire", z.object({ rechargeId: z.string().min(1) }));
