/**
 * Paying with Nuvei (docs/CHECKOUT.md#nuvei) through the store's HTTP API against Nuvei's
 * stand-in: a payment started anywhere is handed over to the store's own /nuvei-jump, which asks
 * /v1/payment/nuvei/options for a Nuvei order of the attempt and gives its session token to
 * Simply Connect, whose one call (the card to clientPayment.do) is made here by hand; declined,
 * then paid; Nuvei's checksummed DMNs heard once however often and in whatever order they come;
 * a tampered one refused; a refund paid out once and confirmed by its Credit DMN.
 */
// @both-engines: one fulfilment and one refund however many DMNs and refund jobs run at once.
import { afterAll, describe, expect, it } from "vitest";
import { startNuveiStandIn, STANDIN_CARDS, type Delivery } from "../../adapters/payments/nuvei/nuvei-standin.ts";
import { toNuveiAmount } from "../../adapters/payments/nuvei/nuvei-wire.ts";
import { NUVEI_KEYS, nuveiEnv, simplyConnect } from "../../../tests/support/nuvei.ts";
import { expectFulfilledOnce, guestOrder, newGuestEmail, newIdempotencyKey, PUBLIC_URL, useCheckoutApp, type CheckoutApp } from "../../../tests/support/checkout.ts";
import { call } from "../../../tests/support/test-app.ts";

/** Posts a DMN to the store as Nuvei does: a form, byte for byte. */
const postDmn = async (body: string) =>
  (await c.t.app.inject({ method: "POST", url: "/webhooks/nuvei", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: body })).statusCode;

const standIn = await startNuveiStandIn({ ...NUVEI_KEYS, deliver: postDmn });
afterAll(() => standIn.close());

const c: CheckoutApp = useCheckoutApp({ env: nuveiEnv(standIn) });

interface NuveiOptions {
  paymentId: string;
  sessionToken: string;
  merchantId: string;
  merchantSiteId: string;
  env: string;
  amount: string;
  currency: string;
  country: string;
  locale: string;
  email: string | null;
  successUrl: string;
  cancelUrl: string;
}

const nuveiOptions = (token: string, paymentId: string | undefined, lang?: string) => call<NuveiOptions>(c.t.app, "/v1/payment/nuvei/options", paymentId ? { paymentId } : {}, { token, lang });

/** A guest's order, started (execute/payment), and /nuvei-jump's Simply Connect opened for its attempt. */
async function handedOver(lang?: string) {
  const token = await c.guest();
  const email = newGuestEmail();
  const order = await c.placed(token, { area: "japan", plan: "5gb-30-days", email }, { lang });
  const started = await c.execute(token, order.orderNo);
  expect(started.body).toMatchObject({ success: true });
  const { paymentId, redirectUrl } = started.body.obj!;
  const { body } = await nuveiOptions(token, paymentId, lang);
  expect(body).toMatchObject({ success: true });
  const options = body.obj!;
  return { token, email, order, paymentId, redirectUrl, options, page: simplyConnect(standIn, options) };
}

/** Lets Nuvei's DMNs reach the store, then runs what they set going. */
async function afterNuvei() {
  await standIn.settled();
  await c.runJobs();
}

const dmnsFor = (paymentId: string) => standIn.deliveries.filter((d) => d.fields.clientUniqueId === paymentId || d.fields.customData?.startsWith(paymentId));
const ofType = (type: string) => (d: Delivery) => d.fields.transactionType === type;

describe("the hand-over page, /nuvei-jump", () => {
  it("takes every payment; its Nuvei order is the attempt's, at the server's price, in the order's language; paid once", async () => {
    const { token, email, order, paymentId, redirectUrl, options, page } = await handedOver("ja");
    expect(redirectUrl).toBe(`${PUBLIC_URL}/ja/nuvei-jump?order=${order.orderNo}&payment=${paymentId}`);
    const amount = toNuveiAmount(order.cardPart.minor, "USD");
    expect(options).toEqual({
      paymentId,
      sessionToken: standIn.orderOf(paymentId)!.sessionToken,
      merchantId: NUVEI_KEYS.merchantId,
      merchantSiteId: NUVEI_KEYS.merchantSiteId,
      env: "test",
      amount,
      currency: "USD",
      country: "US",
      locale: "ja_JP",
      email,
      successUrl: `${PUBLIC_URL}/ja/transit?order=${order.orderNo}`,
      cancelUrl: `${PUBLIC_URL}/ja/payment-fail?order=${order.orderNo}`,
    });
    const opened = standIn.calls.filter((call) => call.method === "openOrder" && call.body.clientUniqueId === paymentId);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.body).toMatchObject({
      amount,
      currency: "USD",
      transactionType: "Sale",
      billingAddress: { country: "US", email },
      urlDetails: { notificationUrl: `${PUBLIC_URL}/webhooks/nuvei` },
      merchantDetails: { customField1: order.orderNo },
    });
    expect(opened[0]!.answer).toMatchObject({ status: "SUCCESS" });

    const paid = await page.pay({ number: STANDIN_CARDS.approved });
    expect(paid).toMatchObject({ status: "SUCCESS", transactionStatus: "APPROVED" });
    await afterNuvei();
    await expectFulfilledOnce(c, order.orderNo, email);
    const [payment] = await c.paymentsOf(order.orderNo);
    expect(payment).toMatchObject({ provider: "nuvei", providerRef: paymentId, status: "SUCCEEDED", chargeRef: paid.transactionId });
    expect((await c.status(token, order.orderNo)).body.obj).toMatchObject({ status: "DELIVERED", payment: "SUCCEEDED" });
    // Paid: the page has nothing more to open.
    expect((await nuveiOptions(token, paymentId)).body).toMatchObject({ code: "ORDER_NOT_PAYABLE" });
  });

  it("a declined card leaves the order waiting with the reason; the page opened again pays it with another card", async () => {
    const { token, email, order, paymentId, options, page } = await handedOver();
    expect(await page.pay({ number: STANDIN_CARDS.declined })).toMatchObject({ transactionStatus: "DECLINED", gwErrorReason: "Decline" });
    await afterNuvei();
    expect((await c.status(token, order.orderNo)).body.obj).toMatchObject({ status: "AWAITING_PAYMENT", payment: "PENDING", failureCode: "card_declined" });

    // Reloaded: a new attempt of the same order, with a Nuvei order of its own.
    const again = (await nuveiOptions(token, paymentId)).body.obj!;
    expect(again.paymentId).not.toBe(paymentId);
    expect(again.sessionToken).not.toBe(options.sessionToken);
    expect(standIn.orderOf(again.paymentId)).toBeDefined();
    expect(await simplyConnect(standIn, again).pay({ number: STANDIN_CARDS.approved })).toMatchObject({ transactionStatus: "APPROVED" });
    await afterNuvei();
    await expectFulfilledOnce(c, order.orderNo, email);
    expect((await c.paymentsOf(order.orderNo)).map((p) => [p.id, p.status, p.failureCode])).toEqual([
      [paymentId, "PENDING", "card_declined"],
      [again.paymentId, "SUCCEEDED", null],
    ]);
  });

  it("opened in two tabs and paid in both: the order is paid once, and the second charge goes back", async () => {
    const { token, email, order, paymentId, page } = await handedOver();
    const otherTab = (await nuveiOptions(token, paymentId)).body.obj!;
    expect(otherTab.paymentId).not.toBe(paymentId);
    const [first, second] = await Promise.all([page.pay({ number: STANDIN_CARDS.approved }), simplyConnect(standIn, otherTab).pay({ number: STANDIN_CARDS.approved })]);
    expect([first.transactionStatus, second.transactionStatus]).toEqual(["APPROVED", "APPROVED"]);
    await afterNuvei();
    await afterNuvei();
    await expectFulfilledOnce(c, order.orderNo, email);
    const attempts = await c.paymentsOf(order.orderNo);
    expect(attempts.map((p) => p.status).sort()).toEqual(["REFUNDED", "SUCCEEDED"]);
    const refunded = attempts.find((p) => p.status === "REFUNDED")!;
    expect(standIn.calls.filter((call) => call.method === "refundTransaction" && call.body.relatedTransactionId === refunded.chargeRef)).toHaveLength(1);
    expect(standIn.calls.filter((call) => call.method === "refundTransaction" && call.body.relatedTransactionId === attempts.find((p) => p.status === "SUCCEEDED")!.chargeRef)).toHaveLength(0);
  });

  it("a recharge is handed over too, and credited once paid", async () => {
    const { token } = await c.account();
    const placed = await call<{ rechargeNo: string }>(c.t.app, "/v1/create/recharge", { plan: "usd-10" }, { token, headers: { "idempotency-key": newIdempotencyKey() } });
    const rechargeNo = placed.body.obj!.rechargeNo;
    const started = (await call<{ paymentId: string; redirectUrl: string }>(c.t.app, "/v1/execute/recharge/payment", { rechargeNo }, { token })).body.obj!;
    expect(started.redirectUrl).toBe(`${PUBLIC_URL}/nuvei-jump?recharge=${rechargeNo}&payment=${started.paymentId}`);
    const options = (await nuveiOptions(token, started.paymentId)).body.obj!;
    expect(options.successUrl).toBe(`${PUBLIC_URL}/recharge-success?recharge=${rechargeNo}`);
    expect(await simplyConnect(standIn, options).pay({ number: STANDIN_CARDS.approved })).toMatchObject({ transactionStatus: "APPROVED" });
    await afterNuvei();
    const status = await call<{ recharge: { status: string }; payment: string }>(c.t.app, "/v1/query/recharge/payment-status", { rechargeNo }, { token });
    expect(status.body.obj).toMatchObject({ recharge: { status: "CREDITED" }, payment: "SUCCEEDED" });
  });
});

describe("DMNs", () => {
  it("the same APPROVED one ten times at once, and the earlier DECLINED one after it: one fulfilment", async () => {
    const { email, order, paymentId, page } = await handedOver();
    standIn.hold(true);
    try {
      await page.pay({ number: STANDIN_CARDS.doNotHonor });
      await page.pay({ number: STANDIN_CARDS.approved });
    } finally {
      standIn.hold(false);
    }
    const [declined, approved] = dmnsFor(paymentId);
    expect([declined!.fields.Status, approved!.fields.Status]).toEqual(["DECLINED", "APPROVED"]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => standIn.redeliver(approved!)));
    expect(answers).toEqual(Array(10).fill(200));
    expect(await standIn.redeliver(declined!)).toBe(200);
    await c.runJobs();
    await expectFulfilledOnce(c, order.orderNo, email);
    expect(await c.eventsOf(paymentId)).toHaveLength(2);
    expect((await c.paymentsOf(order.orderNo))[0]).toMatchObject({ status: "SUCCEEDED", failureCode: null });
  });

  it("a tampered, unsigned or unreadable one is refused and changes nothing; the genuine one is answered 200", async () => {
    const { token, order, paymentId, options, page } = await handedOver();
    standIn.hold(true);
    try {
      await page.pay({ number: STANDIN_CARDS.approved });
    } finally {
      standIn.hold(false);
    }
    const [delivery] = dmnsFor(paymentId);
    // Paid less than the order, the checksum kept: it no longer matches.
    const cheaper = delivery!.body.replace(`totalAmount=${options.amount}`, "totalAmount=0.01");
    expect(cheaper).not.toBe(delivery!.body);
    expect(await postDmn(cheaper)).toBe(400);
    const unsigned = new URLSearchParams(delivery!.body);
    unsigned.delete("advanceResponseChecksum");
    expect(await postDmn(unsigned.toString())).toBe(400);
    expect(await postDmn(`${delivery!.body}&Status=APPROVED`)).toBe(400);
    expect(await postDmn(JSON.stringify(delivery!.fields))).toBe(400);
    expect(await c.eventsOf(paymentId)).toHaveLength(0);
    expect((await c.status(token, order.orderNo)).body.obj).toMatchObject({ status: "AWAITING_PAYMENT" });

    const genuine = await c.t.app.inject({ method: "POST", url: "/webhooks/nuvei", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: delivery!.body });
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json()).toEqual({ received: true, handled: true });
    await c.runJobs();
    expect((await c.status(token, order.orderNo)).body.obj).toMatchObject({ status: "DELIVERED" });
  });
});

describe("refunds", () => {
  it("the buyer's refund goes to Nuvei once, naming the Sale, and its Credit DMN is heard once", async () => {
    const { token, order, paymentId, page } = await handedOver();
    await page.pay({ number: STANDIN_CARDS.approved });
    await afterNuvei();
    const [paid] = await c.paymentsOf(order.orderNo);

    expect((await c.refund(token, order.orderNo)).body).toMatchObject({ success: true });
    // The refund job, run by several workers at once.
    await Promise.all([c.runJobs(), c.runJobs(), c.runJobs()]);
    await afterNuvei();
    const asked = standIn.calls.filter((call) => call.method === "refundTransaction" && call.body.relatedTransactionId === paid!.chargeRef);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toMatchObject({ amount: toNuveiAmount(order.cardPart.minor, "USD"), currency: "USD", clientUniqueId: paymentId, customData: paymentId, clientRequestId: `refund-${paymentId}` });
    expect(asked[0]!.answer).toMatchObject({ status: "SUCCESS", transactionStatus: "APPROVED" });
    const credits = dmnsFor(paymentId).filter(ofType("Credit"));
    expect(credits).toHaveLength(1);
    expect(credits[0]!.fields).toMatchObject({ Status: "APPROVED", relatedTransactionId: paid!.chargeRef, totalAmount: toNuveiAmount(order.cardPart.minor, "USD") });
    // Heard again: nothing more.
    expect(await standIn.redeliver(credits[0]!)).toBe(200);
    await c.runJobs();
    expect((await c.paymentsOf(order.orderNo))[0]).toMatchObject({ status: "REFUNDED" });
    expect((await c.orderRow(order.orderNo)).status).toBe("REFUNDED");
    expect((await c.eventsOf(paymentId)).map((e) => e.type).sort()).toEqual(["Credit", "Sale"]);
  });
});

describe("who may ask", () => {
  it("/v1/payment/nuvei/options needs an attempt of the caller's; Adyen's call answers RT_NOBEL_ERROR_10031", async () => {
    const { paymentId } = await handedOver();
    const stranger = await c.guest();
    expect((await nuveiOptions(stranger, paymentId)).body).toMatchObject({ code: "ORDER_NOT_FOUND" });
    expect((await nuveiOptions(stranger, "6b0c5c4e-0f38-4d7e-9a55-9c2f0a8b1e2d")).body).toMatchObject({ code: "ORDER_NOT_FOUND" });
    expect((await nuveiOptions(stranger, undefined)).body).toMatchObject({ code: "ORDER_NOT_FOUND" });
    expect((await call(c.t.app, "/v1/payment/nuvei/options", { paymentId })).body).toMatchObject({ code: "ORDER_NOT_FOUND" });

    const { token, order } = await guestOrder(c);
    expect((await call(c.t.app, "/v1/get/payparam/adyen-pay", { orderNo: order.orderNo }, { token })).body).toMatchObject({ code: "RT_NOBEL_ERROR_10031" });
    expect((await call(c.t.app, "/v1.1/query/payments", { orderNo: order.orderNo }, { token })).body.obj).toEqual([{ method: "card", provider: "nuvei", hosted: true, samePage: false }]);
  });
});
