/**
 * Staff refunds (docs/CHECKOUT.md#staff-refunds) of orders paid with Adyen (docs/CHECKOUT.md#adyen),
 * through the checkout service the console calls, against Adyen's stand-in: an order paid inside
 * /topay with the card component, part of it refunded by a member of staff. The refund job, run
 * by several workers at once, asks Adyen once for that part, by the authorisation's pspReference,
 * with the reference `payment id/refund id`; the refund stays REFUNDING until the REFUND webhook
 * naming it comes, then is REFUNDED once however often the webhook is heard; the payment stays
 * SUCCEEDED and the order keeps its state with the part refunded; the rest refunds the order. A
 * refund of more than is left, and refunds of 60% at once, never ask Adyen for more than was paid.
 * Adyen's Checkout API is reached through a recorder in front of the stand-in, so the store's own
 * calls are counted (the stand-in answers a repeated Idempotency-Key without a trace).
 */
// @both-engines: staff refund jobs run by several workers at once, Adyen's REFUND webhook heard several times at once, and staff refunds racing each other.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailQueue, refunds } from "../../db/schema.ts";
import { startAdyenStandIn, STANDIN_CARDS, type Delivery } from "../../adapters/payments/adyen/adyen-standin.ts";
import { serveStandIn } from "../../adapters/payments/standin-http.ts";
import { ADYEN_KEYS, adyenEnv, cardComponent } from "../../../tests/support/adyen.ts";
import { newGuestEmail, useCheckoutApp, type CheckoutApp } from "../../../tests/support/checkout.ts";
import { staffSteps, type TestMember } from "../../../tests/support/staff.ts";
import { refunded, staffRefunder } from "../../../tests/support/staff-refunds.ts";
import { call } from "../../../tests/support/test-app.ts";

const standIn = await startAdyenStandIn({
  ...ADYEN_KEYS,
  // Into the app under test, as Adyen posts them.
  deliver: (body) => c.redeliver({ path: "/webhooks/adyen", headers: { "content-type": "application/json" }, body, event: JSON.parse(body) }),
});

/** One call the store made to Adyen's Checkout API, with the stand-in's answer. */
interface ApiCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
  status: number;
  answer: Record<string, unknown>;
}
const apiCalls: ApiCall[] = [];

/** A JSON text as an object; anything else (a proxy's page) as its text. */
function readJson(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { text };
  }
}

/** The stand-in's Checkout API behind a recorder: every call the store makes is kept, then answered by the stand-in. */
const recorder = await serveStandIn(async (request) => {
  const answer = await standIn.handle(request);
  apiCalls.push({
    method: request.method,
    path: new URL(request.url, standIn.baseUrl).pathname,
    idempotencyKey: request.headers["idempotency-key"],
    body: request.body ? readJson(request.body) : {},
    status: answer.status,
    answer: readJson(answer.body),
  });
  return answer;
});
const recordedApiUrl = standIn.apiUrl.replace(standIn.baseUrl, recorder.baseUrl);
afterAll(async () => {
  await recorder.close();
  await standIn.close();
});

const c: CheckoutApp = useCheckoutApp({ env: adyenEnv({ apiUrl: recordedApiUrl }) });
const db = () => c.t.services.database.db;
const checkout = () => c.t.services.checkout;
const staff = staffSteps(c.t, c.now);

let support: TestMember;
beforeAll(async () => {
  support = await staff.member(["support"]);
});

/** A staff refund of `amountMinor` of an order by the support member, a fresh key unless given. */
const refund = staffRefunder(c, () => support);

/** Lets Adyen's webhooks reach the store, then runs what they set going. */
async function afterAdyen() {
  await standIn.settled();
  await c.runJobs();
}

/** The refund jobs, run by several workers at once, then what Adyen's webhooks set going. */
async function runRefundJobs() {
  await Promise.all([c.runJobs(), c.runJobs(), c.runJobs()]);
  await afterAdyen();
}

/** A guest's order of 5 GB, paid inside /topay with the card component, delivered. */
async function paidWithComponent() {
  const token = await c.guest();
  const email = newGuestEmail();
  const order = await c.placed(token, { area: "japan", plan: "5gb-30-days", email });
  const { body } = await call<{ paymentId: string; sessionId: string; sessionData: string; clientKey: string }>(c.t.app, "/v1/get/payparam/adyen-pay", { orderNo: order.orderNo }, { token });
  expect(body).toMatchObject({ success: true });
  const session = body.obj!;
  const component = cardComponent(standIn, session);
  await component.setup();
  expect(await component.pay({ number: STANDIN_CARDS.visa })).toMatchObject({ resultCode: "Authorised" });
  await afterAdyen();
  expect((await c.orderRow(order.orderNo)).status).toBe("DELIVERED");
  const [payment] = await c.paymentsOf(order.orderNo);
  expect(payment).toMatchObject({ provider: "adyen", providerRef: session.paymentId, status: "SUCCEEDED" });
  expect(payment!.chargeRef).toMatch(/^\d{16}$/);
  // A guest's order has no balance part: the whole charge was paid by card.
  expect(order.cardPart.minor).toBe(order.charge.minor);
  return { email, order, paymentId: session.paymentId, psp: payment!.chargeRef!, charge: order.charge.minor };
}

const itemOf = (d: Delivery) => d.notification.notificationItems[0]!.NotificationRequestItem;
/** Adyen's refund calls of the payment whose authorisation is `psp`. */
const refundCallsOf = (psp: string) => apiCalls.filter((a) => a.path === `/v72/payments/${psp}/refunds`);
/** The REFUND webhooks about a payment (its staff refunds' references begin with its id). */
const refundWebhooksOf = (paymentId: string) => standIn.deliveries.filter((d) => itemOf(d).eventCode === "REFUND" && itemOf(d).merchantReference.startsWith(paymentId));
const refundRows = async (orderNo: string) => db().select().from(refunds).where(eq(refunds.orderId, (await c.orderRow(orderNo)).id));
const refundRow = async (refundId: string) => (await db().select().from(refunds).where(eq(refunds.id, refundId)))[0];
const queuedRefunds = (orderNo: string) =>
  db()
    .select()
    .from(mailQueue)
    .where(and(sql`${mailQueue.template}->>'kind' = 'refund'`, sql`${mailQueue.template}->>'number' = ${orderNo}`));

describe("a staff refund of part of an order paid with Adyen's card component", () => {
  it("asks Adyen once for the part by the authorisation's pspReference; REFUNDING until the REFUND webhook, then REFUNDED once; the rest refunds the order", async () => {
    const { email, order, paymentId, psp, charge } = await paidWithComponent();
    const half = Math.floor(charge / 2);

    const first = refunded(await refund(order.orderNo, half));
    expect(first).toMatchObject({ cardMinor: half, balanceMinor: 0, status: "REFUNDING", refundedMinor: half, leftMinor: charge - half, orderStatus: "DELIVERED" });
    // Asked for, not sent: the job asks Adyen, not the member's request.
    expect(refundCallsOf(psp)).toEqual([]);

    // The job, by several workers at once, while Adyen's webhook is held.
    standIn.hold(true);
    try {
      await Promise.all([c.runJobs(), c.runJobs(), c.runJobs()]);
    } finally {
      standIn.hold(false);
    }
    const asked = refundCallsOf(psp);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      method: "POST",
      idempotencyKey: `staff-refund-${first.refundId}`,
      body: { merchantAccount: ADYEN_KEYS.merchantAccount, amount: { value: half, currency: "USD" }, reference: `${paymentId}/${first.refundId}` },
      status: 201,
      answer: { status: "received", paymentPspReference: psp },
    });
    const adyenRefund = String(asked[0]!.answer.pspReference);
    const [job, ...moreJobs] = await c.jobsFor("refund.staff", first.refundId);
    expect(moreJobs).toEqual([]);
    expect(job).toMatchObject({ key: `refund:staff:${first.refundId}`, attempts: 1, failedAt: null });
    expect(job!.doneAt).not.toBeNull();

    // Received, not sent back yet: the refund waits for the webhook, its Adyen reference kept.
    expect(await refundRow(first.refundId)).toMatchObject({ status: "REFUNDING", paymentId, cardMinor: half, providerRef: adyenRefund, confirmedAt: null });
    expect(await queuedRefunds(order.orderNo)).toEqual([]);

    const [webhook, ...moreWebhooks] = refundWebhooksOf(paymentId);
    expect(moreWebhooks).toEqual([]);
    expect(webhook!.status).toBeUndefined();
    expect(itemOf(webhook!)).toMatchObject({
      eventCode: "REFUND",
      success: "true",
      pspReference: adyenRefund,
      originalReference: psp,
      merchantReference: `${paymentId}/${first.refundId}`,
      amount: { value: half, currency: "USD" },
    });
    expect(await standIn.redeliver(webhook!)).toBe(200);
    await c.runJobs();
    const row = await refundRow(first.refundId);
    expect(row).toMatchObject({ status: "REFUNDED", providerRef: adyenRefund });
    expect(row!.confirmedAt).not.toBeNull();
    expect((await checkout().payment(paymentId))?.status).toBe("SUCCEEDED");
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "DELIVERED", refundedMinor: half });
    expect(await c.esimsOf(order.orderNo)).toMatchObject([{ installState: "UNDOWNLOAD" }]);
    expect(await queuedRefunds(order.orderNo)).toMatchObject([{ to: email, dedupeKey: `refund:staff:${first.refundId}`, template: { cardMinor: half, balanceMinor: 0 } }]);
    expect(c.refundMailsTo(email)).toHaveLength(1);

    // Heard again, once and then several times at once: nothing more.
    expect(await standIn.redeliver(webhook!)).toBe(200);
    expect(await Promise.all(Array.from({ length: 3 }, () => standIn.redeliver(webhook!)))).toEqual([200, 200, 200]);
    await c.runJobs();
    expect(await refundRow(first.refundId)).toEqual(row);
    expect((await c.eventsOf(paymentId)).filter((e) => e.type === "REFUND")).toHaveLength(1);
    expect(await queuedRefunds(order.orderNo)).toHaveLength(1);
    expect(c.refundMailsTo(email)).toHaveLength(1);
    expect(refundCallsOf(psp)).toHaveLength(1);
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "DELIVERED", refundedMinor: half });
    expect((await checkout().payment(paymentId))?.status).toBe("SUCCEEDED");

    // The rest, without telling the buyer: the order is refunding until Adyen sends it, then refunded.
    const rest = refunded(await refund(order.orderNo, charge - half, { notifyBuyer: false, reason: "goodwill", note: "" }));
    expect(rest).toMatchObject({ cardMinor: charge - half, balanceMinor: 0, status: "REFUNDING", refundedMinor: charge, leftMinor: 0, orderStatus: "REFUNDING" });
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "REFUNDING", refundedMinor: charge });
    await runRefundJobs();
    const both = refundCallsOf(psp);
    expect(both).toHaveLength(2);
    expect(both[1]).toMatchObject({ idempotencyKey: `staff-refund-${rest.refundId}`, body: { amount: { value: charge - half, currency: "USD" }, reference: `${paymentId}/${rest.refundId}` } });
    expect(refundWebhooksOf(paymentId).map((d) => [itemOf(d).merchantReference, d.status])).toEqual([
      [`${paymentId}/${first.refundId}`, 200],
      [`${paymentId}/${rest.refundId}`, 200],
    ]);
    expect((await refundRows(order.orderNo)).map((r) => r.status)).toEqual(["REFUNDED", "REFUNDED"]);
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "REFUNDED", refundedMinor: charge });
    // Staff refunds record what went back; the payment itself stays SUCCEEDED.
    expect((await checkout().payment(paymentId))?.status).toBe("SUCCEEDED");
    // A staff refund never switches the eSIM off, even the one that completes the order.
    expect(await c.esimsOf(order.orderNo)).toMatchObject([{ installState: "UNDOWNLOAD" }]);
    expect(c.refundMailsTo(email)).toHaveLength(1);

    // Nothing is left: a cent more is refused, and Adyen is not asked.
    expect(await refund(order.orderNo, 1)).toEqual({ ok: false, code: "REFUND_AMOUNT_TOO_LARGE" });
    await runRefundJobs();
    expect(refundCallsOf(psp)).toHaveLength(2);
  });
});

describe("refused", () => {
  it("above what is left: refused by the store before Adyen is asked; nothing changes", async () => {
    const { order, paymentId, psp, charge } = await paidWithComponent();
    expect(await refund(order.orderNo, charge + 1)).toEqual({ ok: false, code: "REFUND_AMOUNT_TOO_LARGE" });
    await runRefundJobs();
    expect(refundCallsOf(psp)).toEqual([]);
    expect(await refundRows(order.orderNo)).toEqual([]);

    const part = refunded(await refund(order.orderNo, 1_00, { notifyBuyer: false }));
    expect(await refund(order.orderNo, charge - 1_00 + 1)).toEqual({ ok: false, code: "REFUND_AMOUNT_TOO_LARGE" });
    await runRefundJobs();
    expect(refundCallsOf(psp).map((a) => a.body)).toMatchObject([{ amount: { value: 1_00 }, reference: `${paymentId}/${part.refundId}` }]);
    expect((await refundRows(order.orderNo)).map((r) => [r.id, r.status])).toEqual([[part.refundId, "REFUNDED"]]);
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "DELIVERED", refundedMinor: 1_00 });
    expect((await checkout().payment(paymentId))?.status).toBe("SUCCEEDED");
  });
});

describe("exactly once", () => {
  it("refunds of 60% at the same moment: one goes through, and Adyen is asked for it once", async () => {
    const { order, paymentId, psp, charge } = await paidWithComponent();
    const sixty = Math.ceil(charge * 0.6);
    const answers = await Promise.all(Array.from({ length: 8 }, () => refund(order.orderNo, sixty)));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok)).toEqual(Array.from({ length: 7 }, () => ({ ok: false, code: "REFUND_AMOUNT_TOO_LARGE" })));
    const { refundId } = refunded(answers.find((a) => a.ok)!);
    await runRefundJobs();
    expect(refundCallsOf(psp).map((a) => a.body)).toMatchObject([{ amount: { value: sixty }, reference: `${paymentId}/${refundId}` }]);
    expect(refundWebhooksOf(paymentId)).toHaveLength(1);
    expect((await refundRows(order.orderNo)).map((r) => [r.id, r.status])).toEqual([[refundId, "REFUNDED"]]);
    expect(await c.orderRow(order.orderNo)).toMatchObject({ status: "DELIVERED", refundedMinor: sixty });
  });
});
