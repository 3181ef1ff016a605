/**
 * From a paid order to a delivered eSIM, exactly once (docs/CHECKOUT.md#exactly-once), as
 * durable jobs: provisioning (retried; when it gives up, the money goes back and the buyer is
 * told), refunds, the delivery mail, and cancelling orders left unpaid.
 *
 * Each handler may run more than once (a worker that dies mid-job is replaced after its claim
 * expires), so each one checks the state first and changes it under the row lock: a second run
 * finds the work done and does nothing.
 */
import type { Db } from "../../db/client.ts";
import type { EsimsService } from "../esims/esims-service.ts";
import type { JobQueue, JobWorker } from "../jobs/job-types.ts";
import { enqueueMail } from "../mail/mail-queue.ts";
import { DISABLE_ESIM_JOB, REFUND_JOB, type PaymentsService } from "../payments/payments-service.ts";
import { PROVISION_JOB } from "./order-paid.ts";
import { orderById, transitionOrder } from "./orders-repository.ts";
import { EXPIRE_JOB, type OrdersService } from "./orders-service.ts";

export const DELIVERY_MAIL_JOB = "order.delivery-mail";
export const FAILED_DELIVERY_MAIL_JOB = "order.not-delivered-mail";

export interface FulfilmentDeps {
  db: Db;
  jobs: JobQueue;
  worker: JobWorker;
  orders: OrdersService;
  payments: PaymentsService;
  esims: EsimsService;
  /** The buyer's link to the order, from its number and secret key. */
  orderLink: (order: { orderNo: string; lang: string }, linkKey: string) => string;
  /** The eSIM's top-up page, with the same key: a guest tops up from any device (docs/WALLET.md#a-guest-on-another-device). */
  topupLink?: (order: { orderNo: string; lang: string }, linkKey: string) => string;
  log: { error(obj: object, msg: string): void };
  now?: () => Date;
}

const idOf = (payload: Record<string, unknown>, field: string): string => {
  const value = payload[field];
  if (typeof value !== "string") throw new Error(`job payload without ${field}`);
  return value;
};

export function registerFulfilment(deps: FulfilmentDeps): void {
  const { db, jobs, worker, esims, payments } = deps;
  const now = deps.now ?? (() => new Date());

  worker.register(PROVISION_JOB, {
    async run(payload) {
      const orderId = idOf(payload, "orderId");
      const order = await orderById(db, orderId);
      // Delivered already (a repeat run), or refunded meanwhile: nothing to do.
      if (!order || order.status !== "PAID") return;
      // The order id is the provider's idempotency key: a run after a crash gets the same eSIM.
      const provisioned = await esims.provision(order);
      await db.transaction(async (tx) => {
        await esims.record(tx, orderId, provisioned);
        if (await transitionOrder(tx, orderId, "provisioned", now())) {
          await jobs.enqueue(tx, { kind: DELIVERY_MAIL_JOB, key: `mail:delivery:${orderId}`, payload: { orderId } });
        }
      });
    },
    async giveUp(payload, lastError) {
      const orderId = idOf(payload, "orderId");
      deps.log.error({ orderId, lastError }, "eSIM provisioning gave up: refunding the order");
      if (await payments.refundOrder(orderId, "provisioningGaveUp")) {
        await jobs.enqueue(db, { kind: FAILED_DELIVERY_MAIL_JOB, key: `mail:not-delivered:${orderId}`, payload: { orderId } });
      }
    },
  });

  worker.register(REFUND_JOB, {
    async run(payload) {
      const paymentId = idOf(payload, "paymentId");
      const payment = await payments.payment(paymentId);
      if (!payment) return;
      // When the order itself is refunded, its eSIM stops working before the money goes back. A
      // second payment of an order paid already is refunded too, but the eSIM the first one
      // bought stays the buyer's.
      // A recharge's payment is refunded only when it was paid twice: nothing else to undo.
      const order = payment.orderId ? await orderById(db, payment.orderId) : null;
      const orderRefunded = order?.status === "REFUNDING" || order?.status === "REFUNDED";
      if (order && orderRefunded && (await esims.disableAtProvider(order.id))) await esims.markDisabled(db, order.id);
      await payments.runRefund(paymentId);
    },
    async giveUp(payload, lastError) {
      // Money owed and the provider refusing at every attempt: an operator must look (docs/CHECKOUT.md).
      deps.log.error({ paymentId: payload.paymentId, lastError }, "refund failed repeatedly: needs an operator");
    },
  });

  worker.register(DISABLE_ESIM_JOB, {
    async run(payload) {
      const orderId = idOf(payload, "orderId");
      const order = await orderById(db, orderId);
      // Only a refunded order's eSIM; a top-up order has none of its own (its eSIM stays the buyer's).
      if (order?.status !== "REFUNDED" && order?.status !== "REFUNDING") return;
      if (await esims.disableAtProvider(orderId)) await esims.markDisabled(db, orderId);
    },
    async giveUp(payload, lastError) {
      // The money is back but the eSIM still works: an operator must switch it off (docs/CHECKOUT.md).
      deps.log.error({ orderId: payload.orderId, lastError }, "switching off a refunded order's eSIM failed repeatedly: needs an operator");
    },
  });

  worker.register(DELIVERY_MAIL_JOB, {
    async run(payload) {
      const orderId = idOf(payload, "orderId");
      const order = await orderById(db, orderId);
      const [esim] = order ? await esims.forOrders([orderId]) : [];
      if (!order?.email || !esim) return;
      // A fresh link key in the same transaction as the mail that carries it.
      await db.transaction(async (tx) => {
        const linkKey = await deps.orders.issueLinkKey(orderId, tx);
        await enqueueMail(
          tx,
          {
            to: order.email!,
            lang: order.lang,
            template: {
              kind: "esim-delivered",
              orderNo: order.orderNo,
              link: deps.orderLink(order, linkKey),
              activationCode: esim.activationCode,
              smdpAddress: esim.smdpAddress,
              matchingId: esim.matchingId,
              iccid: esim.iccid,
              // A daily allowance renews by itself: no top-up to offer.
              ...(deps.topupLink && order.planKind !== "daily" ? { topupLink: deps.topupLink(order, linkKey) } : {}),
            },
          },
          now(),
        );
      });
    },
  });

  worker.register(FAILED_DELIVERY_MAIL_JOB, {
    async run(payload) {
      const order = await orderById(db, idOf(payload, "orderId"));
      if (!order?.email) return;
      await enqueueMail(db, { to: order.email, lang: order.lang, template: { kind: "esim-not-delivered", orderNo: order.orderNo } }, now());
    },
  });

  worker.register(EXPIRE_JOB, {
    async run(payload) {
      const orderId = idOf(payload, "orderId");
      await deps.orders.cancelUnpaid(orderId);
    },
  });
}

