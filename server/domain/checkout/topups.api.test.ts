/**
 * eSIM data top-ups through HTTP (docs/WALLET.md#top-ups): the packages of an eSIM's destination
 * with what each adds, a top-up placed idempotently and paid by card on the sandbox's page or
 * from the balance, applied to the eSIM exactly once however often and however concurrently the
 * job runs; and everything refused that should be (someone else's eSIM, a daily plan, a refunded
 * order, a package that is not the eSIM's, bad input), changing nothing.
 */
// @both-engines: a top-up applied by several appliers at once counts once.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OrderCard, OrderSummary } from "../../../shared/api/orders.ts";
import { esims, orders } from "../../db/schema.ts";
import { checkoutJobs } from "./index.ts";
import { CARDS, DAY, newGuestEmail, newIdempotencyKey, PUBLIC_URL, useCheckoutApp, type OrderStatusAnswer } from "../../../tests/support/checkout.ts";
import { call, type CallOptions } from "../../../tests/support/test-app.ts";

const c = useCheckoutApp();
const { t } = c;
const db = () => t.services.database.db;

const FIVE_GB = { area: "japan", plan: "5gb-30-days" };
/** What the top-ups below buy: 1 GB for 7 days, off the Christmas campaign. */
const ONE_GB = "1gb-7-days";

interface Package {
  plan: string;
  title: string;
  addsDataMb: number;
  addsDays: number;
  price: { currency: string; minor: number; amount: string };
  display: { currency: string; minor: number; amount: string };
}
interface Options {
  orderNo: string;
  iccid: string;
  areaSlug: string;
  blocked: string | null;
  dataTotalMb: number | null;
  dataUsedMb: number;
  validityDays: number;
  expiresAt: string | null;
  packages: Package[];
}

const options = (token: string | undefined, orderNo: string, extra: Record<string, unknown> = {}, opts: CallOptions = {}) =>
  call<Options>(t.app, "/v1/data/query/topup-order", { orderNo, ...extra }, { ...opts, token });
const create = (token: string | undefined, orderNo: string, plan: string, opts: CallOptions & { key?: string | null; useBalance?: boolean; currency?: string } = {}) => {
  const key = opts.key === undefined ? newIdempotencyKey() : opts.key;
  const fields = { orderNo, plan, ...(opts.useBalance === undefined ? {} : { useBalance: opts.useBalance }), ...(opts.currency ? { currency: opts.currency } : {}) };
  return call<OrderSummary>(t.app, "/v1.1/data/create/topup-order", fields, { ...opts, token, headers: { ...opts.headers, ...(key === null ? {} : { "idempotency-key": key }) } });
};
const setup = (token: string, orderNo: string) => call<unknown[]>(t.app, "/v1/setup/topup", { orderNo }, { token });
const execute = (token: string, orderNo: string) => call<{ paymentId: string; redirectUrl: string }>(t.app, "/v1.1/execute/topup/payment", { orderNo, method: "card" }, { token });
const paymentStatus = (token: string, orderNo: string) => call<OrderStatusAnswer>(t.app, "/v1/query/topup/payment-status", { orderNo }, { token });

async function okObj<T>(pending: Promise<{ body: { success: boolean; obj: T | null; msg: string } }>, what: string): Promise<T> {
  const { body } = await pending;
  expect(body, `${what}: ${body.msg}`).toMatchObject({ success: true });
  return body.obj as T;
}

/** A buyer with a delivered 5 GB eSIM of Japan. */
async function delivered(kind: "guest" | "account" = "account") {
  const token = kind === "guest" ? await c.guest() : (await c.account()).token;
  const { order } = await c.buy(token, { ...FIVE_GB, ...(kind === "guest" ? { email: newGuestEmail() } : {}) });
  expect((await c.orderRow(order.orderNo)).status).toBe("DELIVERED");
  const [esim] = await c.esimsOf(order.orderNo);
  return { token, orderNo: order.orderNo, esim };
}

/** Starts the top-up's payment and pays it with 4242 on the sandbox's page; answers where the page sent the buyer. */
async function payByCard(token: string, topupNo: string): Promise<string> {
  const { redirectUrl } = await okObj(execute(token, topupNo), "payment started");
  expect(redirectUrl.startsWith(`${PUBLIC_URL}/sandbox/pay/sbx_`)).toBe(true);
  const paid = await c.payOnPage(redirectUrl.slice(PUBLIC_URL.length), CARDS.succeeds);
  expect(paid.statusCode, "paid on the hosted page").toBe(303);
  return String(paid.headers.location);
}

const esimRow = async (id: string) => (await db().select().from(esims).where(eq(esims.id, id)))[0];
const topupCount = async (esimId: string) => db().$count(orders, eq(orders.topupEsimId, esimId));
const cardOf = async (token: string, orderNo: string): Promise<OrderCard | undefined> => (await c.ordersList(token)).find((o) => o.orderNo === orderNo);
/** How many top-ups the simulator's reference carries (each is a "+" part). */
const topupsInRef = (ref: string) => ref.split("~")[0].split("+").length - 1;

describe("the packages of an eSIM", () => {
  it("are its destination's top-up plans, never a daily one, each with what it adds and its price in USD and the display currency", async () => {
    const { token, orderNo, esim } = await delivered();
    const found = await okObj(options(token, orderNo, { currency: "EUR" }), "options");
    expect(found).toMatchObject({ orderNo, iccid: esim.iccid, areaSlug: "japan", blocked: null, dataTotalMb: 5120, dataUsedMb: 0, validityDays: 30 });

    const { obj: list } = (await call<{ plans: { slug: string; kind: string; topup: boolean; dataMb: number; validityDays: number; price: { usdMinor: number } }[] }>(
      t.app,
      "/v2/query/package/list",
      { area: "japan" },
    )).body;
    const expected = list!.plans.filter((p) => p.topup && p.kind === "data");
    expect(expected.length).toBeGreaterThan(2);
    expect(found.packages.map((p) => p.plan)).toEqual(expected.map((p) => p.slug));
    for (const p of found.packages) {
      const plan = expected.find((e) => e.slug === p.plan)!;
      expect(p).toMatchObject({ addsDataMb: plan.dataMb, addsDays: plan.validityDays, price: { currency: "USD", minor: plan.price.usdMinor }, display: { currency: "EUR" } });
      expect(p.display.minor).toBeLessThan(p.price.minor);
    }
    expect(found.packages.find((p) => p.plan === ONE_GB)?.title).toBe("1\u00a0GB · 7\u00a0days");
    // The same in another language: the title in German.
    const de = await okObj(options(token, orderNo, {}, { lang: "de" }), "options in German");
    expect(de.packages.find((p) => p.plan === ONE_GB)?.title).toBe("1\u00a0GB · 7\u00a0Tage");
  });
});

describe("a top-up paid by card", () => {
  it("is placed idempotently, paid on the hosted page, applied once however often and however concurrently the job runs, and shows on the eSIM's card", async () => {
    const { token, orderNo, esim } = await delivered();
    // The delivery mail led here: a link to the store's top-up page for this eSIM.
    const [delivery] = await c.mailsOf(orderNo, "esim-delivered");
    expect(delivery.template).toMatchObject({ topupLink: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/topup\\?order=${orderNo}&key=[A-Za-z0-9_-]{43}$`)) });
    const key = newIdempotencyKey();
    const placed = await okObj(create(token, orderNo, ONE_GB, { key }), "top-up placed");
    const pkg = (await okObj(options(token, orderNo), "options")).packages.find((p) => p.plan === ONE_GB)!;
    expect(placed).toMatchObject({ kind: "topup", status: "AWAITING_PAYMENT", areaSlug: "japan", planSlug: ONE_GB, dataMb: 1024, validityDays: 7, charge: { minor: pkg.price.minor } });
    expect(placed.orderNo).not.toBe(orderNo);
    // The same key answers the same top-up; with another package it is refused.
    expect((await okObj(create(token, orderNo, ONE_GB, { key }), "again")).orderNo).toBe(placed.orderNo);
    expect((await create(token, orderNo, "3gb-15-days", { key })).body).toMatchObject({ success: false, code: "ORDER_IDEMPOTENCY_CONFLICT" });
    expect(await topupCount(esim.id)).toBe(1);

    expect(await okObj(setup(token, placed.orderNo), "methods")).toEqual([{ method: "card", provider: "sandbox", hosted: true, samePage: false }]);
    // Back to the top-up's own result page, in the order's language.
    c.holdWebhooks(true);
    const back = await payByCard(token, placed.orderNo);
    expect(back).toBe(`${PUBLIC_URL}/topup-success?order=${placed.orderNo}`);
    // Asked, the provider says paid: the order is PAID and the job waits.
    expect(await okObj(paymentStatus(token, placed.orderNo), "status")).toMatchObject({ orderNo: placed.orderNo, status: "PAID", payment: "SUCCEEDED" });
    c.holdWebhooks(false);
    const [job] = await c.jobsFor(checkoutJobs.topupJob.kind, (await c.orderRow(placed.orderNo)).id);
    expect(job).toMatchObject({ key: `topup:${(await c.orderRow(placed.orderNo)).id}`, doneAt: null, maxAttempts: checkoutJobs.PROVISION_ATTEMPTS });

    // Two more appliers (another process's worker, a retry) run at the same time as the queue's own.
    // The step holds no state of its own: calling it again stands for another process's worker.
    const applier = () => ({ apply: t.services.checkout.applyTopup });
    const topupId = (await c.orderRow(placed.orderNo)).id;
    const runs = await Promise.all([applier().apply(topupId), applier().apply(topupId), c.runJobs()]);
    expect(runs.slice(0, 2).filter((r) => r === "applied").length).toBeLessThanOrEqual(1);
    await c.runJobs();
    expect(await applier().apply(topupId)).toBe("already");

    const after = await esimRow(esim.id);
    expect(after).toMatchObject({ dataTotalMb: 5120 + 1024, validityDays: 30 + 7, iccid: esim.iccid, orderId: esim.orderId });
    expect(topupsInRef(after.providerRef)).toBe(1);
    expect(after.providerRef.startsWith(esim.providerRef)).toBe(true);
    expect(await c.esimsOf(orderNo)).toHaveLength(1);
    expect((await c.orderRow(placed.orderNo)).status).toBe("DELIVERED");
    expect(await okObj(paymentStatus(token, placed.orderNo), "status")).toMatchObject({ status: "DELIVERED", payment: "SUCCEEDED" });

    // /orders: one card (the top-up is not a card of its own) with the new totals and the top-up listed.
    const list = await c.ordersList(token);
    expect(list.map((o) => o.orderNo)).toEqual([orderNo]);
    expect(list[0]).toMatchObject({
      // The eSIM's totals, the top-up's data and days included; the order's own stay the plan's.
      validityDays: 30,
      esim: { dataTotalMb: 6144, validityDays: 37 },
      topupAllowed: true,
      topups: [{ orderNo: placed.orderNo, addsDataMb: 1024, addsDays: 7 }],
      // Topped up: refunding the eSIM's order would switch off data bought separately.
      refundable: false,
    });
    expect((await c.refund(token, orderNo)).body).toMatchObject({ success: false, code: "REFUND_NOT_ALLOWED" });
    // The top-up page's eSIM says the same totals.
    expect(await okObj(options(token, orderNo), "options after")).toMatchObject({ dataTotalMb: 6144, validityDays: 37 });
    // Paid: nothing more to pay.
    expect((await execute(token, placed.orderNo)).body).toMatchObject({ success: false, code: "ORDER_NOT_PAYABLE" });
  });

  it("puts an eSIM whose data ran out back in use", async () => {
    const { token, orderNo, esim } = await delivered();
    // 5 GB at 200 MB an hour is gone in about a day.
    c.advance(2 * DAY);
    expect(await cardOf(token, orderNo)).toMatchObject({ label: "usageFinished", topupAllowed: true, esim: { validityState: "USAGE_FINISHED", dataUsedMb: 5120 } });
    const placed = await okObj(create(token, orderNo, ONE_GB), "top-up placed");
    await payByCard(token, placed.orderNo);
    await c.runJobs();
    expect(await esimRow(esim.id)).toMatchObject({ validityState: "INUSE", installState: "ENABLED", dataTotalMb: 6144, dataUsedMb: 5120 });
    expect(await cardOf(token, orderNo)).toMatchObject({ label: "active", esim: { dataTotalMb: 6144 } });
  });

  it("whose eSIM's order was refunded before the payment came is refunded, not applied, and the buyer told", async () => {
    const { token, orderNo, esim } = await delivered("guest");
    const placed = await okObj(create(token, orderNo, ONE_GB), "top-up placed");
    expect((await c.refund(token, orderNo)).body).toMatchObject({ success: true });
    await c.runJobs();
    expect((await c.orderRow(orderNo)).status).toBe("REFUNDED");
    // The old hosted page is still open and paid after all.
    await payByCard(token, placed.orderNo);
    await c.runJobs();
    await c.runJobs();
    expect((await c.orderRow(placed.orderNo)).status).toBe("REFUNDED");
    expect(await esimRow(esim.id)).toMatchObject({ dataTotalMb: 5120, validityDays: 30, installState: "DISABLED", providerRef: esim.providerRef });
    expect(await c.mailsOf(placed.orderNo, "topup-not-applied")).toHaveLength(1);
  });

  it("paid and not yet added stops the eSIM's order from being refunded; once added, the top-up stays", async () => {
    const { token, orderNo, esim } = await delivered();
    const placed = await okObj(create(token, orderNo, ONE_GB), "top-up placed");
    c.holdWebhooks(true);
    await payByCard(token, placed.orderNo);
    // The store asks the provider (as /topup-success does): the top-up is PAID, its job not run yet.
    expect((await okObj(paymentStatus(token, placed.orderNo), "status")).status).toBe("PAID");
    c.holdWebhooks(false);
    const refused = await c.refund(token, orderNo);
    expect(refused.body).toMatchObject({ success: false, code: "REFUND_NOT_ALLOWED" });
    expect((await c.orderRow(orderNo)).status).toBe("DELIVERED");
    await c.runJobs();
    expect((await c.orderRow(placed.orderNo)).status).toBe("DELIVERED");
    expect(await esimRow(esim.id)).toMatchObject({ dataTotalMb: 5120 + 1024, validityDays: 37 });
  });

  it("that the provider keeps refusing gives up: the top-up is refunded and the buyer told", async () => {
    const { token, orderNo, esim } = await delivered();
    const placed = await okObj(create(token, orderNo, ONE_GB), "top-up placed");
    t.services.esimSimulator!.failNext(checkoutJobs.PROVISION_ATTEMPTS + 5);
    try {
      await payByCard(token, placed.orderNo);
      const topupId = (await c.orderRow(placed.orderNo)).id;
      for (let round = 0; round < 2 * checkoutJobs.PROVISION_ATTEMPTS; round++) {
        const [job] = await c.jobsFor(checkoutJobs.topupJob.kind, topupId);
        if (job?.doneAt || job?.failedAt) break;
        if (job && job.runAt > c.now()) c.setClock(job.runAt);
        await c.runJobs();
      }
      await c.runJobs();
    } finally {
      t.services.esimSimulator!.failNext(0);
    }
    expect((await c.orderRow(placed.orderNo)).status).toBe("REFUNDED");
    expect(await esimRow(esim.id)).toMatchObject({ dataTotalMb: 5120, providerRef: esim.providerRef });
    expect(await c.mailsOf(placed.orderNo, "topup-not-applied")).toHaveLength(1);
  });
});

describe("a top-up paid from the balance", () => {
  it("is paid when placed, applied by the job, and takes its price off the balance once", async () => {
    const buyer = await c.account();
    const { order } = await c.buy(buyer.token, FIVE_GB);
    const [esim] = await c.esimsOf(order.orderNo);
    const userId = await c.userIdOf(buyer.email);
    await c.creditBalance(userId, 50_00);
    const price = (await okObj(options(buyer.token, order.orderNo), "options")).packages.find((p) => p.plan === ONE_GB)!.price.minor;

    const key = newIdempotencyKey();
    const placed = await okObj(create(buyer.token, order.orderNo, ONE_GB, { key, useBalance: true }), "top-up placed");
    expect(placed).toMatchObject({ kind: "topup", status: "PAID", balancePart: { minor: price }, cardPart: { minor: 0 } });
    // Sent twice, charged once.
    expect((await okObj(create(buyer.token, order.orderNo, ONE_GB, { key, useBalance: true }), "again")).orderNo).toBe(placed.orderNo);
    expect(await t.services.ledger.balance(userId)).toBe(50_00 - price);
    expect((await execute(buyer.token, placed.orderNo)).body).toMatchObject({ success: false, code: "ORDER_NOT_PAYABLE" });

    await c.runJobs();
    expect((await c.orderRow(placed.orderNo)).status).toBe("DELIVERED");
    expect(await esimRow(esim.id)).toMatchObject({ dataTotalMb: 6144, validityDays: 37 });
    expect(await t.services.ledger.balance(userId)).toBe(50_00 - price);
    expect(await t.services.ledger.verify()).toEqual([]);
  });

  it("two of them applied to one eSIM at the same time both count, each once", async () => {
    const buyer = await c.account();
    const { order } = await c.buy(buyer.token, FIVE_GB);
    const [esim] = await c.esimsOf(order.orderNo);
    await c.creditBalance(await c.userIdOf(buyer.email), 100_00);
    const first = await okObj(create(buyer.token, order.orderNo, ONE_GB, { useBalance: true }), "first top-up");
    const second = await okObj(create(buyer.token, order.orderNo, "3gb-15-days", { useBalance: true }), "second top-up");
    const applier = { apply: t.services.checkout.applyTopup };
    const ids = await Promise.all([first, second].map(async (o) => (await c.orderRow(o.orderNo)).id));
    expect(await Promise.all(ids.map((id) => applier.apply(id)))).toEqual(["applied", "applied"]);
    await c.runJobs();
    const after = await esimRow(esim.id);
    expect(after).toMatchObject({ dataTotalMb: 5120 + 1024 + 3072, validityDays: 30 + 7 + 15 });
    expect(topupsInRef(after.providerRef)).toBe(2);
    expect((await cardOf(buyer.token, order.orderNo))?.topups.map((x) => x.orderNo).sort()).toEqual([first.orderNo, second.orderNo].sort());
  });

  it("is for account logins: a guest is told, and nothing is placed", async () => {
    const { token, orderNo, esim } = await delivered("guest");
    expect((await create(token, orderNo, ONE_GB, { useBalance: true })).body).toMatchObject({ success: false, code: "BALANCE_ACCOUNT_ONLY" });
    expect(await topupCount(esim.id)).toBe(0);
  });
});

describe("refused, changing nothing", () => {
  it("someone else's eSIM or top-up: ORDER_NOT_FOUND, exactly as one that does not exist", async () => {
    const owner = await delivered();
    const topup = await okObj(create(owner.token, owner.orderNo, ONE_GB), "owner's top-up");
    const other = await c.account();
    const unpaid = await c.placed(owner.token, FIVE_GB);
    const ordersBefore = await c.countOrders();
    const esimBefore = await esimRow(owner.esim.id);
    const notFound = { success: false, code: "ORDER_NOT_FOUND" };

    expect((await options(other.token, owner.orderNo)).body).toMatchObject(notFound);
    expect((await create(other.token, owner.orderNo, ONE_GB)).body).toMatchObject(notFound);
    for (const answer of [setup(other.token, topup.orderNo), execute(other.token, topup.orderNo), paymentStatus(other.token, topup.orderNo)]) {
      expect((await answer).body).toMatchObject(notFound);
    }
    // The same answers as for a number nobody has.
    expect((await options(other.token, "RW0000000000")).body).toMatchObject(notFound);
    expect((await execute(other.token, "RW0000000000")).body).toMatchObject(notFound);
    // An order never paid has no eSIM to top up.
    expect((await options(owner.token, unpaid.orderNo)).body).toMatchObject(notFound);
    // A top-up's number names no eSIM, and an eSIM order is no top-up to pay.
    expect((await options(owner.token, topup.orderNo)).body).toMatchObject(notFound);
    expect((await execute(owner.token, owner.orderNo)).body).toMatchObject(notFound);
    expect((await setup(owner.token, owner.orderNo)).body).toMatchObject(notFound);

    expect(await c.countOrders()).toBe(ordersBefore);
    expect(await esimRow(owner.esim.id)).toEqual(esimBefore);
    expect(await c.paymentsOf(topup.orderNo)).toHaveLength(0);
  });

  it("a daily plan: it renews every day", async () => {
    const token = (await c.account()).token;
    const { order } = await c.buy(token, { area: "japan", plan: "daily-1gb", days: 3 });
    const found = await okObj(options(token, order.orderNo), "options");
    expect(found).toMatchObject({ blocked: "This is a daily plan: its data renews every day, so it cannot be topped up.", packages: [] });
    expect((await create(token, order.orderNo, ONE_GB)).body).toMatchObject({ success: false, code: "TOPUP_DAILY_PLAN" });
    expect(await cardOf(token, order.orderNo)).toMatchObject({ topupAllowed: false, topups: [] });
    // Nor does its delivery mail offer one.
    const [delivery] = await c.mailsOf(order.orderNo, "esim-delivered");
    expect(delivery.template).not.toHaveProperty("topupLink");
  });

  it("a refunded order, and one whose eSIM is still being prepared", async () => {
    const { token, orderNo, esim } = await delivered();
    expect((await c.refund(token, orderNo)).body).toMatchObject({ success: true });
    await c.runJobs();
    const found = await okObj(options(token, orderNo, {}, { lang: "de" }), "options");
    expect(found).toMatchObject({ blocked: "Diese Bestellung wurde erstattet. Die eSIM funktioniert nicht mehr und kann nicht aufgeladen werden.", packages: [] });
    expect((await create(token, orderNo, ONE_GB)).body).toMatchObject({ success: false, code: "TOPUP_ORDER_REFUNDED" });
    expect(await topupCount(esim.id)).toBe(0);

    t.services.esimSimulator!.failNext(1);
    try {
      const order = await c.placed(token, FIVE_GB);
      c.holdWebhooks(true);
      const { pagePath } = await c.startPayment(token, order.orderNo);
      await c.payOnPage(pagePath);
      await c.confirm(token, order.orderNo);
      c.holdWebhooks(false);
      await c.runJobs();
      expect((await c.orderRow(order.orderNo)).status).toBe("PAID");
      expect((await options(token, order.orderNo)).body).toMatchObject({ success: false, code: "TOPUP_NOT_READY" });
      expect((await create(token, order.orderNo, ONE_GB)).body).toMatchObject({ success: false, code: "TOPUP_NOT_READY" });
    } finally {
      t.services.esimSimulator!.failNext(0);
    }
  });

  it("a package that is not the eSIM's: unknown, daily, call-and-text for a data eSIM", async () => {
    const { token, orderNo, esim } = await delivered();
    for (const plan of ["12gb-99-days", "daily-1gb", "calls-5gb-30-days"]) {
      expect((await create(token, orderNo, plan)).body, plan).toMatchObject({ success: false, code: "TOPUP_PACKAGE_NOT_FOUND" });
    }
    expect(await topupCount(esim.id)).toBe(0);
  });

  it("bad input: a plan that is no slug, a garbage order number, no Idempotency-Key, no session", async () => {
    const { token, orderNo, esim } = await delivered();
    const ordersBefore = await c.countOrders();
    expect((await create(token, orderNo, "Not A Plan!")).body).toMatchObject({ success: false, code: "INVALID_FIELD" });
    expect((await create(token, "garbage", ONE_GB)).body).toMatchObject({ success: false, code: "INVALID_FIELD" });
    expect((await options(token, "RW12")).body).toMatchObject({ success: false, code: "INVALID_FIELD" });
    expect((await execute(token, "DROP TABLE")).body).toMatchObject({ success: false, code: "INVALID_FIELD" });
    expect((await create(token, orderNo, ONE_GB, { key: null })).body).toMatchObject({ success: false, code: "IDEMPOTENCY_KEY_INVALID" });
    expect((await create(token, orderNo, ONE_GB, { key: "short" })).body).toMatchObject({ success: false, code: "IDEMPOTENCY_KEY_INVALID" });
    expect((await create(undefined, orderNo, ONE_GB)).body).toMatchObject({ success: false, code: "SESSION_REQUIRED" });
    expect((await options(undefined, orderNo)).body).toMatchObject({ success: false, code: "SESSION_REQUIRED" });
    // A price or plan id of the browser's own is not a field the server takes.
    const priced = await call(t.app, "/v1.1/data/create/topup-order", { orderNo, plan: ONE_GB, amountUsdMinor: 1 }, { token, headers: { "idempotency-key": newIdempotencyKey() } });
    expect(priced.body).toMatchObject({ success: false, code: "INVALID_FIELD" });
    expect(await c.countOrders()).toBe(ordersBefore);
    expect(await db().$count(orders, sql`${orders.topupEsimId} = ${esim.id}`)).toBe(0);
  });
});
