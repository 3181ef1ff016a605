/**
 * Payments (docs/CHECKOUT.md#payment): attempts through a provider's hosted page, and the one
 * place a provider's word about money is applied, whoever brings it (webhook, the success page's
 * confirm, a refund job). Exactly once: events are stored under a unique id, and every change
 * locks the payment row and then the order row, in that order, in one transaction with the jobs
 * it enqueues.
 */
import { and, eq } from "drizzle-orm";
import type { CheckoutRequest, EventOutcome, PaymentProvider, ProviderEvent } from "../../adapters/payments/payment-provider.ts";
import type { Db } from "../../db/client.ts";
import { paymentEvents, payments } from "../../db/schema.ts";
import type { Clock } from "../../kernel/clock.ts";
import { newId } from "../../kernel/ids.ts";
import type { Tx } from "../../kernel/tx.ts";
import { latestPaymentOf, lockPayment, orderById, paymentById, rechargeById, transitionPayment, type OrderRow, type PaymentRow, type RechargeRow } from "./checkout-repository.ts";
import { cardPartMinor } from "./order-rules.ts";
import { isOpenPayment } from "./payment-machine.ts";
import type { Fulfilment } from "./fulfilment.ts";
import type { Recharges } from "./recharges.ts";
import type { Refunds } from "./refunds.ts";

/** What a provider says about a payment, from a webhook or when asked. */
export interface ProviderWord {
  status: EventOutcome;
  amountMinor: number;
  currency: string;
  failureCode?: string | null;
  /** A "refunded" word about one refund: with the store's reference, a staff refund's card part (docs/CHECKOUT.md#staff-refunds). */
  refund?: { ref: string; reference?: string };
  /** A "succeeded" word: the provider's id of the money taken, kept for refunds where it is not the payment's reference. */
  chargeRef?: string;
}

export interface PaymentsDeps {
  db: Db;
  provider: (name: string) => PaymentProvider;
  /** The provider new payments use (PAYMENT_PROVIDER). */
  defaultProvider: string;
  fulfilment: Pick<Fulfilment, "orderPaid">;
  recharges: Pick<Recharges, "credit">;
  refunds: Pick<Refunds, "startRefund" | "recordRefunded" | "recordStaffRefunded">;
  log: {
    error(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
  };
  now: Clock;
}

/** Where the provider's page sends the buyer back to, and the store's own page that takes the card for a provider without one. */
export interface ReturnUrls {
  successUrl: string;
  cancelUrl: string;
  handOverUrl?: string;
}

export function createPayments(deps: PaymentsDeps) {
  const { db, log, now } = deps;

  /**
   * Applies what the provider says about one payment. Safe to call any number of times, in any
   * order, from anywhere: the row locks serialize callers and the state machines ignore moves
   * already made.
   */
  async function applyIn(tx: Tx, paymentId: string, word: ProviderWord): Promise<void> {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) return;
    if (word.status === "refunded") {
      // A staff refund's part names its record; without one, the payment's whole refund is done.
      if (word.refund?.reference) return deps.refunds.recordStaffRefunded(tx, payment, word.refund.reference, word.refund.ref);
      return deps.refunds.recordRefunded(tx, payment);
    }
    if (word.status === "pending") {
      // A declined card leaves the hosted page open for another one: still pending, but with
      // the decline's reason, which the status calls answer. Kept while the payment is open.
      if (!(await transitionPayment(tx, payment, "pending", now(), word.failureCode ?? null)) && isOpenPayment(payment.status)) {
        await tx.update(payments).set({ failureCode: word.failureCode ?? null, updatedAt: now() }).where(eq(payments.id, payment.id));
      }
      return;
    }
    if (word.status === "failed") {
      await transitionPayment(tx, payment, "failed", now(), word.failureCode ?? "declined");
      return;
    }
    // Succeeded: only with exactly the amount and currency asked for.
    if (word.amountMinor !== payment.amountUsdMinor || word.currency.toUpperCase() !== payment.currency) {
      log.error(
        { paymentId, expected: { amount: payment.amountUsdMinor, currency: payment.currency }, got: { amount: word.amountMinor, currency: word.currency } },
        "payment amount or currency differs from the order: rejected",
      );
      await transitionPayment(tx, payment, "failed", now(), "AMOUNT_MISMATCH");
      return;
    }
    if ((await transitionPayment(tx, payment, "succeeded", now(), null, word.chargeRef)) !== "SUCCEEDED") return;
    const fulfilled = payment.orderId
      ? await deps.fulfilment.orderPaid(tx, payment.orderId, now())
      : await deps.recharges.credit(tx, payment.rechargeId!, payment.id, now());
    if (fulfilled) return;
    // The order or recharge was paid by another attempt, or cancelled meanwhile: this money goes back.
    log.warn({ paymentId, orderId: payment.orderId, rechargeId: payment.rechargeId }, "payment succeeded for something no longer awaiting payment: refunding it");
    await deps.refunds.startRefund(tx, { ...payment, status: "SUCCEEDED" });
  }

  const applyOutcome = (paymentId: string, word: ProviderWord) => db.transaction((tx) => applyIn(tx, paymentId, word));

  /** A new payment attempt on the provider's hosted page for what `target` names; answers where to send the buyer. */
  async function openPayment(target: { orderId: string } | { rechargeId: string }, checkout: Omit<CheckoutRequest, "paymentId" | "currency">) {
    const id = newId();
    const name = deps.defaultProvider;
    const at = now();
    await db.insert(payments).values({ id, ...target, provider: name, amountUsdMinor: checkout.amountMinor, currency: "USD", status: "CREATED", createdAt: at, updatedAt: at });
    const opened = await deps.provider(name).createCheckout({ ...checkout, paymentId: id, currency: "USD" });
    await db.update(payments).set({ providerRef: opened.providerRef, updatedAt: now() }).where(eq(payments.id, id));
    return { paymentId: id, redirectUrl: opened.redirectUrl };
  }

  /**
   * A new payment attempt taken inside the store's page (Adyen's card component on /topay): what
   * the provider's component needs. Null when the provider has no such way.
   */
  async function openOnPage(target: { orderId: string } | { rechargeId: string }, checkout: Omit<CheckoutRequest, "paymentId" | "currency">) {
    const name = deps.defaultProvider;
    const provider = deps.provider(name);
    if (!provider.capabilities.samePagePayment || !provider.openOnPage) return null;
    const id = newId();
    const at = now();
    await db.insert(payments).values({ id, ...target, provider: name, amountUsdMinor: checkout.amountMinor, currency: "USD", status: "CREATED", createdAt: at, updatedAt: at });
    const opened = await provider.openOnPage({ ...checkout, paymentId: id, currency: "USD" });
    await db.update(payments).set({ providerRef: opened.providerRef, updatedAt: now() }).where(eq(payments.id, id));
    return { paymentId: id, provider: name, client: opened.client };
  }

  /**
   * An attempt still open, taken inside the store's page (Nuvei's hand-over page): a session of
   * the provider's for it. One provider session per attempt: the first opening takes the attempt
   * (CREATED → PENDING, once, under its lock); any later one (a reload, a second tab) is a new
   * attempt of the same purchase, so two sessions paid are two payments, and the second is
   * refunded as paid twice, never kept unnoticed under the first. Null once the attempt is over,
   * or when the provider has no such way.
   */
  async function resumeOnPage(payment: PaymentRow, checkout: Omit<CheckoutRequest, "paymentId" | "currency" | "amountMinor">) {
    const provider = deps.provider(payment.provider);
    if (!isOpenPayment(payment.status) || !provider.openOnPage) return null;
    const claimed = await db.transaction(async (tx) => {
      const locked = await lockPayment(tx, payment.id);
      return locked?.status === "CREATED" && (await transitionPayment(tx, locked, "pending", now(), null)) === "PENDING";
    });
    const target = payment.orderId ? { orderId: payment.orderId } : { rechargeId: payment.rechargeId! };
    const id = claimed ? payment.id : newId();
    if (!claimed) {
      const at = now();
      await db.insert(payments).values({ id, ...target, provider: payment.provider, amountUsdMinor: payment.amountUsdMinor, currency: "USD", status: "CREATED", createdAt: at, updatedAt: at });
    }
    const opened = await provider.openOnPage({ ...checkout, paymentId: id, amountMinor: payment.amountUsdMinor, currency: "USD" });
    if (!claimed) await db.update(payments).set({ providerRef: opened.providerRef, updatedAt: now() }).where(eq(payments.id, id));
    return { paymentId: id, provider: payment.provider, client: opened.client };
  }

  /** Asks the provider about a payment still open, so a late webhook does not keep the buyer waiting. */
  async function confirmPayment(payment: PaymentRow | null): Promise<void> {
    if (!payment?.providerRef || !isOpenPayment(payment.status)) return;
    const answer = await deps.provider(payment.provider).retrieve(payment.providerRef);
    if (!answer) return;
    await applyOutcome(payment.id, { status: answer.status, amountMinor: answer.amountMinor, currency: answer.currency, failureCode: answer.failureCode, chargeRef: answer.chargeRef });
  }

  return {
    applyOutcome,
    resumeOnPage,

    methods(): { method: "card"; provider: string; hosted: boolean; samePage: boolean }[] {
      const { capabilities } = deps.provider(deps.defaultProvider);
      return [{ method: "card", provider: deps.defaultProvider, hosted: capabilities.hostedPage, samePage: capabilities.samePagePayment }];
    },

    /** A new attempt to pay the card part of `order` inside the store's page; null when there is nothing to pay, or the provider cannot. */
    async startOrderOnPage(order: OrderRow, urls: ReturnUrls, description: string) {
      if (order.status !== "AWAITING_PAYMENT" || cardPartMinor(order) <= 0) return null;
      return openOnPage({ orderId: order.id }, { orderNo: order.orderNo, amountMinor: cardPartMinor(order), description, lang: order.lang, email: order.email, ...urls });
    },

    /** A new attempt to pay the card part of `order` on the provider's hosted page; null when there is nothing to pay. */
    async startOrderPayment(order: OrderRow, urls: ReturnUrls, description: string): Promise<{ paymentId: string; redirectUrl: string } | null> {
      if (order.status !== "AWAITING_PAYMENT" || cardPartMinor(order) <= 0) return null;
      return openPayment({ orderId: order.id }, { orderNo: order.orderNo, amountMinor: cardPartMinor(order), description, lang: order.lang, email: order.email, ...urls });
    },

    /** A new attempt to pay a recharge on the provider's hosted page. */
    async startRechargePayment(recharge: RechargeRow, urls: ReturnUrls, description: string): Promise<{ paymentId: string; redirectUrl: string } | null> {
      if (recharge.status !== "AWAITING_PAYMENT") return null;
      return openPayment({ rechargeId: recharge.id }, { orderNo: recharge.rechargeNo, amountMinor: recharge.payUsdMinor, description, lang: recharge.lang, email: recharge.email, ...urls });
    },

    /**
     * A provider's webhook, verified by the route: stored once under its id (a repeat is
     * acknowledged and does nothing), then applied.
     */
    async handleEvent(providerName: string, event: ProviderEvent): Promise<"applied" | "duplicate" | "unknown payment"> {
      // Stored and applied in one transaction: if applying fails, the event is not kept either,
      // and the provider's redelivery is applied then (never "seen" but lost).
      return db.transaction(async (tx) => {
        // The payment is locked before the event is stored: storing it takes a key-share lock on
        // the payment (the event's foreign key), so two events about one payment that stored
        // theirs first would each wait for the other's lock to apply theirs (a deadlock on
        // PostgreSQL). Locked first, the second event waits for the first, as every step does.
        const [payment] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.provider, providerName), eq(payments.providerRef, event.providerRef)))
          .for("update");
        const [stored] = await tx
          .insert(paymentEvents)
          .values({
            id: newId(),
            provider: providerName,
            eventId: event.eventId,
            type: event.type,
            paymentId: payment?.id ?? null,
            payload: event.payload,
            receivedAt: now(),
            outcome: payment ? "applied" : "ignored: unknown payment",
          })
          .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
          .returning({ id: paymentEvents.id });
        if (!stored) return "duplicate";
        if (!payment) {
          log.warn({ provider: providerName, eventId: event.eventId, ref: event.providerRef }, "payment event for an unknown payment");
          return "unknown payment";
        }
        await applyIn(tx, payment.id, {
          status: event.outcome,
          amountMinor: event.amountMinor,
          currency: event.currency,
          failureCode: event.failureCode,
          refund: event.refund,
          chargeRef: event.chargeRef,
        });
        return "applied";
      });
    },

    /**
     * The result pages' question "is it paid?": asks the provider about the latest attempt of the
     * order or recharge when it is still open, and answers that attempt as it stands now.
     */
    async confirm(target: { orderId: string } | { rechargeId: string }): Promise<PaymentRow | null> {
      await confirmPayment(await latestPaymentOf(db, target));
      return latestPaymentOf(db, target);
    },

    latest: (target: { orderId: string } | { rechargeId: string }) => latestPaymentOf(db, target),

    payment: (paymentId: string) => paymentById(db, paymentId),

    /** A payment attempt of one of `userId`'s orders or recharges; null when there is none (someone else's looks the same). */
    async ownedPayment(paymentId: string, userId: string): Promise<PaymentRow | null> {
      const payment = await paymentById(db, paymentId);
      if (!payment) return null;
      const owner = payment.orderId ? (await orderById(db, payment.orderId))?.userId : (await rechargeById(db, payment.rechargeId!))?.userId;
      return owner === userId ? payment : null;
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
