/**
 * A buyer's orders through HTTP (/v3/query/orders, /v1/refund/order), in the whole app: an order
 * placed, paid on the sandbox's hosted page with 4242 and provisioned by the job worker shows
 * with its label and eSIM under both tabs, to its buyer only; a refund is allowed once, to the
 * buyer only, and moves the order to Refunded and out of the current tab. A buyer with 150
 * orders reads them all, a page at a time, with their count.
 */
// @both-engines: two refund presses at once pay out once.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OrderCard, OrdersPage } from "../../../shared/api/orders.ts";
import { encodeAuthString } from "../../../shared/guest-auth.ts";
import { call, useTestApp } from "../../../tests/support/test-app.ts";
import { orders } from "../../db/schema.ts";

const PUBLIC_URL = "http://shop.test";

/** The sandbox's webhooks, delivered to the app's own /webhooks/sandbox in-process. */
const deliverToStore = (async (url: string | URL | Request, init?: RequestInit) => {
  const res = await t.app.inject({
    method: "POST",
    url: new URL(String(url)).pathname,
    headers: Object.fromEntries(new Headers(init?.headers).entries()),
    payload: String(init?.body),
  });
  return new Response(res.body, { status: res.statusCode });
}) as typeof fetch;

const t = useTestApp({ env: { PUBLIC_URL }, fetch: deliverToStore });

async function guestToken(): Promise<string> {
  const first = await call<{ checkToken: string }>(t.app, "/v1/user/oauth", {
    type: "WEB_ANONYMITY",
    rspToken: "",
    authString: encodeAuthString({ d: `device-${randomBytes(12).toString("hex")}` }),
  });
  const second = await call<{ token: string }>(t.app, "/v1/user/guest-login", { idToken: first.body.obj!.checkToken, email: "", loginType: "WEB_CLIENT_ANONYMITY_LOGIN" });
  return second.body.obj!.token;
}

/** A 5 GB Japan plan bought by the token's guest, paid with 4242 and provisioned. */
async function deliveredOrder(token: string): Promise<string> {
  const placed = await call<{ orderNo: string }>(
    t.app,
    "/v1.1/setup/payment",
    { area: "japan", plan: "5gb-30-days", email: "ada@wander.co" },
    { token, headers: { "idempotency-key": `orders-test-${randomBytes(8).toString("hex")}` } },
  );
  const orderNo = placed.body.obj!.orderNo;
  const started = await call<{ redirectUrl: string }>(t.app, "/v1.1/execute/payment", { orderNo, method: "card" }, { token });
  const pagePath = started.body.obj!.redirectUrl.slice(PUBLIC_URL.length);
  const page = await t.app.inject({ method: "GET", url: pagePath });
  const formToken = /name="token" value="([^"]+)"/.exec(page.body)![1];
  const paid = await t.app.inject({
    method: "POST",
    url: pagePath,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ token: formToken, number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Ada Traveller" }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  expect((await call<{ status: string }>(t.app, "/v1.1/payOrder/confirm", { orderNo }, { token })).body.obj!.status).toBe("PAID");
  await t.services.jobWorker.runDue();
  expect((await call<{ status: string }>(t.app, "/v1.1/payOrder/payment-status", { orderNo }, { token })).body.obj!.status).toBe("DELIVERED");
  return orderNo;
}

const ordersOf = async (token: string, tab: 0 | 1) => (await call<{ list: OrderCard[] }>(t.app, "/v3/query/orders", { tab }, { token })).body.obj!.list;

describe("a buyer's orders", () => {
  it("lists a delivered order, not installed yet, under both tabs, to its buyer only", async () => {
    const token = await guestToken();
    const orderNo = await deliveredOrder(token);
    for (const tab of [0, 1] as const) {
      const [card, ...others] = await ordersOf(token, tab);
      expect(others).toEqual([]);
      expect(card).toMatchObject({ orderNo, paymentState: "PAID", label: "undownload", refundable: true, dataMb: 5120 });
      expect(card.esim).toMatchObject({ installState: "UNDOWNLOAD", validityState: "VALID", dataUsedMb: 0, activatedAt: null });
      expect(card.esim!.iosInstallUrl).toBe(`https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(card.esim!.activationCode)}`);
    }
    expect(await ordersOf(await guestToken(), 0)).toEqual([]);
  });

  it("refunds once and to the buyer only; the order ends refunded and leaves the current tab", async () => {
    const token = await guestToken();
    const orderNo = await deliveredOrder(token);

    const stranger = await call(t.app, "/v1/refund/order", { orderNo }, { token: await guestToken() });
    expect(stranger.body).toMatchObject({ success: false, code: "ORDER_NOT_FOUND" });

    // Two presses at once pay out once.
    const answers = await Promise.all([1, 2].map(() => call<OrderCard>(t.app, "/v1/refund/order", { orderNo }, { token })));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.find((a) => a.body.success)!.body.obj).toMatchObject({ orderNo, paymentState: "REFUNDING", label: "refunding", refundable: false });
    expect(answers.find((a) => !a.body.success)!.body).toMatchObject({ code: "REFUND_NOT_ALLOWED" });

    await t.services.jobWorker.runDue();
    expect(await ordersOf(token, 1)).toEqual([]);
    const [card] = await ordersOf(token, 0);
    expect(card).toMatchObject({ orderNo, paymentState: "REFUNDED", label: "refunded", refundable: false });
    expect((await call(t.app, "/v1/refund/order", { orderNo }, { token })).body).toMatchObject({ success: false, code: "REFUND_NOT_ALLOWED" });
  });

  it("asks for a session, and names its page within bounds", async () => {
    const token = await guestToken();
    for (const bad of [{ pageNum: 0 }, { pageSize: 0 }, { pageSize: 101 }, { pageNum: 1.5 }, { pageSize: "20" }]) {
      const answer = await call(t.app, "/v3/query/orders", { tab: 0, ...bad }, { token });
      expect(answer.body, JSON.stringify(bad)).toMatchObject({ success: false, code: "INVALID_FIELD" });
    }
    expect((await call(t.app, "/v3/query/orders", { tab: 0 })).body).toMatchObject({ success: false, code: "SESSION_REQUIRED" });
    expect((await call(t.app, "/v1/refund/order", { orderNo: "RW0000000001" })).body).toMatchObject({ success: false, code: "ORDER_NOT_FOUND" });
  });
});

describe("a buyer with 150 orders", () => {
  const page = async (token: string, fields: Record<string, unknown>) => {
    const answer = await call<OrdersPage>(t.app, "/v3/query/orders", fields, { token });
    expect(answer.body, answer.body.msg).toMatchObject({ success: true });
    return answer.body.obj!;
  };

  it("reads them all, newest first, each once, a page at a time; a caller that names no page gets the first 100", async () => {
    const token = await guestToken();
    // The oldest: bought and delivered through the API. The 149 after it placed through the
    // orders service and marked paid, a second apart (the list needs paid orders, not payments).
    const oldest = await deliveredOrder(token);
    const [first] = await t.services.database.db.select().from(orders).where(eq(orders.orderNo, oldest));
    const newer: string[] = [];
    for (let i = 1; i < 150; i++) {
      const placed = await t.services.checkout.placeOrder({
        buyer: { userId: first!.userId, loginType: "guestLogin", email: null },
        areaSlug: "japan",
        planSlug: "1gb-7-days",
        email: "ada@wander.co",
        lang: "en",
        currency: "USD",
        idempotencyKey: `many-orders-${i}-${randomBytes(6).toString("hex")}`,
      });
      if (!placed.ok) throw new Error(placed.code);
      const at = new Date(first!.createdAt.getTime() + i * 1000);
      await t.services.database.db.update(orders).set({ status: "PAID", paidAt: at, createdAt: at }).where(eq(orders.orderNo, placed.obj.orderNo));
      newer.push(placed.obj.orderNo);
    }
    const newestFirst = [...newer.reverse(), oldest];

    // As before pages existed: the newest 100.
    const unpaged = await page(token, { tab: 0 });
    expect(unpaged).toMatchObject({ pageNum: 1, pageSize: 100, total: 150 });
    expect(unpaged.list.map((o) => o.orderNo)).toEqual(newestFirst.slice(0, 100));

    // Twenty a page: eight pages, the last with the oldest, which can still be refunded from there.
    const seen: string[] = [];
    for (let pageNum = 1; pageNum <= 8; pageNum++) {
      const answer = await page(token, { tab: 0, pageNum, pageSize: 20 });
      expect(answer).toMatchObject({ pageNum, pageSize: 20, total: 150 });
      seen.push(...answer.list.map((o) => o.orderNo));
    }
    expect(seen).toEqual(newestFirst);
    const last = await page(token, { pageNum: 8, pageSize: 20 });
    expect(last.list.at(-1)).toMatchObject({ orderNo: oldest, refundable: true });
    expect((await page(token, { pageNum: 9, pageSize: 20 })).list).toEqual([]);

    // The current tab counts in the database too: the oldest, refunded, leaves it.
    expect((await call(t.app, "/v1/refund/order", { orderNo: oldest }, { token })).body).toMatchObject({ success: true });
    await t.services.jobWorker.runDue();
    const current = await page(token, { tab: 1, pageNum: 2, pageSize: 100 });
    expect(current).toMatchObject({ total: 149 });
    expect(current.list.map((o) => o.orderNo)).toEqual(newestFirst.slice(100, 149));
    expect(await page(token, { tab: 0, pageNum: 2, pageSize: 100 })).toMatchObject({ total: 150 });
  }, 60_000);
});
