/**
 * Binds the checkout's job kinds (checkout-jobs.ts) to the steps that run them. The worker checks
 * every payload against its kind's schema first: a malformed one is a failed attempt with a clear
 * error, never a step run on `undefined`.
 */
import type { JobWorker } from "../jobs/index.ts";
import {
  cancelEsimJob,
  deliveryMailJob,
  disableEsimJob,
  expireOrderJob,
  expireRechargeJob,
  failedDeliveryMailJob,
  provisionJob,
  receiptJob,
  refundJob,
  staffRefundJob,
  topupFailedMailJob,
  topupJob,
} from "./checkout-jobs.ts";
import type { Fulfilment } from "./fulfilment.ts";
import type { Orders } from "./orders.ts";
import type { Receipts } from "./receipts.ts";
import type { Recharges } from "./recharges.ts";
import type { Refunds } from "./refunds.ts";
import type { StaffFulfilment } from "./staff-fulfilment.ts";
import type { TopupDelivery } from "./topup-delivery.ts";

export interface CheckoutSteps {
  fulfilment: Fulfilment;
  refunds: Refunds;
  topupDelivery: TopupDelivery;
  receipts: Receipts;
  orders: Pick<Orders, "cancelUnpaid">;
  recharges: Pick<Recharges, "expire">;
  staffFulfilment: Pick<StaffFulfilment, "cancelAtProvider">;
  log: { error(obj: object, msg: string): void };
}

export function registerCheckoutJobs(worker: JobWorker, steps: CheckoutSteps): void {
  const { fulfilment, refunds, topupDelivery } = steps;

  worker.register(provisionJob, {
    run: ({ orderId }) => fulfilment.provision(orderId),
    giveUp: ({ orderId }, lastError) => fulfilment.provisionGaveUp(orderId, lastError),
  });
  worker.register(deliveryMailJob, { run: ({ orderId }) => fulfilment.deliveryMail(orderId) });
  worker.register(failedDeliveryMailJob, { run: ({ orderId }) => fulfilment.notDeliveredMail(orderId) });

  worker.register(topupJob, {
    run: async ({ orderId }) => void (await topupDelivery.apply(orderId)),
    giveUp: ({ orderId }, lastError) => topupDelivery.gaveUp(orderId, lastError),
  });
  worker.register(topupFailedMailJob, { run: ({ orderId }) => topupDelivery.failedMail(orderId) });

  worker.register(refundJob, {
    run: ({ paymentId }) => refunds.runRefund(paymentId),
    giveUp: async ({ paymentId }, lastError) => refunds.refundGaveUp(paymentId, lastError),
  });
  worker.register(staffRefundJob, {
    run: ({ refundId }) => refunds.runStaffRefund(refundId),
    giveUp: async ({ refundId }, lastError) => refunds.staffRefundGaveUp(refundId, lastError),
  });
  worker.register(disableEsimJob, {
    run: ({ orderId }) => refunds.disableRefundedEsim(orderId),
    giveUp: async ({ orderId }, lastError) => refunds.disableGaveUp(orderId, lastError),
  });

  worker.register(receiptJob, {
    run: (payload) => ("orderId" in payload ? steps.receipts.orderMail(payload.orderId) : steps.receipts.rechargeMail(payload.rechargeId)),
  });
  worker.register(cancelEsimJob, {
    run: ({ orderId }) => steps.staffFulfilment.cancelAtProvider(orderId),
    giveUp: async ({ orderId }, lastError) => steps.log.error({ orderId, lastError }, "cancelling an eSIM at the supplier, as staff asked, failed repeatedly: cancel it there by hand"),
  });
  worker.register(expireOrderJob, { run: ({ orderId }) => steps.orders.cancelUnpaid(orderId) });
  worker.register(expireRechargeJob, { run: ({ rechargeId }) => steps.recharges.expire(rechargeId) });
}
