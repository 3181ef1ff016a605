/**
 * What happens when an order is paid in full, whoever paid it (a card payment's success, or the
 * balance at placement): the order moves to PAID, and in the same transaction the job that
 * fulfils it (a new eSIM, or a top-up of one) and the receipt mail are enqueued, each once.
 */
import type { JobQueue } from "../jobs/job-types.ts";
import { transitionOrder, type Tx } from "./orders-repository.ts";

/** The job that provisions a paid order's eSIM (server/domain/orders/fulfilment.ts runs it). */
export const PROVISION_JOB = "order.provision";
/** Provisioning tries: with the queue's back-off (5 s doubling, 10 min cap) about half an hour in all. */
export const PROVISION_ATTEMPTS = 10;
/** The job that applies a paid top-up to its eSIM (server/domain/topups runs it). */
export const TOPUP_JOB = "order.topup";
/** The receipt mail of a paid order or a credited recharge (server/domain/mail/receipts.ts); payload `{ orderId }` or `{ rechargeId }`. */
export const RECEIPT_JOB = "mail.receipt";

/** Marks the order paid; false when it is no longer awaiting payment (paid by another attempt, or cancelled). */
export type OrderPaid = (tx: Tx, orderId: string, at: Date) => Promise<boolean>;

export function createOrderPaid(jobs: JobQueue): OrderPaid {
  return async (tx, orderId, at) => {
    const paid = await transitionOrder(tx, orderId, "paymentSucceeded", at);
    if (!paid) return false;
    if (paid.row.kind === "topup") {
      await jobs.enqueue(tx, { kind: TOPUP_JOB, key: `topup:${orderId}`, payload: { orderId }, maxAttempts: PROVISION_ATTEMPTS });
    } else {
      await jobs.enqueue(tx, { kind: PROVISION_JOB, key: `provision:${orderId}`, payload: { orderId }, maxAttempts: PROVISION_ATTEMPTS });
    }
    await jobs.enqueue(tx, { kind: RECEIPT_JOB, key: `receipt:order:${orderId}`, payload: { orderId } });
    return true;
  };
}
