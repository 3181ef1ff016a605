/**
 * Checkout steps through HTTP, shared by the checkout API tests: a buyer (guest or account), an
 * order placed with an Idempotency-Key, a payment on the sandbox's hosted page with a test card,
 * the sandbox's signed webhooks delivered back into the same app, and the jobs and mail run by
 * hand.
 *
 * The app's clock is the test's: the campaign, the job queue's due times, the sandbox's
 * signatures and session expiry, and the eSIM simulator all read it, so moving it moves them
 * together (the API's own replay window keeps the wall clock, as `call` does).
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, like, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterEach, expect } from "vitest";
import type { OrderCard, OrderSummary } from "../../shared/api/orders.ts";
import { encodeAuthString } from "../../shared/guest-auth.ts";
import type { Envelope } from "../../shared/api/protocol.ts";
import { esims, jobs, mailQueue, orders, paymentEvents, payments, users } from "../../server/db/schema.ts";
import { STORE_ACCOUNTS, walletAccount } from "../../server/domain/wallet/ledger-rules.ts";
import type { MailMessage } from "../../server/adapters/mail/mailer.ts";
import type { EsimSupplier } from "../../server/adapters/esim/supplier.ts";
import type { Database } from "../../server/db/client.ts";
import { MAIL_TEXTS } from "../../server/messages/mail/index.ts";
import { accountSteps } from "./accounts.ts";
import { call, useTestApp, type CallOptions } from "./test-app.ts";

export const PUBLIC_URL = "http://shop.test";
export const CARDS = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  challenge: "4000 0027 6000 3184",
} as const;
/** A day of the Christmas campaign (server/domain/pricing/campaigns.ts). */
export const IN_CAMPAIGN = new Date("2026-12-10T09:00:00.000Z");
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export type OrderFields = { area: string; plan: string; days?: number; email?: string; currency?: string } & Record<string, unknown>;
export type OrderStatusAnswer = { orderNo: string; status: string; payment: string | null; failureCode: string | null };

/** One webhook the sandbox sent, exactly as it left (signed), with the store's answer. */
export interface WebhookDelivery {
  path: string;
  headers: Record<string, string>;
  body: string;
  event: { id: string; type: string; data: { session: string; reference: string; amountMinor: number; currency: string } };
  /** The store's HTTP status; undefined while held. */
  status?: number;
}

/** A mail known by its subject in any language: one of `keys`, placeholders standing for any text. */
const subjectIs = (keys: readonly (keyof (typeof MAIL_TEXTS)["en"])[]) => {
  const subjects = Object.values(MAIL_TEXTS).flatMap((texts) =>
    keys.map((key) => new RegExp(`^${texts[key].replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, ".+")}$`)),
  );
  return (mail: MailMessage) => subjects.some((subject) => subject.test(mail.subject));
};
/** A receipt (server/domain/checkout/receipts.ts). */
export const isReceipt = subjectIs(["receipt.order.subject", "receipt.recharge.subject"]);
/** A refund mail (server/domain/checkout/refunds.ts). */
export const isRefundMail = subjectIs(["refund.order.subject", "refund.recharge.subject"]);

export const newIdempotencyKey = () => randomBytes(16).toString("base64url");
const newDevice = () => `device-${randomBytes(12).toString("base64url")}`;
let guests = 0;
export const newGuestEmail = () => `guest${++guests}.${randomBytes(3).toString("hex")}@example.com`;
let addresses = 0;
/** A client address of its own for each request, so per-address limits bite only where a test means it. */
const freshIp = () => `10.77.${Math.floor(++addresses / 250) % 250}.${(addresses % 250) + 1}`;

export type CheckoutApp = ReturnType<typeof useCheckoutApp>;

/**
 * One app per test file (or describe block) whose sandbox delivers its webhooks into the app
 * itself, with the test's clock (`start`, default inside the Christmas campaign).
 */
export function useCheckoutApp(
  options: { start?: Date; env?: Record<string, string>; database?: () => Promise<Database>; storefront?: boolean; supplier?: () => EsimSupplier; loggerInstance?: FastifyBaseLogger } = {},
) {
  const start = new Date(options.start ?? IN_CAMPAIGN);
  let clock = start;
  const webhooks: WebhookDelivery[] = [];
  const state = { hold: false };
  // Tests of one app share it: a test that failed while holding webhooks must not hold the next one's.
  afterEach(() => {
    state.hold = false;
  });

  async function post(delivery: WebhookDelivery): Promise<number> {
    const res = await t.app.inject({ method: "POST", url: delivery.path, headers: delivery.headers, payload: delivery.body, remoteAddress: freshIp() });
    return res.statusCode;
  }

  /** The sandbox's way out: into this app, or, while held, only into `webhooks`. */
  const deliverIntoApp = (async (url: string | URL | Request, init?: RequestInit) => {
    const body = String(init?.body);
    const delivery: WebhookDelivery = {
      path: new URL(String(url)).pathname,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body,
      event: JSON.parse(body),
    };
    webhooks.push(delivery);
    if (state.hold) return new Response(null, { status: 200 });
    delivery.status = await post(delivery);
    return new Response(null, { status: delivery.status });
  }) as typeof fetch;

  const t = useTestApp({
    env: { PUBLIC_URL, ...options.env },
    clock: () => clock,
    fetch: deliverIntoApp,
    database: options.database,
    storefront: options.storefront,
    supplier: options.supplier,
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : {}),
  });
  const db = () => t.services.database.db;

  async function ok<T>(pending: Promise<{ body: Envelope<T> }>, what: string): Promise<T> {
    const { body } = await pending;
    expect(body, what).toMatchObject({ success: true });
    return body.obj as T;
  }

  const steps = {
    t,
    webhooks,
    now: () => clock,
    setClock(at: Date) {
      clock = new Date(at);
    },
    /** Back to the app's first moment: a group of tests sharing the app starts where a fresh app would. */
    restartClock() {
      clock = start;
    },
    advance(ms: number) {
      clock = new Date(clock.getTime() + ms);
    },
    /** While on, the sandbox's webhooks are captured (the sandbox hears 200) and the test delivers them itself. */
    holdWebhooks(on: boolean) {
      state.hold = on;
    },
    /** Posts a captured webhook to the store again, byte for byte; answers the HTTP status. */
    redeliver: post,
    webhooksOf: (session: string) => webhooks.filter((w) => w.event.data.session === session),

    /** A new guest (both log-in steps); answers the session token. */
    async guest(): Promise<string> {
      const first = await ok(call<{ checkToken: string }>(t.app, "/v1/user/oauth", { type: "WEB_ANONYMITY", rspToken: "", authString: encodeAuthString({ d: newDevice() }) }), "guest log-in");
      const second = await ok(call<{ token: string }>(t.app, "/v1/user/guest-login", { idToken: first.checkToken, email: "", loginType: "WEB_CLIENT_ANONYMITY_LOGIN" }), "guest log-in");
      return second.token;
    },

    /** A new account, signed in. */
    async account(): Promise<{ email: string; token: string }> {
      const { signUp, logIn } = accountSteps(t);
      const email = await signUp();
      const { obj } = await logIn(email);
      return { email, token: obj!.token };
    },

    async userIdOf(email: string): Promise<string> {
      const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
      return row!.id;
    },

    /** Puts money on an account's balance, as a promo code that credits it would. */
    async creditBalance(userId: string, amountMinor: number): Promise<void> {
      await db().transaction((tx) =>
        t.services.ledger.post(tx, {
          sourceKey: `test-credit:${userId}:${newIdempotencyKey()}`,
          kind: "promo",
          reference: "TEST",
          entries: [
            { account: walletAccount(userId), amountMinor },
            { account: STORE_ACCOUNTS.promo, amountMinor: -amountMinor },
          ],
        }),
      );
    },

    /** A new account, signed in, with `balanceMinor` on its balance. */
    async accountWithBalance(balanceMinor: number): Promise<{ email: string; token: string; userId: string }> {
      const { email, token } = await steps.account();
      const userId = await steps.userIdOf(email);
      if (balanceMinor > 0) await steps.creditBalance(userId, balanceMinor);
      return { email, token, userId };
    },

    /** `/v1.1/setup/payment` with an Idempotency-Key (a fresh one unless given; null sends none). */
    place(token: string | undefined, fields: OrderFields, opts: CallOptions & { key?: string | null } = {}) {
      const key = opts.key === undefined ? newIdempotencyKey() : opts.key;
      const headers = { ...opts.headers, ...(key === null ? {} : { "idempotency-key": key }) };
      return call<OrderSummary>(t.app, "/v1.1/setup/payment", fields, { ...opts, token, headers });
    },

    async placed(token: string, fields: OrderFields, opts: CallOptions & { key?: string } = {}): Promise<OrderSummary> {
      return ok(steps.place(token, fields, opts), "order placed");
    },

    execute: (token: string, orderNo: string) => call<{ paymentId: string; redirectUrl: string }>(t.app, "/v1.1/execute/payment", { orderNo, method: "card" }, { token }),

    /** Starts a payment attempt; answers its id, the hosted page's path and the sandbox session. */
    async startPayment(token: string, orderNo: string) {
      const { paymentId, redirectUrl } = await ok(steps.execute(token, orderNo), "payment started");
      expect(redirectUrl.startsWith(`${PUBLIC_URL}/sandbox/pay/sbx_`)).toBe(true);
      const pagePath = redirectUrl.slice(PUBLIC_URL.length);
      const session = decodeURIComponent(/\/sandbox\/pay\/([^/?]+)/.exec(pagePath)![1]);
      return { paymentId, pagePath, session };
    },

    /** Opens the hosted page (GET) and posts the card (POST), as a browser does. */
    async payOnPage(pagePath: string, number: string = CARDS.succeeds) {
      const page = await t.app.inject({ method: "GET", url: pagePath });
      expect(page.statusCode, "hosted page").toBe(200);
      const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
      return t.app.inject({
        method: "POST",
        url: pagePath,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ number, expiry: "12/40", cvc: "123", name: "Ada Traveller", token }).toString(),
        remoteAddress: freshIp(),
      });
    },

    /**
     * Pays with 4242 on the hosted page while the webhooks are held, runs the jobs, and answers
     * the payment.succeeded webhook the store has not heard yet, for the test to deliver itself.
     */
    async paidWithWebhookHeld(pagePath: string, session: string): Promise<WebhookDelivery> {
      steps.holdWebhooks(true);
      await steps.payOnPage(pagePath);
      await steps.runJobs();
      steps.holdWebhooks(false);
      const [succeeded] = steps.webhooksOf(session);
      expect(succeeded.event.type).toBe("payment.succeeded");
      return succeeded;
    },

    /**
     * Money taken twice: two payment attempts for one order, both paid with 4242 while the
     * webhooks are held, the jobs run. Answers the attempts and their payment.succeeded webhooks
     * for the test to deliver in its own order; the webhooks stay held until it lets them go.
     */
    async paidTwiceWithWebhooksHeld(token: string, orderNo: string) {
      const first = await steps.startPayment(token, orderNo);
      const second = await steps.startPayment(token, orderNo);
      steps.holdWebhooks(true);
      await steps.payOnPage(first.pagePath);
      await steps.payOnPage(second.pagePath);
      await steps.runJobs();
      const succeeded = (session: string) => steps.webhooksOf(session).find((w) => w.event.type === "payment.succeeded")!;
      return { first, second, paidFirst: succeeded(first.session), paidSecond: succeeded(second.session) };
    },

    /** Posts a captured webhook `times` times at once; answers each HTTP status. */
    redeliverAtOnce: (delivery: WebhookDelivery, times: number) => Promise.all(Array.from({ length: times }, () => post(delivery))),

    /** Due jobs (webhook deliveries, provisioning, refunds, mail jobs), then the mail queue. */
    async runJobs() {
      await t.services.jobWorker.runDue();
      await t.services.mailWorker.runOnce();
    },

    /** Places, pays with 4242 on the hosted page, and runs what follows until the jobs are done. */
    async buy(token: string, fields: OrderFields, opts: CallOptions = {}) {
      const order = await steps.placed(token, fields, opts);
      const { paymentId, pagePath, session } = await steps.startPayment(token, order.orderNo);
      const paid = await steps.payOnPage(pagePath);
      expect(paid.statusCode, "paid on the hosted page").toBe(303);
      expect(paid.headers.location).toMatch(new RegExp(`^${PUBLIC_URL}(/[a-zA-Z-]+)?/transit\\?order=${order.orderNo}$`));
      await steps.runJobs();
      return { order, paymentId, session };
    },

    confirm: (token: string, orderNo: string) => call<OrderStatusAnswer>(t.app, "/v1.1/payOrder/confirm", { orderNo }, { token }),
    status: (token: string, orderNo: string) => call<OrderStatusAnswer>(t.app, "/v1.1/payOrder/payment-status", { orderNo }, { token }),
    refund: (token: string, orderNo: string, lang?: string) => call<OrderCard>(t.app, "/v1/refund/order", { orderNo }, { token, lang }),
    async ordersList(token: string, tab?: 0 | 1): Promise<OrderCard[]> {
      return (await ok(call<{ list: OrderCard[] }>(t.app, "/v3/query/orders", tab === undefined ? {} : { tab }, { token }), "orders")).list;
    },

    // Rows, for counting what happened exactly once.
    async orderRow(orderNo: string) {
      const [row] = await db().select().from(orders).where(eq(orders.orderNo, orderNo));
      return row;
    },
    async paymentsOf(orderNo: string) {
      const order = await steps.orderRow(orderNo);
      return db().select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.createdAt));
    },
    async esimsOf(orderNo: string) {
      const order = await steps.orderRow(orderNo);
      return db().select().from(esims).where(eq(esims.orderId, order.id));
    },
    async eventsOf(paymentId: string) {
      return db().select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(asc(paymentEvents.receivedAt));
    },
    /** Jobs of one kind whose key names the order's or payment's id. */
    jobsFor: (kind: string, id: string) => db().select().from(jobs).where(and(eq(jobs.kind, kind), like(jobs.key, `%${id}%`))),
    /** Mails queued for an order, by template kind. */
    async mailsOf(orderNo: string, kind: string) {
      return db()
        .select()
        .from(mailQueue)
        .where(and(sql`${mailQueue.template}->>'kind' = ${kind}`, sql`${mailQueue.template}->>'orderNo' = ${orderNo}`));
    },
    /** The mails sent to `email` about its eSIM (delivered, not delivered): every one but the receipts and refund mails. */
    sentTo: (email: string) => t.sentMail.filter((m) => m.to === email && !isReceipt(m) && !isRefundMail(m)),
    /** The receipts sent to `email` (one per paid order or credited recharge). */
    receiptsTo: (email: string) => t.sentMail.filter((m) => m.to === email && isReceipt(m)),
    /** The refund mails sent to `email` (one per refund, once its money went back). */
    refundMailsTo: (email: string) => t.sentMail.filter((m) => m.to === email && isRefundMail(m)),
    countOrders: () => db().$count(orders),
  };
  return steps;
}

/** A guest with an order of 5 GB, not paid yet. */
export async function guestOrder(c: CheckoutApp) {
  const token = await c.guest();
  const email = newGuestEmail();
  const order = await c.placed(token, { area: "japan", plan: "5gb-30-days", email });
  return { token, email, order };
}

/** What must hold of an order fulfilled exactly once. */
export async function expectFulfilledOnce(c: CheckoutApp, orderNo: string, email: string) {
  const order = await c.orderRow(orderNo);
  expect(order.status).toBe("DELIVERED");
  expect(await c.esimsOf(orderNo)).toHaveLength(1);
  const provisions = await c.jobsFor("order.provision", order.id);
  expect(provisions).toHaveLength(1);
  expect(provisions[0]).toMatchObject({ attempts: 1, failedAt: null });
  expect(provisions[0].doneAt).not.toBeNull();
  expect(await c.mailsOf(orderNo, "esim-delivered")).toHaveLength(1);
  expect(c.sentTo(email).filter((m) => m.text.includes(orderNo))).toHaveLength(1);
  const succeeded = (await c.paymentsOf(orderNo)).filter((p) => p.status === "SUCCEEDED");
  expect(succeeded).toHaveLength(1);
}
