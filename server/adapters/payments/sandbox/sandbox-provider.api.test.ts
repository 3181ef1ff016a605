/**
 * The sandbox provider against a real database (PGlite, and PostgreSQL when configured): its
 * books, the webhook jobs each delivery mode makes, signed delivery, retrieve, refund, expiry,
 * and one outcome per session however many requests race for it.
 */
// @both-engines: requests racing for one session's outcome (a row lock).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { jobs, sandboxSessions } from "../../../db/schema.ts";
import { openTestDatabase } from "../../../../tests/support/test-database.ts";
import { jobHandlersOf, pendingJobs, runDueJobs } from "../../../../tests/support/table-job-queue.ts";
import { createJobQueue } from "../../../domain/jobs/job-queue.ts";
import type { CheckoutRequest } from "../payment-provider.ts";
import {
  createSandboxProvider,
  LATE_DELIVERY_MS,
  SANDBOX_EXPIRE_JOB,
  SANDBOX_WEBHOOK_JOB,
  SESSION_TTL_MS,
  SHUFFLED_DELAY_MS,
  type SandboxEvent,
  type SandboxProvider,
  type SandboxWebhookMode,
} from "./sandbox-provider.ts";
import { signSandboxPayload } from "./sandbox-signature.ts";

const PUBLIC_URL = "https://shop.example.com";
const SECRET = "derived-sandbox-webhook-secret-for-tests";
const START = new Date("2026-05-28T12:00:00Z");

let database: Database;
let clock: Date;
const delivered: { url: string; headers: Record<string, string>; body: string }[] = [];
let storeAnswer = 200;

const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
  delivered.push({ url: String(url), headers: Object.fromEntries(new Headers(init?.headers).entries()), body: String(init?.body) });
  return new Response("{}", { status: storeAnswer });
}) as typeof fetch;

function sandbox(mode: SandboxWebhookMode = "once"): SandboxProvider {
  return createSandboxProvider({
    db: database.db,
    jobs: createJobQueue({}),
    webhookSecret: SECRET,
    publicUrl: `${PUBLIC_URL}/`,
    merchantName: "Roamwell",
    mode,
    now: () => clock,
    fetch: fakeFetch,
  });
}

let n = 0;
const request = (over: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  paymentId: `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`,
  orderNo: `RW${String(n).padStart(10, "0")}`,
  amountMinor: 900,
  currency: "USD",
  description: "Japan 5 GB, 30 days",
  lang: "de",
  email: "ada@wander.co",
  successUrl: `${PUBLIC_URL}/transit?order=RW42&session={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${PUBLIC_URL}/payment-fail?order=RW42`,
  ...over,
});

const card = (number: string) => ({ number, expiry: "12/29", cvc: "123", name: "Ada Traveller" });

/** Opens the hosted page and posts `number` with the page's own form token. */
async function pay(provider: SandboxProvider, id: string, number: string) {
  const page = await provider.hosted.show(id, "en", "n0nce");
  const token = "html" in page ? /name="token" value="([^"]+)"/.exec(page.html)?.[1] : undefined;
  return provider.hosted.submitCard(id, "en", { ...card(number), token }, "n0nce");
}

async function challengeToken(provider: SandboxProvider, id: string) {
  const page = await provider.hosted.showChallenge(id, "en", "n0nce");
  return "html" in page ? /name="token" value="([^"]+)"/.exec(page.html)?.[1] : undefined;
}

const session = async (id: string) => (await database.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, id)))[0];
const webhookJobs = async (id: string) => (await pendingJobs(database.db, SANDBOX_WEBHOOK_JOB)).filter((j) => j.key.startsWith(`sandbox:${id}:`));
const eventOf = (job: { payload: Record<string, unknown> }) => job.payload.event as SandboxEvent;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());
beforeEach(async () => {
  clock = START;
  delivered.length = 0;
  storeAnswer = 200;
  // Each test reads its own session's jobs; earlier tests' jobs are finished so they never run again.
  await database.db.update(jobs).set({ doneAt: START });
});

describe("checkout", () => {
  it("opens a session in its books, with its expiry scheduled a day later", async () => {
    const provider = sandbox();
    const req = request();
    const checkout = await provider.createCheckout(req);
    expect(checkout.providerRef).toMatch(/^sbx_[A-Za-z0-9_-]{24}$/);
    expect(checkout.redirectUrl).toBe(`${PUBLIC_URL}/sandbox/pay/${checkout.providerRef}?lang=de`);
    expect(await session(checkout.providerRef)).toMatchObject({
      amountMinor: 900,
      currency: "USD",
      description: "Japan 5 GB, 30 days",
      reference: req.paymentId,
      returnUrl: req.successUrl,
      cancelUrl: req.cancelUrl,
      status: "open",
      cardLast4: null,
    });
    const [expire] = await pendingJobs(database.db, SANDBOX_EXPIRE_JOB).then((all) => all.filter((j) => j.key === `sandbox:${checkout.providerRef}:expire`));
    expect(expire.runAt.getTime()).toBe(START.getTime() + SESSION_TTL_MS);
    expect(await provider.retrieve(checkout.providerRef)).toEqual({ status: "pending", amountMinor: 900, currency: "USD" });
  });

  it("answers the same session when asked again for the same payment", async () => {
    const provider = sandbox();
    const req = request();
    const first = await provider.createCheckout(req);
    expect(await provider.createCheckout(req)).toEqual(first);
    expect(await provider.createCheckout({ ...req, lang: "ja" })).toEqual({ ...first, redirectUrl: first.redirectUrl.replace("lang=de", "lang=ja") });
    expect((await provider.createCheckout(request())).providerRef).not.toBe(first.providerRef);
  });

  it("refuses amounts that are not positive minor units, and relative return addresses", async () => {
    const provider = sandbox();
    await expect(provider.createCheckout(request({ amountMinor: 0 }))).rejects.toMatchObject({ code: "invalid_amount" });
    await expect(provider.createCheckout(request({ amountMinor: 9.5 }))).rejects.toMatchObject({ code: "invalid_amount" });
    await expect(provider.createCheckout(request({ successUrl: "/transit" }))).rejects.toMatchObject({ code: "invalid_url" });
    await expect(provider.createCheckout(request({ cancelUrl: "javascript:alert(1)" }))).rejects.toMatchObject({ code: "invalid_url" });
  });

  it("says it is a hosted page without same-page payment types", () => {
    expect(sandbox().capabilities).toEqual({ hostedPage: true, samePagePayment: false, refunds: true });
  });
});

describe("outcomes", () => {
  it("4242: succeeded, the browser sent to the success address, one signed event", async () => {
    const provider = sandbox();
    const { providerRef: id } = await provider.createCheckout(request());
    expect(await pay(provider, id, "4242 4242 4242 4242")).toEqual({ redirect: `${PUBLIC_URL}/transit?order=RW42&session=${id}` });
    expect(await session(id)).toMatchObject({ status: "succeeded", cardLast4: "4242" });
    expect(await provider.retrieve(id)).toEqual({ status: "succeeded", amountMinor: 900, currency: "USD" });
    const [job] = await webhookJobs(id);
    expect(eventOf(job)).toMatchObject({ type: "payment.succeeded", data: { session: id, status: "succeeded", amountMinor: 900, currency: "USD", cardLast4: "4242", failureCode: null } });
  });

  it("0002: declined, the buyer stays on the page to try another card, which may then succeed", async () => {
    const provider = sandbox();
    const { providerRef: id } = await provider.createCheckout(request());
    const declined = await pay(provider, id, "4000 0000 0000 0002");
    expect(declined).toMatchObject({ status: 402 });
    expect("html" in declined && declined.html).toContain("Your card was declined");
    expect(await session(id)).toMatchObject({ status: "declined", cardLast4: "0002" });
    expect(await provider.retrieve(id)).toEqual({ status: "pending", failureCode: "card_declined", amountMinor: 900, currency: "USD" });
    expect((await webhookJobs(id)).map(eventOf)).toMatchObject([{ type: "payment.declined", data: { status: "declined", failureCode: "card_declined" } }]);

    expect(await pay(provider, id, "4242424242424242")).toHaveProperty("redirect");
    expect((await webhookJobs(id)).map((j) => eventOf(j).type)).toEqual(["payment.declined", "payment.succeeded"]);
  });

  it("another valid number: declined as not a test card", async () => {
    const provider = sandbox();
    const { providerRef: id } = await provider.createCheckout(request());
    const page = await pay(provider, id, "5555 5555 5555 4444");
    expect("html" in page && page.html).toContain("not supported in test mode");
    expect(await provider.retrieve(id)).toMatchObject({ status: "pending", failureCode: "test_mode_live_card" });
  });

  it("3184: pending while the challenge is open; completing it succeeds, failing it declines", async () => {
    const provider = sandbox();
    const { providerRef: id } = await provider.createCheckout(request());
    expect(await pay(provider, id, "4000 0027 6000 3184")).toEqual({ redirect: `/sandbox/pay/${id}/challenge?lang=en` });
    expect(await session(id)).toMatchObject({ status: "challenge", cardLast4: "3184" });
    expect(await provider.retrieve(id)).toEqual({ status: "pending", amountMinor: 900, currency: "USD" });
    // The card form now leads to the challenge.
    expect(await provider.hosted.show(id, "en", "n")).toEqual({ redirect: `/sandbox/pay/${id}/challenge?lang=en` });
    const token = await challengeToken(provider, id);
    expect(await provider.hosted.answerChallenge(id, "en", { token, action: "complete" }, "n")).toEqual({ redirect: `${PUBLIC_URL}/transit?order=RW42&session=${id}` });
    expect((await webhookJobs(id)).map((j) => eventOf(j).type)).toEqual(["payment.pending", "payment.succeeded"]);

    const other = (await provider.createCheckout(request())).providerRef;
    await pay(provider, other, "4000002760003184");
    const failed = await provider.hosted.answerChallenge(other, "en", { token: await challengeToken(provider, other), action: "fail" }, "n");
    expect(failed).toMatchObject({ status: 402 });
    expect("html" in failed && failed.html).toContain("could not authenticate");
    expect(await provider.retrieve(other)).toMatchObject({ status: "pending", failureCode: "authentication_failed" });
    expect((await webhookJobs(other)).map(eventOf).at(-1)).toMatchObject({ type: "payment.declined", data: { failureCode: "authentication_failed" } });
  });

  it("refuses a post without the page's token, and posts to a paid session change nothing", async () => {
    const provider = sandbox();
    const { providerRef: id } = await provider.createCheckout(request());
    expect(await provider.hosted.submitCard(id, "en", { ...card("4242424242424242"), token: "forged" }, "n")).toMatchObject({ status: 403 });
    expect(await session(id)).toMatchObject({ status: "open" });
    await pay(provider, id, "4242424242424242");
    const again = await pay(provider, id, "4000000000000002");
    expect(again).toMatchObject({ status: 200 });
    expect("html" in again && again.html).toContain("Payment complete");
    expect(await session(id)).toMatchObject({ status: "succeeded", cardLast4: "4242" });
    expect(await webhookJobs(id)).toHaveLength(1);
  });

  it("gives one outcome and one event when many submissions race", async () => {
    const provider = sandbox();
    const { providerRef: id } = await provider.createCheckout(request());
    const page = await provider.hosted.show(id, "en", "n");
    const token = "html" in page ? /name="token" value="([^"]+)"/.exec(page.html)?.[1] : undefined;
    const results = await Promise.all(Array.from({ length: 8 }, () => provider.hosted.submitCard(id, "en", { ...card("4242424242424242"), token }, "n")));
    expect(results.filter((r) => "redirect" in r)).toHaveLength(1);
    expect((await webhookJobs(id)).map((j) => eventOf(j).type)).toEqual(["payment.succeeded"]);
  });
});

describe("webhook delivery modes", () => {
  it("once: one delivery, now", async () => {
    const provider = sandbox("once");
    const { providerRef: id } = await provider.createCheckout(request());
    await pay(provider, id, "4242424242424242");
    const all = await webhookJobs(id);
    expect(all).toHaveLength(1);
    expect(all[0].key).toBe(`sandbox:${id}:${eventOf(all[0]).id}`);
    expect(all[0].runAt).toEqual(START);
  });

  it("twice: the same event id delivered by two jobs", async () => {
    const provider = sandbox("twice");
    const { providerRef: id } = await provider.createCheckout(request());
    await pay(provider, id, "4242424242424242");
    const all = await webhookJobs(id);
    expect(all).toHaveLength(2);
    expect(new Set(all.map((j) => eventOf(j).id)).size).toBe(1);
    expect(new Set(all.map((j) => j.key)).size).toBe(2);
  });

  it("late: delivered 30 s after it happened", async () => {
    const provider = sandbox("late");
    const { providerRef: id } = await provider.createCheckout(request());
    await pay(provider, id, "4242424242424242");
    const [job] = await webhookJobs(id);
    expect(job.runAt.getTime()).toBe(START.getTime() + LATE_DELIVERY_MS);
    expect(eventOf(job).created).toBe(START.getTime() / 1000);
  });

  it("shuffled: an older payment.pending arrives after the payment.succeeded", async () => {
    const provider = sandbox("shuffled");
    const { providerRef: id } = await provider.createCheckout(request());
    await pay(provider, id, "4242424242424242");
    const [first, second] = await webhookJobs(id);
    expect(eventOf(first)).toMatchObject({ type: "payment.succeeded" });
    expect(eventOf(second)).toMatchObject({ type: "payment.pending", data: { status: "open" } });
    expect(second.runAt.getTime() - first.runAt.getTime()).toBe(SHUFFLED_DELAY_MS);
    expect(eventOf(second).created).toBeLessThan(eventOf(first).created);
    expect(eventOf(second).id).not.toBe(eventOf(first).id);
  });

  it("posts each event to PUBLIC_URL/webhooks/sandbox, signed when it leaves, and the store's adapter reads it back", async () => {
    const provider = sandbox();
    const { providerRef: id } = await provider.createCheckout(request());
    await pay(provider, id, "4242424242424242");
    clock = new Date(START.getTime() + 60_000);
    await runDueJobs(database.db, jobHandlersOf(provider), clock);
    expect(delivered).toHaveLength(1);
    const [{ url, headers, body }] = delivered;
    expect(url).toBe(`${PUBLIC_URL}/webhooks/sandbox`);
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["sandbox-signature"]).toMatch(new RegExp(`^t=${clock.getTime() / 1000},v1=[0-9a-f]{64}$`));
    const event = await provider.parseWebhook(body, headers);
    expect(event).toMatchObject({ type: "payment.succeeded", providerRef: id, outcome: "succeeded", amountMinor: 900, currency: "USD", createdAt: START });
    expect(event.payload).toEqual(JSON.parse(body));
  });

  it("fails the job when the store does not answer 2xx, so the queue retries it", async () => {
    const provider = sandbox();
    const { providerRef: id } = await provider.createCheckout(request());
    await pay(provider, id, "4242424242424242");
    storeAnswer = 500;
    const [job] = await webhookJobs(id);
    await expect(jobHandlersOf(provider)[SANDBOX_WEBHOOK_JOB].run(job.payload, { id: job.id, key: job.key, attempt: 1 })).rejects.toThrow(/store answered 500/);
  });
});

describe("refunds", () => {
  it("refund a paid session once, with a refund.succeeded event; a repeat answers the same and sends nothing", async () => {
    const provider = sandbox();
    const { providerRef: id } = await provider.createCheckout(request());
    await pay(provider, id, "4242424242424242");
    const first = await provider.refund({ providerRef: id, amountMinor: 900, idempotencyKey: "refund-1" });
    expect(first).toEqual({ status: "refunded", ref: expect.stringMatching(/^sbr_/) });
    expect(await session(id)).toMatchObject({ status: "refunded", refundedMinor: 900 });
    expect(await provider.retrieve(id)).toMatchObject({ status: "succeeded" });
    expect(await provider.refund({ providerRef: id, amountMinor: 900, idempotencyKey: "refund-1" })).toEqual(first);
    expect((await webhookJobs(id)).map(eventOf)).toMatchObject([
      { type: "payment.succeeded" },
      { type: "refund.succeeded", data: { status: "refunded", amountMinor: 900, refund: { id: first.ref, amountMinor: 900, reference: null } } },
    ]);
  });

  it("refund a paid session in parts, each once per key, with the store's reference in each part's event, until nothing is left", async () => {
    const provider = sandbox();
    const { providerRef: id } = await provider.createCheckout(request());
    await pay(provider, id, "4242424242424242");
    const part = await provider.refund({ providerRef: id, amountMinor: 300, idempotencyKey: "staff-refund-a", reference: "refund-a" });
    expect(part).toEqual({ status: "refunded", ref: expect.stringMatching(/^sbr_/) });
    expect(await provider.refund({ providerRef: id, amountMinor: 300, idempotencyKey: "staff-refund-a", reference: "refund-a" })).toEqual(part);
    // A part refunded: the payment still stands, with what is left to refund.
    expect(await session(id)).toMatchObject({ status: "succeeded", refundedMinor: 300 });
    await expect(provider.refund({ providerRef: id, amountMinor: 601, idempotencyKey: "staff-refund-b" })).rejects.toMatchObject({ code: "amount_too_large" });
    const rest = await provider.refund({ providerRef: id, amountMinor: 600, idempotencyKey: "staff-refund-b", reference: "refund-b" });
    expect(rest.ref).not.toBe(part.ref);
    expect(await session(id)).toMatchObject({ status: "refunded", refundedMinor: 900 });
    await expect(provider.refund({ providerRef: id, amountMinor: 1, idempotencyKey: "staff-refund-c" })).rejects.toMatchObject({ code: "not_refundable" });
    expect((await webhookJobs(id)).map(eventOf)).toMatchObject([
      { type: "payment.succeeded" },
      { type: "refund.succeeded", data: { status: "succeeded", refund: { id: part.ref, amountMinor: 300, reference: "refund-a" } } },
      { type: "refund.succeeded", data: { status: "refunded", refund: { id: rest.ref, amountMinor: 600, reference: "refund-b" } } },
    ]);
    const event = eventOf((await webhookJobs(id))[1]);
    const body = JSON.stringify(event);
    const parsed = await provider.parseWebhook(body, { "sandbox-signature": signSandboxPayload(body, SECRET, Math.floor(clock.getTime() / 1000)) });
    expect(parsed).toMatchObject({ outcome: "refunded", providerRef: id, refund: { ref: part.ref, reference: "refund-a" } });
  });

  it("pay out once when refunds race", async () => {
    const provider = sandbox();
    const { providerRef: id } = await provider.createCheckout(request());
    await pay(provider, id, "4242424242424242");
    const answers = await Promise.all(Array.from({ length: 6 }, () => provider.refund({ providerRef: id, amountMinor: 900, idempotencyKey: "refund-race" })));
    expect(answers.every((a) => a.status === "refunded")).toBe(true);
    expect(new Set(answers.map((a) => a.ref)).size).toBe(1);
    expect((await webhookJobs(id)).filter((j) => eventOf(j).type === "refund.succeeded")).toHaveLength(1);
  });

  it("refuse what cannot be refunded", async () => {
    const provider = sandbox();
    const { providerRef: open } = await provider.createCheckout(request());
    await expect(provider.refund({ providerRef: open, amountMinor: 900, idempotencyKey: "k" })).rejects.toMatchObject({ provider: "sandbox", code: "not_refundable" });
    await pay(provider, open, "4242424242424242");
    await expect(provider.refund({ providerRef: open, amountMinor: 901, idempotencyKey: "k" })).rejects.toMatchObject({ code: "amount_too_large" });
    for (const amountMinor of [0, -1, 1.5]) {
      await expect(provider.refund({ providerRef: open, amountMinor, idempotencyKey: "k" })).rejects.toMatchObject({ code: "invalid_amount" });
    }
    await provider.refund({ providerRef: open, amountMinor: 100, idempotencyKey: "k" });
    await expect(provider.refund({ providerRef: open, amountMinor: 200, idempotencyKey: "k" })).rejects.toMatchObject({ code: "idempotency_key_reused" });
    await expect(provider.refund({ providerRef: "sbx_unknown", amountMinor: 900, idempotencyKey: "k2" })).rejects.toMatchObject({ code: "not_found" });
    await expect(provider.retrieve("sbx_unknown")).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("expiry", () => {
  it("expires an unpaid session after a day (failed, payment.expired) and leaves a paid one alone", async () => {
    const provider = sandbox();
    const { providerRef: unpaid } = await provider.createCheckout(request());
    await pay(provider, unpaid, "4000000000000002");
    const { providerRef: paid } = await provider.createCheckout(request());
    await pay(provider, paid, "4242424242424242");

    clock = new Date(START.getTime() + SESSION_TTL_MS - 1);
    expect(await provider.retrieve(unpaid)).toMatchObject({ status: "pending" });
    clock = new Date(START.getTime() + SESSION_TTL_MS);
    await runDueJobs(database.db, { [SANDBOX_EXPIRE_JOB]: jobHandlersOf(provider)[SANDBOX_EXPIRE_JOB] }, clock);
    expect(await session(unpaid)).toMatchObject({ status: "expired" });
    expect(await provider.retrieve(unpaid)).toEqual({ status: "failed", failureCode: "expired", amountMinor: 900, currency: "USD" });
    expect((await webhookJobs(unpaid)).map(eventOf).at(-1)).toMatchObject({ type: "payment.expired", data: { status: "expired", failureCode: "expired" } });
    expect(await session(paid)).toMatchObject({ status: "succeeded" });

    const page = await provider.hosted.show(unpaid, "en", "n");
    expect(page).toMatchObject({ status: 410 });
    expect(await pay(provider, unpaid, "4242424242424242")).toMatchObject({ status: 410 });
  });

  it("expires on sight when the job has not run yet", async () => {
    const provider = sandbox();
    const { providerRef: id } = await provider.createCheckout(request());
    clock = new Date(START.getTime() + SESSION_TTL_MS + 1000);
    expect(await provider.hosted.show(id, "en", "n")).toMatchObject({ status: 410 });
    expect(await session(id)).toMatchObject({ status: "expired" });
    expect((await webhookJobs(id)).map((j) => eventOf(j).type)).toEqual(["payment.expired"]);
  });
});
