/**
 * Staff refunds (docs/CHECKOUT.md#staff-refunds) through the checkout service the console calls,
 * with the sandbox provider's refunds and signed webhooks delivered back into the app: any
 * amount up to what is left, the card part first (a durable job asks the provider), then the
 * balance part (back at once through the ledger); the order refunded once refunds reach the
 * whole amount and the money is back; the refund mail once per refund, only when asked for and
 * only once the money has left; the audit entry in the same transaction; the same key answered
 * once, two refunds at once never paying out more than was paid, a confirmation heard again
 * changing nothing; and the buyer's own refund afterwards sending back only the rest.
 */
// @both-engines: staff refunds racing each other, a provider's confirmation heard again, the ledger and the mail queue's dedupe key.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, jobs, mailQueue, refunds, sandboxRefunds, sandboxSessions } from "../../db/schema.ts";
import { formatMoney } from "../../../shared/money.ts";
import { MAIL_TEXTS } from "../../messages/mail/index.ts";
import { fill } from "../mail/index.ts";
import { DAY, newGuestEmail, newIdempotencyKey, useCheckoutApp } from "../../../tests/support/checkout.ts";
import { staffSteps, type TestMember } from "../../../tests/support/staff.ts";
import { refunded, staffRefunder } from "../../../tests/support/staff-refunds.ts";

const FIVE_GB = { area: "japan", plan: "5gb-30-days" };
const c = useCheckoutApp();
const db = () => c.t.services.database.db;
const checkout = () => c.t.services.checkout;
const staff = staffSteps(c.t, c.now);

let support: TestMember;
let catalogue: TestMember;
beforeAll(async () => {
  support = await staff.member(["support"]);
  catalogue = await staff.member(["catalogue"]);
});

/** A staff refund of `amountMinor` of an order by the support member, a fresh key unless given. */
const refund = staffRefunder(c, () => support, { note: "  Data stopped in Osaka; refunding part of it.  " });

/** A guest's delivered order of 5 GB, paid by card. */
async function delivered() {
  const token = await c.guest();
  const email = newGuestEmail();
  const bought = await c.buy(token, { ...FIVE_GB, email });
  expect((await c.orderRow(bought.order.orderNo)).status).toBe("DELIVERED");
  return { token, email, charge: bought.order.charge.minor, ...bought };
}

const refundRows = async (orderNo: string) => db().select().from(refunds).where(eq(refunds.orderId, (await c.orderRow(orderNo)).id));
const providerRefunds = (session: string) => db().select().from(sandboxRefunds).where(eq(sandboxRefunds.sessionId, session));
const sessionRow = async (session: string) => (await db().select().from(sandboxSessions).where(eq(sandboxSessions.id, session)))[0];
const staffRefundJobs = (refundId: string) => db().select().from(jobs).where(and(eq(jobs.kind, "refund.staff"), eq(jobs.key, `refund:staff:${refundId}`)));
const auditOf = (orderNo: string) => db().select().from(auditLog).where(and(eq(auditLog.targetKind, "order"), eq(auditLog.targetId, orderNo))).orderBy(auditLog.id);
/** The refund mails queued about an order, in the order they were queued. */
const queuedRefunds = (orderNo: string) =>
  db()
    .select()
    .from(mailQueue)
    .where(and(sql`${mailQueue.template}->>'kind' = 'refund'`, sql`${mailQueue.template}->>'number' = ${orderNo}`))
    .orderBy(mailQueue.createdAt);
const refundWebhooks = (session: string) => c.webhooksOf(session).filter((w) => w.event.type === "refund.succeeded");
const subject = (orderNo: string, minor: number) => fill(MAIL_TEXTS.en["refund.order.subject"], { number: orderNo, amount: formatMoney(minor, "USD", "en") });

describe("a staff refund of half an order paid by card", () => {
  it("asks the provider for half, leaves the order delivered with half refunded, mails half once the money is back, and writes its audit entry; the second half refunds the order", async () => {
    const { email, order, paymentId, session, charge } = await delivered();
    const half = Math.floor(charge / 2);

    const first = refunded(await refund(order.orderNo, half));
    expect(first).toMatchObject({
      orderNo: order.orderNo,
      amountMinor: half,
      cardMinor: half,
      balanceMinor: 0,
      reason: "not-working",
      note: "Data stopped in Osaka; refunding part of it.",
      notifyBuyer: true,
      status: "REFUNDING",
      refundedMinor: half,
      leftMinor: charge - half,
      orderStatus: "DELIVERED",
    });
    // Asked for, not sent back yet: no mail, and the provider has not been asked (the job will).
    expect(await queuedRefunds(order.orderNo)).toEqual([]);
    expect(await providerRefunds(session)).toEqual([]);
    expect(await staffRefundJobs(first.refundId)).toHaveLength(1);
    const [entry, ...moreEntries] = await auditOf(order.orderNo);
    expect(moreEntries).toEqual([]);
    expect(entry).toMatchObject({
      staffId: support.staffId,
      action: "order.refunded",
      targetKind: "order",
      targetId: order.orderNo,
      before: { refundedMinor: 0 },
      after: { amountMinor: half, reason: "not-working", note: "Data stopped in Osaka; refunding part of it.", notifyBuyer: true },
      address: "203.0.113.9",
    });

    await c.runJobs();
    expect(await providerRefunds(session)).toMatchObject([{ amountMinor: half, reference: first.refundId, idempotencyKey: `staff-refund-${first.refundId}` }]);
    expect(await sessionRow(session)).toMatchObject({ status: "succeeded", refundedMinor: half });
    // The job's answer and the provider's webhook both confirmed it: recorded once.
    expect(refundWebhooks(session).map((w) => w.status)).toEqual([200]);
    const [row] = await refundRows(order.orderNo);
    expect(row).toMatchObject({ status: "REFUNDED", cardMinor: half, balanceMinor: 0, paymentId, providerRef: (await providerRefunds(session))[0]!.id });
    expect(row!.confirmedAt).not.toBeNull();
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "DELIVERED", refundedMinor: half });
    expect((await checkout().payment(paymentId))?.status).toBe("SUCCEEDED");
    expect((await checkout().order((await c.orderRow(order.orderNo)).id))?.refundedMinor).toBe(half);
    // A staff refund does not switch the eSIM off: that is a console action of its own.
    expect(await c.esimsOf(order.orderNo)).toMatchObject([{ installState: "UNDOWNLOAD" }]);
    expect(await queuedRefunds(order.orderNo)).toMatchObject([
      { to: email, dedupeKey: `refund:staff:${first.refundId}`, template: { kind: "refund", of: "order", number: order.orderNo, cardMinor: half, balanceMinor: 0 } },
    ]);
    const [mail, ...moreMails] = c.refundMailsTo(email);
    expect(moreMails).toEqual([]);
    expect(mail!.subject).toBe(subject(order.orderNo, half));
    // The buyer's receipt says how much went back.
    const { userId } = await c.orderRow(order.orderNo);
    expect(await c.t.services.buyerOrders.receipt({ userId }, order.orderNo, "en")).toMatchObject({ ok: true, receipt: { refunded: false, refundedMinor: half } });

    // The second half, without telling the buyer: the whole amount is asked back, so the order is
    // refunding until the provider sends it, then refunded.
    const second = refunded(await refund(order.orderNo, charge - half, { notifyBuyer: false, reason: "goodwill", note: "" }));
    expect(second).toMatchObject({ cardMinor: charge - half, balanceMinor: 0, note: null, refundedMinor: charge, leftMinor: 0, orderStatus: "REFUNDING" });
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "REFUNDING", refundedMinor: charge });
    await c.runJobs();
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "REFUNDED", refundedMinor: charge });
    expect(await sessionRow(session)).toMatchObject({ status: "refunded", refundedMinor: charge });
    expect((await providerRefunds(session)).map((r) => r.amountMinor)).toEqual([half, charge - half]);
    expect(await c.esimsOf(order.orderNo)).toMatchObject([{ installState: "UNDOWNLOAD" }]);
    expect(c.refundMailsTo(email)).toHaveLength(1);
    expect(await c.t.services.buyerOrders.receipt({ userId }, order.orderNo, "en")).toMatchObject({ ok: true, receipt: { refunded: true, refundedMinor: 0 } });
    expect((await auditOf(order.orderNo)).map((e) => [e.before, e.after])).toEqual([
      [{ refundedMinor: 0 }, { amountMinor: half, reason: "not-working", note: "Data stopped in Osaka; refunding part of it.", notifyBuyer: true }],
      [{ refundedMinor: half }, { amountMinor: charge - half, reason: "goodwill", note: null, notifyBuyer: false }],
    ]);

    // Nothing is left: a cent more is refused, and the buyer's own refund too.
    expect(await refund(order.orderNo, 1)).toEqual({ ok: false, code: "REFUND_AMOUNT_TOO_LARGE" });
    expect(await checkout().refundOrder((await c.orderRow(order.orderNo)).id, "refundRequested")).toBe(false);
  });
});

describe("refused", () => {
  it("above what is left: nothing changes, at the provider or in the store", async () => {
    const { order, session, charge } = await delivered();
    expect(await refund(order.orderNo, charge + 1)).toEqual({ ok: false, code: "REFUND_AMOUNT_TOO_LARGE" });
    refunded(await refund(order.orderNo, 1_00, { notifyBuyer: false }));
    expect(await refund(order.orderNo, charge - 1_00 + 1)).toEqual({ ok: false, code: "REFUND_AMOUNT_TOO_LARGE" });
    await c.runJobs();
    expect(await refundRows(order.orderNo)).toHaveLength(1);
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "DELIVERED", refundedMinor: 1_00 });
    expect((await providerRefunds(session)).map((r) => r.amountMinor)).toEqual([1_00]);
    expect(await auditOf(order.orderNo)).toHaveLength(1);
  });

  it("for a role without orders.refund, before anything else is looked at", async () => {
    const { order, charge } = await delivered();
    for (const roles of [catalogue.roles, [], ["no-such-role"]]) {
      expect(await refund(order.orderNo, 1_00, { actor: { staffId: catalogue.staffId, roles } })).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
      expect(await refund("RW0000000000", -1, { actor: { staffId: catalogue.staffId, roles }, reason: "?" })).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    }
    // Finance may, as support may.
    const finance = await staff.member(["finance"]);
    refunded(await refund(order.orderNo, 1_00, { actor: { staffId: finance.staffId, roles: finance.roles } }));
    expect(await c.orderRow(order.orderNo)).toMatchObject({ refundedMinor: 1_00 });
    expect(charge).toBeGreaterThan(1_00);
  });

  it("for an order never paid: awaiting its payment, or cancelled unpaid", async () => {
    const token = await c.guest();
    const order = await c.placed(token, { ...FIVE_GB, email: newGuestEmail() });
    expect(await refund(order.orderNo, 1_00)).toEqual({ ok: false, code: "ORDER_NOT_PAID" });
    c.advance(DAY + 1);
    await c.runJobs();
    expect((await c.orderRow(order.orderNo)).status).toBe("CANCELLED");
    expect(await refund(order.orderNo, 1_00)).toEqual({ ok: false, code: "ORDER_NOT_PAID" });
    expect(await refundRows(order.orderNo)).toEqual([]);
    expect(await auditOf(order.orderNo)).toEqual([]);
  });

  it("for what is not an amount, a reason, a note, a key or an order", async () => {
    const { order } = await delivered();
    for (const amountMinor of [0, -1_00, 4.5, Number.NaN]) expect(await refund(order.orderNo, amountMinor)).toEqual({ ok: false, code: "REFUND_AMOUNT_INVALID" });
    expect(await refund(order.orderNo, 1_00, { reason: "because" })).toEqual({ ok: false, code: "REFUND_REASON_INVALID" });
    expect(await refund(order.orderNo, 1_00, { note: "x".repeat(501) })).toEqual({ ok: false, code: "REFUND_NOTE_INVALID" });
    expect(await refund(order.orderNo, 1_00, { note: "nul\u0000" })).toEqual({ ok: false, code: "REFUND_NOTE_INVALID" });
    expect(await refund(order.orderNo, 1_00, { idempotencyKey: "short" })).toEqual({ ok: false, code: "IDEMPOTENCY_KEY_INVALID" });
    expect(await refund("RW0000000000", 1_00)).toEqual({ ok: false, code: "ORDER_NOT_FOUND" });
    expect(await refund("not an order", 1_00)).toEqual({ ok: false, code: "ORDER_NOT_FOUND" });
    expect(await refundRows(order.orderNo)).toEqual([]);
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "DELIVERED", refundedMinor: 0 });
    // A note of exactly 500 characters is kept.
    refunded(await refund(order.orderNo, 1_00, { note: "é".repeat(500) }));
  });
});

describe("exactly once", () => {
  it("the same key twice, one after the other or at once, refunds once and answers the first refund; the same key for another refund is refused", async () => {
    const { order, session, charge } = await delivered();
    const idempotencyKey = newIdempotencyKey();
    const first = refunded(await refund(order.orderNo, 2_00, { idempotencyKey }));
    const again = refunded(await refund(order.orderNo, 2_00, { idempotencyKey }));
    expect(again).toEqual(first);
    const atOnce = await Promise.all(Array.from({ length: 6 }, () => refund(order.orderNo, 2_00, { idempotencyKey })));
    expect(new Set(atOnce.map((a) => refunded(a).refundId))).toEqual(new Set([first.refundId]));
    // A new key, sent several times at once (a double click, a retried request): one refund.
    const fresh = newIdempotencyKey();
    const doubled = await Promise.all(Array.from({ length: 6 }, () => refund(order.orderNo, 1_00, { idempotencyKey: fresh })));
    expect(new Set(doubled.map((a) => refunded(a).refundId)).size).toBe(1);
    expect(await refund(order.orderNo, 3_00, { idempotencyKey })).toEqual({ ok: false, code: "REFUND_IDEMPOTENCY_CONFLICT" });
    expect(await refund(order.orderNo, 2_00, { idempotencyKey, notifyBuyer: false })).toEqual({ ok: false, code: "REFUND_IDEMPOTENCY_CONFLICT" });
    await Promise.all([c.t.services.jobWorker.runDue(), c.t.services.jobWorker.runDue()]);
    await c.runJobs();
    expect(await refundRows(order.orderNo)).toHaveLength(2);
    expect(await staffRefundJobs(first.refundId)).toHaveLength(1);
    expect((await providerRefunds(session)).map((r) => r.amountMinor).sort()).toEqual([1_00, 2_00]);
    expect(await c.orderRow(order.orderNo)).toMatchObject({ refundedMinor: 3_00 });
    expect(await auditOf(order.orderNo)).toHaveLength(2);
    // Asked again once the money is back, still the same refund, now refunded.
    expect(refunded(await refund(order.orderNo, 2_00, { idempotencyKey }))).toMatchObject({ refundId: first.refundId, status: "REFUNDED", leftMinor: charge - 3_00 });
  });

  it("refunds of 60% at the same moment: one goes through, the others are refused, and the provider pays out once", async () => {
    const { order, session, charge } = await delivered();
    const sixty = Math.ceil(charge * 0.6);
    // Two members at once, and several of each, so that the requests really overlap.
    const answers = await Promise.all(Array.from({ length: 8 }, () => refund(order.orderNo, sixty)));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok)).toEqual(Array.from({ length: 7 }, () => ({ ok: false, code: "REFUND_AMOUNT_TOO_LARGE" })));
    await c.runJobs();
    expect(await refundRows(order.orderNo)).toHaveLength(1);
    expect((await providerRefunds(session)).map((r) => r.amountMinor)).toEqual([sixty]);
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "DELIVERED", refundedMinor: sixty });
  });

  it("a confirmation heard again (the provider's webhook after the job's answer, delivered again, several at once) records once and mails once", async () => {
    const { email, order, session } = await delivered();
    const asked = refunded(await refund(order.orderNo, 3_00));
    c.holdWebhooks(true);
    await c.runJobs();
    c.holdWebhooks(false);
    const [row] = await refundRows(order.orderNo);
    expect(row).toMatchObject({ status: "REFUNDED" });
    const [confirmed] = refundWebhooks(session);
    expect(confirmed!.event.data).toMatchObject({ refund: { reference: asked.refundId, amountMinor: 3_00 } });
    expect(await c.redeliver(confirmed!)).toBe(200);
    expect(await c.redeliverAtOnce(confirmed!, 3)).toEqual([200, 200, 200]);
    await c.runJobs();
    expect((await refundRows(order.orderNo))[0]).toEqual(row);
    expect(await queuedRefunds(order.orderNo)).toHaveLength(1);
    expect(c.refundMailsTo(email)).toHaveLength(1);
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "DELIVERED", refundedMinor: 3_00 });
  });

  it("the provider's events about several refunds of one payment, arriving at the same moment, are each applied once", async () => {
    const { email, order, session } = await delivered();
    c.holdWebhooks(true);
    const asked = await Promise.all(Array.from({ length: 6 }, () => refund(order.orderNo, 1_00)));
    // Each refund's job is answered by the provider; its own event waits, held.
    await c.runJobs();
    c.holdWebhooks(false);
    const events = refundWebhooks(session);
    expect(events).toHaveLength(6);
    // Six different events about one payment at once, as a provider may send them.
    expect(await Promise.all(events.map((e) => c.redeliver(e)))).toEqual(events.map(() => 200));
    await c.runJobs();
    const rows = await refundRows(order.orderNo);
    expect(rows.map((r) => r.status)).toEqual(rows.map(() => "REFUNDED"));
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(asked.map((a) => refunded(a).refundId)));
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "DELIVERED", refundedMinor: 6_00 });
    expect(await queuedRefunds(order.orderNo)).toHaveLength(6);
    expect(c.refundMailsTo(email)).toHaveLength(6);
  });

  it("a confirmation naming a refund of another payment, or something that is no refund, changes nothing", async () => {
    const one = await delivered();
    const other = await delivered();
    const asked = refunded(await refund(one.order.orderNo, 1_00));
    const word = (reference: string) => ({ status: "refunded" as const, amountMinor: 1_00, currency: "USD", refund: { ref: "sbr_forged", reference } });
    await checkout().applyOutcome(other.paymentId, word(asked.refundId));
    await checkout().applyOutcome(other.paymentId, word("not-a-uuid"));
    expect((await refundRows(one.order.orderNo))[0]).toMatchObject({ status: "REFUNDING", providerRef: null });
    expect((await checkout().payment(other.paymentId))?.status).toBe("SUCCEEDED");
    await c.runJobs();
    expect((await refundRows(one.order.orderNo))[0]).toMatchObject({ status: "REFUNDED" });
  });
});

describe("the buyer's notice", () => {
  it("is not sent when the member chose not to tell the buyer", async () => {
    const { email, order } = await delivered();
    refunded(await refund(order.orderNo, 1_50, { notifyBuyer: false }));
    await c.runJobs();
    expect(await queuedRefunds(order.orderNo)).toEqual([]);
    expect(c.refundMailsTo(email)).toEqual([]);
    expect((await refundRows(order.orderNo))[0]).toMatchObject({ status: "REFUNDED" });
  });
});

describe("an order paid partly from the balance", () => {
  async function paidWithBalance(balance: number) {
    const { email, token, userId } = await c.accountWithBalance(balance);
    const order = await c.placed(token, { ...FIVE_GB, useBalance: true });
    const { pagePath, paymentId, session } = await c.startPayment(token, order.orderNo);
    expect((await c.payOnPage(pagePath)).statusCode).toBe(303);
    await c.runJobs();
    expect(await c.t.services.wallet.balance(userId)).toBe(0);
    return { email, token, userId, order, paymentId, session, card: order.cardPart.minor, charge: order.charge.minor };
  }

  it("gets the card part back first, then the balance part, at once, with the ledger balanced; refunds reaching the whole amount refund the order", async () => {
    const balance = 2_00;
    const { email, userId, order, session, card, charge } = await paidWithBalance(balance);
    expect(charge).toBe(card + balance);

    // The card part and half the balance part.
    const first = refunded(await refund(order.orderNo, card + 1_00));
    expect(first).toMatchObject({ cardMinor: card, balanceMinor: 1_00, status: "REFUNDING", orderStatus: "DELIVERED" });
    // The balance part is back already; the mail waits for the card part.
    expect(await c.t.services.wallet.balance(userId)).toBe(1_00);
    expect(await queuedRefunds(order.orderNo)).toEqual([]);
    await c.runJobs();
    expect((await providerRefunds(session)).map((r) => r.amountMinor)).toEqual([card]);
    expect(await queuedRefunds(order.orderNo)).toMatchObject([{ dedupeKey: `refund:staff:${first.refundId}`, template: { cardMinor: card, balanceMinor: 1_00 } }]);
    const [mail] = c.refundMailsTo(email);
    expect(mail!.subject).toBe(subject(order.orderNo, card + 1_00));
    expect(mail!.text).toContain(MAIL_TEXTS.en["refund.card.when"]);
    expect(mail!.text).toContain(MAIL_TEXTS.en["refund.balance.when"]);
    expect(await c.t.services.ledger.verify()).toEqual([]);

    // The rest is balance only: back at once, the order refunded in the same transaction, and mailed at once.
    const rest = refunded(await refund(order.orderNo, 1_00));
    expect(rest).toMatchObject({ cardMinor: 0, balanceMinor: 1_00, status: "REFUNDED", refundedMinor: charge, leftMinor: 0, orderStatus: "REFUNDED" });
    expect(await c.t.services.wallet.balance(userId)).toBe(balance);
    expect(await staffRefundJobs(rest.refundId)).toEqual([]);
    expect(await queuedRefunds(order.orderNo)).toMatchObject([
      { dedupeKey: `refund:staff:${first.refundId}` },
      { dedupeKey: `refund:staff:${rest.refundId}`, template: { cardMinor: 0, balanceMinor: 1_00 } },
    ]);
    await c.runJobs();
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "REFUNDED", refundedMinor: charge });
    expect(await c.esimsOf(order.orderNo)).toMatchObject([{ installState: "UNDOWNLOAD" }]);
    expect(c.refundMailsTo(email)).toHaveLength(2);
    expect(await c.t.services.ledger.verify()).toEqual([]);
    const statement = await c.t.services.wallet.statement(userId, 1, 10);
    expect(statement.list.filter((l) => l.kind === "order-refund").map((l) => [l.amountMinor, l.reference])).toEqual([
      [1_00, order.orderNo],
      [1_00, order.orderNo],
    ]);
  });

  it("refunded by the buyer afterwards, sends back only the rest of each part, and tells the buyer the rest", async () => {
    const balance = 2_00;
    const { email, token, userId, order, paymentId, session, card, charge } = await paidWithBalance(balance);
    const staffPart = refunded(await refund(order.orderNo, 1_00, { notifyBuyer: false }));
    await c.runJobs();
    expect(staffPart).toMatchObject({ cardMinor: 1_00, balanceMinor: 0 });

    // The buyer's own refund, while the eSIM is untouched: the rest of the card part and all the balance part.
    expect((await c.refund(token, order.orderNo)).body.success).toBe(true);
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "REFUNDING", refundedMinor: charge });
    expect(await c.t.services.wallet.balance(userId)).toBe(balance);
    await c.runJobs();
    expect((await providerRefunds(session)).map((r) => r.amountMinor)).toEqual([1_00, card - 1_00]);
    expect(await sessionRow(session)).toMatchObject({ status: "refunded", refundedMinor: card });
    expect((await checkout().payment(paymentId))?.status).toBe("REFUNDED");
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "REFUNDED" });
    // The buyer asked for the eSIM's refund: it is switched off, as always.
    expect(await c.esimsOf(order.orderNo)).toMatchObject([{ installState: "DISABLED" }]);
    expect(await queuedRefunds(order.orderNo)).toMatchObject([{ dedupeKey: `refund:payment:${paymentId}`, template: { cardMinor: card - 1_00, balanceMinor: balance } }]);
    expect(c.refundMailsTo(email)).toHaveLength(1);
    expect(await c.t.services.ledger.verify()).toEqual([]);
  });

  it("refunded by the buyer while a staff refund's card part is still on its way, is refunded once both are back, each part told once", async () => {
    const balance = 2_00;
    const { email, token, order, paymentId, session, card, charge } = await paidWithBalance(balance);
    const staffPart = refunded(await refund(order.orderNo, 1_00, { notifyBuyer: false }));
    expect((await c.refund(token, order.orderNo)).body.success).toBe(true);
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "REFUNDING", refundedMinor: charge });

    // The buyer's refund of the rest is confirmed first: the order waits for the staff refund's
    // card part, and the buyer hears of the card part that is back.
    await checkout().runRefund(paymentId);
    expect((await checkout().payment(paymentId))?.status).toBe("REFUNDED");
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "REFUNDING" });
    expect(await queuedRefunds(order.orderNo)).toMatchObject([{ dedupeKey: `refund:payment:${paymentId}`, template: { cardMinor: card - 1_00, balanceMinor: 0 } }]);

    // Then the staff refund's: the order is refunded, and the balance part, back since the buyer
    // asked, is told now, once, whatever the provider's webhooks repeat afterwards.
    await checkout().runStaffRefund(staffPart.refundId);
    await c.runJobs();
    expect(refundWebhooks(session).map((w) => w.status)).toEqual([200, 200]);
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "REFUNDED", refundedMinor: charge });
    expect((await providerRefunds(session)).map((r) => r.amountMinor).sort((a, b) => a - b)).toEqual([1_00, card - 1_00].sort((a, b) => a - b));
    const { id } = await c.orderRow(order.orderNo);
    const mails = await queuedRefunds(order.orderNo);
    expect(mails).toHaveLength(2);
    expect(mails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ dedupeKey: `refund:payment:${paymentId}`, template: expect.objectContaining({ cardMinor: card - 1_00, balanceMinor: 0 }) }),
        expect.objectContaining({ dedupeKey: `refund:order:${id}`, template: expect.objectContaining({ cardMinor: 0, balanceMinor: balance }) }),
      ]),
    );
    expect(c.refundMailsTo(email)).toHaveLength(2);
    expect(await c.esimsOf(order.orderNo)).toMatchObject([{ installState: "DISABLED" }]);
    expect(await c.t.services.ledger.verify()).toEqual([]);
  });

  it("whose card part staff sent back in full, refunded by the buyer afterwards, gets the balance part back at once and the order refunded", async () => {
    const balance = 2_00;
    const { token, userId, order, session, card, charge } = await paidWithBalance(balance);
    refunded(await refund(order.orderNo, card, { notifyBuyer: false }));
    await c.runJobs();
    expect((await c.refund(token, order.orderNo)).body.success).toBe(true);
    // Nothing left for the provider: no second card refund, and no payment waiting for one.
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "REFUNDED", refundedMinor: charge });
    expect(await c.t.services.wallet.balance(userId)).toBe(balance);
    await c.runJobs();
    expect((await providerRefunds(session)).map((r) => r.amountMinor)).toEqual([card]);
    const { id } = await c.orderRow(order.orderNo);
    expect(await queuedRefunds(order.orderNo)).toMatchObject([{ dedupeKey: `refund:order:${id}`, template: { cardMinor: 0, balanceMinor: balance } }]);
    expect(await c.esimsOf(order.orderNo)).toMatchObject([{ installState: "DISABLED" }]);
    expect(await c.t.services.ledger.verify()).toEqual([]);
  });
});
