/**
 * The balance through HTTP (docs/WALLET.md): credit plans, a recharge placed idempotently, paid
 * on the sandbox's hosted page and credited exactly once however often its webhook comes; the
 * statement, paged by the query string; orders paid from the balance in full or in part, many
 * at once, never taking it below zero; a refund giving back exactly what the balance paid; and
 * bad input refused with a clear message, changing nothing.
 */
// @both-engines: orders paid from one balance at once never take it below zero.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OrderSummary } from "../../../shared/api/orders.ts";
import { ledgerEntries, recharges } from "../../db/schema.ts";
import { walletAccount } from "./ledger-rules.ts";
import { CARDS, DAY, HOUR, newIdempotencyKey, PUBLIC_URL, useCheckoutApp } from "../../../tests/support/checkout.ts";
import { call, type CallOptions } from "../../../tests/support/test-app.ts";

const c = useCheckoutApp();
const { t } = c;
const db = () => t.services.database.db;

const FIVE_GB = { area: "japan", plan: "5gb-30-days" };

interface Money {
  currency: string;
  minor: number;
  amount: string;
}
interface CreditPlan {
  id: string;
  pay: Money;
  credit: Money;
  bonus: Money | null;
  payDisplay: Money;
}
interface Recharge {
  rechargeNo: string;
  status: string;
  planId: string;
  pay: Money;
  credit: Money;
  display: Money;
}
interface Statement {
  pageNum: number;
  pageSize: number;
  total: number;
  list: { kind: string; reference: string | null; amount: Money; balanceAfter: Money }[];
}

const plans = (token: string | undefined, currency?: string) => call<{ list: CreditPlan[]; balance: Money; balanceDisplay: Money }>(t.app, "/v1/query/credit-plan", currency ? { currency } : {}, { token });
const create = (token: string | undefined, plan: string, opts: CallOptions & { key?: string | null; currency?: string } = {}) => {
  const key = opts.key === undefined ? newIdempotencyKey() : opts.key;
  return call<Recharge>(t.app, "/v1/create/recharge", { plan, ...(opts.currency ? { currency: opts.currency } : {}) }, { ...opts, token, headers: key === null ? {} : { "idempotency-key": key } });
};
const execute = (token: string, rechargeNo: string) => call<{ paymentId: string; redirectUrl: string }>(t.app, "/v1/execute/recharge/payment", { rechargeNo }, { token });
const status = (token: string, rechargeNo: string) =>
  call<{ recharge: Recharge; payment: string | null; failureCode: string | null; balance: Money }>(t.app, "/v1/query/recharge/payment-status", { rechargeNo }, { token });
const statement = (token: string | undefined, query: string, opts: CallOptions = {}) => call<Statement>(t.app, `/v2/query/transactions${query}`, {}, { ...opts, token });
const userInfo = (token: string, currency?: string) => call<{ balance: number; balanceFormatter: string }>(t.app, "/v1.1/query/user-info", {}, { token, headers: currency ? { cookie: `currency=${currency}` } : {} });

async function okObj<T>(pending: Promise<{ body: { success: boolean; obj: T | null; msg: string } }>, what: string): Promise<T> {
  const { body } = await pending;
  expect(body, `${what}: ${body.msg}`).toMatchObject({ success: true });
  return body.obj as T;
}

const balanceOf = (userId: string) => t.services.ledger.balance(userId);
const booksAgree = async () => expect(await t.services.ledger.verify()).toEqual([]);

/** Places a recharge of `plan` and opens its hosted page; answers the recharge, the page and the sandbox session. */
async function startRecharge(token: string, plan = "usd-50") {
  const recharge = await okObj(create(token, plan), "recharge placed");
  const { redirectUrl } = await okObj(execute(token, recharge.rechargeNo), "payment started");
  expect(redirectUrl.startsWith(`${PUBLIC_URL}/sandbox/pay/sbx_`)).toBe(true);
  const pagePath = redirectUrl.slice(PUBLIC_URL.length);
  const session = decodeURIComponent(/\/sandbox\/pay\/([^/?]+)/.exec(pagePath)![1]);
  return { recharge, pagePath, session };
}

describe("credit plans", () => {
  it("are listed cheapest first with what each pays and credits, in USD and the display currency, with the balance", async () => {
    const { token } = await c.accountWithBalance(12_34);
    const answer = await okObj(plans(token, "EUR"), "plans");
    expect(answer.list.map((p) => [p.id, p.pay.minor, p.credit.minor, p.bonus?.minor ?? null])).toEqual([
      ["usd-10", 10_00, 10_00, null],
      ["usd-25", 25_00, 26_00, 1_00],
      ["usd-50", 50_00, 55_00, 5_00],
      ["usd-100", 100_00, 115_00, 15_00],
    ]);
    expect(answer.list[2].payDisplay).toMatchObject({ currency: "EUR", minor: 43_00, amount: "43.00" });
    expect(answer.balance).toMatchObject({ currency: "USD", minor: 12_34 });
    expect(answer.balanceDisplay).toMatchObject({ currency: "EUR" });
  });

  it("show a guest a zero balance, and refuse a guest's recharge: the balance is for accounts", async () => {
    const guest = await c.guest();
    expect((await okObj(plans(guest), "plans")).balance.minor).toBe(0);
    const refused = await create(guest, "usd-10", { lang: "de" });
    expect(refused.body).toMatchObject({ success: false, code: "BALANCE_ACCOUNT_ONLY" });
    expect(refused.body.msg).toMatch(/registri/);
    expect(await db().$count(recharges)).toBe(0);
  });
});

describe("a recharge", () => {
  it("paid with 4242 credits the balance once, says so in the user info and the statement, and sends one receipt", async () => {
    const { email, token, userId } = await c.accountWithBalance(0);
    const { recharge, pagePath } = await startRecharge(token);
    expect(recharge).toMatchObject({ status: "AWAITING_PAYMENT", pay: { minor: 50_00 }, credit: { minor: 55_00 } });
    expect(recharge.rechargeNo).toMatch(/^RC\d{10}$/);
    const paid = await c.payOnPage(pagePath);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${PUBLIC_URL}/recharge-success?recharge=${recharge.rechargeNo}`);
    await c.runJobs();

    const after = await okObj(status(token, recharge.rechargeNo), "status");
    expect(after).toMatchObject({ recharge: { status: "CREDITED" }, payment: "SUCCEEDED", balance: { minor: 55_00 } });
    expect(await balanceOf(userId)).toBe(55_00);
    expect((await okObj(userInfo(token), "user info")).balanceFormatter).toBe("$55.00");
    const page = await okObj(statement(token, "?pageNum=1&pageSize=10"), "statement");
    expect(page).toMatchObject({ pageNum: 1, pageSize: 10, total: 1 });
    expect(page.list[0]).toMatchObject({ kind: "recharge", reference: recharge.rechargeNo, amount: { minor: 55_00 }, balanceAfter: { minor: 55_00 } });
    expect(c.receiptsTo(email)).toHaveLength(1);
    await booksAgree();
  });

  it("whose success webhook is delivered 10 times, at once and again later, credits once", async () => {
    const { email, token, userId } = await c.accountWithBalance(0);
    const { recharge, pagePath, session } = await startRecharge(token, "usd-25");
    const succeeded = await c.paidWithWebhookHeld(pagePath, session);

    const statuses = await c.redeliverAtOnce(succeeded, 10);
    expect(statuses).toEqual(Array(10).fill(200));
    expect(await c.redeliver(succeeded)).toBe(200);
    await c.runJobs();

    expect(await balanceOf(userId)).toBe(26_00);
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.accountId, walletAccount(userId)));
    expect(entries).toHaveLength(1);
    expect((await okObj(status(token, recharge.rechargeNo), "status")).recharge.status).toBe("CREDITED");
    expect(c.receiptsTo(email)).toHaveLength(1);
    await booksAgree();
  });

  it("is placed once per Idempotency-Key; the same key for another plan is refused", async () => {
    const { token } = await c.accountWithBalance(0);
    const key = newIdempotencyKey();
    const [a, b] = await Promise.all([create(token, "usd-10", { key }), create(token, "usd-10", { key })]);
    expect(a.body.obj?.rechargeNo).toBeDefined();
    expect(b.body.obj?.rechargeNo).toBe(a.body.obj?.rechargeNo);
    expect((await create(token, "usd-25", { key })).body).toMatchObject({ success: false, code: "ORDER_IDEMPOTENCY_CONFLICT" });
    expect((await create(token, "usd-10", { key: null })).body).toMatchObject({ success: false, code: "IDEMPOTENCY_KEY_INVALID" });
  });

  it("declined, then paid on a second attempt: credited once, with the failure code kept until then", async () => {
    const { token, userId } = await c.accountWithBalance(0);
    const { recharge, pagePath } = await startRecharge(token, "usd-10");
    await c.payOnPage(pagePath, CARDS.declined);
    await c.runJobs();
    const declined = await okObj(status(token, recharge.rechargeNo), "status");
    expect(declined).toMatchObject({ recharge: { status: "AWAITING_PAYMENT" }, failureCode: "card_declined", balance: { minor: 0 } });
    const { redirectUrl } = await okObj(execute(token, recharge.rechargeNo), "second attempt");
    await c.payOnPage(redirectUrl.slice(PUBLIC_URL.length));
    await c.runJobs();
    expect(await balanceOf(userId)).toBe(10_00);
    expect((await execute(token, recharge.rechargeNo)).body).toMatchObject({ success: false, code: "RECHARGE_NOT_PAYABLE" });
  });

  it("left unpaid for a day is cancelled; a payment whose success arrives after that is refunded, never credited", async () => {
    const { token, userId } = await c.accountWithBalance(0);
    const { recharge, pagePath, session } = await startRecharge(token, "usd-10");
    c.holdWebhooks(true);
    await c.payOnPage(pagePath);
    await c.runJobs();
    c.advance(DAY + HOUR);
    await c.runJobs();
    c.holdWebhooks(false);
    expect((await db().select().from(recharges).where(eq(recharges.rechargeNo, recharge.rechargeNo)))[0].status).toBe("CANCELLED");
    // Back to when the webhook was signed, so its signature is within the tolerance: a slow
    // delivery of a success that happened before the expiry.
    c.setClock(new Date(c.now().getTime() - DAY - HOUR));
    const [succeeded] = c.webhooksOf(session);
    expect(await c.redeliver(succeeded)).toBe(200);
    await c.runJobs();
    expect(await balanceOf(userId)).toBe(0);
    const [row] = await db().select().from(recharges).where(eq(recharges.rechargeNo, recharge.rechargeNo));
    expect(row.status).toBe("CANCELLED");
    expect((await t.services.checkout.latestPayment({ rechargeId: row.id }))?.status).toMatch(/^REFUND/);
    await booksAgree();
  });

  it("of someone else, or unknown, answers RECHARGE_NOT_FOUND on every call and changes nothing", async () => {
    const owner = await c.accountWithBalance(0);
    const other = await c.accountWithBalance(0);
    const { recharge } = await startRecharge(owner.token, "usd-10");
    for (const token of [other.token, await c.guest()]) {
      expect((await execute(token, recharge.rechargeNo)).body).toMatchObject({ success: false, code: "RECHARGE_NOT_FOUND" });
      expect((await status(token, recharge.rechargeNo)).body).toMatchObject({ success: false, code: "RECHARGE_NOT_FOUND" });
    }
    expect((await execute(owner.token, "RC0000000000")).body).toMatchObject({ success: false, code: "RECHARGE_NOT_FOUND" });
    const rows = await db().select().from(recharges).where(eq(recharges.rechargeNo, recharge.rechargeNo));
    expect(rows[0].status).toBe("AWAITING_PAYMENT");
  });

  it("refuses bad input with a message naming the field: an unknown plan, a foreign currency, a malformed number", async () => {
    const { token } = await c.accountWithBalance(0);
    const before = await db().$count(recharges);
    expect((await create(token, "usd-1000")).body).toMatchObject({ success: false, code: "CREDIT_PLAN_NOT_FOUND" });
    const currency = await create(token, "usd-10", { currency: "XYZ" });
    expect(currency.status).toBe(400);
    expect(currency.body).toMatchObject({ code: "INVALID_FIELD" });
    expect(currency.body.msg).toContain("currency");
    const path = await create(token, "../../etc");
    expect(path.status).toBe(400);
    expect((await call(t.app, "/v1/execute/recharge/payment", { rechargeNo: "RC-1" }, { token })).status).toBe(400);
    expect((await call(t.app, "/v1/create/recharge", { plan: "usd-10", amount: -500 }, { token, headers: { "idempotency-key": newIdempotencyKey() } })).status).toBe(400);
    expect(await db().$count(recharges)).toBe(before);
  });
});

describe("the statement", () => {
  it("pages newest first by pageNum and pageSize in the query string", async () => {
    const { token, userId } = await c.accountWithBalance(0);
    for (const amount of [1_00, 2_00, 3_00, 4_00, 5_00]) await c.creditBalance(userId, amount);
    const first = await okObj(statement(token, "?pageNum=1&pageSize=2"), "page 1");
    expect(first.total).toBe(5);
    expect(first.list.map((l) => [l.amount.minor, l.balanceAfter.minor])).toEqual([
      [5_00, 15_00],
      [4_00, 10_00],
    ]);
    const last = await okObj(statement(token, "?pageNum=3&pageSize=2"), "page 3");
    expect(last.list.map((l) => l.amount.minor)).toEqual([1_00]);
    expect((await okObj(statement(token, "?pageNum=9&pageSize=2"), "past the end")).list).toEqual([]);
    // Defaults: the first page of 10.
    expect(await okObj(statement(token, ""), "defaults")).toMatchObject({ pageNum: 1, pageSize: 10, total: 5 });
  });

  it("refuses huge or malformed paging with a localized message naming the field, and a guest", async () => {
    const { token } = await c.accountWithBalance(0);
    for (const query of ["?pageSize=51", "?pageSize=100000", "?pageNum=0", "?pageNum=-1", "?pageSize=abc", "?pageNum=1.5", "?limit=5"]) {
      const refused = await statement(token, query, { lang: "es" });
      expect(refused.status, query).toBe(400);
      expect(refused.body, query).toMatchObject({ success: false, code: "INVALID_FIELD" });
    }
    expect((await statement(token, "?pageSize=51")).body.msg).toContain("pageSize");
    expect((await statement(await c.guest(), "")).body).toMatchObject({ success: false, code: "BALANCE_ACCOUNT_ONLY" });
    expect((await statement(undefined, "")).body).toMatchObject({ success: false, code: "SESSION_REQUIRED" });
  });
});

describe("paying an order from the balance", () => {
  const priceOf = async (token: string) => (await c.placed(token, FIVE_GB)).charge.minor;

  it("in full: paid when placed, delivered, no card; the statement shows the order", async () => {
    const probe = await c.accountWithBalance(0);
    const price = await priceOf(probe.token);
    const { token, userId } = await c.accountWithBalance(price + 1_00);
    const order = await c.placed(token, { ...FIVE_GB, useBalance: true });
    expect(order).toMatchObject({ status: "PAID", balancePart: { minor: price }, cardPart: { minor: 0 } });
    await c.runJobs();
    expect((await c.orderRow(order.orderNo)).status).toBe("DELIVERED");
    expect(await balanceOf(userId)).toBe(1_00);
    expect((await c.execute(token, order.orderNo)).body).toMatchObject({ success: false, code: "ORDER_NOT_PAYABLE" });
    const page = await okObj(statement(token, "?pageNum=1&pageSize=5"), "statement");
    expect(page.list[0]).toMatchObject({ kind: "order", reference: order.orderNo, amount: { minor: -price }, balanceAfter: { minor: 1_00 } });

    // Refunded: all of it back on the balance at once, and the eSIM switched off, though no card
    // refund carries that step this time.
    expect((await c.refund(token, order.orderNo)).body).toMatchObject({ success: true, obj: { paymentState: "REFUNDED" } });
    await c.runJobs();
    expect(await balanceOf(userId)).toBe(price + 1_00);
    expect((await c.orderRow(order.orderNo)).status).toBe("REFUNDED");
    expect(await c.esimsOf(order.orderNo)).toMatchObject([{ installState: "DISABLED" }]);
    await booksAgree();
  });

  it("in part, the card paying the rest; a refund gives the balance back exactly what it paid and the card its part", async () => {
    const { token, userId } = await c.accountWithBalance(3_21);
    const order = await c.placed(token, { ...FIVE_GB, useBalance: true });
    expect(order.status).toBe("AWAITING_PAYMENT");
    expect(order.balancePart?.minor).toBe(3_21);
    expect(order.cardPart.minor).toBe(order.charge.minor - 3_21);
    expect(await balanceOf(userId)).toBe(0);
    const { paymentId, pagePath } = await c.startPayment(token, order.orderNo);
    expect((await t.services.checkout.payment(paymentId))?.amountUsdMinor).toBe(order.charge.minor - 3_21);
    await c.payOnPage(pagePath);
    await c.runJobs();
    expect((await c.orderRow(order.orderNo)).status).toBe("DELIVERED");

    const refunded = await c.refund(token, order.orderNo);
    expect(refunded.body).toMatchObject({ success: true });
    await c.runJobs();
    expect(await balanceOf(userId)).toBe(3_21);
    expect((await c.orderRow(order.orderNo)).status).toBe("REFUNDED");
    expect((await t.services.checkout.payment(paymentId))?.status).toBe("REFUNDED");
    // Asked again: nothing more comes back.
    await c.refund(token, order.orderNo);
    await c.runJobs();
    expect(await balanceOf(userId)).toBe(3_21);
    await booksAgree();
  });

  it("left unpaid for a day: the order is cancelled and the balance part comes back", async () => {
    const { token, userId } = await c.accountWithBalance(2_00);
    const order = await c.placed(token, { ...FIVE_GB, useBalance: true });
    expect(await balanceOf(userId)).toBe(0);
    c.advance(DAY + HOUR);
    await c.runJobs();
    expect((await c.orderRow(order.orderNo)).status).toBe("CANCELLED");
    expect(await balanceOf(userId)).toBe(2_00);
    c.setClock(new Date(c.now().getTime() - DAY - HOUR));
    await booksAgree();
  });

  it("50 orders at once on one balance never take it below zero, and the journal balances", async () => {
    const probe = await c.accountWithBalance(0);
    const price = await priceOf(probe.token);
    // Enough for 7 whole orders and a part of an eighth.
    const start = price * 7 + 1_23;
    const { token, userId } = await c.accountWithBalance(start);
    const answers = await Promise.all(Array.from({ length: 50 }, () => c.place(token, { ...FIVE_GB, useBalance: true })));
    const placed = answers.map((a) => a.body.obj as OrderSummary | null);
    expect(placed.every((o) => o !== null), answers.map((a) => a.body.msg).join(" ")).toBe(true);
    const fromBalance = placed.reduce((sum, o) => sum + (o!.balancePart?.minor ?? 0), 0);
    expect(fromBalance).toBe(start);
    expect(placed.filter((o) => o!.status === "PAID")).toHaveLength(7);
    expect(await balanceOf(userId)).toBe(0);
    await booksAgree();
  });

  it("is for account logins only: a guest asking for it is refused and nothing is placed", async () => {
    const guest = await c.guest();
    const before = await c.countOrders();
    const refused = await c.place(guest, { ...FIVE_GB, email: "guest.balance@example.com", useBalance: true });
    expect(refused.body).toMatchObject({ success: false, code: "BALANCE_ACCOUNT_ONLY" });
    expect(await c.countOrders()).toBe(before);
  });
});
