/**
 * Paying with Adyen (docs/CHECKOUT.md#adyen) through the store's HTTP API against Adyen's
 * stand-in: a guest's order paid inside /topay with the card component (the session from
 * /v1/get/payparam/adyen-pay, then the component's own calls to Adyen), declined, passed through
 * 3-D Secure 2, or paid on Hosted Checkout; Adyen's HMAC-signed webhooks heard once however
 * often and in whatever order they come; a tampered one refused; a refund paid out once.
 */
// @both-engines: one fulfilment and one refund however many webhooks and refund jobs run at once.
import { afterAll, describe, expect, it } from "vitest";
import { startAdyenStandIn, STANDIN_CARDS, type Delivery } from "../../adapters/payments/adyen/adyen-standin.ts";
import { ADYEN_KEYS, adyenEnv, cardComponent } from "../../../tests/support/adyen.ts";
import { expectFulfilledOnce, guestOrder, newGuestEmail, PUBLIC_URL, useCheckoutApp, type CheckoutApp } from "../../../tests/support/checkout.ts";
import { call } from "../../../tests/support/test-app.ts";

const standIn = await startAdyenStandIn({
  ...ADYEN_KEYS,
  // Into the app under test, as Adyen posts them.
  deliver: (body) => c.redeliver({ path: "/webhooks/adyen", headers: { "content-type": "application/json" }, body, event: JSON.parse(body) }),
});
afterAll(() => standIn.close());

const c: CheckoutApp = useCheckoutApp({ env: adyenEnv(standIn) });

interface AdyenPay {
  paymentId: string;
  sessionId: string;
  sessionData: string;
  clientKey: string;
  environment: string;
  locale: string;
  amountMinor: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
}

const adyenPay = (token: string, orderNo: string, lang?: string) => call<AdyenPay>(c.t.app, "/v1/get/payparam/adyen-pay", { orderNo }, { token, lang });

/** A guest's order and the card component mounted for it (its session set up). */
async function componentForNewOrder(lang?: string) {
  const token = await c.guest();
  const email = newGuestEmail();
  const placed = { token, email, order: await c.placed(token, { area: "japan", plan: "5gb-30-days", email }, { lang }) };
  const { body } = await adyenPay(placed.token, placed.order.orderNo, lang);
  expect(body).toMatchObject({ success: true });
  const session = body.obj!;
  const component = cardComponent(standIn, session);
  expect(await component.setup()).toMatchObject({ paymentMethods: { paymentMethods: [{ type: "scheme" }] } });
  return { ...placed, session, component };
}

/** Lets Adyen's webhooks reach the store, then runs what they set going. */
async function afterAdyen() {
  await standIn.settled();
  await c.runJobs();
}

const deliveriesFor = (reference: string) => standIn.deliveries.filter((d) => d.notification.notificationItems[0]!.NotificationRequestItem.merchantReference.startsWith(reference));
const itemOf = (d: Delivery) => d.notification.notificationItems[0]!.NotificationRequestItem;

describe("the card component on /topay", () => {
  it("opens an embedded session for the order at the server's price, in the order's language, and pays it once", async () => {
    const { token, email, order, session, component } = await componentForNewOrder("ja");
    expect(session).toMatchObject({ clientKey: ADYEN_KEYS.clientKey, environment: "test", locale: "ja-JP", amountMinor: order.cardPart.minor, currency: "USD" });
    expect(session.successUrl).toBe(`${PUBLIC_URL}/ja/transit?order=${order.orderNo}`);
    expect(standIn.sessionOf(session.paymentId)).toMatchObject({ id: session.sessionId, mode: "embedded", status: "active" });

    expect(await component.pay({ number: STANDIN_CARDS.visa })).toMatchObject({ resultCode: "Authorised" });
    await afterAdyen();
    await expectFulfilledOnce(c, order.orderNo, email);
    const [payment] = await c.paymentsOf(order.orderNo);
    expect(payment).toMatchObject({ provider: "adyen", providerRef: session.paymentId, status: "SUCCEEDED", chargeRef: itemOf(deliveriesFor(session.paymentId)[0]!).pspReference });
    expect((await c.status(token, order.orderNo)).body.obj).toMatchObject({ status: "DELIVERED", payment: "SUCCEEDED" });
  });

  it("a declined card leaves the order unpaid with the reason; another card in the same session pays it", async () => {
    const { token, email, order, component } = await componentForNewOrder();
    expect(await component.pay({ number: STANDIN_CARDS.visa, cvc: STANDIN_CARDS.wrongCvc })).toMatchObject({ resultCode: "Refused" });
    await afterAdyen();
    expect((await c.status(token, order.orderNo)).body.obj).toMatchObject({ status: "AWAITING_PAYMENT", payment: "PENDING", failureCode: "card_declined" });

    expect(await component.pay({ number: STANDIN_CARDS.visa })).toMatchObject({ resultCode: "Authorised" });
    await afterAdyen();
    await expectFulfilledOnce(c, order.orderNo, email);
  });

  it("3-D Secure 2: the issuer's challenge passed pays the order; failed, the order waits with the reason", async () => {
    const passed = await componentForNewOrder();
    const challenged = await passed.component.pay({ number: STANDIN_CARDS.threeDS });
    expect(challenged).toMatchObject({ resultCode: "ChallengeShopper", action: { type: "threeDS2", subtype: "challenge" } });
    expect(await passed.component.challenge(challenged.action!, STANDIN_CARDS.challengePassword)).toMatchObject({ resultCode: "Authorised" });
    await afterAdyen();
    await expectFulfilledOnce(c, passed.order.orderNo, passed.email);

    const failed = await componentForNewOrder();
    const again = await failed.component.pay({ number: STANDIN_CARDS.threeDS });
    expect(await failed.component.challenge(again.action!, "not the password")).toMatchObject({ resultCode: "Refused" });
    await afterAdyen();
    expect((await c.status(failed.token, failed.order.orderNo)).body.obj).toMatchObject({ status: "AWAITING_PAYMENT", payment: "PENDING", failureCode: "authentication_failed" });
  });
});

describe("webhooks", () => {
  it("the same AUTHORISATION ten times at once, and the earlier refusal after it: one fulfilment", async () => {
    const { email, order, session, component } = await componentForNewOrder();
    standIn.hold(true);
    try {
      await component.pay({ number: STANDIN_CARDS.visa, cvc: STANDIN_CARDS.wrongCvc });
      await component.pay({ number: STANDIN_CARDS.visa });
    } finally {
      standIn.hold(false);
    }
    const [refused, authorised] = deliveriesFor(session.paymentId);
    expect([itemOf(refused!).success, itemOf(authorised!).success]).toEqual(["false", "true"]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => standIn.redeliver(authorised!)));
    expect(answers).toEqual(Array(10).fill(200));
    expect(await standIn.redeliver(refused!)).toBe(200);
    await c.runJobs();
    await expectFulfilledOnce(c, order.orderNo, email);
    expect(await c.eventsOf(session.paymentId)).toHaveLength(2);
    expect((await c.paymentsOf(order.orderNo))[0]).toMatchObject({ status: "SUCCEEDED", failureCode: null });
  });

  it("is answered [accepted]; a tampered or unsigned one is refused and changes nothing", async () => {
    const { token, order, session, component } = await componentForNewOrder();
    standIn.hold(true);
    try {
      await component.pay({ number: STANDIN_CARDS.visa });
    } finally {
      standIn.hold(false);
    }
    const [delivery] = deliveriesFor(session.paymentId);
    const post = (body: string) => c.t.app.inject({ method: "POST", url: "/webhooks/adyen", headers: { "content-type": "application/json" }, payload: body });
    // Paid less than the order: the signature no longer matches.
    const cheaper = delivery!.body.replace(`"value":${order.cardPart.minor}`, `"value":1`);
    expect(cheaper).not.toBe(delivery!.body);
    expect((await post(cheaper)).statusCode).toBe(400);
    const unsigned = JSON.parse(delivery!.body);
    delete unsigned.notificationItems[0].NotificationRequestItem.additionalData.hmacSignature;
    expect((await post(JSON.stringify(unsigned))).statusCode).toBe(400);
    expect((await post("not json")).statusCode).toBe(400);
    expect(await c.eventsOf(session.paymentId)).toHaveLength(0);
    expect((await c.status(token, order.orderNo)).body.obj).toMatchObject({ status: "AWAITING_PAYMENT" });

    const genuine = await post(delivery!.body);
    expect([genuine.statusCode, genuine.body]).toEqual([200, "[accepted]"]);
    await c.runJobs();
    expect((await c.status(token, order.orderNo)).body.obj).toMatchObject({ status: "DELIVERED" });
  });
});

describe("refunds", () => {
  it("the buyer's refund goes to Adyen once, by the payment's pspReference, and the REFUND webhook completes it", async () => {
    const { token, order, session, component } = await componentForNewOrder();
    await component.pay({ number: STANDIN_CARDS.visa });
    await afterAdyen();
    const [paid] = await c.paymentsOf(order.orderNo);

    expect((await c.refund(token, order.orderNo)).body).toMatchObject({ success: true });
    // The refund job, run by several workers at once.
    await Promise.all([c.runJobs(), c.runJobs(), c.runJobs()]);
    await afterAdyen();
    const refunds = deliveriesFor(session.paymentId).filter((d) => itemOf(d).eventCode === "REFUND");
    expect(refunds).toHaveLength(1);
    expect(itemOf(refunds[0]!)).toMatchObject({ success: "true", originalReference: paid!.chargeRef, amount: { value: order.cardPart.minor, currency: "USD" } });
    // Heard again: nothing more.
    expect(await standIn.redeliver(refunds[0]!)).toBe(200);
    await c.runJobs();
    expect((await c.paymentsOf(order.orderNo))[0]).toMatchObject({ status: "REFUNDED" });
    expect((await c.orderRow(order.orderNo)).status).toBe("REFUNDED");
  });
});

describe("Hosted Checkout", () => {
  it("a payment started without the component (a form without JavaScript, a recharge) is taken on Adyen's page and comes back paid", async () => {
    const { email, token, order } = await guestOrder(c);
    const { body } = await c.execute(token, order.orderNo);
    const redirectUrl = body.obj!.redirectUrl;
    expect(redirectUrl.startsWith(`${standIn.shopperBase}hosted/CS`)).toBe(true);
    const pay = await fetch(redirectUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ number: STANDIN_CARDS.visa, expiry: STANDIN_CARDS.expiry, cvc: STANDIN_CARDS.cvc, holder: "Ada Traveller" }).toString(),
      redirect: "manual",
    });
    expect(pay.status).toBe(303);
    expect(pay.headers.get("location")).toMatch(new RegExp(`^${PUBLIC_URL}/transit\\?order=${order.orderNo}&sessionId=CS`));
    await afterAdyen();
    await expectFulfilledOnce(c, order.orderNo, email);
  });
});

describe("the other provider's call", () => {
  it("/v1/payment/nuvei/options still answers RT_NOBEL_ERROR_10031; adyen-pay needs an order of the caller's", async () => {
    const token = await c.guest();
    expect((await call(c.t.app, "/v1/payment/nuvei/options", {}, { token })).body).toMatchObject({ code: "RT_NOBEL_ERROR_10031" });
    expect((await adyenPay(token, "RW2611260001")).body).toMatchObject({ code: "ORDER_NOT_FOUND" });
    const other = await guestOrder(c);
    expect((await adyenPay(token, other.order.orderNo)).body).toMatchObject({ code: "ORDER_NOT_FOUND" });
  });
});
