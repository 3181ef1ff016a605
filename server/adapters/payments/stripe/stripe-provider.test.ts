/**
 * The Stripe adapter without a network: webhooks are recorded Stripe event payloads (fixtures/,
 * in Stripe's documented shapes) signed with the SDK's own test helper; API calls go through
 * the SDK into a fake fetch that records each request and answers recorded JSON.
 */
import { readFileSync } from "node:fs";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { PaymentProviderError, WebhookSignatureError, type CheckoutRequest } from "../payment-provider.ts";
import { createStripeProvider, STRIPE_LOCALES } from "./stripe-provider.ts";

const WEBHOOK_SECRET = "whsec_test_5f0c6a3e2b1d4c8e9a7f3d2e1b0c9a8f";
const NOW = new Date("2026-05-28T12:00:00Z");
const nowSeconds = Math.floor(NOW.getTime() / 1000);

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), "utf8");
const json = (name: string) => JSON.parse(fixture(name)) as Record<string, unknown>;

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  headers: Record<string, string>;
}

/** A fetch answering by "METHOD /path" with recorded JSON (or an error status), recording every request. */
function fakeStripe(answers: Record<string, { status?: number; body: unknown }>) {
  const requests: Recorded[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? "GET";
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    requests.push({ method, path: url.pathname, query: url.searchParams, form: new URLSearchParams(typeof init?.body === "string" ? init.body : ""), headers });
    const answer = answers[`${method} ${url.pathname}`];
    if (!answer) return new Response(JSON.stringify({ error: { type: "invalid_request_error", message: `no fake for ${method} ${url.pathname}` } }), { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json", "request-id": `req_${requests.length}` },
    });
  };
  const provider = createStripeProvider({
    secretKey: "sk_test_51FakeKeyForTests",
    webhookSecret: WEBHOOK_SECRET,
    httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch),
    now: () => NOW,
  });
  return { provider, requests };
}

const sign = (payload: string, timestamp = nowSeconds, secret = WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

const REQUEST: CheckoutRequest = {
  paymentId: "5f0c6a3e-2b1d-4c8e-9a7f-3d2e1b0c9a8f",
  orderNo: "RW0000000042",
  amountMinor: 900,
  currency: "USD",
  description: "Japan 5 GB, 30 days",
  lang: "ja",
  email: "ada@wander.co",
  successUrl: "https://shop.example.com/transit?order=RW0000000042",
  cancelUrl: "https://shop.example.com/payment-fail?order=RW0000000042",
};
const SESSION_ID = "cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ0123456789abcdEF";

describe("Stripe webhooks", () => {
  const { provider } = fakeStripe({ "GET /v1/checkout/sessions": { body: json("checkout-session-list") } });

  it.each([
    ["event-checkout-session-completed", "succeeded", undefined],
    ["event-checkout-session-completed-unpaid", "pending", undefined],
    ["event-checkout-session-async-payment-succeeded", "succeeded", undefined],
    ["event-checkout-session-async-payment-failed", "failed", "async_payment_failed"],
    ["event-checkout-session-expired", "failed", "expired"],
  ])("%s: %s", async (name, outcome, failureCode) => {
    const raw = fixture(name);
    const event = await provider.parseWebhook(raw, { "stripe-signature": sign(raw) });
    const recorded = JSON.parse(raw) as { id: string; type: string; created: number };
    expect(event).toEqual({
      eventId: recorded.id,
      type: recorded.type,
      providerRef: SESSION_ID,
      outcome,
      amountMinor: 900,
      currency: "USD",
      ...(failureCode ? { failureCode } : {}),
      createdAt: new Date(recorded.created * 1000),
      payload: JSON.parse(raw),
    });
  });

  it("maps a full refund to its Checkout Session, found by the payment intent", async () => {
    const { provider: p, requests } = fakeStripe({ "GET /v1/checkout/sessions": { body: json("checkout-session-list") } });
    const raw = fixture("event-charge-refunded");
    const event = await p.parseWebhook(raw, { "stripe-signature": sign(raw) });
    expect(event).toMatchObject({ eventId: "evt_3QxYzAbCdEfGhIjK0000006F", type: "charge.refunded", providerRef: SESSION_ID, outcome: "refunded", amountMinor: 900, currency: "USD" });
    expect(requests).toHaveLength(1);
    expect(requests[0].query.get("payment_intent")).toBe("pi_3QxYzAbCdEfGhIjK1a2b3c4d");
  });

  it("maps a staff refund's refund.created or refund.updated, once succeeded, to its session, with the store's reference", async () => {
    const { provider: p, requests } = fakeStripe({ "GET /v1/checkout/sessions": { body: json("checkout-session-list") } });
    const raw = fixture("event-refund-created");
    const event = await p.parseWebhook(raw, { "stripe-signature": sign(raw) });
    expect(event).toMatchObject({
      eventId: "evt_3QxYzAbCdEfGhIjK0000007A",
      type: "refund.created",
      providerRef: SESSION_ID,
      outcome: "refunded",
      amountMinor: 300,
      currency: "USD",
      refund: { ref: "re_3QxYzAbCdEfGhIjK1p4r7t1a", reference: "0b7e4c1a-5d2f-4e8a-9c3b-6f1d2e3a4b5c" },
    });
    expect(requests[0].query.get("payment_intent")).toBe("pi_3QxYzAbCdEfGhIjK1a2b3c4d");

    const updated = JSON.parse(raw);
    updated.id = "evt_3QxYzAbCdEfGhIjK0000007B";
    updated.type = "refund.updated";
    const rawUpdated = JSON.stringify(updated);
    expect(await p.parseWebhook(rawUpdated, { "stripe-signature": sign(rawUpdated) })).toMatchObject({ type: "refund.updated", outcome: "refunded", refund: { reference: "0b7e4c1a-5d2f-4e8a-9c3b-6f1d2e3a4b5c" } });
  });

  it("drops a refund still pending or failed, and one without the store's reference (a whole payment's, confirmed by charge.refunded)", async () => {
    const { provider: p, requests } = fakeStripe({ "GET /v1/checkout/sessions": { body: json("checkout-session-list") } });
    const variant = (change: (refund: Record<string, unknown>) => void, type = "refund.updated") => {
      const event = JSON.parse(fixture("event-refund-created"));
      event.type = type;
      change(event.data.object);
      return JSON.stringify(event);
    };
    for (const raw of [
      variant((r) => (r.status = "pending")),
      variant((r) => (r.status = "failed"), "refund.failed"),
      variant((r) => (r.status = "canceled")),
      variant((r) => (r.metadata = { paymentId: REQUEST.paymentId, orderNo: "RW0000000042" }), "refund.created"),
    ]) {
      expect(await p.parseWebhook(raw, { "stripe-signature": sign(raw) })).toBeNull();
    }
    expect(requests).toHaveLength(0);
  });

  it("drops partial refunds and events it does not act on, after checking their signature", async () => {
    const partial = JSON.parse(fixture("event-charge-refunded"));
    partial.data.object.refunded = false;
    partial.data.object.amount_refunded = 300;
    const raw = JSON.stringify(partial);
    expect(await provider.parseWebhook(raw, { "stripe-signature": sign(raw) })).toBeNull();
    const other = fixture("event-payment-intent-created");
    expect(await provider.parseWebhook(other, { "stripe-signature": sign(other) })).toBeNull();
    await expect(provider.parseWebhook(other, { "stripe-signature": sign(other, nowSeconds, "whsec_other") })).rejects.toThrow(WebhookSignatureError);
  });

  const problem = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(WebhookSignatureError);
    return (err as WebhookSignatureError).problem;
  };

  it("accepts a signature up to 300 s old and refuses an older one as stale", async () => {
    const raw = fixture("event-checkout-session-completed");
    expect(await provider.parseWebhook(raw, { "stripe-signature": sign(raw, nowSeconds - 300) })).not.toBeNull();
    expect(await problem(provider.parseWebhook(raw, { "stripe-signature": sign(raw, nowSeconds - 301) }))).toBe("stale");
  });

  it("refuses a tampered body, another endpoint's secret, and a missing or malformed header", async () => {
    const raw = fixture("event-checkout-session-completed");
    const header = sign(raw);
    expect(await problem(provider.parseWebhook(raw.replace('"amount_total": 900', '"amount_total": 1'), { "stripe-signature": header }))).toBe("mismatch");
    expect(await problem(provider.parseWebhook(raw, { "stripe-signature": sign(raw, nowSeconds, "whsec_another_endpoint") }))).toBe("mismatch");
    expect(await problem(provider.parseWebhook(raw, {}))).toBe("missing");
    expect(await problem(provider.parseWebhook(raw, { "stripe-signature": "garbage" }))).toBe("malformed");
  });
});

describe("Stripe Checkout calls", () => {
  it("creates a Checkout Session: one USD line, metadata, return addresses, e-mail, locale, idempotency key", async () => {
    const { provider, requests } = fakeStripe({ "POST /v1/checkout/sessions": { body: json("checkout-session-open") } });
    const checkout = await provider.createCheckout(REQUEST);
    expect(checkout).toEqual({ providerRef: SESSION_ID, redirectUrl: json("checkout-session-open").url });
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req.headers["idempotency-key"]).toBe(`checkout-${REQUEST.paymentId}`);
    expect(req.headers.authorization).toBe("Bearer sk_test_51FakeKeyForTests");
    expect(Object.fromEntries(req.form)).toEqual({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "900",
      "line_items[0][price_data][product_data][name]": "Japan 5 GB, 30 days",
      client_reference_id: REQUEST.paymentId,
      "metadata[paymentId]": REQUEST.paymentId,
      "metadata[orderNo]": "RW0000000042",
      "payment_intent_data[metadata][paymentId]": REQUEST.paymentId,
      "payment_intent_data[metadata][orderNo]": "RW0000000042",
      "payment_intent_data[description]": "RW0000000042 Japan 5 GB, 30 days",
      success_url: REQUEST.successUrl,
      cancel_url: REQUEST.cancelUrl,
      customer_email: "ada@wander.co",
      locale: "ja",
    });
  });

  it("gives Stripe Checkout the page language of each store language", async () => {
    expect(STRIPE_LOCALES).toEqual({ en: "en", de: "de", es: "es", ja: "ja", tr: "tr", "zh-CN": "zh", "zh-HK": "zh-HK" });
    const { provider, requests } = fakeStripe({ "POST /v1/checkout/sessions": { body: json("checkout-session-open") } });
    await provider.createCheckout({ ...REQUEST, lang: "zh-CN", email: null });
    expect(requests[0].form.get("locale")).toBe("zh");
    expect(requests[0].form.has("customer_email")).toBe(false);
  });

  it("reads a session: paid is succeeded, open is pending, expired is failed", async () => {
    const paid = fakeStripe({ [`GET /v1/checkout/sessions/${SESSION_ID}`]: { body: json("checkout-session-paid") } });
    expect(await paid.provider.retrieve(SESSION_ID)).toEqual({ status: "succeeded", amountMinor: 900, currency: "USD" });
    expect(paid.requests[0].method).toBe("GET");

    const open = fakeStripe({ [`GET /v1/checkout/sessions/${SESSION_ID}`]: { body: json("checkout-session-open") } });
    expect(await open.provider.retrieve(SESSION_ID)).toEqual({ status: "pending", amountMinor: 900, currency: "USD" });

    const expired = fakeStripe({ [`GET /v1/checkout/sessions/${SESSION_ID}`]: { body: { ...json("checkout-session-open"), status: "expired", url: null } } });
    expect(await expired.provider.retrieve(SESSION_ID)).toEqual({ status: "failed", failureCode: "expired", amountMinor: 900, currency: "USD" });
  });

  it("refunds the session's payment intent with the caller's idempotency key", async () => {
    const { provider, requests } = fakeStripe({
      [`GET /v1/checkout/sessions/${SESSION_ID}`]: { body: json("checkout-session-paid") },
      "POST /v1/refunds": { body: json("refund-succeeded") },
    });
    expect(await provider.refund({ providerRef: SESSION_ID, amountMinor: 900, idempotencyKey: "refund-5f0c6a3e" })).toEqual({ status: "refunded", ref: "re_3QxYzAbCdEfGhIjK1z9y8x7w" });
    const refund = requests.find((r) => r.path === "/v1/refunds")!;
    expect(refund.headers["idempotency-key"]).toBe("refund-5f0c6a3e");
    expect(refund.form.get("payment_intent")).toBe("pi_3QxYzAbCdEfGhIjK1a2b3c4d");
    expect(refund.form.get("amount")).toBe("900");
    expect(refund.form.get("metadata[paymentId]")).toBe(REQUEST.paymentId);
    expect(refund.form.has("metadata[refundId]")).toBe(false);
  });

  it("refunds a part of the payment intent for a staff refund: the amount, the refund's own key, and its reference in the metadata", async () => {
    const { provider, requests } = fakeStripe({
      [`GET /v1/checkout/sessions/${SESSION_ID}`]: { body: json("checkout-session-paid") },
      "POST /v1/refunds": { body: { ...json("refund-succeeded"), id: "re_part", amount: 300 } },
    });
    const reference = "0b7e4c1a-5d2f-4e8a-9c3b-6f1d2e3a4b5c";
    expect(await provider.refund({ providerRef: SESSION_ID, amountMinor: 300, idempotencyKey: `staff-refund-${reference}`, reference })).toEqual({ status: "refunded", ref: "re_part" });
    const refund = requests.find((r) => r.path === "/v1/refunds")!;
    expect(refund.method).toBe("POST");
    expect(refund.headers["idempotency-key"]).toBe(`staff-refund-${reference}`);
    expect(Object.fromEntries(refund.form)).toEqual({
      payment_intent: "pi_3QxYzAbCdEfGhIjK1a2b3c4d",
      amount: "300",
      "metadata[paymentId]": REQUEST.paymentId,
      "metadata[orderNo]": "RW0000000042",
      "metadata[refundId]": reference,
    });
  });

  it("reports a pending refund as pending, and Stripe's refusals as provider errors with Stripe's code", async () => {
    const pending = fakeStripe({
      [`GET /v1/checkout/sessions/${SESSION_ID}`]: { body: json("checkout-session-paid") },
      "POST /v1/refunds": { body: { ...json("refund-succeeded"), status: "pending" } },
    });
    expect(await pending.provider.refund({ providerRef: SESSION_ID, amountMinor: 900, idempotencyKey: "k1" })).toEqual({ status: "pending", ref: "re_3QxYzAbCdEfGhIjK1z9y8x7w" });

    const refused = fakeStripe({
      [`GET /v1/checkout/sessions/${SESSION_ID}`]: { body: json("checkout-session-paid") },
      "POST /v1/refunds": { status: 400, body: { error: { type: "invalid_request_error", code: "charge_already_refunded", message: "Charge ch_3QxYz has already been refunded." } } },
    });
    const err = await refused.provider.refund({ providerRef: SESSION_ID, amountMinor: 900, idempotencyKey: "k2" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(err).toMatchObject({ provider: "stripe", code: "charge_already_refunded" });

    const unpaid = fakeStripe({ [`GET /v1/checkout/sessions/${SESSION_ID}`]: { body: json("checkout-session-open") } });
    await expect(unpaid.provider.refund({ providerRef: SESSION_ID, amountMinor: 900, idempotencyKey: "k3" })).rejects.toMatchObject({ code: "not_refundable" });
    expect(unpaid.requests.map((r) => r.path)).toEqual([`/v1/checkout/sessions/${SESSION_ID}`]);
  });

  it("says it is a hosted page without same-page payment types", () => {
    const { provider } = fakeStripe({});
    expect(provider.name).toBe("stripe");
    expect(provider.capabilities).toEqual({ hostedPage: true, samePagePayment: false, refunds: true });
  });
});
