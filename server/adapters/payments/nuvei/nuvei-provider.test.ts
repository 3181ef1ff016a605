/**
 * The Nuvei adapter against its stand-in, in process: the hand-over instead of a hosted page,
 * the order Simply Connect is given, refunds asked once however often (a staff refund's Credit
 * DMN naming both the payment and the store's refund), and DMNs read as the store acts on them.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { CheckoutRequest, ProviderEvent } from "../payment-provider.ts";
import { createNuveiProvider, type NuveiProviderOptions } from "./nuvei-provider.ts";
import { createNuveiStandIn, STANDIN_CARDS } from "./nuvei-standin.ts";
import { dmnChecksum } from "./nuvei-wire.ts";

const KEYS = { merchantId: "4490103871", merchantSiteId: "229761", secretKey: "ZmFrZS1zZWNyZXQta2V5LWZvci10ZXN0cw" };
const NOTIFY = "https://shop.example.com/webhooks/nuvei";

function setup(overrides: Partial<NuveiProviderOptions> = {}) {
  const sent: string[] = [];
  const standIn = createNuveiStandIn({
    ...KEYS,
    baseUrl: "http://nuvei.test",
    deliver: async (body) => {
      sent.push(body);
      return 200;
    },
  });
  const viaStandIn = (async (url: string | URL | Request, init?: RequestInit) => {
    const answer = await standIn.handle({ method: init?.method ?? "GET", url: String(url), headers: {}, body: String(init?.body ?? "") });
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  }) as typeof fetch;
  const provider = createNuveiProvider({ ...KEYS, environment: "test", apiUrl: standIn.apiUrl, notificationUrl: NOTIFY, country: "DE", fetch: viaStandIn, ...overrides });
  const pay = async (sessionToken: string, number: string = STANDIN_CARDS.approved) => {
    const answer = await standIn.handle({
      method: "POST",
      url: `${standIn.apiUrl}/clientPayment.do`,
      headers: {},
      body: JSON.stringify({ sessionToken, paymentOption: { card: { cardNumber: number.replace(/\s/g, ""), cardHolderName: "Ada", expirationMonth: "12", expirationYear: "2034", CVV: "123" } } }),
    });
    return JSON.parse(answer.body) as { transactionStatus: string; transactionId: string };
  };
  const parse = async (body: string) => {
    const events = await provider.parseWebhook(body, { "content-type": "application/x-www-form-urlencoded" });
    return events as ProviderEvent | null;
  };
  return { standIn, provider, sent, pay, parse };
}

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  paymentId: randomUUID(),
  orderNo: "RW2612100001",
  amountMinor: 1230,
  currency: "USD",
  description: "Japan 5 GB, 30 days",
  lang: "en",
  email: "ada@example.com",
  successUrl: "https://shop.example.com/transit?order=RW2612100001",
  cancelUrl: "https://shop.example.com/payment-fail?order=RW2612100001",
  handOverUrl: "https://shop.example.com/nuvei-jump?order=RW2612100001",
  ...overrides,
});

/** A DMN with its checksum made again after `change`: what Nuvei would send with those fields. */
function resigned(body: string, change: Record<string, string | null>) {
  const fields = Object.fromEntries(new URLSearchParams(body));
  for (const [name, value] of Object.entries(change)) {
    if (value === null) delete fields[name];
    else fields[name] = value;
  }
  delete fields.advanceResponseChecksum;
  return new URLSearchParams({ ...fields, advanceResponseChecksum: dmnChecksum(fields, KEYS.secretKey) }).toString();
}

describe("a payment", () => {
  it("is handed over to the store's own page, without a call to Nuvei", async () => {
    const { provider, standIn } = setup();
    const asked = request();
    expect(await provider.createCheckout(asked)).toEqual({ providerRef: asked.paymentId, redirectUrl: `${asked.handOverUrl}&payment=${asked.paymentId}` });
    expect(standIn.calls).toHaveLength(0);
    await expect(provider.createCheckout({ ...asked, handOverUrl: undefined })).rejects.toMatchObject({ name: "PaymentProviderError", code: "no_hand_over_page" });
    expect(provider.capabilities).toEqual({ hostedPage: true, samePagePayment: false, refunds: true });
    expect(await provider.retrieve(asked.paymentId)).toBeNull();
  });

  it("opens a Nuvei order for Simply Connect: its session token and parameters, the locale Simply Connect reads", async () => {
    const { provider, standIn } = setup();
    const asked = request({ lang: "zh-HK", email: null });
    const opened = await provider.openOnPage!(asked);
    expect(opened).toEqual({
      providerRef: asked.paymentId,
      client: { sessionToken: standIn.orderOf(asked.paymentId)!.sessionToken, merchantId: KEYS.merchantId, merchantSiteId: KEYS.merchantSiteId, env: "test", amount: "12.30", currency: "USD", country: "DE", locale: "zh_TW" },
    });
    expect(standIn.calls[0]!.body).toMatchObject({ clientUniqueId: asked.paymentId, amount: "12.30", billingAddress: { country: "DE" }, urlDetails: { notificationUrl: NOTIFY } });
    expect(standIn.calls[0]!.body.billingAddress).not.toHaveProperty("email");
  });

  it("Nuvei's refusal (a wrong secret: its checksum is not Nuvei's) is the port's error, with Nuvei's code", async () => {
    const { provider } = setup({ secretKey: "another-secret" });
    await expect(provider.openOnPage!(request())).rejects.toMatchObject({ name: "PaymentProviderError", provider: "nuvei", code: "1001", message: "openOrder: Invalid checksum" });
    const wrongSite = setup({ merchantSiteId: "1" });
    await expect(wrongSite.provider.openOnPage!(request())).rejects.toMatchObject({ code: "1022" });
  });
});

describe("DMNs", () => {
  it("a Sale: approved is succeeded with its TransactionID, declined still pending with the reason; read as sent", async () => {
    const { provider, pay, parse, sent } = setup();
    const asked = request();
    const { client } = await provider.openOnPage!(asked);
    const declined = await pay(String(client.sessionToken), STANDIN_CARDS.declined);
    const approved = await pay(String(client.sessionToken));
    const [first, second] = await Promise.all(sent.map(parse));
    expect(first).toMatchObject({ eventId: `${declined.transactionId}:Sale:DECLINED`, type: "Sale", providerRef: asked.paymentId, outcome: "pending", failureCode: "card_declined", amountMinor: 1230, currency: "USD" });
    expect(second).toMatchObject({ eventId: `${approved.transactionId}:Sale:APPROVED`, providerRef: asked.paymentId, outcome: "succeeded", chargeRef: approved.transactionId, amountMinor: 1230 });
    expect(second!.payload).toMatchObject({ PPP_TransactionID: expect.any(String), TransactionID: approved.transactionId });
    const pending = await parse(resigned(sent[1]!, { Status: "PENDING" }));
    expect(pending).toMatchObject({ outcome: "pending" });
    expect(pending).not.toHaveProperty("failureCode");
    expect(await parse(resigned(sent[1]!, { responseTimeStamp: "2026-12-10.09:05:07" }))).toMatchObject({ createdAt: new Date("2026-12-10T09:05:07Z") });
  });

  it("3-D Secure's steps, other sites' payments and card tokenisations are not acted on", async () => {
    const { provider, pay, parse, sent } = setup();
    const { client } = await provider.openOnPage!(request());
    await pay(String(client.sessionToken));
    expect(await parse(resigned(sent[0]!, { transactionType: "Auth3D" }))).toBeNull();
    expect(await parse(resigned(sent[0]!, { transactionType: "InitAuth3D" }))).toBeNull();
    expect(await parse(resigned(sent[0]!, { merchant_site_id: "1" }))).toBeNull();
    expect(await parse(resigned(sent[0]!, { type: "CARD_TOKENIZATION" }))).toBeNull();
  });

  it("without a checksum, with a wrong one, or not a form: refused, saying which", async () => {
    const { provider, pay, parse, sent } = setup();
    const { client } = await provider.openOnPage!(request());
    await pay(String(client.sessionToken));
    const fields = new URLSearchParams(sent[0]!);
    fields.delete("advanceResponseChecksum");
    await expect(parse(fields.toString())).rejects.toMatchObject({ name: "WebhookSignatureError", problem: "missing" });
    await expect(parse(sent[0]!.replace(/totalAmount=[\d.]+/, "totalAmount=1.00"))).rejects.toMatchObject({ problem: "mismatch" });
    await expect(parse("")).rejects.toMatchObject({ problem: "malformed" });
    await expect(parse(`{"Status":"APPROVED"}`)).rejects.toMatchObject({ problem: "malformed" });
    await expect(parse(`${sent[0]}&currency=EUR`)).rejects.toMatchObject({ problem: "malformed" });
    // Signed, but an amount no payment has.
    await expect(parse(resigned(sent[0]!, { totalAmount: "12,30" }))).rejects.toMatchObject({ problem: "malformed" });
  });
});

describe("refunds", () => {
  async function paid() {
    const setupped = setup();
    const asked = request();
    const { client } = await setupped.provider.openOnPage!(asked);
    const sale = await setupped.pay(String(client.sessionToken));
    setupped.sent.length = 0;
    return { ...setupped, paymentId: asked.paymentId, chargeRef: sale.transactionId };
  }

  it("the whole payment: asked twice with one key, refunded once; its Credit DMN names the payment", async () => {
    const { provider, standIn, sent, parse, paymentId, chargeRef } = await paid();
    const ask = { providerRef: paymentId, chargeRef, currency: "USD", amountMinor: 1230, idempotencyKey: `refund-${paymentId}` };
    const first = await provider.refund(ask);
    expect(first).toEqual({ status: "refunded", ref: expect.stringMatching(/^\d{19}$/) });
    expect(await provider.refund(ask)).toEqual(first);
    expect(sent).toHaveLength(1);
    expect(standIn.calls.filter((c) => c.method === "refundTransaction").map((c) => c.body)).toEqual([
      expect.objectContaining({ clientUniqueId: paymentId, customData: paymentId, relatedTransactionId: chargeRef, amount: "12.30" }),
      expect.objectContaining({ clientRequestId: `refund-${paymentId}` }),
    ]);
    const event = await parse(sent[0]!);
    expect(event).toMatchObject({ eventId: `${first.ref}:Credit:APPROVED`, providerRef: paymentId, outcome: "refunded", amountMinor: 1230 });
    expect(event).not.toHaveProperty("refund");
    // Without customData, the refund's clientUniqueId (the payment's id) still names the payment.
    expect(await parse(resigned(sent[0]!, { customData: null }))).toMatchObject({ providerRef: paymentId, outcome: "refunded" });
  });

  it("a staff refund's part: its Credit DMN names the payment and the store's refund; more than is left is declined", async () => {
    const { provider, sent, parse, paymentId, chargeRef } = await paid();
    const refundId = randomUUID();
    const part = await provider.refund({ providerRef: paymentId, chargeRef, currency: "USD", amountMinor: 1000, idempotencyKey: `staff-refund-${refundId}`, reference: refundId });
    expect(await parse(sent[0]!)).toMatchObject({ providerRef: paymentId, outcome: "refunded", amountMinor: 1000, refund: { ref: part.ref, reference: refundId } });
    await expect(provider.refund({ providerRef: paymentId, chargeRef, currency: "USD", amountMinor: 231, idempotencyKey: `staff-refund-${randomUUID()}`, reference: randomUUID() })).rejects.toMatchObject({
      name: "PaymentProviderError",
      code: "refund_declined",
    });
    // A declined refund's DMN leaves the payment to an operator.
    expect(await parse(sent[1]!)).toBeNull();
  });

  it("nothing taken, nothing to refund", async () => {
    const { provider } = setup();
    await expect(provider.refund({ providerRef: randomUUID(), chargeRef: null, amountMinor: 100, idempotencyKey: "refund-x" })).rejects.toMatchObject({ code: "not_refundable" });
  });
});
