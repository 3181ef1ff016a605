/**
 * The sandbox payment provider: a hosted payment page served by this server that behaves like a
 * real provider's, for development, demos and tests. It keeps its own books (`sandbox_sessions`,
 * apart from the store's tables), takes the documented test cards (test-cards.ts), and tells the
 * store what happened through HMAC-signed webhooks sent by durable jobs, exactly as a provider
 * on the other side of the internet would; it can deliver each event twice, late or out of order
 * (SANDBOX_WEBHOOK_MODE) so the store's exactly-once handling is exercised.
 *
 * Like Stripe Checkout, a declined card keeps the buyer on the page to try another one: the
 * session stays payable (`declined` records the last attempt), so a decline is reported as
 * "pending" with its failure code, never as final. A session ends when paid, or after 24 hours
 * unpaid (expired: "failed"). "Cancel" only links back to the store.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { canonicalLang, DEFAULT_LANG, type Lang } from "../../../../shared/i18n/locales.ts";
import type { Db } from "../../../db/client.ts";
import { sandboxRefunds, sandboxSessions } from "../../../db/schema.ts";
import { defineJob, type JobExecutor, type JobQueue, type JobWorker } from "../../../domain/jobs/index.ts";
import {
  headerValue,
  PaymentProviderError,
  type Checkout,
  type CheckoutRequest,
  type EventOutcome,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderPayment,
  type RefundRequest,
  type RefundResult,
} from "../payment-provider.ts";
import { renderChallengePage, renderMessagePage, renderPayPage, type PayNotice, type SessionView } from "./sandbox-pages.ts";
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload, verifySandboxSignature } from "./sandbox-signature.ts";
import { fill, SANDBOX_TEXTS } from "./sandbox-texts.ts";
import { checkCard, FAILURE_CODES, TEST_CARDS, type CardInput } from "./test-cards.ts";

export const SANDBOX_WEBHOOK_MODES = ["once", "twice", "late", "shuffled"] as const;
/**
 * once: each event delivered once; twice: each event delivered twice with the same id; late:
 * each event 30 s after it happened; shuffled: every "payment.succeeded" followed by a stale
 * "payment.pending" of the same session.
 */
export type SandboxWebhookMode = (typeof SANDBOX_WEBHOOK_MODES)[number];

export const SANDBOX_WEBHOOK_JOB = "sandbox.webhook";
export const SANDBOX_EXPIRE_JOB = "sandbox.expire";
/** Unpaid sessions expire after a day, as Stripe Checkout Sessions do by default. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const LATE_DELIVERY_MS = 30_000;
/** How long after the "payment.succeeded" the shuffled mode's stale "payment.pending" leaves. */
export const SHUFFLED_DELAY_MS = 5_000;
/** The store's webhook endpoint, under PUBLIC_URL. */
export const SANDBOX_WEBHOOK_PATH = "/webhooks/sandbox";
export const SANDBOX_PAY_PATH = "/sandbox/pay";

type SessionStatus = (typeof sandboxSessions.$inferSelect)["status"];
type SessionRow = typeof sandboxSessions.$inferSelect;

export const SANDBOX_EVENT_TYPES = ["payment.pending", "payment.succeeded", "payment.declined", "payment.expired", "refund.succeeded"] as const;
export type SandboxEventType = (typeof SANDBOX_EVENT_TYPES)[number];

const OUTCOME: Record<SandboxEventType, EventOutcome> = {
  "payment.pending": "pending",
  "payment.succeeded": "succeeded",
  // The session stays open for another card (see the file comment).
  "payment.declined": "pending",
  "payment.expired": "failed",
  "refund.succeeded": "refunded",
};

/** The body of a sandbox webhook delivery. */
export const SandboxEventSchema = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_-]{8,64}$/),
  object: z.literal("event"),
  type: z.enum(SANDBOX_EVENT_TYPES),
  /** Unix seconds. */
  created: z.number().int().positive(),
  livemode: z.literal(false),
  data: z.object({
    session: z.string().min(1).max(100),
    /** The store's payment id, as given to createCheckout. */
    reference: z.string().min(1).max(100),
    status: z.enum(["open", "challenge", "succeeded", "declined", "expired", "refunded"]),
    amountMinor: z.number().int().positive(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    cardLast4: z.string().regex(/^\d{4}$/).nullable(),
    failureCode: z.string().nullable(),
    /** A refund's event: which refund, how much it sent back, and the store's reference when it gave one. */
    refund: z
      .object({
        id: z.string().min(1).max(100),
        amountMinor: z.number().int().positive(),
        reference: z.string().min(1).max(100).nullable(),
      })
      .optional(),
  }),
});
export type SandboxEvent = z.infer<typeof SandboxEventSchema>;

/** One webhook delivery of one event (several jobs may carry the same event: SANDBOX_WEBHOOK_MODE). */
export const sandboxWebhookJob = defineJob(SANDBOX_WEBHOOK_JOB, z.object({ event: SandboxEventSchema }));
/** Expires an unpaid session when its day is up. */
export const sandboxExpireJob = defineJob(SANDBOX_EXPIRE_JOB, z.object({ session: z.string().min(1) }));

/** What a hosted-page request answers: a page, or where to send the browser (303). */
export type PageResult = { status: number; html: string } | { redirect: string };

/** The hosted page's four doors, called by its routes (server/http/sandbox-pay-routes.ts). */
export interface SandboxHostedPages {
  show(sessionId: string, lang: Lang, nonce: string): Promise<PageResult>;
  submitCard(sessionId: string, lang: Lang, form: Record<string, string | undefined>, nonce: string): Promise<PageResult>;
  showChallenge(sessionId: string, lang: Lang, nonce: string): Promise<PageResult>;
  answerChallenge(sessionId: string, lang: Lang, form: Record<string, string | undefined>, nonce: string): Promise<PageResult>;
  /** The form again with a notice, when the route refuses a post (rate limit, cross-site origin). */
  refused(sessionId: string, lang: Lang, nonce: string, notice: "rateLimited" | "staleForm"): Promise<PageResult>;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: "sandbox";
  readonly hosted: SandboxHostedPages;
  /** Registers its jobs' handlers with the worker: webhook deliveries and session expiry. */
  registerJobs(worker: Pick<JobWorker, "register">): void;
  /** The sandbox sends only events the store acts on: never null. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<ProviderEvent>;
}

export interface SandboxDeps {
  db: Db;
  jobs: JobQueue;
  /** Signs webhooks; derived from the session secret (server/services.ts). */
  webhookSecret: string;
  /**
   * The store's public address: webhooks go to PUBLIC_URL/webhooks/sandbox. The card pages live
   * at the origin of each checkout's return address (PRODUCT.md#return-addresses).
   */
  publicUrl: string;
  /** Shown on the hosted page ("Pay Roamwell"). */
  merchantName: string;
  mode: SandboxWebhookMode;
  now?: () => Date;
  /** Delivers webhooks; tests hand in one that calls the app in-process. */
  fetch?: typeof fetch;
  /** Session and event ids (tests pin them). */
  randomId?: () => string;
}

const PAYABLE: readonly SessionStatus[] = ["open", "declined"];
const UNFINISHED: readonly SessionStatus[] = ["open", "declined", "challenge"];

/** The failure code of a declined session, from the card it last saw (the test cards fix the reason). */
function declineCode(row: Pick<SessionRow, "cardLast4">): string {
  if (row.cardLast4 === TEST_CARDS.declined.slice(-4)) return FAILURE_CODES.decline;
  if (row.cardLast4 === TEST_CARDS.challenge.slice(-4)) return FAILURE_CODES.authentication;
  return FAILURE_CODES.unsupported;
}

/** `sbx_` and 24 base64url characters as made below; a little room either way for tests' ids. */
const SESSION_ID = /^sbx_[A-Za-z0-9_-]{8,64}$/;

const absoluteHttpUrl = z.url({ protocol: /^https?$/ });

export function createSandboxProvider(deps: SandboxDeps): SandboxProvider {
  const { db, jobs, webhookSecret, mode } = deps;
  const now = deps.now ?? (() => new Date());
  const doFetch = deps.fetch ?? fetch;
  const randomId = deps.randomId ?? (() => randomBytes(18).toString("base64url"));
  const publicUrl = deps.publicUrl.replace(/\/+$/, "");
  // The form token is keyed apart from the webhook signatures: one key, one purpose.
  const formKey = createHmac("sha256", webhookSecret).update("sandbox hosted form").digest();

  const formToken = (sessionId: string) => createHmac("sha256", formKey).update(sessionId).digest("base64url");
  const tokenMatches = (sessionId: string, given: string | undefined) => {
    const expected = Buffer.from(formToken(sessionId));
    const actual = Buffer.from(given ?? "");
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };
  const pagePath = (id: string, lang: Lang) => `${SANDBOX_PAY_PATH}/${encodeURIComponent(id)}?lang=${encodeURIComponent(lang)}`;
  const challengePath = (id: string, lang: Lang) => `${SANDBOX_PAY_PATH}/${encodeURIComponent(id)}/challenge?lang=${encodeURIComponent(lang)}`;
  const successUrl = (row: SessionRow) => row.returnUrl.replaceAll("{CHECKOUT_SESSION_ID}", encodeURIComponent(row.id));
  const view = (row: SessionRow): SessionView => ({
    id: row.id,
    amountMinor: row.amountMinor,
    currency: row.currency,
    description: row.description,
    cancelUrl: row.cancelUrl,
  });

  async function load(id: string): Promise<SessionRow | undefined> {
    // Anything else is no session of ours: answered "not found" without asking the database
    // (which refuses a NUL in text with an error, not an empty result).
    if (!SESSION_ID.test(id)) return undefined;
    const [row] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.id, id)).limit(1);
    return row;
  }

  /** Enqueues the deliveries of one event as the configured mode wants them, in the caller's transaction. */
  async function emit(tx: JobExecutor, row: SessionRow, type: SandboxEventType, at: Date, refund?: NonNullable<SandboxEvent["data"]["refund"]>) {
    const event = (id: string, eventType: SandboxEventType, created: number): SandboxEvent => ({
      id,
      object: "event",
      type: eventType,
      created,
      livemode: false,
      data: {
        session: row.id,
        reference: row.reference,
        status: row.status,
        amountMinor: row.amountMinor,
        currency: row.currency,
        cardLast4: row.cardLast4,
        failureCode: row.status === "declined" ? declineCode(row) : row.status === "expired" ? FAILURE_CODES.expired : null,
        ...(refund ? { refund } : {}),
      },
    });
    const created = Math.floor(at.getTime() / 1000);
    const first = event(`evt_${randomId()}`, type, created);
    const deliver = (e: SandboxEvent, key: string, delayMs: number) =>
      jobs.enqueue(tx, sandboxWebhookJob, { event: e }, { key, runAt: new Date(at.getTime() + delayMs) });
    const key = (e: SandboxEvent) => `sandbox:${row.id}:${e.id}`;
    await deliver(first, key(first), mode === "late" ? LATE_DELIVERY_MS : 0);
    if (mode === "twice") await deliver(first, `${key(first)}:again`, 0);
    if (mode === "shuffled" && type === "payment.succeeded") {
      // An older "pending" (created a second earlier) that arrives after the success.
      const stale = event(`evt_${randomId()}`, "payment.pending", created - 1);
      stale.data = { ...stale.data, status: "open", failureCode: null };
      await deliver(stale, key(stale), SHUFFLED_DELAY_MS);
    }
  }

  /**
   * Moves a session from one of `from` to `to` under its row lock, recording the card and
   * enqueuing the event in the same transaction. False when another request moved it first.
   */
  async function transition(id: string, from: readonly SessionStatus[], to: SessionStatus, event: SandboxEventType, cardLast4?: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(sandboxSessions).where(eq(sandboxSessions.id, id)).for("update");
      if (!row || !from.includes(row.status)) return false;
      const at = now();
      const [updated] = await tx
        .update(sandboxSessions)
        .set({ status: to, updatedAt: at, ...(cardLast4 ? { cardLast4 } : {}) })
        .where(eq(sandboxSessions.id, id))
        .returning();
      await emit(tx, updated, event, at);
      return true;
    });
  }

  const isDue = (row: SessionRow) => UNFINISHED.includes(row.status) && now().getTime() - row.createdAt.getTime() >= SESSION_TTL_MS;

  /** Expires an unpaid session past its day (the job does it on time; pages and retrieve do it on sight). */
  async function expireIfDue(row: SessionRow): Promise<SessionRow> {
    if (!isDue(row)) return row;
    await transition(row.id, UNFINISHED, "expired", "payment.expired");
    return (await load(row.id)) ?? row;
  }

  function frame(lang: Lang, nonce: string) {
    return { lang, nonce, merchant: deps.merchantName };
  }

  function payPage(row: SessionRow, lang: Lang, nonce: string, extra: { status?: number; notice?: PayNotice; errors?: Parameters<typeof renderPayPage>[0]["errors"]; values?: CardInput } = {}): PageResult {
    return {
      status: extra.status ?? 200,
      html: renderPayPage({
        ...frame(lang, nonce),
        session: view(row),
        token: formToken(row.id),
        action: pagePath(row.id, lang),
        notice: extra.notice,
        errors: extra.errors,
        values: extra.values,
      }),
    };
  }

  function notFound(lang: Lang, nonce: string): PageResult {
    const t = SANDBOX_TEXTS[lang];
    return { status: 404, html: renderMessagePage({ ...frame(lang, nonce), title: t.notFoundTitle, text: t.notFoundText, link: { href: `${publicUrl}/`, label: fill(t.returnTo, { merchant: deps.merchantName }) } }) };
  }

  /** What a session shows when its form cannot be used any more (or the challenge is pending). */
  function finished(row: SessionRow, lang: Lang, nonce: string): PageResult | undefined {
    const t = SANDBOX_TEXTS[lang];
    const back = (href: string) => ({ href, label: fill(t.returnTo, { merchant: deps.merchantName }) });
    switch (row.status) {
      case "challenge":
        return { redirect: challengePath(row.id, lang) };
      case "succeeded":
        return { status: 200, html: renderMessagePage({ ...frame(lang, nonce), title: t.paidTitle, text: t.paidText, link: back(successUrl(row)) }) };
      case "refunded":
        return { status: 200, html: renderMessagePage({ ...frame(lang, nonce), title: t.refundedTitle, text: t.refundedText, link: back(successUrl(row)) }) };
      case "expired":
        return { status: 410, html: renderMessagePage({ ...frame(lang, nonce), title: t.expiredTitle, text: fill(t.expiredText, { merchant: deps.merchantName }), link: back(row.cancelUrl) }) };
      default:
        return undefined;
    }
  }

  const hosted: SandboxHostedPages = {
    async show(id, lang, nonce) {
      const found = await load(id);
      if (!found) return notFound(lang, nonce);
      const row = await expireIfDue(found);
      return finished(row, lang, nonce) ?? payPage(row, lang, nonce);
    },

    async submitCard(id, lang, form, nonce) {
      const found = await load(id);
      if (!found) return notFound(lang, nonce);
      const row = await expireIfDue(found);
      const done = finished(row, lang, nonce);
      if (done) return done;
      if (!tokenMatches(row.id, form.token)) return payPage(row, lang, nonce, { status: 403, notice: "staleForm" });
      const card: CardInput = { number: form.number, expiry: form.expiry, cvc: form.cvc, name: form.name };
      const verdict = checkCard(card, now());
      if (!verdict.ok) {
        return payPage(row, lang, nonce, { status: 422, errors: verdict.errors, values: { number: card.number, expiry: card.expiry, name: card.name } });
      }
      const moved = async (to: SessionStatus, event: SandboxEventType) => transition(row.id, PAYABLE, to, event, verdict.last4);
      switch (verdict.outcome) {
        case "succeed":
          if (await moved("succeeded", "payment.succeeded")) return { redirect: successUrl(row) };
          break;
        case "challenge":
          if (await moved("challenge", "payment.pending")) return { redirect: challengePath(row.id, lang) };
          break;
        case "decline":
        case "unsupported":
          if (await moved("declined", "payment.declined")) {
            // Stripe Checkout keeps the buyer here after a decline, with the reason, to try another card.
            return payPage(row, lang, nonce, { status: 402, notice: verdict.outcome === "decline" ? "declined" : "unsupported", values: { name: card.name } });
          }
          break;
      }
      // Another request (a second tab, a double click) moved the session first: show where it is now.
      return hosted.show(id, lang, nonce);
    },

    async showChallenge(id, lang, nonce) {
      const found = await load(id);
      if (!found) return notFound(lang, nonce);
      const row = await expireIfDue(found);
      if (row.status !== "challenge") return finished(row, lang, nonce) ?? { redirect: pagePath(row.id, lang) };
      return {
        status: 200,
        html: renderChallengePage({ ...frame(lang, nonce), session: view(row), token: formToken(row.id), action: challengePath(row.id, lang), last4: row.cardLast4 ?? "" }),
      };
    },

    async answerChallenge(id, lang, form, nonce) {
      const found = await load(id);
      if (!found) return notFound(lang, nonce);
      const row = await expireIfDue(found);
      if (row.status !== "challenge") return finished(row, lang, nonce) ?? { redirect: pagePath(row.id, lang) };
      if (!tokenMatches(row.id, form.token)) return { redirect: challengePath(row.id, lang) };
      if (form.action === "complete") {
        if (await transition(row.id, ["challenge"], "succeeded", "payment.succeeded")) return { redirect: successUrl(row) };
      } else if (form.action === "fail") {
        if (await transition(row.id, ["challenge"], "declined", "payment.declined")) return payPage(row, lang, nonce, { status: 402, notice: "authFailed" });
      } else {
        return { redirect: challengePath(row.id, lang) };
      }
      return hosted.show(id, lang, nonce);
    },

    async refused(id, lang, nonce, notice) {
      const row = await load(id);
      if (!row) return notFound(lang, nonce);
      return finished(row, lang, nonce) ?? payPage(row, lang, nonce, { status: notice === "rateLimited" ? 429 : 403, notice });
    },
  };

  /** POSTs one event to the store, signed at the moment it leaves (as providers sign each attempt). */
  async function deliver(event: SandboxEvent): Promise<void> {
    const body = JSON.stringify(event);
    const signature = signSandboxPayload(body, webhookSecret, Math.floor(now().getTime() / 1000));
    const res = await doFetch(`${publicUrl}${SANDBOX_WEBHOOK_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    // Anything but 2xx is a failed attempt: the job queue tries again with back-off.
    if (!res.ok) throw new Error(`store answered ${res.status} to ${event.type} ${event.id}`);
  }

  function registerJobs(worker: Pick<JobWorker, "register">) {
    worker.register(sandboxWebhookJob, { run: ({ event }) => deliver(event) });
    worker.register(sandboxExpireJob, {
      async run({ session }) {
        const row = await load(session);
        if (row) await expireIfDue(row);
      },
    });
  }

  return {
    name: "sandbox",
    capabilities: { hostedPage: true, samePagePayment: false, refunds: true },
    hosted,
    registerJobs,

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) {
        throw new PaymentProviderError("sandbox", "invalid_amount", `amount must be a positive integer of minor units: ${request.amountMinor}`);
      }
      for (const url of [request.successUrl, request.cancelUrl]) {
        if (!absoluteHttpUrl.safeParse(url).success) throw new PaymentProviderError("sandbox", "invalid_url", `not an absolute http(s) URL: ${url}`);
      }
      // The hosted page is served by this store: at the address the buyer is using, the one they
      // are sent back to (PUBLIC_URL, or the address of their request: server/http/return-origin.ts),
      // so the browser keeps its cookies on the way there and back.
      const pageUrl = (id: string) => `${new URL(request.successUrl).origin}${pagePath(id, canonicalLang(request.lang) ?? DEFAULT_LANG)}`;
      // Like an idempotency key: asking again for the same payment (a retried call) gets the same page.
      const [existing] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.reference, request.paymentId)).limit(1);
      if (existing) return { providerRef: existing.id, redirectUrl: pageUrl(existing.id) };
      const id = `sbx_${randomId()}`;
      const at = now();
      await db.transaction(async (tx) => {
        await tx.insert(sandboxSessions).values({
          id,
          amountMinor: request.amountMinor,
          currency: request.currency,
          description: request.description.slice(0, 200),
          reference: request.paymentId,
          returnUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
          status: "open",
          createdAt: at,
          updatedAt: at,
        });
        await jobs.enqueue(tx, sandboxExpireJob, { session: id }, { key: `sandbox:${id}:expire`, runAt: new Date(at.getTime() + SESSION_TTL_MS) });
      });
      // The page's language travels in its address: the sandbox's books have no column for it.
      return { providerRef: id, redirectUrl: pageUrl(id) };
    },

    async retrieve(providerRef: string): Promise<ProviderPayment> {
      const found = await load(providerRef);
      if (!found) throw new PaymentProviderError("sandbox", "not_found", `no sandbox session ${providerRef}`);
      const row = await expireIfDue(found);
      const base = { amountMinor: row.amountMinor, currency: row.currency };
      switch (row.status) {
        case "succeeded":
        case "refunded":
          // A refund returns the money; the payment itself did succeed (as Stripe's "paid" stays).
          return { status: "succeeded", ...base };
        case "expired":
          return { status: "failed", failureCode: FAILURE_CODES.expired, ...base };
        case "declined":
          return { status: "pending", failureCode: declineCode(row), ...base };
        default:
          return { status: "pending", ...base };
      }
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      // As Stripe does: a payment is refunded whole or in parts until all of it is back, each
      // refund once per idempotency key, so a repeated call (a retried job) answers the refund
      // made the first time and emits nothing new.
      if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) {
        throw new PaymentProviderError("sandbox", "invalid_amount", `refund amount must be a positive integer of minor units: ${request.amountMinor}`);
      }
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(sandboxSessions).where(eq(sandboxSessions.id, request.providerRef)).for("update");
        if (!row) throw new PaymentProviderError("sandbox", "not_found", `no sandbox session ${request.providerRef}`);
        const [made] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
        if (made) {
          if (made.sessionId !== row.id || made.amountMinor !== request.amountMinor) {
            throw new PaymentProviderError("sandbox", "idempotency_key_reused", `idempotency key ${request.idempotencyKey} was used for another refund`);
          }
          return { status: "refunded" as const, ref: made.id };
        }
        if (row.status === "refunded") {
          // Refunded whole before the sandbox kept its refunds: answered as it was then.
          const [any] = await tx.select({ id: sandboxRefunds.id }).from(sandboxRefunds).where(eq(sandboxRefunds.sessionId, row.id)).limit(1);
          if (!any) return { status: "refunded" as const };
        }
        if (row.status !== "succeeded") throw new PaymentProviderError("sandbox", "not_refundable", `session ${row.id} is ${row.status}`);
        const left = row.amountMinor - row.refundedMinor;
        if (request.amountMinor > left) {
          throw new PaymentProviderError("sandbox", "amount_too_large", `refund of ${request.amountMinor} asked when ${left} of ${row.amountMinor} is left`);
        }
        const at = now();
        const id = `sbr_${randomId()}`;
        await tx.insert(sandboxRefunds).values({ id, sessionId: row.id, idempotencyKey: request.idempotencyKey, amountMinor: request.amountMinor, reference: request.reference ?? null, createdAt: at });
        const refundedMinor = row.refundedMinor + request.amountMinor;
        const [updated] = await tx
          .update(sandboxSessions)
          .set({ refundedMinor, status: refundedMinor === row.amountMinor ? "refunded" : "succeeded", updatedAt: at })
          .where(eq(sandboxSessions.id, row.id))
          .returning();
        await emit(tx, updated, "refund.succeeded", at, { id, amountMinor: request.amountMinor, reference: request.reference ?? null });
        return { status: "refunded" as const, ref: id };
      });
    },

    async parseWebhook(rawBody, headers): Promise<ProviderEvent> {
      verifySandboxSignature(rawBody, headerValue(headers, SANDBOX_SIGNATURE_HEADER), webhookSecret, now().getTime());
      // Signed by us, so well-formed unless the code changed between sending and receiving.
      const event = SandboxEventSchema.parse(JSON.parse(rawBody));
      return {
        eventId: event.id,
        type: event.type,
        providerRef: event.data.session,
        outcome: OUTCOME[event.type],
        amountMinor: event.data.amountMinor,
        currency: event.data.currency,
        ...(event.data.failureCode ? { failureCode: event.data.failureCode } : {}),
        ...(event.data.refund ? { refund: { ref: event.data.refund.id, ...(event.data.refund.reference ? { reference: event.data.refund.reference } : {}) } } : {}),
        createdAt: new Date(event.created * 1000),
        payload: event as unknown as Record<string, unknown>,
      };
    },
  };
}
