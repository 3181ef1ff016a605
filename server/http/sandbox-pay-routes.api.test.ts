/**
 * The sandbox's hosted payment page through HTTP, in the whole app: the form and its guards,
 * the three test cards, the 3-D Secure challenge, and the signed webhooks that reach the store's
 * /webhooks/sandbox route through the job queue.
 */
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LANGS } from "../../shared/i18n/locales.ts";
import type { PaymentProviderName, ProviderEvent } from "../adapters/payments/payment-provider.ts";
import { SANDBOX_TEXTS } from "../adapters/payments/sandbox/sandbox-texts.ts";
import { jobHandlersOf, pendingJobs, runDueJobs } from "../../tests/support/table-job-queue.ts";
import { useTestApp } from "../../tests/support/test-app.ts";
import { paymentWebhookRoutes } from "./payment-webhook-routes.ts";
import { SANDBOX_PAY_LIMIT } from "./sandbox-pay-routes.ts";

const PUBLIC_URL = "http://shop.test";
const received: { provider: PaymentProviderName; event: ProviderEvent }[] = [];
let store: FastifyInstance | undefined;

/** The sandbox's webhook deliveries, answered by the store's webhook route in-process. */
const deliverToStore = (async (url: string | URL | Request, init?: RequestInit) => {
  const target = new URL(String(url));
  const res = await store!.inject({
    method: "POST",
    url: target.pathname,
    headers: Object.fromEntries(new Headers(init?.headers).entries()),
    payload: String(init?.body),
  });
  return new Response(res.body, { status: res.statusCode });
}) as typeof fetch;

const t = useTestApp({ env: { PUBLIC_URL }, fetch: deliverToStore });

beforeAll(async () => {
  const sandbox = t.services.paymentProviders.sandbox!;
  store = Fastify();
  await store.register(paymentWebhookRoutes({ providers: [sandbox], onEvent: async (provider, event) => void received.push({ provider, event }) }));
  await store.ready();
});
afterAll(() => store?.close());
beforeEach(() => {
  received.length = 0;
});

let n = 0;
async function checkout(lang: (typeof LANGS)[number] = "en") {
  n += 1;
  return t.services.paymentProviders.active.createCheckout({
    paymentId: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    orderNo: `RW${String(n).padStart(10, "0")}`,
    amountMinor: 1250,
    currency: "USD",
    description: "Japan 5 GB, 30 days",
    lang,
    email: "ada@wander.co",
    successUrl: `${PUBLIC_URL}/transit?order=RW${n}`,
    cancelUrl: `${PUBLIC_URL}/payment-fail?order=RW${n}`,
  });
}

const pathOf = (url: string) => url.slice(PUBLIC_URL.length);
const tokenIn = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1] ?? "";
let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function post(url: string, fields: Record<string, string>, opts: { ip?: string; origin?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", ...(opts.origin ? { origin: opts.origin } : {}) },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: opts.ip ?? freshIp(),
  });
}

async function openPage(lang: (typeof LANGS)[number] = "en") {
  const { providerRef, redirectUrl } = await checkout(lang);
  const page = await t.app.inject({ method: "GET", url: pathOf(redirectUrl) });
  return { id: providerRef, url: pathOf(redirectUrl), page, token: tokenIn(page.body) };
}

const card = (number: string) => ({ number, expiry: "12/40", cvc: "123", name: "Ada Traveller" });
const webhookJobsOf = async (id: string) => (await pendingJobs(t.services.database.db, "sandbox.webhook")).filter((j) => j.key.startsWith(`sandbox:${id}:`));
const deliverDue = () => runDueJobs(t.services.database.db, jobHandlersOf(t.services.paymentProviders.sandbox!), new Date(Date.now() + 60_000));

describe("the hosted page", () => {
  it("shows the amount, the merchant and an accessible card form, in test mode, under the store's CSP", async () => {
    const { page, token, url } = await openPage();
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-store");
    const html = page.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("Test mode — no real money is taken.");
    expect(html).toContain("Pay Roamwell");
    expect(html).toContain("$12.50");
    expect(html).toContain("Japan 5 GB, 30 days");
    for (const [id, autocomplete] of [["number", "cc-number"], ["expiry", "cc-exp"], ["cvc", "cc-csc"], ["name", "cc-name"]]) {
      expect(html).toContain(`<label for="${id}">`);
      expect(html).toMatch(new RegExp(`<input id="${id}" name="${id}"[^>]*autocomplete="${autocomplete}"`));
    }
    expect(html).toMatch(/<input id="number"[^>]*inputmode="numeric"/);
    expect(html).toMatch(new RegExp(`<form method="post" action="${url.replace(/[?]/g, "\\?")}"`));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(html).toContain(`href="${PUBLIC_URL}/payment-fail?order=RW`);
    expect(html).not.toContain("<script");
    const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.headers["content-security-policy"]).toContain(`'nonce-${nonce}'`);
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self'/);
  });

  it.each(LANGS)("speaks %s, as asked at checkout", async (lang) => {
    const { page } = await openPage(lang);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-language"]).toBe(lang);
    expect(page.body).toContain(`<html lang="${lang}">`);
    expect(page.body).toContain(SANDBOX_TEXTS[lang].testBanner);
    expect(page.body).toContain(SANDBOX_TEXTS[lang].cardNumber);
  });

  it("answers 404 with a page for an unknown session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sandbox/pay/sbx_doesNotExist?lang=de" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(SANDBOX_TEXTS.de.notFoundTitle);
  });
});

describe("paying", () => {
  it("4242: the browser goes to the success address and a signed webhook reaches the store", async () => {
    const { id, url, token } = await openPage();
    const res = await post(url, { ...card("4242 4242 4242 4242"), token });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/transit?order=RW${n}`);
    const jobs = await webhookJobsOf(id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].key).toMatch(new RegExp(`^sandbox:${id}:evt_`));

    await deliverDue();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ provider: "sandbox", event: { type: "payment.succeeded", providerRef: id, outcome: "succeeded", amountMinor: 1250, currency: "USD" } });
    expect(await t.services.paymentProviders.active.retrieve(id)).toMatchObject({ status: "succeeded" });

    // Back on the page: it is paid, and says so.
    const again = await t.app.inject({ method: "GET", url });
    expect(again.body).toContain("Payment complete");
  });

  it("0002: declined, shown on the page, which keeps the form for another card", async () => {
    const { id, url, token } = await openPage();
    const res = await post(url, { ...card("4000 0000 0000 0002"), token });
    expect(res.statusCode).toBe(402);
    expect(res.body).toContain("Your card was declined. Please try another card.");
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain(`name="token" value="${token}"`);
    expect(await t.services.paymentProviders.active.retrieve(id)).toMatchObject({ status: "pending", failureCode: "card_declined" });
    await deliverDue();
    expect(received.map((r) => [r.event.type, r.event.outcome, r.event.failureCode])).toEqual([["payment.declined", "pending", "card_declined"]]);
  });

  it("3184: a 3-D Secure challenge, then success when it is completed", async () => {
    const { id, url, token } = await openPage("ja");
    const res = await post(url, { ...card("4000002760003184"), token });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/sandbox/pay/${id}/challenge?lang=ja`);
    const challenge = await t.app.inject({ method: "GET", url: res.headers.location as string });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain(SANDBOX_TEXTS.ja.complete);
    expect(challenge.body).toContain(SANDBOX_TEXTS.ja.fail);
    expect(challenge.body).toContain("3184");
    const done = await post(res.headers.location as string, { token: tokenIn(challenge.body), action: "complete" });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${PUBLIC_URL}/transit?order=RW${n}`);
    await deliverDue();
    expect(received.map((r) => r.event.outcome)).toEqual(["pending", "succeeded"]);
  });

  it("3184 failed: back to the card form with the reason", async () => {
    const { url, token } = await openPage();
    const res = await post(url, { ...card("4000002760003184"), token });
    const challenge = await t.app.inject({ method: "GET", url: res.headers.location as string });
    const failed = await post(res.headers.location as string, { token: tokenIn(challenge.body), action: "fail" });
    expect(failed.statusCode).toBe(402);
    expect(failed.body).toContain("We could not authenticate your card.");
  });

  it("any other valid card: declined as not supported in test mode", async () => {
    const { url, token } = await openPage();
    const res = await post(url, { ...card("5555555555554444"), token });
    expect(res.statusCode).toBe(402);
    expect(res.body).toContain("This card is not supported in test mode.");
  });

  it("wrong input: inline errors beside each field, the typed values kept but never the security code", async () => {
    const { id, url, token } = await openPage();
    const res = await post(url, { number: "4242 4242 4242 4241", expiry: "13/40", cvc: "12", name: "Ada Traveller", token });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain("Please correct the fields marked below.");
    expect(res.body).toMatch(/<input id="number"[^>]*value="4242 4242 4242 4241"[^>]*aria-invalid="true" aria-describedby="number-error">/);
    expect(res.body).toContain('<p class="error" id="number-error">This card number is not valid.</p>');
    expect(res.body).toContain('<p class="error" id="expiry-error">Enter the expiry date as MM/YY.</p>');
    expect(res.body).toContain('<p class="error" id="cvc-error">The security code has 3 digits (4 on American Express).</p>');
    expect(res.body).not.toMatch(/<input id="cvc"[^>]*value=/);
    expect(res.body).toMatch(/<input id="name"[^>]*value="Ada Traveller"/);
    expect(await webhookJobsOf(id)).toEqual([]);
  });
});

describe("form guards", () => {
  it("refuses a post without the page's token, or from another site", async () => {
    const { id, url, token } = await openPage();
    const forged = await post(url, { ...card("4242424242424242"), token: "x".repeat(43) });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain("This form was out of date.");
    const crossSite = await post(url, { ...card("4242424242424242"), token }, { origin: "https://evil.example" });
    expect(crossSite.statusCode).toBe(403);
    expect(await t.services.paymentProviders.active.retrieve(id)).toMatchObject({ status: "pending" });
    // The store's own origin is fine.
    const same = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:8080", host: "localhost:8080" },
      payload: new URLSearchParams({ ...card("4242424242424242"), token }).toString(),
    });
    expect(same.statusCode).toBe(303);
  });

  it("limits card attempts per address", async () => {
    const { url, token } = await openPage();
    const ip = "10.99.0.1";
    for (let i = 0; i < SANDBOX_PAY_LIMIT.max; i++) {
      expect((await post(url, { ...card("4000000000000002"), token }, { ip })).statusCode).toBe(402);
    }
    const limited = await post(url, { ...card("4242424242424242"), token }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.body).toContain("Too many attempts.");
  });

  it("takes only form posts", async () => {
    const { url } = await openPage();
    const res = await t.app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload: "{}" });
    expect(res.statusCode).toBe(415);
  });
});
