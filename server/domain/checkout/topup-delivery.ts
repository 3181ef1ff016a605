/**
 * Applying a paid top-up to its eSIM, exactly once (docs/WALLET.md#top-ups), as the durable job
 * `order.topup` that fulfilment.ts enqueues: ask the provider with the top-up order's id as
 * idempotency key, then in one transaction move the order to DELIVERED and add the data and days
 * to the eSIM's row. The order's move, under its row lock, is the guard: a second run (a retry
 * after a crash, or two workers at once) finds it DELIVERED and changes nothing. The provider
 * answers the same for the same key, so a run that died after asking is harmless too.
 *
 * An eSIM that can no longer take it (its order refunded, the eSIM switched off or removed
 * meanwhile), or a provider that keeps failing, gets the top-up refunded, as provisioning does.
 */
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../kernel/clock.ts";
import { TopupNotRecordedError, type EsimsService } from "../esims/index.ts";
import type { JobQueue } from "../jobs/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { topupBlock } from "../topups/index.ts";
import { lockOrder, orderById, transitionOrder } from "./checkout-repository.ts";
import { topupFailedMailJob } from "./checkout-jobs.ts";
import { asJobOutcome } from "./provider-outcomes.ts";
import type { Refunds } from "./refunds.ts";

export interface TopupDeliveryDeps {
  db: Db;
  jobs: JobQueue;
  esims: Pick<EsimsService, "byId" | "topupAtProvider" | "recordTopup">;
  refunds: Pick<Refunds, "refundOrder">;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  now: Clock;
}

export type TopupRun = "applied" | "already" | "refunded";

export function createTopupDelivery(deps: TopupDeliveryDeps) {
  const { db, esims, now } = deps;

  /** Refunds the top-up (its balance part at once, its card part through the provider) and tells the buyer, once. */
  async function refund(orderId: string): Promise<void> {
    if (await deps.refunds.refundOrder(orderId, "provisioningGaveUp")) {
      await deps.jobs.enqueue(db, topupFailedMailJob, { orderId }, { key: `mail:topup-failed:${orderId}` });
    }
  }

  /** One try; "retry" when the eSIM's row moved on while the provider was asked. */
  async function applyOnce(orderId: string): Promise<TopupRun | "retry"> {
    const order = await orderById(db, orderId);
    // Applied already (a repeat run), or refunded meanwhile: nothing to do.
    if (!order || order.kind !== "topup" || order.status !== "PAID") return "already";
    const esim = order.topupEsimId ? await esims.byId(order.topupEsimId) : null;
    const esimOrder = esim ? await orderById(db, esim.orderId) : null;
    const blocked = esimOrder ? topupBlock({ orderStatus: esimOrder.status, planKind: esimOrder.planKind, esim }) : "TOPUP_NOT_READY";
    if (!esim || blocked) {
      deps.log.warn({ orderId, blocked }, "a paid top-up's eSIM can no longer take it: refunding the top-up");
      await refund(orderId);
      return "refunded";
    }
    // The top-up order's id is the provider's idempotency key; its payment time, the same at every run.
    const applied = await asJobOutcome(() => esims.topupAtProvider(esim, { key: order.id, addMb: order.dataMb ?? 0, addDays: order.validityDays, at: order.paidAt ?? order.createdAt }));
    try {
      return await db.transaction(async (tx) => {
        if (!(await transitionOrder(tx, orderId, "provisioned", now()))) return "already";
        // Under the eSIM's own order's lock: a refund of that order asked for while the provider
        // was adding the top-up has either moved it on (then this rolls back, and the next try
        // refunds the top-up) or waits and then sees this top-up and refuses.
        if ((await lockOrder(tx, esim.orderId))?.status !== "DELIVERED") throw new TopupNotRecordedError("ended", esim.id);
        await esims.recordTopup(tx, esim.id, applied);
        return "applied";
      });
    } catch (err) {
      // Another top-up of the eSIM was recorded first, or the eSIM was switched off meanwhile:
      // the next try starts from the row as it is now (and refunds, if it was switched off).
      if (err instanceof TopupNotRecordedError) return "retry";
      throw err;
    }
  }

  async function apply(orderId: string): Promise<TopupRun> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const outcome = await applyOnce(orderId);
      if (outcome !== "retry") return outcome;
    }
    // Top-ups of one eSIM racing each other this hard: the queue's back-off spreads them out.
    throw new Error(`eSIM top-up ${orderId}: the eSIM kept changing; trying again later`);
  }

  /** Applying gave up for good: refunded like a failed provisioning. */
  async function gaveUp(orderId: string, lastError: string): Promise<void> {
    deps.log.error({ orderId, lastError }, "eSIM top-up gave up: refunding it");
    await refund(orderId);
  }

  /** The mail telling the buyer the top-up could not be added and is refunded. */
  async function failedMail(orderId: string): Promise<void> {
    const order = await orderById(db, orderId);
    if (!order?.email) return;
    await enqueueMail(db, { to: order.email, lang: order.lang, template: { kind: "topup-not-applied", orderNo: order.orderNo } }, now());
  }

  return { apply, refund, gaveUp, failedMail };
}

export type TopupDelivery = ReturnType<typeof createTopupDelivery>;
