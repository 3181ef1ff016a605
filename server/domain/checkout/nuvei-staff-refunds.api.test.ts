/**
 * Staff refunds (docs/CHECKOUT.md#staff-refunds) of orders paid with Nuvei (docs/CHECKOUT.md#nuvei),
 * through the checkout service the console calls, against Nuvei's stand-in: an order paid on
 * /nuvei-jump with Simply Connect, part of it refunded by a member of staff. The refund job, run
 * by several workers at once, calls refundTransaction once, naming the Sale's TransactionID, with
 * the refund's id as clientUniqueId and `payment id/refund id` as customData; Nuvei's APPROVED
 * answer records the refund at once, and its Credit DMN, delivered and delivered again, changes
 * nothing more; the payment stays SUCCEEDED and the order keeps its state with the part refunded;
 * the rest refunds the order. A refund of more than is left, and refunds of 60% at once, never
 * ask Nuvei for more than was paid.
 */
// @both-engines: staff refund jobs run by several workers at once, Nuvei's Credit DMN heard several times at once, and staff refunds racing each other.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailQueue, refunds } from "../../db/schema.ts";
import { startNuveiStandIn, STANDIN_CARDS, type Delivery } from "../../adapters/payments/nuvei/nuvei-standin.ts";
import { toNuveiAmount } from "../../adapters/payments/nuvei/nuvei-wire.ts";
import { NUVEI_KEYS, nuveiEnv, simplyConnect } from "../../../tests/support/nuvei.ts";
import { newGuestEmail, useCheckoutApp, type CheckoutApp } from "../../../tests/support/checkout.ts";
import { call } from "../../../tests/support/test-app.ts";
import { staffSteps, type TestMember } from "../../../tests/support/staff.ts";
import { refunded, staffRefunder } from "../../../tests/support/staff-refunds.ts";

/** Posts a DMN to the store as Nuvei does: a form, byte for byte. */
const postDmn = async (body: string) =>
  (await c.t.app.inject({ method: "POST", url: "/webhooks/nuvei", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: body })).statusCode;

const standIn = await startNuveiStandIn({ ...NUVEI_KEYS, deliver: postDmn });
afterAll(() => standIn.close());

const c: CheckoutApp = useCheckoutApp({ env: nuveiEnv(standIn) });
const db = () => c.t.services.database.db;
const checkout = () => c.t.services.checkout;
const staff = staffSteps(c.t, c.now);

let support: TestMember;
beforeAll(async () => {
  support = await staff.member(["support"]);
});

/** A staff refund of `amountMinor` of an order by the support member, a fresh key unless given. */
const refund = staffRefunder(c, () => support);

/** Lets Nuvei's DMNs reach the store, then runs what they set going. */
async function afterNuvei() {
  await standIn.settled();
  await c.runJobs();
}

/** The refund jobs, run by several workers at once, then what Nuvei's DMNs set going. */
async function runRefundJobs() {
  await Promise.all([c.runJobs(), c.runJobs(), c.runJobs()]);
  await afterNuvei();
}

/** A guest's order of 5 GB, handed over to /nuvei-jump and paid with Simply Connect, delivered. */
async function paidWithSimplyConnect() {
  const token = await c.guest();
  const email = newGuestEmail();
  const order = await c.placed(token, { area: "japan", plan: "5gb-30-days", email });
  const started = await c.execute(token, order.orderNo);
  expect(started.body).toMatchObject({ success: true });
  const { paymentId } = started.body.obj!;
  const { body } = await call<{ sessionToken: string; merchantId: string; merchantSiteId: string }>(c.t.app, "/v1/payment/nuvei/options", { paymentId }, { token });
  expect(body).toMatchObject({ success: true });
  const paid = await simplyConnect(standIn, body.obj!).pay({ number: STANDIN_CARDS.approved });
  expect(paid).toMatchObject({ status: "SUCCESS", transactionStatus: "APPROVED" });
  await afterNuvei();
  expect((await c.orderRow(order.orderNo)).status).toBe("DELIVERED");
  const [payment] = await c.paymentsOf(order.orderNo);
  expect(payment).toMatchObject({ provider: "nuvei", providerRef: paymentId, status: "SUCCEEDED", chargeRef: paid.transactionId });
  // A guest's order has no balance part: the whole charge was paid by card.
  expect(order.cardPart.minor).toBe(order.charge.minor);
  return { email, order, paymentId, sale: paid.transactionId!, charge: order.charge.minor };
}

/** The refundTransaction calls naming the Sale `sale`. */
const refundCallsOf = (sale: string) => standIn.calls.filter((a) => a.method === "refundTransaction" && a.body.relatedTransactionId === sale);
/** The Credit DMNs about a payment (its staff refunds' customData begins with its id). */
const creditsOf = (paymentId: string) => standIn.deliveries.filter((d: Delivery) => d.fields.transactionType === "Credit" && d.fields.customData?.startsWith(paymentId));
const refundRows = async (orderNo: string) => db().select().from(refunds).where(eq(refunds.orderId, (await c.orderRow(orderNo)).id));
const refundRow = async (refundId: string) => (await db().select().from(refunds).where(eq(refunds.id, refundId)))[0];
const queuedRefunds = (orderNo: string) =>
  db()
    .select()
    .from(mailQueue)
    .where(and(sql`${mailQueue.template}->>'kind' = 'refund'`, sql`${mailQueue.template}->>'number' = ${orderNo}`));

describe("a staff refund of part of an order paid with Nuvei", () => {
  it("calls refundTransaction once naming the Sale; APPROVED records it at once; its Credit DMN, heard however often, changes nothing; the rest refunds the order", async () => {
    const { email, order, paymentId, sale, charge } = await paidWithSimplyConnect();
    const half = Math.floor(charge / 2);

    const first = refunded(await refund(order.orderNo, half));
    expect(first).toMatchObject({ cardMinor: half, balanceMinor: 0, status: "REFUNDING", refundedMinor: half, leftMinor: charge - half, orderStatus: "DELIVERED" });
    // Asked for, not sent: the job asks Nuvei, not the member's request.
    expect(refundCallsOf(sale)).toEqual([]);

    // The job, by several workers at once, while Nuvei's DMN is held: its answer alone records the refund.
    standIn.hold(true);
    try {
      await Promise.all([c.runJobs(), c.runJobs(), c.runJobs()]);
    } finally {
      standIn.hold(false);
    }
    const asked = refundCallsOf(sale);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toMatchObject({
      relatedTransactionId: sale,
      amount: toNuveiAmount(half, "USD"),
      currency: "USD",
      clientUniqueId: first.refundId,
      customData: `${paymentId}/${first.refundId}`,
      clientRequestId: `staff-refund-${first.refundId}`,
    });
    expect(asked[0]!.answer).toMatchObject({ status: "SUCCESS", transactionStatus: "APPROVED" });
    const credit = String(asked[0]!.answer.transactionId);
    const [job, ...moreJobs] = await c.jobsFor("refund.staff", first.refundId);
    expect(moreJobs).toEqual([]);
    expect(job).toMatchObject({ key: `refund:staff:${first.refundId}`, attempts: 1, failedAt: null });
    expect(job!.doneAt).not.toBeNull();
    await c.runJobs();

    const row = await refundRow(first.refundId);
    expect(row).toMatchObject({ status: "REFUNDED", paymentId, cardMinor: half, providerRef: credit });
    expect(row!.confirmedAt).not.toBeNull();
    expect((await checkout().payment(paymentId))?.status).toBe("SUCCEEDED");
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "DELIVERED", refundedMinor: half });
    expect(await c.esimsOf(order.orderNo)).toMatchObject([{ installState: "UNDOWNLOAD" }]);
    expect(await queuedRefunds(order.orderNo)).toMatchObject([{ to: email, dedupeKey: `refund:staff:${first.refundId}`, template: { cardMinor: half, balanceMinor: 0 } }]);
    expect(c.refundMailsTo(email)).toHaveLength(1);

    // The Credit DMN, held so far: delivered, again, and several times at once, it changes nothing.
    const [dmn, ...moreDmns] = creditsOf(paymentId);
    expect(moreDmns).toEqual([]);
    expect(dmn!.status).toBeUndefined();
    expect(dmn!.fields).toMatchObject({
      Status: "APPROVED",
      TransactionID: credit,
      relatedTransactionId: sale,
      clientUniqueId: first.refundId,
      customData: `${paymentId}/${first.refundId}`,
      totalAmount: toNuveiAmount(half, "USD"),
      currency: "USD",
    });
    expect(await standIn.redeliver(dmn!)).toBe(200);
    expect(await standIn.redeliver(dmn!)).toBe(200);
    expect(await Promise.all(Array.from({ length: 3 }, () => standIn.redeliver(dmn!)))).toEqual([200, 200, 200]);
    await c.runJobs();
    expect(await refundRow(first.refundId)).toEqual(row);
    expect((await c.eventsOf(paymentId)).map((e) => e.type).sort()).toEqual(["Credit", "Sale"]);
    expect(await queuedRefunds(order.orderNo)).toHaveLength(1);
    expect(c.refundMailsTo(email)).toHaveLength(1);
    expect(refundCallsOf(sale)).toHaveLength(1);
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "DELIVERED", refundedMinor: half });
    expect((await checkout().payment(paymentId))?.status).toBe("SUCCEEDED");

    // The rest, without telling the buyer: the order is refunding until Nuvei approves it, then refunded.
    const rest = refunded(await refund(order.orderNo, charge - half, { notifyBuyer: false, reason: "goodwill", note: "" }));
    expect(rest).toMatchObject({ cardMinor: charge - half, balanceMinor: 0, status: "REFUNDING", refundedMinor: charge, leftMinor: 0, orderStatus: "REFUNDING" });
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "REFUNDING", refundedMinor: charge });
    await runRefundJobs();
    const both = refundCallsOf(sale);
    expect(both).toHaveLength(2);
    expect(both[1]!.body).toMatchObject({
      amount: toNuveiAmount(charge - half, "USD"),
      clientUniqueId: rest.refundId,
      customData: `${paymentId}/${rest.refundId}`,
      clientRequestId: `staff-refund-${rest.refundId}`,
    });
    expect(creditsOf(paymentId).map((d) => [d.fields.clientUniqueId, d.status])).toEqual([
      [first.refundId, 200],
      [rest.refundId, 200],
    ]);
    expect((await refundRows(order.orderNo)).map((r) => r.status)).toEqual(["REFUNDED", "REFUNDED"]);
    expect(await refundRow(rest.refundId)).toMatchObject({ providerRef: String(both[1]!.answer.transactionId) });
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "REFUNDED", refundedMinor: charge });
    // Staff refunds record what went back; the payment itself stays SUCCEEDED.
    expect((await checkout().payment(paymentId))?.status).toBe("SUCCEEDED");
    // A staff refund never switches the eSIM off, even the one that completes the order.
    expect(await c.esimsOf(order.orderNo)).toMatchObject([{ installState: "UNDOWNLOAD" }]);
    expect(c.refundMailsTo(email)).toHaveLength(1);

    // Nothing is left: a cent more is refused, and Nuvei is not asked.
    expect(await refund(order.orderNo, 1)).toEqual({ ok: false, code: "REFUND_AMOUNT_TOO_LARGE" });
    await runRefundJobs();
    expect(refundCallsOf(sale)).toHaveLength(2);
  });
});

describe("refused", () => {
  it("above what is left: refused by the store before Nuvei is asked; nothing changes", async () => {
    const { order, paymentId, sale, charge } = await paidWithSimplyConnect();
    expect(await refund(order.orderNo, charge + 1)).toEqual({ ok: false, code: "REFUND_AMOUNT_TOO_LARGE" });
    await runRefundJobs();
    expect(refundCallsOf(sale)).toEqual([]);
    expect(await refundRows(order.orderNo)).toEqual([]);

    const part = refunded(await refund(order.orderNo, 1_00, { notifyBuyer: false }));
    expect(await refund(order.orderNo, charge - 1_00 + 1)).toEqual({ ok: false, code: "REFUND_AMOUNT_TOO_LARGE" });
    await runRefundJobs();
    expect(refundCallsOf(sale).map((a) => a.body)).toMatchObject([{ amount: toNuveiAmount(1_00, "USD"), clientUniqueId: part.refundId }]);
    expect((await refundRows(order.orderNo)).map((r) => [r.id, r.status])).toEqual([[part.refundId, "REFUNDED"]]);
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "DELIVERED", refundedMinor: 1_00 });
    expect((await checkout().payment(paymentId))?.status).toBe("SUCCEEDED");
  });
});

describe("exactly once", () => {
  it("refunds of 60% at the same moment: one goes through, and Nuvei is asked for it once", async () => {
    const { order, paymentId, sale, charge } = await paidWithSimplyConnect();
    const sixty = Math.ceil(charge * 0.6);
    const answers = await Promise.all(Array.from({ length: 8 }, () => refund(order.orderNo, sixty)));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok)).toEqual(Array.from({ length: 7 }, () => ({ ok: false, code: "REFUND_AMOUNT_TOO_LARGE" })));
    const { refundId } = refunded(answers.find((a) => a.ok)!);
    await runRefundJobs();
    expect(refundCallsOf(sale).map((a) => a.body)).toMatchObject([{ amount: toNuveiAmount(sixty, "USD"), clientUniqueId: refundId, customData: `${paymentId}/${refundId}` }]);
    expect(creditsOf(paymentId)).toHaveLength(1);
    expect((await refundRows(order.orderNo)).map((r) => [r.id, r.status])).toEqual([[refundId, "REFUNDED"]]);
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "DELIVERED", refundedMinor: sixty });
  });
});
