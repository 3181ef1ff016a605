/**
 * Binds the checkout's job kinds (checkout-jobs.ts) to the steps that run them. Every payload is
 * checked before its step runs: a malformed one is a failed attempt with a clear error, never a
 * step run on `undefined`.
 */
import { z } from "zod";
import type { JobWorker } from "../jobs/index.ts";
import {
  DELIVERY_MAIL_JOB,
  DISABLE_ESIM_JOB,
  EXPIRE_JOB,
  FAILED_DELIVERY_MAIL_JOB,
  PROVISION_JOB,
  RECEIPT_JOB,
  RECHARGE_EXPIRE_JOB,
  REFUND_JOB,
  TOPUP_FAILED_MAIL_JOB,
  TOPUP_JOB,
} from "./checkout-jobs.ts";
import type { Fulfilment } from "./fulfilment.ts";
import type { Orders } from "./orders.ts";
import type { Receipts } from "./receipts.ts";
import type { Recharges } from "./recharges.ts";
import type { Refunds } from "./refunds.ts";
import type { TopupDelivery } from "./topup-delivery.ts";

const OrderPayload = z.object({ orderId: z.string() });
const PaymentPayload = z.object({ paymentId: z.string() });
const RechargePayload = z.object({ rechargeId: z.string() });
const ReceiptPayload = z.union([OrderPayload, RechargePayload.extend({ paymentId: z.string().optional() })]);

function parse<T>(schema: z.ZodType<T>, kind: string, payload: Record<string, unknown>): T {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new Error(`job ${kind}: malformed payload (${parsed.error.issues[0]?.message ?? "invalid"})`);
  return parsed.data;
}

export interface CheckoutSteps {
  fulfilment: Fulfilment;
  refunds: Refunds;
  topupDelivery: TopupDelivery;
  receipts: Receipts;
  orders: Pick<Orders, "cancelUnpaid">;
  recharges: Pick<Recharges, "expire">;
}

export function registerCheckoutJobs(worker: JobWorker, steps: CheckoutSteps): void {
  const orderId = (kind: string, payload: Record<string, unknown>) => parse(OrderPayload, kind, payload).orderId;
  const { fulfilment, refunds, topupDelivery } = steps;

  worker.register(PROVISION_JOB, {
    run: (payload) => fulfilment.provision(orderId(PROVISION_JOB, payload)),
    giveUp: (payload, lastError) => fulfilment.provisionGaveUp(orderId(PROVISION_JOB, payload), lastError),
  });
  worker.register(DELIVERY_MAIL_JOB, { run: (payload) => fulfilment.deliveryMail(orderId(DELIVERY_MAIL_JOB, payload)) });
  worker.register(FAILED_DELIVERY_MAIL_JOB, { run: (payload) => fulfilment.notDeliveredMail(orderId(FAILED_DELIVERY_MAIL_JOB, payload)) });

  worker.register(TOPUP_JOB, {
    run: async (payload) => {
      await topupDelivery.apply(orderId(TOPUP_JOB, payload));
    },
    giveUp: (payload, lastError) => topupDelivery.gaveUp(orderId(TOPUP_JOB, payload), lastError),
  });
  worker.register(TOPUP_FAILED_MAIL_JOB, { run: (payload) => topupDelivery.failedMail(orderId(TOPUP_FAILED_MAIL_JOB, payload)) });

  worker.register(REFUND_JOB, {
    run: (payload) => refunds.runRefund(parse(PaymentPayload, REFUND_JOB, payload).paymentId),
    giveUp: async (payload, lastError) => refunds.refundGaveUp(parse(PaymentPayload, REFUND_JOB, payload).paymentId, lastError),
  });
  worker.register(DISABLE_ESIM_JOB, {
    run: (payload) => refunds.disableRefundedEsim(orderId(DISABLE_ESIM_JOB, payload)),
    giveUp: async (payload, lastError) => refunds.disableGaveUp(orderId(DISABLE_ESIM_JOB, payload), lastError),
  });

  worker.register(RECEIPT_JOB, {
    run: async (payload) => {
      const receipt = parse(ReceiptPayload, RECEIPT_JOB, payload);
      if ("orderId" in receipt) await steps.receipts.orderMail(receipt.orderId);
      else await steps.receipts.rechargeMail(receipt.rechargeId);
    },
  });
  worker.register(EXPIRE_JOB, { run: (payload) => steps.orders.cancelUnpaid(orderId(EXPIRE_JOB, payload)) });
  worker.register(RECHARGE_EXPIRE_JOB, { run: (payload) => steps.recharges.expire(parse(RechargePayload, RECHARGE_EXPIRE_JOB, payload).rechargeId) });
}
