// @both-engines: adjustments post to the ledger under the wallet's row lock and must post once when the same form arrives twice at once; the erasure locks the address, the account and the wallet in one transaction; the books are checked after each
/**
 * The console's customers section against a real database (docs/CONSOLE.md#customers): every
 * action refused to a role without its permission, balance adjustments posted exactly once and
 * balanced, a block that ends sessions and refuses sign-in, orders and recharges, the data
 * export, and the erasure that leaves the ledger balanced. Each action's audit entry is checked.
 */
import { eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { accountSteps, PASSWORD } from "../../../tests/support/accounts.ts";
import { newIdempotencyKey, useCheckoutApp } from "../../../tests/support/checkout.ts";
import { call } from "../../../tests/support/test-app.ts";
import type { StaffRole, StaffSession } from "../staff/index.ts";

const c = useCheckoutApp();
const { t } = c;
const steps = accountSteps(t);
const customers = () => t.services.customers;
const staff = () => t.services.staff;
const ORDER = { area: "japan", plan: "5gb-30-days" };
const ADDRESS = "203.0.113.9";

function expectOk<T>(outcome: { ok: true; obj: T } | { ok: false; code: string }): T {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
  return outcome.obj;
}

let members = 0;
/** Sets up the invitation or owner link `token` and answers the new member's console session. */
async function setUp(token: string): Promise<StaffSession> {
  const setup = expectOk(await staff().beginSetup(token));
  const code = new TOTP({ secret: setup.secret }).generate({ timestamp: c.now().getTime() });
  const accepted = expectOk(await staff().acceptInvite({ token, password: "Harbour lights at 6", code, client: { ip: ADDRESS } }));
  return (await staff().session(accepted.token, c.now()))!;
}

let firstOwner: Promise<StaffSession> | null = null;
const owner = () => (firstOwner ??= (async () => setUp(expectOk(await staff().createOwner(`owner.${Date.now()}@staff.roamwell.test`)).token))());

/** A member holding `roles`, invited by the owner. */
async function member(roles: StaffRole[]): Promise<StaffSession> {
  const email = `member${++members}.${Date.now()}@staff.roamwell.test`;
  expectOk(await staff().invite((await owner()).staffId, { email, roles, lang: "en" }, { ip: ADDRESS }));
  await t.services.mailWorker.runOnce();
  const token = t.sentMail.filter((m) => m.to === email).at(-1)!.text.match(/\/admin\/setup\?token=([\w-]+)/)![1]!;
  return setUp(token);
}

/** The audit entries about a customer, newest first. */
async function auditOf(userId: string) {
  return expectOk(await staff().auditEntries(await owner(), { targetId: userId }));
}

const adjust = async (actor: StaffSession, userId: string, amount: string, requestKey = newIdempotencyKey(), reason = "goodwill") =>
  customers().adjustBalance(actor, userId, { amount, reason, note: "Sorry about the delay", requestKey }, ADDRESS);

const balanceOf = (userId: string) => t.services.ledger.balance(userId);

describe("permissions", () => {
  it("each action needs its own permission, checked by the service whatever the page offered", async () => {
    const { userId, email } = await c.accountWithBalance(0);
    const [support, finance, catalogue] = [await member(["support"]), await member(["finance"]), await member(["catalogue"])];

    // Catalogue staff see no customer at all.
    expect(await customers().search(catalogue, email)).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await customers().customer(catalogue, userId)).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await customers().exportData(catalogue, userId, ADDRESS)).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });

    // Support reads, blocks and signs out, but moves no money and erases no one.
    expect((await customers().search(support, email)).ok).toBe(true);
    expect(await adjust(support, userId, "5.00")).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await customers().erase(support, userId, email, ADDRESS)).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });

    // Finance adjusts, but neither blocks nor erases.
    expect(await customers().setBlocked(finance, userId, true, ADDRESS)).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await customers().signOutEverywhere(finance, userId, ADDRESS)).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await customers().erase(finance, userId, email, ADDRESS)).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await customers().setBlocked(catalogue, userId, true, ADDRESS)).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });

    // Nothing refused left a trace: no money moved, no block, no entry.
    expect(await balanceOf(userId)).toBe(0);
    expect((await t.services.database.db.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, userId)))[0]!.blockedAt).toBeNull();
    expect(await auditOf(userId)).toEqual([]);

    // What each may do, they can.
    expect((await adjust(finance, userId, "1.00")).ok).toBe(true);
    expect((await customers().setBlocked(support, userId, true, ADDRESS)).ok).toBe(true);
    expect((await customers().erase(await owner(), userId, email, ADDRESS)).ok).toBe(true);
    expect((await auditOf(userId)).map((e) => e.action)).toEqual(["customer.erased", "customer.blocked", "customer.balance-adjusted"]);
  });
});

describe("finding a customer", () => {
  it("by the whole address, its beginning, the account id or an order number, with orders and balance", async () => {
    const actor = await owner();
    const { email, token } = await c.account();
    const userId = await c.userIdOf(email);
    const { order } = await c.buy(token, ORDER);
    await c.creditBalance(userId, 250);
    const line = { id: userId, email, kind: "account", blocked: false, orders: 1, balanceMinor: 250 };

    expect(expectOk(await customers().search(actor, email.toUpperCase()))).toEqual([expect.objectContaining(line)]);
    expect(expectOk(await customers().search(actor, email.slice(0, email.indexOf("@") + 1)))).toEqual([expect.objectContaining(line)]);
    expect(expectOk(await customers().search(actor, userId))).toEqual([expect.objectContaining(line)]);
    expect(expectOk(await customers().search(actor, order.orderNo.toLowerCase()))).toEqual([expect.objectContaining(line)]);
    // LIKE's wildcards typed are letters, not patterns; too short a search finds nothing.
    expect(expectOk(await customers().search(actor, "%@%"))).toEqual([]);
    expect(expectOk(await customers().search(actor, "a"))).toEqual([]);
    expect(expectOk(await customers().search(actor, "RW0000000000"))).toEqual([]);

    const page = expectOk(await customers().customer(actor, userId));
    expect(page.customer).toMatchObject(line);
    expect(page.orders.map((o) => o.orderNo)).toEqual([order.orderNo]);
    expect(page.sessions.length).toBeGreaterThan(0);
    expect(page.statement.list).toEqual([expect.objectContaining({ kind: "promo", amountMinor: 250, balanceAfterMinor: 250 })]);
    expect(await customers().customer(actor, "00000000-0000-4000-8000-000000000000")).toEqual({ ok: false, code: "CUSTOMER_NOT_FOUND" });
  });
});

describe("balance adjustments", () => {
  it("are exact dollars, posted once per form, balanced against store:adjustments, and audited in the same transaction", async () => {
    const finance = await member(["finance"]);
    const { userId } = await c.accountWithBalance(0);
    const before = (await t.services.ledger.storeTotals())["store:adjustments"] ?? 0;

    const key = newIdempotencyKey();
    // The same form sent twice at once, then once more: one posting, one entry.
    const [first, second] = await Promise.all([adjust(finance, userId, "+5.00", key), adjust(finance, userId, "5.00", key)]);
    const third = await adjust(finance, userId, "5.00", key);
    expect([first, second, third].map((o) => o.ok && o.obj.balanceMinor)).toEqual([500, 500, 500]);
    expect([first, second, third].filter((o) => o.ok && o.obj.created)).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(500);
    const entries = await auditOf(userId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "customer.balance-adjusted",
      staffId: finance.staffId,
      targetKind: "customer",
      before: { balanceMinor: 0 },
      after: { amountMinor: 500, balanceMinor: 500, reason: "goodwill", note: "Sorry about the delay" },
      address: ADDRESS,
    });

    // A debit takes the balance to zero, never below; what it refuses writes nothing.
    expect(await adjust(finance, userId, "-5.01")).toEqual({ ok: false, code: "CUSTOMER_BALANCE_TOO_LOW" });
    expect(expectOk(await adjust(finance, userId, "-0.29", undefined, "correction"))).toMatchObject({ amountMinor: -29, balanceMinor: 471 });
    expect(expectOk(await adjust(finance, userId, "-4.71", undefined, "payout"))).toMatchObject({ balanceMinor: 0 });
    expect(await auditOf(userId)).toHaveLength(3);

    // Refused input moves nothing.
    for (const amount of ["0", "1.001", "abc", "10000.01"]) expect(await adjust(finance, userId, amount)).toEqual({ ok: false, code: "CUSTOMER_AMOUNT_INVALID" });
    expect(await adjust(finance, userId, "1.00", undefined, "because")).toEqual({ ok: false, code: "CUSTOMER_REASON_INVALID" });
    const guestId = (await t.services.accounts.authenticate(await c.guest()))!.userId;
    expect(await adjust(finance, guestId, "1.00")).toEqual({ ok: false, code: "CUSTOMER_NOT_ACCOUNT" });

    // The customer's statement names it; the books agree; the store's side moved by the net.
    const page = expectOk(await customers().customer(finance, userId));
    expect(page.statement.list.map((l) => [l.kind, l.reference, l.amountMinor])).toEqual([
      ["adjustment", "payout", -471],
      ["adjustment", "correction", -29],
      ["adjustment", "goodwill", 500],
    ]);
    expect((await t.services.ledger.storeTotals())["store:adjustments"]).toBe(before);
    expect(await t.services.ledger.verify()).toEqual([]);
  });
});

describe("blocking", () => {
  it("ends the sessions and refuses sign-in, orders and recharges with ACCOUNT_BLOCKED, until unblocked", async () => {
    const support = await member(["support"]);
    const { email, token, userId } = await c.accountWithBalance(0);
    expect(expectOk(await customers().setBlocked(support, userId, true, ADDRESS))).toEqual({ changed: true });
    expect(expectOk(await customers().setBlocked(support, userId, true, ADDRESS))).toEqual({ changed: false });

    // The session in the browser opens nothing any more.
    expect((await c.place(token, ORDER)).body).toMatchObject({ success: false, code: "SESSION_REQUIRED" });
    // The right password is told the account is blocked; a wrong one hears what any wrong password hears.
    expect((await steps.logIn(email)).code).toBe("ACCOUNT_BLOCKED");
    expect((await call(t.app, "/v1/user/login", { email, password: `${PASSWORD}x` })).body).toMatchObject({ success: false, code: "INVALID_CREDENTIALS" });
    // A request already past the session check when the block committed is refused where it writes.
    const buyer = { userId, loginType: "accountLogin" as const, email };
    const placed = await t.services.checkout.placeOrder({ buyer, areaSlug: ORDER.area, planSlug: ORDER.plan, lang: "en", currency: "USD", idempotencyKey: newIdempotencyKey() });
    expect(placed).toEqual({ ok: false, code: "ACCOUNT_BLOCKED" });
    const recharge = await t.services.checkout.placeRecharge({ holder: buyer, planId: "usd-10", lang: "en", currency: "USD", idempotencyKey: newIdempotencyKey() });
    expect(recharge).toEqual({ ok: false, code: "ACCOUNT_BLOCKED" });
    expect(expectOk(await customers().customer(support, userId)).sessions).toEqual([]);

    expect(expectOk(await customers().setBlocked(support, userId, false, ADDRESS))).toEqual({ changed: true });
    const again = await steps.logIn(email);
    expect(again.success).toBe(true);
    expect((await c.place(again.obj!.token, ORDER)).body.success).toBe(true);
    expect((await auditOf(userId)).map((e) => [e.action, e.before, e.after])).toEqual([
      ["customer.unblocked", { blocked: true }, { blocked: false }],
      ["customer.blocked", { blocked: false }, { blocked: true }],
    ]);
  });

  it("a blocked guest's device cannot sign in as that guest again", async () => {
    const support = await member(["support"]);
    const guest = await c.guest();
    const guestId = (await t.services.accounts.authenticate(guest))!.userId;
    expect((await customers().setBlocked(support, guestId, true, ADDRESS)).ok).toBe(true);
    expect(await t.services.accounts.authenticate(guest)).toBeNull();
  });

  it("sign out everywhere ends every session, and is audited", async () => {
    const support = await member(["support"]);
    const { token, userId } = await c.accountWithBalance(0);
    expect(expectOk(await customers().signOutEverywhere(support, userId, ADDRESS))).toBeNull();
    expect(await t.services.accounts.authenticate(token)).toBeNull();
    expect((await auditOf(userId)).map((e) => e.action)).toEqual(["customer.signed-out"]);
  });
});

describe("the data export", () => {
  it("is the customer's own export, and each one is audited", async () => {
    const support = await member(["support"]);
    const { email, token, userId } = await c.accountWithBalance(120);
    const { order } = await c.buy(token, ORDER);
    const data = expectOk(await customers().exportData(support, userId, ADDRESS));
    expect(data.account).toMatchObject({ email });
    expect(data.orders.map((o) => o.orderNo)).toEqual([order.orderNo]);
    expect(data.balance.balance.minor).toBe(120);
    expect(await auditOf(userId)).toEqual([expect.objectContaining({ action: "customer.exported", staffId: support.staffId, before: null, after: null })]);
    const guestId = (await t.services.accounts.authenticate(await c.guest()))!.userId;
    expect(await customers().exportData(support, guestId, ADDRESS)).toEqual({ ok: false, code: "CUSTOMER_NOT_ACCOUNT" });
  });
});

describe("erasure", () => {
  it("is confirmed by the address, writes off the balance, forgets the person and leaves the books balanced", async () => {
    const actor = await owner();
    const { email, token, userId } = await c.accountWithBalance(0);
    const { order } = await c.buy(token, ORDER);
    expect((await adjust(actor, userId, "5.00")).ok).toBe(true);

    expect(await customers().erase(actor, userId, `x${email}`, ADDRESS)).toEqual({ ok: false, code: "CUSTOMER_CONFIRM_MISMATCH" });
    expect(expectOk(await customers().erase(actor, userId, ` ${email.toUpperCase()} `, ADDRESS))).toEqual({ writtenOffMinor: 500 });

    const [row] = await t.services.database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ kind: "deleted", passwordHash: null });
    expect(row!.email).toMatch(/@deleted\.invalid$/);
    expect(await balanceOf(userId)).toBe(0);
    expect(await t.services.ledger.verify()).toEqual([]);
    expect(expectOk(await customers().search(actor, email))).toEqual([]);
    // The order stays, named by the anonymous id; the session and the password open nothing.
    expect((await c.orderRow(order.orderNo)).userId).toBe(userId);
    expect(await t.services.accounts.authenticate(token)).toBeNull();
    expect((await steps.logIn(email)).code).toBe("INVALID_CREDENTIALS");
    // The append-only log keeps no trace of the address.
    const entries = await auditOf(userId);
    expect(entries[0]).toMatchObject({ action: "customer.erased", before: { balanceMinor: 500 }, after: { writtenOffMinor: 500 } });
    expect(JSON.stringify(entries)).not.toContain(email);
    // Erased once is erased: nothing more to do to them.
    expect(await customers().erase(actor, userId, email, ADDRESS)).toEqual({ ok: false, code: "CUSTOMER_NOT_FOUND" });
    expect(await adjust(actor, userId, "1.00")).toEqual({ ok: false, code: "CUSTOMER_NOT_FOUND" });
  });

  it("waits while an order may still bring money into the balance", async () => {
    const actor = await owner();
    const rich = await c.accountWithBalance(500);
    const placed = await c.placed(rich.token, { ...ORDER, useBalance: true });
    expect(placed.cardPart.minor).toBeGreaterThan(0);
    expect(await customers().erase(actor, rich.userId, rich.email, ADDRESS)).toEqual({ ok: false, code: "CUSTOMER_BALANCE_PENDING" });
    expect(await auditOf(rich.userId)).toEqual([]);
    expect(await t.services.ledger.verify()).toEqual([]);
  });
});
