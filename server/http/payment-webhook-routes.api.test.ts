/**
 * The store's webhook routes (/webhooks/sandbox, /webhooks/stripe): a good signature reaches
 * `onEvent` once per delivery (the store dedupes by event id); a bad, stale or missing one is
 * refused with 400 and reaches nothing; a failed handling answers 500 so the provider retries.
 */
import { readFileSync } from "node:fs";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import type { PaymentProviderName, ProviderEvent } from "../adapters/payments/payment-provider.ts";
import { createSandboxProvider, type SandboxEvent } from "../adapters/payments/sandbox/sandbox-provider.ts";
import { signSandboxPayload } from "../adapters/payments/sandbox/sandbox-signature.ts";
import { createStripeProvider } from "../adapters/payments/stripe/stripe-provider.ts";
import { createJobQueue } from "../domain/jobs/job-queue.ts";
import { openTestDatabase } from "../../tests/support/test-database.ts";
import { clientAddress } from "./client-address.ts";
import { paymentWebhookRoutes } from "./payment-webhook-routes.ts";

const SANDBOX_SECRET = "derived-sandbox-webhook-secret";
const STRIPE_SECRET = "whsec_test_routes";
const now = () => Math.floor(Date.now() / 1000);

let database: Database;
let app: FastifyInstance;
const calls: { provider: PaymentProviderName; event: ProviderEvent }[] = [];
let failHandling = false;

const event: SandboxEvent = {
  id: "evt_routeTest0001",
  object: "event",
  type: "payment.succeeded",
  created: now(),
  livemode: false,
  data: { session: "sbx_routeTest", reference: "pay-1", status: "succeeded", amountMinor: 900, currency: "USD", cardLast4: "4242", failureCode: null },
};
const BODY = JSON.stringify(event);

async function deliver(path: string, body: string, headers: Record<string, string>, remoteAddress = "10.1.1.1") {
  return app.inject({ method: "POST", url: path, headers: { "content-type": "application/json; charset=utf-8", ...headers }, payload: body, remoteAddress });
}

beforeAll(async () => {
  database = await openTestDatabase();
  const sandbox = createSandboxProvider({
    db: database.db,
    jobs: createJobQueue({}),
    webhookSecret: SANDBOX_SECRET,
    publicUrl: "http://shop.test",
    merchantName: "Roamwell",
    mode: "once",
  });
  const stripe = createStripeProvider({ secretKey: "sk_test_51Routes", webhookSecret: STRIPE_SECRET });
  app = Fastify();
  // As in server/app.ts: a global limit that leaves non-API paths alone unless a route opts in.
  await app.register(rateLimit, { global: true, max: 1000, timeWindow: "1 minute", keyGenerator: clientAddress, allowList: (req) => !/^\/v\d/.test(req.url) });
  await app.register(
    paymentWebhookRoutes({
      providers: [sandbox, stripe],
      rateLimit: { max: 30, timeWindow: "1 minute" },
      onEvent: async (provider, e) => {
        if (failHandling) throw new Error("database unavailable");
        calls.push({ provider, event: e });
      },
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(() => {
  calls.length = 0;
  failHandling = false;
});

describe("/webhooks/sandbox", () => {
  it("hands a well-signed event to the store, once per delivery", async () => {
    for (let i = 0; i < 3; i++) {
      const res = await deliver("/webhooks/sandbox", BODY, { "sandbox-signature": signSandboxPayload(BODY, SANDBOX_SECRET, now()) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, handled: true });
    }
    expect(calls).toHaveLength(3);
    expect(calls[0]).toEqual({
      provider: "sandbox",
      event: { eventId: event.id, type: "payment.succeeded", providerRef: "sbx_routeTest", outcome: "succeeded", amountMinor: 900, currency: "USD", createdAt: new Date(event.created * 1000), payload: event },
    });
    expect(new Set(calls.map((c) => c.event.eventId)).size).toBe(1);
  });

  it("refuses a tampered body, another secret, a stale or a missing signature with 400, and calls nothing", async () => {
    const signature = signSandboxPayload(BODY, SANDBOX_SECRET, now());
    const cases = [
      [BODY.replace('"amountMinor":900', '"amountMinor":1'), { "sandbox-signature": signature }],
      [BODY, { "sandbox-signature": signSandboxPayload(BODY, "not the store's secret", now()) }],
      [BODY, { "sandbox-signature": signSandboxPayload(BODY, SANDBOX_SECRET, now() - 301) }],
      [BODY, {}],
    ] as const;
    for (const [body, headers] of cases) {
      const res = await deliver("/webhooks/sandbox", body, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "bad_signature" });
    }
    expect(calls).toEqual([]);
  });

  it("answers 500 when the store could not handle the event, so the provider delivers it again", async () => {
    failHandling = true;
    const res = await deliver("/webhooks/sandbox", BODY, { "sandbox-signature": signSandboxPayload(BODY, SANDBOX_SECRET, now()) });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: "internal" });
  });

  it("is rate-limited per address", async () => {
    const ip = "10.2.2.2";
    for (let i = 0; i < 30; i++) expect((await deliver("/webhooks/sandbox", BODY, {}, ip)).statusCode).toBe(400);
    const limited = await deliver("/webhooks/sandbox", BODY, { "sandbox-signature": signSandboxPayload(BODY, SANDBOX_SECRET, now()) }, ip);
    expect(limited.statusCode).toBe(429);
    expect(calls).toEqual([]);
  });
});

describe("/webhooks/stripe", () => {
  const fixture = (name: string) => readFileSync(new URL(`../adapters/payments/stripe/fixtures/${name}.json`, import.meta.url), "utf8");
  const sign = (payload: string, timestamp = now()) => Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_SECRET, timestamp });

  it("hands a verified checkout.session.completed to the store, the body exactly as sent", async () => {
    const raw = fixture("event-checkout-session-completed");
    const res = await deliver("/webhooks/stripe", raw, { "stripe-signature": sign(raw) });
    expect(res.statusCode).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ provider: "stripe", event: { eventId: "evt_1QxYzAbCdEfGhIjK0000001A", outcome: "succeeded", amountMinor: 900, currency: "USD" } });
  });

  it("acknowledges events the store does not act on without handing them over", async () => {
    const raw = fixture("event-payment-intent-created");
    const res = await deliver("/webhooks/stripe", raw, { "stripe-signature": sign(raw) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, handled: false });
    expect(calls).toEqual([]);
  });

  it("refuses a stale or tampered delivery", async () => {
    const raw = fixture("event-checkout-session-completed");
    expect((await deliver("/webhooks/stripe", raw, { "stripe-signature": sign(raw, now() - 301) })).statusCode).toBe(400);
    expect((await deliver("/webhooks/stripe", raw.replace('"paid"', '"unpaid"'), { "stripe-signature": sign(raw) })).statusCode).toBe(400);
    expect(calls).toEqual([]);
  });
});
