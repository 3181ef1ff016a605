/**
 * Payments (docs/CHECKOUT.md#payment): attempts through a provider's hosted page, and the one
 * place a provider's word about money is applied, whoever brings it (webhook, the success page's
 * confirm, a refund job). Exactly once: events are stored under a unique id, and every change
 * locks the payment row and then the order row, in that order, in one transaction with the jobs
 * it enqueues.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { PaymentStatus } from "../../../shared/order-states.ts";
import type { CheckoutRequest, PaymentProvider, ProviderEvent, EventOutcome } from "../../adapters/payments/payment-provider.ts";
import type { Db } from "../../db/client.ts";
import { paymentEvents, payments } from "../../db/schema.ts";
import type { JobQueue } from "../jobs/job-types.ts";
import type { OrderPaid } from "../orders/order-paid.ts";
import { cardPartMinor } from "../orders/order-rules.ts";
import { hasTopupInFlight, lockOrder, orderById, transitionOrder, type OrderRow, type Tx } from "../orders/orders-repository.ts";
import type { RechargeBooks, RechargeRow } from "../wallet/recharge-books.ts";
import type { Ledger } from "../wallet/ledger.ts";
import { STORE_ACCOUNTS, walletAccount } from "../wallet/ledger-rules.ts";
import { isOpenPayment, nextPaymentStatus, type PaymentEvent } from "./payment-machine.ts";

export type PaymentRow = typeof payments.$inferSelect;

/** What a provider says about a payment, from a webhook or when asked. */
export interface Outcome {
  status: EventOutcome;
  amountMinor: number;
  currency: string;
  failureCode?: string | null;
}

export interface PaymentsDeps {
  db: Db;
  providers: ReadonlyMap<string, PaymentProvider>;
  /** The provider new payments use (PAYMENT_PROVIDER). */
  defaultProvider: string;
  jobs: JobQueue;
  /** Orders whose payment succeeded are marked paid here (order-paid.ts): fulfilment and receipt jobs. */
  orderPaid: OrderPaid;
  /** Where the balance part of a refunded order goes back (docs/WALLET.md#ledger). */
  ledger: Pick<Ledger, "post">;
  /** Credits a paid recharge to the balance (server/domain/wallet/recharge-books.ts). */
  recharges: RechargeBooks;
  log: {
    error(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
  };
  now?: () => Date;
}

/** Job kinds this service owns; their handlers are registered by `registerPaymentJobs`. */
export const REFUND_JOB = "payment.refund";
/**
 * Switches off the eSIM of an order refunded without a card payment (paid from the balance, or
 * free with a promo code): the card path does it in the refund job, this is the same step for
 * orders whose refund has no card part to send (server/domain/orders/fulfilment.ts runs it).
 */
export const DISABLE_ESIM_JOB = "order.disable-esim";

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());

  function provider(name: string): PaymentProvider {
    const p = deps.providers.get(name);
    if (!p) throw new Error(`payment provider not configured: ${name}`);
    return p;
  }

  async function lockPayment(tx: Tx, paymentId: string): Promise<PaymentRow | null> {
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    return row ?? null;
  }

  async function movePayment(tx: Tx, payment: PaymentRow, event: PaymentEvent, failureCode?: string | null): Promise<PaymentStatus | null> {
    const next = nextPaymentStatus(payment.status, event);
    if (!next) return null;
    await tx
      .update(payments)
      .set({
        status: next,
        updatedAt: now(),
        ...(failureCode !== undefined ? { failureCode } : {}),
      })
      .where(eq(payments.id, payment.id));
    return next;
  }

  /** Sends the money of a succeeded payment back (a job: the provider may be down). */
  async function startRefund(tx: Tx, payment: PaymentRow): Promise<boolean> {
    const moved = await movePayment(tx, payment, "refundSent");
    if (!moved) return false;
    await deps.jobs.enqueue(tx, {
      kind: REFUND_JOB,
      key: `refund:${payment.id}`,
      payload: { paymentId: payment.id },
    });
    return true;
  }

  /**
   * Applies what the provider says about one payment. Safe to call any number of times, in any
   * order, from anywhere: the row locks serialize callers and the state machines ignore moves
   * already made.
   */
  async function applyOutcome(paymentId: string, outcome: Outcome): Promise<void> {
    await db.transaction((tx) => applyIn(tx, paymentId, outcome));
  }

  async function applyIn(tx: Tx, paymentId: string, outcome: Outcome): Promise<void> {
    {
      const payment = await lockPayment(tx, paymentId);
      if (!payment) return;
      if (outcome.status === "refunded") {
        if ((await movePayment(tx, payment, "refunded")) !== "REFUNDED" || !payment.orderId) return;
        // The order is refunded once none of its money is out any more: the refund of a second
        // payment (paid twice) may be confirmed before the order's own. Under the order's lock,
        // so of two refunds confirmed at once the second sees the first.
        await lockOrder(tx, payment.orderId);
        const [moneyOut] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.orderId, payment.orderId), inArray(payments.status, ["SUCCEEDED", "REFUNDING"])))
          .limit(1);
        if (!moneyOut) await transitionOrder(tx, payment.orderId, "refunded", now());
        return;
      }
      if (outcome.status === "pending") {
        // A declined card leaves the hosted page open for another one: still pending, but with
        // the decline's reason, which the status calls answer. Kept while the payment is open.
        if (!(await movePayment(tx, payment, "pending", outcome.failureCode ?? null)) && isOpenPayment(payment.status)) {
          await tx.update(payments).set({ failureCode: outcome.failureCode ?? null, updatedAt: now() }).where(eq(payments.id, payment.id));
        }
        return;
      }
      if (outcome.status === "failed") {
        await movePayment(tx, payment, "failed", outcome.failureCode ?? "declined");
        return;
      }
      // Succeeded: only with exactly the amount and currency asked for.
      if (outcome.amountMinor !== payment.amountUsdMinor || outcome.currency.toUpperCase() !== payment.currency) {
        log.error(
          {
            paymentId,
            expected: {
              amount: payment.amountUsdMinor,
              currency: payment.currency,
            },
            got: { amount: outcome.amountMinor, currency: outcome.currency },
          },
          "payment amount or currency differs from the order: rejected",
        );
        await movePayment(tx, payment, "failed", "AMOUNT_MISMATCH");
        return;
      }
      if ((await movePayment(tx, payment, "succeeded", null)) !== "SUCCEEDED") return;
      const fulfilled = payment.orderId
        ? await deps.orderPaid(tx, payment.orderId, now())
        : await deps.recharges.credit(tx, payment.rechargeId!, payment.id, now());
      if (fulfilled) return;
      // The order or recharge was paid by another attempt, or cancelled meanwhile: this money goes back.
      log.warn({ paymentId, orderId: payment.orderId, rechargeId: payment.rechargeId }, "payment succeeded for something no longer awaiting payment: refunding it");
      await startRefund(tx, { ...payment, status: "SUCCEEDED" });
    }
  }

  async function paymentById(paymentId: string): Promise<PaymentRow | null> {
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    return row ?? null;
  }

  async function latestPayment(orderId: string): Promise<PaymentRow | null> {
    const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt)).limit(1);
    return row ?? null;
  }

  async function latestRechargePayment(rechargeId: string): Promise<PaymentRow | null> {
    const [row] = await db.select().from(payments).where(eq(payments.rechargeId, rechargeId)).orderBy(desc(payments.createdAt)).limit(1);
    return row ?? null;
  }

  /** A new payment attempt on the provider's hosted page for what `target` names; answers where to send the buyer. */
  async function openPayment(target: { orderId: string } | { rechargeId: string }, checkout: Omit<CheckoutRequest, "paymentId" | "currency">) {
    const id = randomUUID();
    const name = deps.defaultProvider;
    const at = now();
    await db.insert(payments).values({
      id,
      ...target,
      provider: name,
      amountUsdMinor: checkout.amountMinor,
      currency: "USD",
      status: "CREATED",
      createdAt: at,
      updatedAt: at,
    });
    const opened = await provider(name).createCheckout({ ...checkout, paymentId: id, currency: "USD" });
    await db.update(payments).set({ providerRef: opened.providerRef, updatedAt: now() }).where(eq(payments.id, id));
    return { paymentId: id, redirectUrl: opened.redirectUrl };
  }

  /** Asks the provider about a payment still open, so a late webhook does not keep the buyer waiting. */
  async function confirmPayment(payment: PaymentRow | null): Promise<void> {
    if (!payment?.providerRef || (payment.status !== "CREATED" && payment.status !== "PENDING")) return;
    const answer = await provider(payment.provider).retrieve(payment.providerRef);
    await applyOutcome(payment.id, {
      status: answer.status,
      amountMinor: answer.amountMinor,
      currency: answer.currency,
      failureCode: answer.failureCode,
    });
  }

  return {
    applyOutcome,
    latestPayment,

    methods(): {
      method: "card";
      provider: string;
      hosted: boolean;
      samePage: boolean;
    }[] {
      return [
        {
          method: "card",
          provider: deps.defaultProvider,
          hosted: true,
          samePage: false,
        },
      ];
    },

    /** A new attempt to pay the card part of `order` on the provider's hosted page; answers where to send the buyer. */
    async startPayment(
      order: OrderRow,
      urls: { successUrl: string; cancelUrl: string },
      description: string,
    ): Promise<{ paymentId: string; redirectUrl: string } | null> {
      if (order.status !== "AWAITING_PAYMENT" || cardPartMinor(order) <= 0) return null;
      return openPayment(
        { orderId: order.id },
        { orderNo: order.orderNo, amountMinor: cardPartMinor(order), description, lang: order.lang, email: order.email, ...urls },
      );
    },

    /** A new attempt to pay a recharge on the provider's hosted page. */
    async startRechargePayment(
      recharge: RechargeRow,
      urls: { successUrl: string; cancelUrl: string },
      description: string,
    ): Promise<{ paymentId: string; redirectUrl: string } | null> {
      if (recharge.status !== "AWAITING_PAYMENT") return null;
      return openPayment(
        { rechargeId: recharge.id },
        { orderNo: recharge.rechargeNo, amountMinor: recharge.payUsdMinor, description, lang: recharge.lang, email: recharge.email, ...urls },
      );
    },

    payment: paymentById,

    /** A payment attempt of one of `userId`'s orders; null when there is none (someone else's looks the same). */
    async ownedPayment(paymentId: string, userId: string): Promise<PaymentRow | null> {
      const payment = await paymentById(paymentId);
      if (!payment) return null;
      const owner = payment.orderId ? (await orderById(db, payment.orderId))?.userId : await deps.recharges.ownerOf(payment.rechargeId!);
      return owner === userId ? payment : null;
    },

    /**
     * A provider's webhook, verified by the route: stored once under its id (a repeat is
     * acknowledged and does nothing), then applied.
     */
    async handleEvent(providerName: string, event: ProviderEvent): Promise<"applied" | "duplicate" | "unknown payment"> {
      // Stored and applied in one transaction: if applying fails, the event is not kept either,
      // and the provider's redelivery is applied then (never "seen" but lost).
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.provider, providerName), eq(payments.providerRef, event.providerRef)));
        const [stored] = await tx
          .insert(paymentEvents)
          .values({
            id: randomUUID(),
            provider: providerName,
            eventId: event.eventId,
            type: event.type,
            paymentId: payment?.id ?? null,
            payload: event.payload,
            receivedAt: now(),
            outcome: payment ? "applied" : "ignored: unknown payment",
          })
          .onConflictDoNothing({
            target: [paymentEvents.provider, paymentEvents.eventId],
          })
          .returning({ id: paymentEvents.id });
        if (!stored) return "duplicate";
        if (!payment) {
          log.warn(
            {
              provider: providerName,
              eventId: event.eventId,
              ref: event.providerRef,
            },
            "payment event for an unknown payment",
          );
          return "unknown payment";
        }
        await applyIn(tx, payment.id, {
          status: event.outcome,
          amountMinor: event.amountMinor,
          currency: event.currency,
          failureCode: event.failureCode,
        });
        return "applied";
      });
    },

    /**
     * The success page's question "is it paid?": asks the provider about the order's latest
     * attempt when it is still open, so a late webhook does not keep the buyer waiting.
     */
    async confirm(order: OrderRow): Promise<PaymentRow | null> {
      await confirmPayment(await latestPayment(order.id));
      return latestPayment(order.id);
    },

    /** The recharge result page's question "is it paid?", as `confirm` for orders. */
    async confirmRecharge(rechargeId: string): Promise<PaymentRow | null> {
      await confirmPayment(await latestRechargePayment(rechargeId));
      return latestRechargePayment(rechargeId);
    },
    latestRechargePayment,

    /**
     * Starts the refund of an order's succeeded payment, moving the order on `event` in the same
     * transaction. False when the order cannot move (already refunding, or never paid).
     */
    async refundOrder(orderId: string, event: "refundRequested" | "provisioningGaveUp"): Promise<boolean> {
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
        await deps.jobs.enqueue(tx, { kind: DISABLE_ESIM_JOB, key: `disable-esim:${orderId}`, payload: { orderId } });
        return true;
      });
    },

    /** The refund job: asks the provider (idempotent by payment id) and records a confirmed refund. */
    async runRefund(paymentId: string): Promise<void> {
      const payment = await paymentById(paymentId);
      if (!payment || payment.status !== "REFUNDING" || !payment.providerRef) return;
      const answer = await provider(payment.provider).refund({
        providerRef: payment.providerRef,
        amountMinor: payment.amountUsdMinor,
        idempotencyKey: `refund-${payment.id}`,
      });
      if (answer.status === "refunded")
        await applyOutcome(payment.id, {
          status: "refunded",
          amountMinor: payment.amountUsdMinor,
          currency: payment.currency,
        });
    },

    order: (orderId: string) => orderById(db, orderId),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
