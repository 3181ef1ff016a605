/**
 * Promo codes through HTTP (docs/WALLET.md#promo-codes): a credit code credits the balance once
 * (one ledger posting per redemption), a discount waits for the next order and is taken by it
 * (the order's answer shows it), and every limit holds however many requests race: a 10-use code
 * raced by 30 accounts is used 10 times, one account racing itself gets its per-user share. Each
 * refusal answers its code with its message in the buyer's language and changes nothing.
 */
// @both-engines: a code's uses raced by many accounts, and by one account against itself.
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Lang } from "../../../shared/i18n/locales.ts";
import type { Envelope } from "../../../shared/api/protocol.ts";
import { ledgerEntries, ledgerTransactions, promoCodes, promoRedemptions, users } from "../../db/schema.ts";
import type { PromoError } from "./errors.ts";
import type { NewPromo } from "./promo-rules.ts";
import { STORE_ACCOUNTS, walletAccount } from "../wallet/ledger-rules.ts";
import { API_MESSAGES } from "../../messages/index.ts";
import { accountSteps } from "../../../tests/support/accounts.ts";
import { HOUR, useCheckoutApp } from "../../../tests/support/checkout.ts";
import { call, type CallOptions } from "../../../tests/support/test-app.ts";
import type { ApiCode } from "../../http/errors.ts";
import { REDEEM_LIMIT } from "../../http/promo-routes.ts";

const c = useCheckoutApp();
const { t } = c;
const db = () => t.services.database.db;

interface Money {
  currency: string;
  minor: number;
  amount: string;
}
interface Redeemed {
  code: string;
  kind: string;
  amount: Money | null;
  percent: number | null;
  balance: Money;
  expiresAt: string | null;
}
interface RedeemedByType {
  redeemed: boolean;
  discount: { code: string; kind: string; amount: Money | null; percent: number | null; minOrder: Money | null; expiresAt: string | null } | null;
}

const JAPAN = "japan";

const redeem = (token: string | undefined, code: unknown, opts: CallOptions = {}) => call<Redeemed>(t.app, "/v2/submit/redeem", { code }, { ...opts, token });
const redeemedByType = (token: string | undefined, redeemType?: "DISCOUNT" | "CREDIT") =>
  call<RedeemedByType>(t.app, "/v2/isRedeemedByRedeemType", redeemType ? { redeemType } : {}, { token });

/** A code of its own for each test, so tests never share uses. */
const newCode = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex").toUpperCase()}`;

/** Creates a code as the operator's command does; answers it as stored. */
async function createCode(terms: Partial<NewPromo> & Pick<NewPromo, "kind" | "value">, prefix = "TEST") {
  const created = await t.services.promos.create({
    code: newCode(prefix),
    maxUses: null,
    perUserLimit: 1,
    newCustomersOnly: false,
    minOrderMinor: 0,
    startsAt: null,
    expiresAt: null,
    ...terms,
  });
  if (!created.ok) throw new Error(created.problem.code);
  return created.promo.code;
}

async function account() {
  const { email, token } = await c.account();
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return { email, token, userId: row!.id };
}

const promoRow = async (code: string) => (await db().select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!;
const redemptionsOf = async (code: string) => db().select().from(promoRedemptions).where(eq(promoRedemptions.promoId, (await promoRow(code)).id));
/** The ledger transactions that credited this code, with their entries. */
async function creditsOf(code: string) {
  const txs = await db()
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, "promo"), eq(ledgerTransactions.reference, code)));
  const entries = txs.length ? await db().select().from(ledgerEntries).where(inArray(ledgerEntries.transactionId, txs.map((x) => x.id))) : [];
  return { txs, entries };
}
const balanceOf = (userId: string) => t.services.ledger.balance(userId);

function expectRefused(res: { status: number; body: Envelope<unknown> }, code: PromoError | ApiCode, lang: Lang = "en") {
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ code, success: false, msg: API_MESSAGES[lang][code], obj: null });
}

async function okObj<T>(pending: Promise<{ body: Envelope<T> }>, what: string): Promise<T> {
  const { body } = await pending;
  expect(body, `${what}: ${body.msg}`).toMatchObject({ success: true });
  return body.obj as T;
}

/** The data plans of Japan on sale now, cheapest first, with their price (USD, campaign included). */
async function japanPlans() {
  const list = await okObj(call<{ plans: { slug: string; kind: string; price: { usdMinor: number } }[] }>(t.app, "/v2/query/package/list", { area: JAPAN }), "plans");
  return list.plans.filter((p) => p.kind === "data").sort((a, b) => a.price.usdMinor - b.price.usdMinor);
}

describe("a credit code", () => {
  it("credits the balance at once and once: the answer, the redemption, one ledger posting", async () => {
    const code = await createCode({ kind: "CREDIT", value: 500 });
    const { token, userId } = await account();
    // Typed as a buyer might: lower case, with spaces around.
    const answer = await okObj(redeem(token, `  ${code.toLowerCase()} `), "redeemed");
    expect(answer).toEqual({
      code,
      kind: "CREDIT",
      amount: { currency: "USD", symbol: "$", minor: 500, amount: "5.00" },
      percent: null,
      balance: { currency: "USD", symbol: "$", minor: 500, amount: "5.00" },
      expiresAt: null,
    });
    const [redemption] = await redemptionsOf(code);
    expect(redemption).toMatchObject({ userId, useNo: 1, status: "CREDITED", orderId: null });
    const { txs, entries } = await creditsOf(code);
    expect(txs).toHaveLength(1);
    expect(txs[0]).toMatchObject({ sourceKey: `promo:${redemption!.id}`, kind: "promo", reference: code });
    expect(entries.map((e) => [e.accountId, e.amountMinor]).sort()).toEqual([
      [STORE_ACCOUNTS.promo, -500],
      [walletAccount(userId), 500],
    ]);
    expect((await promoRow(code)).usesCount).toBe(1);

    // The same code again: refused, nothing more credited.
    expectRefused(await redeem(token, code), "PROMO_CODE_ALREADY_REDEEMED");
    expect(await balanceOf(userId)).toBe(500);
    expect((await creditsOf(code)).txs).toHaveLength(1);
    expect((await promoRow(code)).usesCount).toBe(1);

    // A credit never waits for an order; the account did redeem one.
    expect(await okObj(redeemedByType(token, "CREDIT"), "credit redeemed?")).toEqual({ redeemed: true, discount: null });
    expect(await okObj(redeemedByType(token), "discount waiting?")).toEqual({ redeemed: false, discount: null });
    // The balance statement names the code.
    const statement = await t.services.ledger.statement(userId, 1, 10);
    expect(statement.list).toMatchObject([{ kind: "promo", reference: code, amountMinor: 500, balanceAfterMinor: 500 }]);
  });

  it("with a per-user limit of 2, credits the same account twice and numbers the uses", async () => {
    const code = await createCode({ kind: "CREDIT", value: 250, perUserLimit: 2 });
    const { token, userId } = await account();
    expect((await okObj(redeem(token, code), "first")).balance.minor).toBe(250);
    expect((await okObj(redeem(token, code), "second")).balance.minor).toBe(500);
    expectRefused(await redeem(token, code), "PROMO_CODE_ALREADY_REDEEMED");
    expect((await redemptionsOf(code)).map((r) => r.useNo).sort()).toEqual([1, 2]);
    expect(await balanceOf(userId)).toBe(500);
  });
});

describe("under concurrency", () => {
  it("a code limited to 10 uses, redeemed by 30 accounts at once, is used exactly 10 times", async () => {
    const code = await createCode({ kind: "CREDIT", value: 100, maxUses: 10 });
    const { signUpMany, logIn } = accountSteps(t);
    const emails = await signUpMany(30);
    const tokens = await Promise.all(emails.map(async (email) => (await logIn(email)).obj!.token));

    const answers = await Promise.all(tokens.map((token) => redeem(token, code)));
    const won = answers.filter((a) => a.body.success);
    expect(won).toHaveLength(10);
    for (const lost of answers.filter((a) => !a.body.success)) expectRefused(lost, "PROMO_CODE_USED_UP");

    expect((await promoRow(code)).usesCount).toBe(10);
    const redemptions = await redemptionsOf(code);
    expect(redemptions).toHaveLength(10);
    expect(new Set(redemptions.map((r) => r.userId)).size).toBe(10);
    const { txs, entries } = await creditsOf(code);
    expect(txs).toHaveLength(10);
    expect(new Set(txs.map((x) => x.sourceKey))).toEqual(new Set(redemptions.map((r) => `promo:${r.id}`)));
    expect(entries.filter((e) => e.accountId.startsWith("wallet:")).reduce((sum, e) => sum + e.amountMinor, 0)).toBe(1000);
    for (const r of redemptions) expect(await balanceOf(r.userId)).toBe(100);
    expect(await t.services.ledger.verify()).toEqual([]);
  });

  it("one account trying a code 10 times at once gets it as often as its per-user limit allows", async () => {
    const once = await createCode({ kind: "CREDIT", value: 300 });
    const thrice = await createCode({ kind: "FIXED", value: 200, perUserLimit: 3 });
    const { token, userId } = await account();

    const first = await Promise.all(Array.from({ length: 10 }, () => redeem(token, once)));
    expect(first.filter((a) => a.body.success)).toHaveLength(1);
    for (const lost of first.filter((a) => !a.body.success)) expectRefused(lost, "PROMO_CODE_ALREADY_REDEEMED");
    expect(await redemptionsOf(once)).toHaveLength(1);
    expect((await creditsOf(once)).txs).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(300);

    const second = await Promise.all(Array.from({ length: 10 }, () => redeem(token, thrice)));
    expect(second.filter((a) => a.body.success)).toHaveLength(3);
    expect((await redemptionsOf(thrice)).map((r) => r.useNo).sort()).toEqual([1, 2, 3]);
    expect((await promoRow(thrice)).usesCount).toBe(3);
    expect(await t.services.ledger.verify()).toEqual([]);
  });

  it("a clash of use numbers (a redemption that skipped the lock) answers ALREADY_REDEEMED, not a 500, and writes nothing", async () => {
    const code = await createCode({ kind: "CREDIT", value: 100, perUserLimit: 3 });
    const { token, userId } = await account();
    // One earlier use, recorded as use 2: the next use, counted as 2, collides with it.
    const promo = await promoRow(code);
    await db().insert(promoRedemptions).values({ id: randomUUID(), promoId: promo.id, userId, useNo: 2, status: "CREDITED", createdAt: c.now() });
    expectRefused(await redeem(token, code), "PROMO_CODE_ALREADY_REDEEMED");
    expect((await promoRow(code)).usesCount).toBe(0);
    expect(await redemptionsOf(code)).toHaveLength(1);
    expect((await creditsOf(code)).txs).toHaveLength(0);
    expect(await balanceOf(userId)).toBe(0);
  });
});

describe("refusals, each with its message in the buyer's language", () => {
  it("an unknown code and a disabled one get the same answer", async () => {
    const code = await createCode({ kind: "CREDIT", value: 100 });
    const { token, userId } = await account();
    expectRefused(await redeem(token, newCode("NOPE")), "PROMO_CODE_INVALID");
    expectRefused(await redeem(token, newCode("NOPE"), { lang: "de" }), "PROMO_CODE_INVALID", "de");
    expect(await t.services.promos.disable(code.toLowerCase())).toMatchObject({ result: "disabled" });
    expect(await t.services.promos.disable(code)).toMatchObject({ result: "already" });
    expect(await t.services.promos.disable(newCode("NOPE"))).toMatchObject({ ok: false, problem: { code: "PROMO_NOT_FOUND" } });
    expectRefused(await redeem(token, code, { lang: "de" }), "PROMO_CODE_INVALID", "de");
    expect(API_MESSAGES.de.PROMO_CODE_INVALID).toBe("Dieser Gutscheincode ist ungültig. Bitte prüfen Sie ihn und versuchen Sie es erneut.");
    expect(await redemptionsOf(code)).toHaveLength(0);
    expect(await balanceOf(userId)).toBe(0);
  });

  it("a code not started yet is refused until its start, then works", async () => {
    const code = await createCode({ kind: "CREDIT", value: 100, startsAt: new Date(c.now().getTime() + HOUR) });
    const { token, userId } = await account();
    expectRefused(await redeem(token, code, { lang: "ja" }), "PROMO_CODE_NOT_STARTED", "ja");
    expect(await balanceOf(userId)).toBe(0);
    c.advance(HOUR);
    expect((await okObj(redeem(token, code), "redeemed at its start")).balance.minor).toBe(100);
  });

  it("a code is refused from its end on, and a discount of it still waiting is no longer shown nor taken", async () => {
    const ends = new Date(c.now().getTime() + HOUR);
    const credit = await createCode({ kind: "CREDIT", value: 100, expiresAt: ends });
    const discount = await createCode({ kind: "FIXED", value: 100, expiresAt: ends });
    const { token, userId } = await account();
    const waiting = await okObj(redeem(token, discount), "discount redeemed");
    expect(waiting.expiresAt).toBe(ends.toISOString());
    expect((await okObj(redeemedByType(token), "waiting")).discount).toMatchObject({ code: discount, expiresAt: ends.toISOString() });

    c.advance(HOUR);
    expectRefused(await redeem(token, credit, { lang: "es" }), "PROMO_CODE_EXPIRED", "es");
    expect(API_MESSAGES.es.PROMO_CODE_EXPIRED).toBe("Este código promocional ha caducado.");
    expect(await balanceOf(userId)).toBe(0);
    expect(await okObj(redeemedByType(token), "no longer waiting")).toEqual({ redeemed: false, discount: null });
    const [cheapest] = await japanPlans();
    const order = await c.placed(token, { area: JAPAN, plan: cheapest!.slug });
    expect(order).toMatchObject({ discount: null, charge: { minor: cheapest!.price.usdMinor } });
  });

  it("a code with all its uses taken is used up", async () => {
    const code = await createCode({ kind: "CREDIT", value: 100, maxUses: 1 });
    const first = await account();
    const second = await account();
    await okObj(redeem(first.token, code), "the one use");
    expectRefused(await redeem(second.token, code, { lang: "zh-CN" }), "PROMO_CODE_USED_UP", "zh-CN");
    expect(await balanceOf(second.userId)).toBe(0);
    expect((await promoRow(code)).usesCount).toBe(1);
  });

  it("a new-customers code is refused to an account with a paid order, not to one that only left an order unpaid", async () => {
    const code = await createCode({ kind: "CREDIT", value: 100, newCustomersOnly: true });
    const [cheapest] = await japanPlans();
    const regular = await account();
    await c.buy(regular.token, { area: JAPAN, plan: cheapest!.slug });
    expectRefused(await redeem(regular.token, code, { lang: "tr" }), "PROMO_NEW_CUSTOMERS_ONLY", "tr");
    expect(await balanceOf(regular.userId)).toBe(0);

    const browser = await account();
    expect((await c.placed(browser.token, { area: JAPAN, plan: cheapest!.slug })).status).toBe("AWAITING_PAYMENT");
    expect((await okObj(redeem(browser.token, code), "a new customer")).balance.minor).toBe(100);
    expect((await promoRow(code)).usesCount).toBe(1);
  });

  it("a guest is refused (no balance, no account to keep a discount on); without a session, a session is asked for", async () => {
    const code = await createCode({ kind: "CREDIT", value: 100 });
    const guest = await c.guest();
    expectRefused(await redeem(guest, code, { lang: "zh-HK" }), "BALANCE_ACCOUNT_ONLY", "zh-HK");
    expect(await okObj(redeemedByType(guest), "a guest's discount")).toEqual({ redeemed: false, discount: null });
    expectRefused(await redeem(undefined, code), "SESSION_REQUIRED");
    expectRefused(await redeemedByType(undefined), "SESSION_REQUIRED");
    expect((await promoRow(code)).usesCount).toBe(0);
    expect(await redemptionsOf(code)).toHaveLength(0);
  });

  it("bad input is refused with a message naming the field, and changes nothing", async () => {
    const code = await createCode({ kind: "CREDIT", value: 100 });
    const { token, userId, email } = await account();
    const refusedField = async (fields: Record<string, unknown>, message: string) => {
      const res = await call(t.app, "/v2/submit/redeem", fields, { token });
      expect(res.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(res.body).toEqual({ code: "INVALID_FIELD", success: false, msg: message, obj: null });
    };
    await refusedField({ code: "" }, "The field “code” is too short, too long or out of range.");
    await refusedField({ code: "   " }, "The field “code” is too short, too long or out of range.");
    await refusedField({ code: `${code}${"X".repeat(500)}` }, "The field “code” is too short, too long or out of range.");
    await refusedField({ code: 12345 }, "The field “code” has the wrong type.");
    await refusedField({ code: [code] }, "The field “code” has the wrong type.");
    await refusedField({ code: { code } }, "The field “code” has the wrong type.");
    await refusedField({}, "The field “code” is required.");
    await refusedField({ code, amount: 100_000 }, "The field “amount” is not allowed.");
    await refusedField({ code, email: "not an address" }, "The field “email” is not in a valid format.");
    // In the schema's bounds but no code could look like it: the answer of an unknown code.
    expectRefused(await redeem(token, "WEL COME!"), "PROMO_CODE_INVALID");
    expectRefused(await redeem(token, "ab"), "PROMO_CODE_INVALID");

    expect((await promoRow(code)).usesCount).toBe(0);
    expect(await db().$count(promoRedemptions, eq(promoRedemptions.userId, userId))).toBe(0);
    expect(await balanceOf(userId)).toBe(0);
    // The payload carries the account's address beside the code (docs/API.md); the session decides whose account.
    expect((await okObj(call<Redeemed>(t.app, "/v2/submit/redeem", { email, code }, { token }), "redeemed")).balance.minor).toBe(100);
  });

  it("guessing codes is cut off after 10 tries a minute from one client", async () => {
    const { token } = await account();
    const ip = "10.250.1.1";
    const tries = [];
    for (let i = 0; i < REDEEM_LIMIT.max; i++) tries.push(await redeem(token, newCode("GUESS"), { ip }));
    for (const res of tries) expectRefused(res, "PROMO_CODE_INVALID");
    const cut = await redeem(token, newCode("GUESS"), { ip });
    expect(cut.status).toBe(429);
    expect(cut.body).toMatchObject({ code: "RATE_LIMITED", success: false });
  });
});

describe("a discount code", () => {
  it("PERCENT: waits on the account, is taken by the next order (rounded down to the cent), and only by that one", async () => {
    const code = await createCode({ kind: "PERCENT", value: 15 });
    const { token } = await account();
    expect(await okObj(redeem(token, code), "redeemed")).toEqual({
      code,
      kind: "PERCENT",
      amount: null,
      percent: 15,
      balance: { currency: "USD", symbol: "$", minor: 0, amount: "0.00" },
      expiresAt: null,
    });
    expect((await redemptionsOf(code))[0]).toMatchObject({ status: "ACTIVE", orderId: null });
    expect((await creditsOf(code)).txs).toHaveLength(0);
    expect(await okObj(redeemedByType(token, "DISCOUNT"), "waiting")).toEqual({
      redeemed: true,
      discount: { code, kind: "PERCENT", amount: null, percent: 15, minOrder: null, expiresAt: null },
    });
    expect(await okObj(redeemedByType(token, "CREDIT"), "no credit")).toEqual({ redeemed: false, discount: null });

    const plans = await japanPlans();
    const plan = plans.at(-1)!;
    const price = plan.price.usdMinor;
    const order = await c.placed(token, { area: JAPAN, plan: plan.slug });
    const off = Math.floor((price * 15) / 100);
    expect(order).toMatchObject({ discount: { currency: "USD", minor: off }, charge: { minor: price - off }, cardPart: { minor: price - off } });
    const [used] = await redemptionsOf(code);
    expect(used).toMatchObject({ status: "USED", orderId: (await c.orderRow(order.orderNo)).id });
    expect(await okObj(redeemedByType(token), "taken")).toEqual({ redeemed: false, discount: null });
    // The next order pays the full price.
    expect(await c.placed(token, { area: JAPAN, plan: plan.slug })).toMatchObject({ discount: null, charge: { minor: price } });
  });

  it("FIXED with a minimum order: an order under the minimum pays in full and the discount keeps waiting for one that reaches it", async () => {
    const plans = await japanPlans();
    const cheap = plans[0]!;
    const dear = plans.at(-1)!;
    expect(dear.price.usdMinor).toBeGreaterThan(cheap.price.usdMinor);
    // The minimum is the dearer plan's price exactly: reaching it is enough.
    const code = await createCode({ kind: "FIXED", value: 500, minOrderMinor: dear.price.usdMinor });
    const { token, userId } = await account();
    const answer = await okObj(redeem(token, code), "redeemed");
    expect(answer).toMatchObject({ kind: "FIXED", amount: { minor: 500, amount: "5.00" }, percent: null });
    expect((await okObj(redeemedByType(token), "waiting")).discount).toEqual({
      code,
      kind: "FIXED",
      amount: { currency: "USD", symbol: "$", minor: 500, amount: "5.00" },
      percent: null,
      minOrder: { currency: "USD", symbol: "$", minor: dear.price.usdMinor, amount: (dear.price.usdMinor / 100).toFixed(2) },
      expiresAt: null,
    });

    // What a page shows before paying is what placing the order takes.
    expect(await t.services.promos.discountOn(userId, cheap.price.usdMinor)).toBeNull();
    expect(await t.services.promos.discountOn(userId, dear.price.usdMinor)).toEqual({ code, minor: 500 });

    const under = await c.placed(token, { area: JAPAN, plan: cheap.slug });
    expect(under).toMatchObject({ discount: null, charge: { minor: cheap.price.usdMinor } });
    expect((await redemptionsOf(code))[0]).toMatchObject({ status: "ACTIVE", orderId: null });
    expect((await okObj(redeemedByType(token), "still waiting")).redeemed).toBe(true);

    const reaching = await c.placed(token, { area: JAPAN, plan: dear.slug });
    expect(reaching).toMatchObject({ discount: { minor: 500 }, charge: { minor: dear.price.usdMinor - 500 } });
    expect((await redemptionsOf(code))[0]).toMatchObject({ status: "USED", orderId: (await c.orderRow(reaching.orderNo)).id });
  });
});
