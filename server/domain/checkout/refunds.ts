/**
 * Every refund, in one place (docs/CHECKOUT.md#order-states): the buyer's refund of an untouched
 * eSIM, the refund when provisioning or a top-up gives up, the refund of money taken for
 * something no longer awaiting it (paid twice, or cancelled meanwhile), a member of staff's
 * refund of any amount up to what is left (docs/CHECKOUT.md#staff-refunds), sending each to the
 * provider (durable jobs) and recording the provider's confirmations.
 *
 * Under locks in the checkout's order (payment, then a staff refund of it, then order, then
 * wallet): a refund and a top-up being added, two refunds asked or confirmed at once, see each
 * other. What staff refunds sent back already stays sent: a whole refund afterwards (the buyer's,
 * or provisioning giving up) sends back only the rest.
 *
 * The buyer is told once the money has gone back, never when it was only asked for
 * (docs/CHECKOUT.md#the-refund-mail): the refund mail is queued in the transaction that records a
 * card refund as confirmed by the provider, or that completes a refund with no card part, under a
 * dedupe key (`refund:payment:<id>`, `refund:order:<id>`, `refund:staff:<id>`), so a confirmation
 * heard twice (the refund job's answer and the provider's webhook, or a webhook delivered again)
 * mails once.
 */
import type { PaymentProvider } from "../../adapters/payments/payment-provider.ts";
import type { Db } from "../../db/client.ts";
import { isRefundReason, type RefundReason } from "../../../shared/refund-reasons.ts";
import type { OrderStatus, RefundStatus } from "../../../shared/order-states.ts";
import type { Clock } from "../../kernel/clock.ts";
import { newId } from "../../kernel/ids.ts";
import { no, ok, type Outcome } from "../../kernel/outcome.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { EsimsService } from "../esims/index.ts";
import type { JobQueue } from "../jobs/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { can, recordAudit } from "../staff/index.ts";
import { STORE_ACCOUNTS, walletAccount, type Ledger } from "../wallet/index.ts";
import {
  hasTopupInFlight,
  insertStaffRefund,
  lockOrder,
  lockPayment,
  lockStaffRefund,
  markStaffRefundDone,
  noteStaffRefundRef,
  orderById,
  orderByNo,
  paymentById,
  paymentsWithMoneyOf,
  rechargeById,
  staffRefundById,
  staffRefundByKey,
  staffRefundsOf,
  succeededPaymentOf,
  transitionOrder,
  transitionPayment,
  type OrderRow,
  type PaymentRow,
  type RechargeRow,
  type RefundRow,
} from "./checkout-repository.ts";
import { disableEsimJob, refundJob, staffRefundJob } from "./checkout-jobs.ts";
import type { OrderError, RefundError } from "./errors.ts";
import { IDEMPOTENCY_KEY_PATTERN, ORDER_NO_PATTERN } from "./order-rules.ts";
import { balanceRefunded, cardRefundedTo, isRefundAmount, isRefundNote, normalizeRefundNote, refundFingerprint, splitRefund } from "./refund-rules.ts";

export interface RefundsDeps {
  db: Db;
  jobs: JobQueue;
  ledger: Pick<Ledger, "post">;
  esims: Pick<EsimsService, "disableAtProvider" | "markDisabled">;
  provider: (name: string) => PaymentProvider;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  now: Clock;
}

/** A member of staff's refund from the operator console (docs/CHECKOUT.md#staff-refunds). */
export interface StaffRefundInput {
  /** Who asks, as their console session knows them: the roles decide (`orders.refund`). */
  actor: { staffId: string; roles: readonly string[] };
  orderNo: string;
  /** USD minor units, from 1 up to what is left to refund. */
  amountMinor: number;
  /** One of REFUND_REASONS (shared/refund-reasons.ts). */
  reason: string;
  /** For colleagues: up to REFUND_NOTE_MAX characters; blank is none. */
  note: string;
  /** Whether the buyer gets the refund mail once the money is back. */
  notifyBuyer: boolean;
  /** The console's key for this refund (16-64 of A-Z a-z 0-9 _ -): sent again, the same refund is answered. */
  idempotencyKey: string;
  /** Where the request came from, for the audit log. */
  client: { ip: string };
}

/** A staff refund as the console gets it back, with the order's refunded total and state after it. */
export interface StaffRefund {
  refundId: string;
  orderNo: string;
  amountMinor: number;
  /** The part sent back to the card, through the provider. */
  cardMinor: number;
  /** The part put back on the balance, at once. */
  balanceMinor: number;
  reason: RefundReason;
  note: string | null;
  notifyBuyer: boolean;
  /** REFUNDING while the card part is with the provider; REFUNDED once all of it is back. */
  status: RefundStatus;
  /** The order's refunded total now (what has been asked back of it, by every refund). */
  refundedMinor: number;
  /** What is left to refund of the order now. */
  leftMinor: number;
  orderStatus: OrderStatus;
  createdAt: Date;
}

export type StaffRefundCode = RefundError | Extract<OrderError, "ORDER_NOT_FOUND" | "IDEMPOTENCY_KEY_INVALID"> | "STAFF_FORBIDDEN";

/** The audit log's name for a staff refund. */
export const ORDER_REFUNDED_ACTION = "order.refunded";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const staffRefundView = (refund: RefundRow, order: OrderRow): StaffRefund => ({
  refundId: refund.id,
  orderNo: order.orderNo,
  amountMinor: refund.amountUsdMinor,
  cardMinor: refund.cardMinor,
  balanceMinor: refund.balanceMinor,
  reason: refund.reason,
  note: refund.note,
  notifyBuyer: refund.notifyBuyer,
  status: refund.status,
  refundedMinor: order.refundedMinor,
  leftMinor: order.amountUsdMinor - order.refundedMinor,
  orderStatus: order.status,
  createdAt: refund.createdAt,
});

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
   * Moves a REFUNDING order (the caller locked it) to REFUNDED once none of its money is out any
   * more: no payment of it waiting for the provider's refund, none succeeded with money not sent
   * back (a card refunded whole by staff refunds is back), no staff refund's card part still
   * with the provider. Answers the row when it moved. Without staff refunds this is "no payment
   * SUCCEEDED or REFUNDING", as it always was.
   */
  async function settleOrder(tx: Tx, orderId: string, staffRefunds: readonly RefundRow[]): Promise<OrderRow | null> {
    if (staffRefunds.some((r) => r.status === "REFUNDING")) return null;
    const open = await paymentsWithMoneyOf(tx, orderId);
    if (open.some((p) => p.status === "REFUNDING" || p.amountUsdMinor > cardRefundedTo(staffRefunds, p.id))) return null;
    return (await transitionOrder(tx, orderId, "refunded", now()))?.row ?? null;
  }

  /**
   * The provider confirmed a payment's refund (the caller locked the payment). The order is
   * refunded once none of its money is out any more: the refund of a second payment (paid twice)
   * may be confirmed before the order's own. Under the order's lock, so of two refunds confirmed
   * at once the second sees the first. The buyer is told of this payment's money (less what
   * staff refunds sent back of it before), and of the order's balance part (back since the
   * refund was asked for, less what staff refunds put back) with the confirmation that completes
   * the order's refund: each part once, whichever payment's refund comes last.
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
    const staffRefunds = await staffRefundsOf(tx, payment.orderId);
    const refunded = await settleOrder(tx, payment.orderId, staffRefunds);
    const order = refunded ?? locked;
    const cardMinor = payment.amountUsdMinor - cardRefundedTo(staffRefunds, payment.id);
    await mailRefund(tx, { order }, { cardMinor, balanceMinor: refunded ? order.balanceMinor - balanceRefunded(staffRefunds) : 0 }, key);
  }

  /**
   * Starts the refund of an order's succeeded payment, moving the order on `event` in the same
   * transaction. False when the order cannot move (already refunding, or never paid). What staff
   * refunds sent back before stays as it is: the card and the balance get back the rest of their
   * parts.
   */
  async function refundOrder(orderId: string, event: "refundRequested" | "provisioningGaveUp"): Promise<boolean> {
    const succeeded = await succeededPaymentOf(db, orderId);
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
      const staffRefunds = await staffRefundsOf(tx, orderId);
      // What the balance paid goes back to the balance at once, exactly that amount (docs/WALLET.md#paying-with-the-balance).
      const balanceMinor = order.balanceMinor - balanceRefunded(staffRefunds);
      if (balanceMinor > 0) {
        await deps.ledger.post(tx, {
          sourceKey: `order-refund:${orderId}`,
          kind: "order-refund",
          reference: order.orderNo,
          entries: [
            { account: walletAccount(order.userId), amountMinor: balanceMinor },
            { account: STORE_ACCOUNTS.sales, amountMinor: -balanceMinor },
          ],
        });
      }
      if (payment && payment.amountUsdMinor > cardRefundedTo(staffRefunds, payment.id)) return startRefund(tx, payment);
      // Nothing (more) was paid by card: the refund is complete now, unless a staff refund's card
      // part is still on its way (its confirmation completes it), and the eSIM the order bought
      // is switched off by a durable job (the provider is never called inside a transaction).
      const refunded = await settleOrder(tx, orderId, staffRefunds);
      await deps.jobs.enqueue(tx, disableEsimJob, { orderId }, { key: `disable-esim:${orderId}` });
      if (refunded) await mailRefund(tx, { order: refunded }, { cardMinor: 0, balanceMinor }, `refund:order:${orderId}`);
      return true;
    });
  }

  /**
   * Whether staff refunds alone took all of a paid order's money back: its eSIM then stays the
   * buyer's, since switching it off is a console action of its own (docs/CHECKOUT.md#staff-refunds).
   */
  async function refundedByStaffAlone(order: OrderRow): Promise<boolean> {
    if (order.amountUsdMinor === 0) return false;
    const staffRefunds = await staffRefundsOf(db, order.id);
    return staffRefunds.reduce((sum, r) => sum + r.amountUsdMinor, 0) >= order.amountUsdMinor;
  }

  /** Switches off a refunded (or refunding) order's eSIM at the provider and records it; a top-up order has none of its own. */
  async function disableRefundedEsim(orderId: string): Promise<void> {
    const order = await orderById(db, orderId);
    if (order?.status !== "REFUNDED" && order?.status !== "REFUNDING") return;
    if (await refundedByStaffAlone(order)) return;
    if (await deps.esims.disableAtProvider(orderId)) await deps.esims.markDisabled(db, orderId);
  }

  /**
   * The refund job: when the order itself is refunded, its eSIM stops working before the money
   * goes back (a second payment of an order paid already is refunded too, but the eSIM the first
   * one bought stays the buyer's; a recharge's payment is refunded only when it was paid twice).
   * Then asks the provider (idempotent by payment id) for what staff refunds left of the payment,
   * and records a confirmed refund.
   */
  async function runRefund(paymentId: string): Promise<void> {
    const payment = await paymentById(db, paymentId);
    if (!payment) return;
    if (payment.orderId) await disableRefundedEsim(payment.orderId);
    if (payment.status !== "REFUNDING" || !payment.providerRef) return;
    // Fixed since the payment left SUCCEEDED: a staff refund takes only from a succeeded payment.
    const staffRefunds = payment.orderId ? await staffRefundsOf(db, payment.orderId) : [];
    const answer = await deps.provider(payment.provider).refund({
      providerRef: payment.providerRef,
      chargeRef: payment.chargeRef,
      currency: payment.currency,
      amountMinor: payment.amountUsdMinor - cardRefundedTo(staffRefunds, payment.id),
      idempotencyKey: `refund-${payment.id}`,
    });
    if (answer.status === "refunded") {
      await db.transaction(async (tx) => {
        const locked = await lockPayment(tx, payment.id);
        if (locked) await recordRefunded(tx, locked);
      });
    }
  }

  /**
   * The provider sent a staff refund's card part back (the caller locked its payment): recorded
   * once under the refund's lock; the order is refunded if that was the last of its money out;
   * the buyer, when the member asked for it, gets the mail of this refund's parts. A whole
   * refund of the rest that completes with this confirmation (its card part came back first)
   * tells its balance part here, as it would have on its own confirmation.
   */
  async function recordStaffRefunded(tx: Tx, payment: PaymentRow, refundId: string, providerRef: string | null): Promise<void> {
    if (!UUID.test(refundId)) {
      deps.log.warn({ paymentId: payment.id, refundId }, "refund confirmation with a reference that is no refund of ours: ignored");
      return;
    }
    const refund = await lockStaffRefund(tx, refundId);
    if (refund?.paymentId !== payment.id) {
      deps.log.warn({ paymentId: payment.id, refundId }, "refund confirmation for a refund of another payment, or none: ignored");
      return;
    }
    if (refund.status !== "REFUNDING") return;
    await markStaffRefundDone(tx, refund.id, now(), refund.providerRef ?? providerRef);
    const locked = await lockOrder(tx, refund.orderId);
    if (!locked) return;
    const staffRefunds = await staffRefundsOf(tx, refund.orderId);
    const refunded = await settleOrder(tx, refund.orderId, staffRefunds);
    const order = refunded ?? locked;
    if (refund.notifyBuyer) await mailRefund(tx, { order }, { cardMinor: refund.cardMinor, balanceMinor: refund.balanceMinor }, `refund:staff:${refund.id}`);
    const wholeRefundBalance = order.balanceMinor - balanceRefunded(staffRefunds);
    if (refunded && wholeRefundBalance > 0) await mailRefund(tx, { order }, { cardMinor: 0, balanceMinor: wholeRefundBalance }, `refund:order:${order.id}`);
  }

  /** The staff refund job: asks the provider for the card part (idempotent by the refund's id) and records it once sent back. */
  async function runStaffRefund(refundId: string): Promise<void> {
    const refund = await staffRefundById(db, refundId);
    if (refund?.status !== "REFUNDING" || !refund.paymentId) return;
    const payment = await paymentById(db, refund.paymentId);
    if (!payment?.providerRef) {
      // A succeeded payment always has the provider's reference: money is owed and cannot be sent.
      deps.log.error({ refundId, paymentId: refund.paymentId }, "staff refund of a payment without a provider reference: needs an operator");
      return;
    }
    const answer = await deps.provider(payment.provider).refund({
      providerRef: payment.providerRef,
      chargeRef: payment.chargeRef,
      currency: payment.currency,
      amountMinor: refund.cardMinor,
      idempotencyKey: `staff-refund-${refund.id}`,
      reference: refund.id,
    });
    if (answer.status === "refunded") {
      await db.transaction(async (tx) => {
        const locked = await lockPayment(tx, payment.id);
        if (locked) await recordStaffRefunded(tx, locked, refund.id, answer.ref ?? null);
      });
    } else if (answer.ref) {
      // Accepted, not sent yet: the provider's event about it follows.
      await noteStaffRefundRef(db, refund.id, answer.ref);
    }
  }

  /**
   * A member of staff refunds `amountMinor` of an order (docs/CHECKOUT.md#staff-refunds): the card
   * part first, through the provider (a durable job), then the balance part, back at once through
   * the ledger; the order's refunded total grows by it, and when it reaches the whole amount paid
   * the order is refunded. Its audit entry, the ledger posting, the job and (for a refund with no
   * card part) the buyer's mail are written in the same transaction, under the payment's and then
   * the order's lock: two refunds of one order at once go one after the other, and the second
   * sees what the first left. The same idempotency key again answers the first refund.
   */
  async function refundByStaff(input: StaffRefundInput): Promise<Outcome<StaffRefund, StaffRefundCode>> {
    if (!UUID.test(input.actor.staffId) || !can(input.actor.roles, "orders.refund")) return no("STAFF_FORBIDDEN");
    if (!IDEMPOTENCY_KEY_PATTERN.test(input.idempotencyKey)) return no("IDEMPOTENCY_KEY_INVALID");
    if (!isRefundAmount(input.amountMinor)) return no("REFUND_AMOUNT_INVALID");
    if (!isRefundReason(input.reason)) return no("REFUND_REASON_INVALID");
    const reason = input.reason;
    const note = normalizeRefundNote(input.note);
    if (!isRefundNote(note)) return no("REFUND_NOTE_INVALID");
    if (!ORDER_NO_PATTERN.test(input.orderNo)) return no("ORDER_NOT_FOUND");
    const found = await orderByNo(db, input.orderNo);
    if (!found) return no("ORDER_NOT_FOUND");
    const requestHash = refundFingerprint({ staffId: input.actor.staffId, amountMinor: input.amountMinor, reason, note, notifyBuyer: input.notifyBuyer });
    const succeeded = await succeededPaymentOf(db, found.id);

    return db.transaction(async (tx): Promise<Outcome<StaffRefund, StaffRefundCode>> => {
      // Payment, then order (then the wallet, in the ledger): the checkout's one lock order.
      const locked = succeeded ? await lockPayment(tx, succeeded.id) : null;
      const payment = locked?.status === "SUCCEEDED" ? locked : null;
      const order = await lockOrder(tx, found.id);
      if (!order) return no("ORDER_NOT_FOUND");
      const earlier = await staffRefundByKey(tx, order.id, input.idempotencyKey);
      if (earlier) return earlier.requestHash === requestHash ? ok(staffRefundView(earlier, order)) : no("REFUND_IDEMPOTENCY_CONFLICT");
      if (order.status === "AWAITING_PAYMENT" || order.status === "CANCELLED") return no("ORDER_NOT_PAID");

      const staffRefunds = await staffRefundsOf(tx, order.id);
      const left = order.amountUsdMinor - order.refundedMinor;
      const parts =
        input.amountMinor <= left
          ? splitRefund(input.amountMinor, {
              cardMinor: payment ? payment.amountUsdMinor - cardRefundedTo(staffRefunds, payment.id) : 0,
              balanceMinor: order.balanceMinor - balanceRefunded(staffRefunds),
            })
          : null;
      if (!parts) return no("REFUND_AMOUNT_TOO_LARGE");

      const at = now();
      const id = newId();
      const refund: RefundRow = {
        id,
        orderId: order.id,
        paymentId: parts.cardMinor > 0 ? payment!.id : null,
        amountUsdMinor: input.amountMinor,
        cardMinor: parts.cardMinor,
        balanceMinor: parts.balanceMinor,
        reason,
        note,
        staffId: input.actor.staffId,
        notifyBuyer: input.notifyBuyer,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        status: parts.cardMinor > 0 ? "REFUNDING" : "REFUNDED",
        providerRef: null,
        createdAt: at,
        confirmedAt: parts.cardMinor > 0 ? null : at,
      };
      let after = await insertStaffRefund(tx, refund, at);
      await recordAudit(
        tx,
        {
          staffId: input.actor.staffId,
          action: ORDER_REFUNDED_ACTION,
          targetKind: "order",
          targetId: order.orderNo,
          before: { refundedMinor: order.refundedMinor },
          after: { amountMinor: input.amountMinor, reason, note, notifyBuyer: input.notifyBuyer },
          address: input.client.ip.slice(0, 100),
        },
        at,
      );
      if (parts.balanceMinor > 0) {
        await deps.ledger.post(tx, {
          sourceKey: `staff-refund:${id}`,
          kind: "order-refund",
          reference: order.orderNo,
          entries: [
            { account: walletAccount(order.userId), amountMinor: parts.balanceMinor },
            { account: STORE_ACCOUNTS.sales, amountMinor: -parts.balanceMinor },
          ],
        });
      }
      if (parts.cardMinor > 0) {
        await deps.jobs.enqueue(tx, staffRefundJob, { refundId: id }, { key: `refund:staff:${id}` });
      } else if (input.notifyBuyer) {
        // Nothing for the provider to send: the money is back on the balance now.
        await mailRefund(tx, { order: after }, { cardMinor: 0, balanceMinor: parts.balanceMinor }, `refund:staff:${id}`);
      }
      if (after.refundedMinor === after.amountUsdMinor) {
        // The whole amount asked back: refunded once none of it is out any more (the staff
        // refunds' card parts confirmed), as the buyer's refund is.
        after = (await transitionOrder(tx, order.id, "refundedInFull", at))?.row ?? after;
        after = (await settleOrder(tx, order.id, [...staffRefunds, refund])) ?? after;
      }
      return ok(staffRefundView(refund, after));
    });
  }

  return {
    startRefund,
    recordRefunded,
    recordStaffRefunded,
    refundOrder,
    refundByStaff,
    runRefund,
    runStaffRefund,
    disableRefundedEsim,
    /** Money owed and the provider refusing at every attempt: an operator must look (docs/CHECKOUT.md). */
    refundGaveUp: (paymentId: string, lastError: string) => deps.log.error({ paymentId, lastError }, "refund failed repeatedly: needs an operator"),
    /** A staff refund's card part the provider refused at every attempt: an operator must look (docs/CHECKOUT.md#staff-refunds). */
    staffRefundGaveUp: (refundId: string, lastError: string) => deps.log.error({ refundId, lastError }, "staff refund failed repeatedly: needs an operator"),
    /** The money is back but the eSIM still works: an operator must switch it off (docs/CHECKOUT.md). */
    disableGaveUp: (orderId: string, lastError: string) => deps.log.error({ orderId, lastError }, "switching off a refunded order's eSIM failed repeatedly: needs an operator"),
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
