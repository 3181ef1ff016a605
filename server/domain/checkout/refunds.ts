/**
 * Every refund, in one place (docs/CHECKOUT.md#order-states): the buyer's refund of an untouched
 * eSIM, the refund when provisioning or a top-up gives up, the refund of money taken for
 * something no longer awaiting it (paid twice, or cancelled meanwhile), sending it to the
 * provider (a durable job) and recording the provider's confirmation.
 *
 * Under locks in the checkout's order (payment, then order, then wallet): a refund and a top-up
 * being added, or two refunds confirmed at once, see each other.
 *
 * The buyer is told once the money has gone back, never when it was only asked for
 * (docs/CHECKOUT.md#the-refund-mail): the refund mail is queued in the transaction that records a
 * card refund as confirmed by the provider, or that completes a refund with no card part, under a
 * dedupe key (`refund:payment:<id>`, `refund:order:<id>`), so a confirmation heard twice (the
 * refund job's answer and the provider's webhook, or a webhook delivered again) mails once.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { PaymentProvider } from "../../adapters/payments/payment-provider.ts";
import type { Db } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import type { Clock } from "../../kernel/clock.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { EsimsService } from "../esims/index.ts";
import type { JobQueue } from "../jobs/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { STORE_ACCOUNTS, walletAccount, type Ledger } from "../wallet/index.ts";
import {
  hasTopupInFlight,
  lockOrder,
  lockPayment,
  orderById,
  paymentById,
  rechargeById,
  transitionOrder,
  transitionPayment,
  type OrderRow,
  type PaymentRow,
  type RechargeRow,
} from "./checkout-repository.ts";
import { disableEsimJob, refundJob } from "./checkout-jobs.ts";

export interface RefundsDeps {
  db: Db;
  jobs: JobQueue;
  ledger: Pick<Ledger, "post">;
  esims: Pick<EsimsService, "disableAtProvider" | "markDisabled">;
  provider: (name: string) => PaymentProvider;
  log: { error(obj: object, msg: string): void };
  now: Clock;
}

export function createRefunds(deps: RefundsDeps) {
  const { db, now } = deps;

  /** Sends the money of a succeeded payment back: the payment moves to REFUNDING and a job asks the provider. */
  async function startRefund(tx: Tx, payment: PaymentRow): Promise<boolean> {
    if (!(await transitionPayment(tx, payment, "refundSent", now()))) return false;
    await deps.jobs.enqueue(tx, refundJob, { paymentId: payment.id }, { key: `refund:${payment.id}` });
    return true;
  }

  /**
   * Queues the refund mail to the order's or recharge's address, in its language, once per `key`:
   * what went back to the card and what to the balance. Nothing when no money moved (an order
   * made free by a promo code) or there is no address to write to.
   */
  async function mailRefund(tx: Tx, about: { order: OrderRow } | { recharge: RechargeRow }, parts: { cardMinor: number; balanceMinor: number }, key: string): Promise<void> {
    const [to, lang, of, number] =
      "order" in about ? [about.order.email, about.order.lang, "order" as const, about.order.orderNo] : [about.recharge.email, about.recharge.lang, "recharge" as const, about.recharge.rechargeNo];
    if (!to || parts.cardMinor + parts.balanceMinor <= 0) return;
    await enqueueMail(tx, { to, lang, template: { kind: "refund", of, number, ...parts }, dedupeKey: key }, now());
  }

  /**
   * The provider confirmed a payment's refund (the caller locked the payment). The order is
   * refunded once none of its money is out any more: the refund of a second payment (paid twice)
   * may be confirmed before the order's own. Under the order's lock, so of two refunds confirmed
   * at once the second sees the first. The buyer is told of this payment's money, and of the
   * order's balance part (back since the refund was asked for) with the confirmation that
   * completes the order's refund: each part once, whichever payment's refund comes last.
   */
  async function recordRefunded(tx: Tx, payment: PaymentRow): Promise<void> {
    if ((await transitionPayment(tx, payment, "refunded", now())) !== "REFUNDED") return;
    const key = `refund:payment:${payment.id}`;
    if (!payment.orderId) {
      // A recharge paid twice: its second payment went back; the balance was never credited for it.
      const recharge = payment.rechargeId ? await rechargeById(tx, payment.rechargeId) : null;
      if (recharge) await mailRefund(tx, { recharge }, { cardMinor: payment.amountUsdMinor, balanceMinor: 0 }, key);
      return;
    }
    const locked = await lockOrder(tx, payment.orderId);
    if (!locked) return;
    const [moneyOut] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, payment.orderId), inArray(payments.status, ["SUCCEEDED", "REFUNDING"])))
      .limit(1);
    const refunded = moneyOut ? null : await transitionOrder(tx, payment.orderId, "refunded", now());
    const order = refunded?.row ?? locked;
    await mailRefund(tx, { order }, { cardMinor: payment.amountUsdMinor, balanceMinor: refunded ? order.balanceMinor : 0 }, key);
  }

  /**
   * Starts the refund of an order's succeeded payment, moving the order on `event` in the same
   * transaction. False when the order cannot move (already refunding, or never paid).
   */
  async function refundOrder(orderId: string, event: "refundRequested" | "provisioningGaveUp"): Promise<boolean> {
    const [succeeded] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, "SUCCEEDED")))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return db.transaction(async (tx) => {
      const payment = succeeded ? await lockPayment(tx, succeeded.id) : null;
      if (succeeded && payment?.status !== "SUCCEEDED") return false;
      // Asked again under the order's lock, which the top-up job takes before it records a top-up:
      // the buyer's refund and a top-up being added cannot both go through (docs/WALLET.md#top-ups).
      await lockOrder(tx, orderId);
      if (event === "refundRequested" && (await hasTopupInFlight(tx, orderId))) return false;
      const moved = await transitionOrder(tx, orderId, event, now());
      if (!moved) return false;
      const order = moved.row;
      // What the balance paid goes back to the balance at once, exactly that amount (docs/WALLET.md#paying-with-the-balance).
      if (order.balanceMinor > 0) {
        await deps.ledger.post(tx, {
          sourceKey: `order-refund:${orderId}`,
          kind: "order-refund",
          reference: order.orderNo,
          entries: [
            { account: walletAccount(order.userId), amountMinor: order.balanceMinor },
            { account: STORE_ACCOUNTS.sales, amountMinor: -order.balanceMinor },
          ],
        });
      }
      if (payment) return startRefund(tx, payment);
      // Nothing was paid by card: the refund is complete now, and the eSIM the order bought is
      // switched off by a durable job (the provider is never called inside a transaction).
      await transitionOrder(tx, orderId, "refunded", now());
      await deps.jobs.enqueue(tx, disableEsimJob, { orderId }, { key: `disable-esim:${orderId}` });
      await mailRefund(tx, { order }, { cardMinor: 0, balanceMinor: order.balanceMinor }, `refund:order:${orderId}`);
      return true;
    });
  }

  /** Switches off a refunded (or refunding) order's eSIM at the provider and records it; a top-up order has none of its own. */
  async function disableRefundedEsim(orderId: string): Promise<void> {
    const order = await orderById(db, orderId);
    if (order?.status !== "REFUNDED" && order?.status !== "REFUNDING") return;
    if (await deps.esims.disableAtProvider(orderId)) await deps.esims.markDisabled(db, orderId);
  }

  /**
   * The refund job: when the order itself is refunded, its eSIM stops working before the money
   * goes back (a second payment of an order paid already is refunded too, but the eSIM the first
   * one bought stays the buyer's; a recharge's payment is refunded only when it was paid twice).
   * Then asks the provider (idempotent by payment id) and records a confirmed refund.
   */
  async function runRefund(paymentId: string): Promise<void> {
    const payment = await paymentById(db, paymentId);
    if (!payment) return;
    if (payment.orderId) await disableRefundedEsim(payment.orderId);
    if (payment.status !== "REFUNDING" || !payment.providerRef) return;
    const answer = await deps.provider(payment.provider).refund({
      providerRef: payment.providerRef,
      amountMinor: payment.amountUsdMinor,
      idempotencyKey: `refund-${payment.id}`,
    });
    if (answer.status === "refunded") {
      await db.transaction(async (tx) => {
        const locked = await lockPayment(tx, payment.id);
        if (locked) await recordRefunded(tx, locked);
      });
    }
  }

  return {
    startRefund,
    recordRefunded,
    refundOrder,
    runRefund,
    disableRefundedEsim,
    /** Money owed and the provider refusing at every attempt: an operator must look (docs/CHECKOUT.md). */
    refundGaveUp: (paymentId: string, lastError: string) => deps.log.error({ paymentId, lastError }, "refund failed repeatedly: needs an operator"),
    /** The money is back but the eSIM still works: an operator must switch it off (docs/CHECKOUT.md). */
    disableGaveUp: (orderId: string, lastError: string) => deps.log.error({ orderId, lastError }, "switching off a refunded order's eSIM failed repeatedly: needs an operator"),
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
