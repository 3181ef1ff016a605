/**
 * Placing an order through HTTP (docs/CHECKOUT.md#order): the price is the server's, campaign
 * included; the Idempotency-Key makes a retried or doubled request one order; whatever the
 * browser sends beyond area, plan, days, display currency and a guest's address is refused and
 * changes nothing. Also the payment methods that are not available (Adyen, Nuvei).
 */
// @both-engines: 20 simultaneous placements with one Idempotency-Key make one order.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { convertUsdMinor } from "../../../shared/money.ts";
import { areas, orders, plans, sandboxSessions, users } from "../../db/schema.ts";
import { readDemoCampaigns } from "../../db/seed/demo-campaigns.ts";
import { discountedUsdMinor } from "../pricing/index.ts";
import { newGuestEmail, newIdempotencyKey, useCheckoutApp, type OrderFields } from "../../../tests/support/checkout.ts";
import { call } from "../../../tests/support/test-app.ts";

const c = useCheckoutApp();
/** The demo seed's holiday sale, as data. */
const CHRISTMAS_CAMPAIGN = readDemoCampaigns().find((campaign) => campaign.id === "christmas-2026")!;
const { t } = c;
/** On the Christmas campaign; 5 GB of Japan is not. */
const SALE_PLAN = { area: "japan", plan: "10gb-30-days" };
const PLAIN_PLAN = { area: "japan", plan: "5gb-30-days" };
const DAILY_PLAN = { area: "japan", plan: "daily-1gb" };

let buyer: { email: string; token: string };
beforeAll(async () => {
  buyer = await c.account();
});

/** The catalogue's list price, read from its table rather than from the pricing code under test. */
async function listPrice(area: string, plan: string): Promise<number> {
  const [row] = await t.services.database.db
    .select({ price: plans.priceUsdMinor })
    .from(plans)
    .innerJoin(areas, eq(plans.areaId, areas.id))
    .where(and(eq(areas.slug, area), eq(plans.slug, plan)));
  return row.price;
}

/** What the plan page shows (`/v3/query/package`). */
async function shownPrice(area: string, plan: string): Promise<number> {
  const r = await call<{ plan: { price: { usdMinor: number } } }>(t.app, "/v3/query/package", { area, plan });
  return r.body.obj!.plan.price.usdMinor;
}

const ordersWithKey = (key: string) => t.services.database.db.$count(orders, eq(orders.idempotencyKey, key));

describe("the price", () => {
  it("of a plan on the Christmas campaign is the sale price the plan page shows, charged in USD whatever the display currency", async () => {
    const list = await listPrice(SALE_PLAN.area, SALE_PLAN.plan);
    const sale = discountedUsdMinor(list, CHRISTMAS_CAMPAIGN.percentOff);
    expect(sale).toBeLessThan(list);
    expect(await shownPrice(SALE_PLAN.area, SALE_PLAN.plan)).toBe(sale);

    const order = await c.placed(buyer.token, { ...SALE_PLAN, currency: "EUR" });
    expect(order).toMatchObject({
      status: "AWAITING_PAYMENT",
      areaSlug: "japan",
      planSlug: "10gb-30-days",
      planKind: "data",
      dataMb: 10 * 1024,
      validityDays: 30,
      days: null,
      charge: { currency: "USD", minor: sale },
      list: { currency: "USD", minor: list },
      display: { currency: "EUR", minor: convertUsdMinor(sale, "EUR") },
    });
    expect(order.orderNo).toMatch(/^RW\d{10}$/);
    expect(await c.orderRow(order.orderNo)).toMatchObject({ amountUsdMinor: sale, listUsdMinor: list, campaignId: CHRISTMAS_CAMPAIGN.id, email: buyer.email });

    // The provider is asked for exactly that, in USD.
    const { session } = await c.startPayment(buyer.token, order.orderNo);
    const [books] = await t.services.database.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, session));
    expect(books).toMatchObject({ amountMinor: sale, currency: "USD" });
    const [payment] = await c.paymentsOf(order.orderNo);
    expect(payment).toMatchObject({ amountUsdMinor: sale, currency: "USD", status: "CREATED" });
  });

  it("is the list price once the campaign is over", async () => {
    const during = c.now();
    c.setClock(new Date(`${CHRISTMAS_CAMPAIGN.endsOn}T23:59:59Z`));
    const last = await c.placed(buyer.token, SALE_PLAN);
    c.advance(1000);
    const after = await c.placed(buyer.token, SALE_PLAN);
    c.setClock(during);
    const list = await listPrice(SALE_PLAN.area, SALE_PLAN.plan);
    expect(last.charge.minor).toBe(discountedUsdMinor(list, CHRISTMAS_CAMPAIGN.percentOff));
    expect(after).toMatchObject({ charge: { minor: list }, list: null });
    expect(await c.orderRow(after.orderNo)).toMatchObject({ amountUsdMinor: list, listUsdMinor: list, campaignId: null });
  });

  it("of a daily plan for 9 days is 9 times the day price, valid 9 days", async () => {
    const perDay = await listPrice(DAILY_PLAN.area, DAILY_PLAN.plan);
    expect(await shownPrice(DAILY_PLAN.area, DAILY_PLAN.plan)).toBe(perDay);
    const order = await c.placed(buyer.token, { ...DAILY_PLAN, days: 9 });
    expect(order).toMatchObject({ planKind: "daily", dataMb: null, dailyMb: 1024, days: 9, validityDays: 9, charge: { currency: "USD", minor: 9 * perDay }, list: null });
    expect(await c.orderRow(order.orderNo)).toMatchObject({ amountUsdMinor: 9 * perDay, days: 9, validityDays: 9 });
  });
});

describe("the Idempotency-Key", () => {
  it("answers the same order for the same key, and keeps one row", async () => {
    const key = newIdempotencyKey();
    const first = await c.placed(buyer.token, PLAIN_PLAN, { key });
    const again = await c.placed(buyer.token, PLAIN_PLAN, { key });
    expect(again).toEqual(first);
    expect(await ordersWithKey(key)).toBe(1);
  });

  it("is one order for each buyer: another buyer's same key is another order", async () => {
    const key = newIdempotencyKey();
    const mine = await c.placed(buyer.token, PLAIN_PLAN, { key });
    const theirs = await c.placed(await c.guest(), { ...PLAIN_PLAN, email: newGuestEmail() }, { key });
    expect(theirs.orderNo).not.toBe(mine.orderNo);
  });

  it.each<[string, Partial<OrderFields>]>([
    ["another plan", { plan: "10gb-30-days" }],
    ["another area", { area: "thailand" }],
    ["days", { ...DAILY_PLAN, days: 3 }],
  ])("refuses the same key with %s (ORDER_IDEMPOTENCY_CONFLICT) and changes nothing", async (_what, change) => {
    const key = newIdempotencyKey();
    const first = await c.placed(buyer.token, PLAIN_PLAN, { key });
    const before = await c.orderRow(first.orderNo);
    const total = await c.countOrders();
    const r = await c.place(buyer.token, { ...PLAIN_PLAN, ...change }, { key });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: false, code: "ORDER_IDEMPOTENCY_CONFLICT", obj: null });
    expect(r.body.msg).toBe("This order was already placed with different details. Please reload the page and try again.");
    expect(await c.countOrders()).toBe(total);
    expect(await c.orderRow(first.orderNo)).toEqual(before);
  });

  it("refuses a daily plan's key used again for another number of days", async () => {
    const key = newIdempotencyKey();
    await c.placed(buyer.token, { ...DAILY_PLAN, days: 9 }, { key });
    expect((await c.place(buyer.token, { ...DAILY_PLAN, days: 10 }, { key })).body.code).toBe("ORDER_IDEMPOTENCY_CONFLICT");
    expect(await ordersWithKey(key)).toBe(1);
  });

  it.each([
    ["missing", null],
    ["empty", ""],
    ["too short (15)", "a".repeat(15)],
    ["too long (65)", "a".repeat(65)],
    ["of other characters", "order key with spaces!"],
    ["10 KB long", "k".repeat(10 * 1024)],
  ])("is refused when %s (IDEMPOTENCY_KEY_INVALID), and no order is made", async (_what, key) => {
    const total = await c.countOrders();
    const r = await c.place(buyer.token, PLAIN_PLAN, { key });
    expect(r.body).toMatchObject({ success: false, code: "IDEMPOTENCY_KEY_INVALID" });
    expect(await c.countOrders()).toBe(total);
  });

  it("makes exactly one order from 20 simultaneous placements with one key", async () => {
    const key = newIdempotencyKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => c.place(buyer.token, PLAIN_PLAN, { key })));
    for (const a of answers) expect(a.body, JSON.stringify(a.body)).toMatchObject({ success: true });
    expect(new Set(answers.map((a) => a.body.obj!.orderNo)).size).toBe(1);
    expect(await ordersWithKey(key)).toBe(1);
    // One order, so one job that cancels it if it stays unpaid.
    const order = await c.orderRow(answers[0].body.obj!.orderNo);
    expect(await c.jobsFor("order.expire", order.id)).toHaveLength(1);
  });
});

describe("who buys", () => {
  it("a guest must say where the eSIM goes (ORDER_EMAIL_REQUIRED)", async () => {
    const guest = await c.guest();
    const total = await c.countOrders();
    const r = await c.place(guest, PLAIN_PLAN);
    expect(r.body).toMatchObject({ success: false, code: "ORDER_EMAIL_REQUIRED", msg: "Please enter the e-mail address we should send your eSIM to." });
    expect(await c.countOrders()).toBe(total);
  });

  it("a guest's address goes on the order and, the guest having none, on the guest", async () => {
    const guest = await c.guest();
    const email = newGuestEmail();
    const order = await c.placed(guest, { ...PLAIN_PLAN, email: email.toUpperCase() });
    const row = await c.orderRow(order.orderNo);
    expect(row.email).toBe(email);
    const [user] = await t.services.database.db.select().from(users).where(eq(users.id, row.userId));
    expect(user).toMatchObject({ kind: "guest", email });
    // The next order of that guest may leave the address out.
    expect((await c.placed(guest, PLAIN_PLAN)).orderNo).toMatch(/^RW/);
  });

  it("an account's eSIM goes to the account's address, not to one typed in the body", async () => {
    const order = await c.placed(buyer.token, { ...PLAIN_PLAN, email: "someone.else@example.com" });
    expect((await c.orderRow(order.orderNo)).email).toBe(buyer.email);
  });

  it("without a session, nobody (SESSION_REQUIRED), and nothing is made", async () => {
    const total = await c.countOrders();
    const r = await c.place(undefined, { ...PLAIN_PLAN, email: newGuestEmail() });
    expect(r.body).toMatchObject({ success: false, code: "SESSION_REQUIRED" });
    // A token that is not a session is no session either.
    const forged = await c.place("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl", { ...PLAIN_PLAN, email: newGuestEmail() });
    expect(forged.body).toMatchObject({ success: false, code: "SESSION_REQUIRED" });
    expect(await c.countOrders()).toBe(total);
  });
});

describe("what is bought", () => {
  it.each<[string, OrderFields, string]>([
    ["days on a data plan", { ...PLAIN_PLAN, days: 9 }, "DAYS_INVALID"],
    ["a daily plan without days", DAILY_PLAN, "DAYS_INVALID"],
    ["an unknown plan", { area: "japan", plan: "7gb-30-days" }, "PLAN_NOT_FOUND"],
    ["an unknown area", { area: "atlantis", plan: "5gb-30-days" }, "PLAN_NOT_FOUND"],
    ["another area's plan slug that does not exist there", { area: "global", plan: "50gb-90-days" }, "PLAN_NOT_FOUND"],
  ])("refuses %s, and makes nothing", async (_what, fields, code) => {
    const total = await c.countOrders();
    const r = await c.place(buyer.token, fields);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: false, code, obj: null });
    expect(await c.countOrders()).toBe(total);
  });

  const TEN_KB = "a".repeat(10 * 1024);
  it.each<[string, Record<string, unknown>, string]>([
    ["an amount", { ...PLAIN_PLAN, amount: 1 }, "amount"],
    ["an amount in minor units", { ...PLAIN_PLAN, amountUsdMinor: 100 }, "amountUsdMinor"],
    ["a price object", { ...PLAIN_PLAN, price: { usdMinor: 1 } }, "price"],
    ["a charge currency", { ...PLAIN_PLAN, chargeCurrency: "JPY" }, "chargeCurrency"],
    ["a plan id", { ...PLAIN_PLAN, planId: 1 }, "planId"],
    ["a campaign", { ...PLAIN_PLAN, campaignId: CHRISTMAS_CAMPAIGN.id }, "campaignId"],
    ["a status", { ...PLAIN_PLAN, status: "PAID" }, "status"],
    ["a display currency that is not one", { ...PLAIN_PLAN, currency: "XXX" }, "currency"],
    ["days as text", { ...DAILY_PLAN, days: "9" }, "days"],
    ["days with a fraction", { ...DAILY_PLAN, days: 9.5 }, "days"],
    ["0 days", { ...DAILY_PLAN, days: 0 }, "days"],
    ["31 days", { ...DAILY_PLAN, days: 31 }, "days"],
    ["an area as a number", { area: 5, plan: "5gb-30-days" }, "area"],
    ["no plan", { area: "japan" }, "plan"],
    ["a plan that is not a slug", { area: "japan", plan: "5GB 30 days" }, "plan"],
    ["a 10 KB area", { area: TEN_KB, plan: "5gb-30-days" }, "area"],
    ["a 10 KB plan", { area: "japan", plan: TEN_KB }, "plan"],
    ["a 10 KB e-mail", { ...PLAIN_PLAN, email: `${TEN_KB}@example.com` }, "email"],
    ["an e-mail that is not one", { ...PLAIN_PLAN, email: "not an address" }, "email"],
  ])("refuses a body with %s (400 naming the field) and makes nothing", async (_what, fields, field) => {
    const total = await c.countOrders();
    const r = await c.place(buyer.token, fields as OrderFields);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: "INVALID_FIELD", obj: null });
    expect(r.body.msg).toContain(`“${field}”`);
    expect(await c.countOrders()).toBe(total);
  });

  it("refuses a body that is not JSON, or not JSON at all, and makes nothing", async () => {
    const total = await c.countOrders();
    const broken = await c.place(buyer.token, PLAIN_PLAN, { raw: '{"area":"japan",' });
    expect(broken.status).toBe(400);
    const asText = await t.app.inject({ method: "POST", url: "/v1.1/setup/payment", headers: { "content-type": "text/plain" }, payload: "area=japan" });
    expect(asText.statusCode).toBe(415);
    const huge = await c.place(buyer.token, { ...PLAIN_PLAN, note: "x".repeat(70 * 1024) });
    expect(huge.status).toBe(413);
    expect(await c.countOrders()).toBe(total);
  });
});

describe("Adyen and Nuvei", () => {
  it.each([
    ["/v1/get/payparam/adyen-pay", "en", "Payment is unavailable, please contact customer service"],
    ["/v1/payment/nuvei/options", "en", "Payment is unavailable, please contact customer service"],
    ["/v1/get/payparam/adyen-pay", "de", "Die Zahlung ist derzeit nicht möglich. Bitte wenden Sie sich an den Kundenservice."],
    ["/v1/payment/nuvei/options", "ja", "現在お支払いをご利用いただけません。カスタマーサービスまでお問い合わせください。"],
  ])("%s answers RT_NOBEL_ERROR_10031 in %s", async (path, lang, msg) => {
    const order = await c.placed(buyer.token, PLAIN_PLAN);
    const r = await call(t.app, path, { orderNo: order.orderNo }, { lang, token: buyer.token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ code: "RT_NOBEL_ERROR_10031", success: false, msg, obj: null });
    expect(r.headers["content-language"]).toBe(lang);
    // Signed out too: the answer says nothing about the order.
    expect((await call(t.app, path, {}, { lang })).body).toMatchObject({ code: "RT_NOBEL_ERROR_10031", msg });
  });
});
