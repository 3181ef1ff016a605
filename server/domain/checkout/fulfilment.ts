/**
 * From a paid order to a delivered eSIM, exactly once (docs/CHECKOUT.md#exactly-once): marking an
 * order paid (whoever paid it: a card payment's success, or the balance at placement) with the
 * jobs that follows in the same transaction, provisioning (retried; when it gives up, the money
 * goes back and the buyer is told), and the delivery mails.
 *
 * Each step may run more than once (a worker that dies mid-job is replaced after its claim
 * expires), so each one checks the state first and changes it under the row lock: a second run
 * finds the work done and does nothing.
 */
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../kernel/clock.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { ProvisionedEsim } from "../../adapters/esim/esim-provider.ts";
import type { EsimRow, EsimsService, ProvisionOrder } from "../esims/index.ts";
import type { JobQueue } from "../jobs/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { orderById, transitionOrder, type OrderRow } from "./checkout-repository.ts";
import { deliveryMailJob, failedDeliveryMailJob, provisionJob, receiptJob, topupJob } from "./checkout-jobs.ts";
import type { Refunds } from "./refunds.ts";
import type { LinkKeys } from "./link-keys.ts";
import { asJobOutcome } from "./provider-outcomes.ts";

/** Where the buyer's links point (the order page, the top-up page), from the order and its secret key. */
export interface BuyerLinks {
  order: (order: { orderNo: string; lang: string }, linkKey: string) => string;
  /** The eSIM's top-up page, with the same key: a guest tops up from any device (docs/WALLET.md#a-guest-on-another-device). */
  topup?: (order: { orderNo: string; lang: string }, linkKey: string) => string;
}

export interface FulfilmentDeps {
  db: Db;
  jobs: JobQueue;
  esims: Pick<EsimsService, "provision" | "settle" | "record" | "forOrders">;
  refunds: Pick<Refunds, "refundOrder">;
  linkKeys: LinkKeys;
  links: BuyerLinks;
  log: { error(obj: object, msg: string): void };
  now: Clock;
}

export function createFulfilment(deps: FulfilmentDeps) {
  const { db, jobs, esims, now } = deps;

  /** Records the eSIM with the order's move to DELIVERED and its delivery mail, once. */
  async function deliver(order: ProvisionOrder, provisioned: ProvisionedEsim): Promise<void> {
    await db.transaction(async (tx) => {
      await esims.record(tx, order, provisioned);
      if (await transitionOrder(tx, order.id, "provisioned", now())) {
        await jobs.enqueue(tx, deliveryMailJob, { orderId: order.id }, { key: `mail:delivery:${order.id}` });
      }
    });
  }

  /**
   * Queues the delivery mail in the caller's transaction, with a fresh link key (the previous
   * link stops working: the newest mail's is the one that opens the order). Also the console's
   * "send the install mail again" (staff-fulfilment.ts).
   */
  async function queueDeliveryMail(tx: Tx, order: OrderRow, esim: Pick<EsimRow, "activationCode" | "smdpAddress" | "matchingId" | "iccid">): Promise<void> {
    if (!order.email) return;
    const linkKey = await deps.linkKeys.issue(order.id, tx);
    await enqueueMail(
      tx,
      {
        to: order.email,
        lang: order.lang,
        template: {
          kind: "esim-delivered",
          orderNo: order.orderNo,
          link: deps.links.order(order, linkKey),
          activationCode: esim.activationCode,
          smdpAddress: esim.smdpAddress,
          matchingId: esim.matchingId,
          iccid: esim.iccid,
          // A daily allowance renews by itself: no top-up to offer.
          ...(deps.links.topup && order.planKind !== "daily" ? { topupLink: deps.links.topup(order, linkKey) } : {}),
        },
      },
      now(),
    );
  }

  return {
    /**
     * Marks the order paid and, in the same transaction, enqueues what fulfils it (a new eSIM, or
     * a top-up of one) and the receipt mail, each once. False when the order is no longer
     * awaiting payment (paid by another attempt, or cancelled): the caller refunds.
     */
    async orderPaid(tx: Tx, orderId: string, at: Date): Promise<boolean> {
      const paid = await transitionOrder(tx, orderId, "paymentSucceeded", at);
      if (!paid) return false;
      if (paid.row.kind === "topup") {
        await jobs.enqueue(tx, topupJob, { orderId }, { key: `topup:${orderId}` });
      } else {
        await jobs.enqueue(tx, provisionJob, { orderId }, { key: `provision:${orderId}` });
      }
      await jobs.enqueue(tx, receiptJob, { orderId }, { key: `receipt:order:${orderId}` });
      return true;
    },

    /** Provisions the paid order's eSIM and records it with the order's move to DELIVERED and its delivery mail. */
    async provision(orderId: string): Promise<void> {
      const order = await orderById(db, orderId);
      // Delivered already (a repeat run), or refunded meanwhile: nothing to do.
      if (!order || order.status !== "PAID") return;
      // The order id is the provider's idempotency key: a run after a crash gets the same eSIM.
      await deliver(order, await asJobOutcome(() => esims.provision(order)));
    },

    /**
     * Provisioning failed for good: an eSIM the provider has after all is delivered; otherwise
     * the money goes back and the buyer is told, once.
     */
    async provisionGaveUp(orderId: string, lastError: string): Promise<void> {
      const order = await orderById(db, orderId);
      if (order?.status === "PAID") {
        const late = await esims.settle(orderId);
        if (late) return deliver(order, late);
      }
      deps.log.error({ orderId, lastError }, "eSIM provisioning gave up: refunding the order");
      if (await deps.refunds.refundOrder(orderId, "provisioningGaveUp")) {
        await jobs.enqueue(db, failedDeliveryMailJob, { orderId }, { key: `mail:not-delivered:${orderId}` });
      }
    },

    /** The mail that delivers the eSIM, with a fresh link key issued in the same transaction as the mail that carries it. */
    async deliveryMail(orderId: string): Promise<void> {
      const order = await orderById(db, orderId);
      const [esim] = order ? await esims.forOrders([orderId]) : [];
      if (!order?.email || !esim) return;
      await db.transaction((tx) => queueDeliveryMail(tx, order, esim));
    },

    queueDeliveryMail,

    /** The mail telling the buyer the eSIM could not be delivered and the money goes back. */
    async notDeliveredMail(orderId: string): Promise<void> {
      const order = await orderById(db, orderId);
      if (!order?.email) return;
      await enqueueMail(db, { to: order.email, lang: order.lang, template: { kind: "esim-not-delivered", orderNo: order.orderNo } }, now());
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
