// @both-engines: a deletion locks the address and the wallet in one transaction and must not wait on itself on PGlite's single connection; the ledger is checked after it
/**
 * Privacy self-service (PRODUCT.md#privacy-self-service) through the API: the data export is the
 * signed-in account's own and nobody else's, and needs an account; a deletion needs its own
 * code, waits for the balance to be empty, and leaves a store whose books balance, whose mailed
 * order links still open their orders, and where the address can sign up again while the old
 * password opens nothing.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DataExport } from "../../../shared/api/privacy.ts";
import { esims, sessions, users, verificationCodes } from "../../db/schema.ts";
import { accountSteps, newEmail, PASSWORD } from "../../../tests/support/accounts.ts";
import { MINUTE, newGuestEmail, newIdempotencyKey, PUBLIC_URL, useCheckoutApp } from "../../../tests/support/checkout.ts";
import { call } from "../../../tests/support/test-app.ts";

const c = useCheckoutApp();
const { t } = c;
const steps = accountSteps(t);
const db = () => t.services.database.db;
const ORDER = { area: "japan", plan: "5gb-30-days" };

const exportOf = (token?: string) => call<DataExport>(t.app, "/v1/user/data-export", {}, { token });
const sendDeletionCode = (token?: string) => call(t.app, "/v1/user/delete/send-code", {}, { token });
const deleteAccount = (token: string | undefined, verifyCode: string) => call(t.app, "/v1/user/delete", { verifyCode }, { token });

/** Asks for the deletion code and reads it from the mail. */
async function deletionCode(email: string, token: string): Promise<string> {
  expect((await sendDeletionCode(token)).body).toMatchObject({ success: true });
  return steps.codeMailedTo(email);
}

/** A code that is not `code`: a wrong guess. */
const another = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** The key of an order's e-mailed link, from its delivery mail. */
function linkKeyOf(email: string, orderNo: string): string {
  const mail = c.sentTo(email).find((m) => m.text.includes(`/paysuccess?order=${orderNo}&key=`))!;
  return new RegExp(`${PUBLIC_URL}/paysuccess\\?order=${orderNo}&key=([A-Za-z0-9_-]+)`).exec(mail.text)![1]!;
}

describe("the data export", () => {
  it("holds the account's own data, and nothing of another user's, as an attachment never cached", async () => {
    const mine = await c.account();
    const theirs = await c.account();
    const { order } = await c.buy(mine.token, ORDER);
    const { order: theirOrder } = await c.buy(theirs.token, ORDER);
    await c.creditBalance(await c.userIdOf(mine.email), 250);

    const res = await exportOf(mine.token);
    expect(res.body).toMatchObject({ success: true });
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="account-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const data = res.body.obj!;
    expect(data.account).toMatchObject({ email: mine.email, language: "en", referral: { merchantId: null } });
    expect(data.account.sessions.length).toBeGreaterThan(0);
    expect(data.orders.map((o) => o.orderNo)).toEqual([order.orderNo]);
    expect(data.orders[0]).toMatchObject({ status: "DELIVERED", linkActive: true });
    const [esim] = await c.esimsOf(order.orderNo);
    expect(data.esims).toEqual([expect.objectContaining({ orderNo: order.orderNo, iccid: esim!.iccid, activationCode: esim!.activationCode, dataUsedMb: esim!.dataUsedMb })]);
    expect(data.balance.balance.minor).toBe(250);
    expect(data.balance.statement).toEqual([expect.objectContaining({ kind: "promo", amount: expect.objectContaining({ minor: 250 }) })]);

    // Nothing of the other buyer, and none of the store's secrets about the order.
    const text = JSON.stringify(data);
    const row = await c.orderRow(order.orderNo);
    const [theirEsim] = await c.esimsOf(theirOrder.orderNo);
    for (const absent of [theirs.email, theirOrder.orderNo, theirEsim!.iccid, row.idempotencyKey, row.requestHash, row.linkKeyHash!]) expect(text).not.toContain(absent);
    for (const field of ["idempotencyKey", "requestHash", "linkKeyHash", "passwordHash", "deviceIdHash"]) expect(text).not.toContain(`"${field}"`);
  });

  it("needs an account login: a guest and an anonymous caller get nothing", async () => {
    expect((await exportOf()).body).toMatchObject({ success: false, code: "SESSION_REQUIRED", obj: null });
    const guest = await c.guest();
    const guestExport = await exportOf(guest);
    expect(guestExport.body).toMatchObject({ success: false, code: "BALANCE_ACCOUNT_ONLY", obj: null });
    expect(guestExport.headers["content-disposition"]).toBeUndefined();
  });

  it("is limited per account", async () => {
    const { token } = await c.account();
    for (let i = 0; i < 10; i++) expect((await exportOf(token)).body.success).toBe(true);
    expect((await exportOf(token)).body).toMatchObject({ success: false, code: "EXPORT_THROTTLED" });
  });
});

describe("deleting the account", () => {
  it("needs the right code: a wrong one, an expired one and one of another purpose are refused", async () => {
    const { email, token } = await c.account();
    const code = await deletionCode(email, token);
    expect((await deleteAccount(token, another(code))).body).toMatchObject({ success: false, code: "CODE_INVALID" });

    // A FINDPASSWORD code is mailed for the same address, and does not delete it.
    c.advance(4 * MINUTE);
    expect((await call(t.app, "/v1/send/verify-code", { email, codeType: "FINDPASSWORD" })).body.success).toBe(true);
    const resetCode = await steps.codeMailedTo(email);
    expect((await deleteAccount(token, resetCode)).body).toMatchObject({ success: false, code: "CODE_INVALID" });

    // The deletion code, too late.
    c.advance(7 * MINUTE);
    expect((await deleteAccount(token, code)).body).toMatchObject({ success: false, code: "CODE_EXPIRED" });
    expect((await steps.logIn(email)).success).toBe(true);
    expect(await c.userIdOf(email)).toBeTruthy();
  });

  it("is for accounts: a guest gets no code and deletes nothing", async () => {
    const guest = await c.guest();
    expect((await sendDeletionCode(guest)).body).toMatchObject({ success: false, code: "BALANCE_ACCOUNT_ONLY" });
    expect((await deleteAccount(guest, "123456")).body).toMatchObject({ success: false, code: "BALANCE_ACCOUNT_ONLY" });
    expect((await deleteAccount(undefined, "123456")).body).toMatchObject({ success: false, code: "SESSION_REQUIRED" });
  });

  it("waits while the balance holds money, or may receive some, without using the code up", async () => {
    const rich = await c.accountWithBalance(500);
    const code = await deletionCode(rich.email, rich.token);
    expect((await deleteAccount(rich.token, code)).body).toMatchObject({ success: false, code: "DELETE_BALANCE_NOT_EMPTY" });
    // Spent on an order: while its card part waits for payment, the balance part could still come back.
    const placed = await c.placed(rich.token, { ...ORDER, useBalance: true });
    expect(placed.balancePart?.minor).toBe(500);
    expect(placed.cardPart.minor).toBeGreaterThan(0);
    expect((await deleteAccount(rich.token, code)).body).toMatchObject({ success: false, code: "DELETE_BALANCE_PENDING" });
    // Paid and delivered: the same code deletes the account now.
    const { pagePath } = await c.startPayment(rich.token, placed.orderNo);
    expect((await c.payOnPage(pagePath)).statusCode).toBe(303);
    await c.runJobs();
    expect((await c.orderRow(placed.orderNo)).status).toBe("DELIVERED");
    expect((await deleteAccount(rich.token, code)).body).toMatchObject({ success: true });
    expect(await t.services.ledger.verify()).toEqual([]);

    const waiting = await c.account();
    const recharge = await call(t.app, "/v1/create/recharge", { plan: "usd-10" }, { token: waiting.token, headers: { "idempotency-key": newIdempotencyKey() } });
    expect(recharge.body.success).toBe(true);
    const waitingCode = await deletionCode(waiting.email, waiting.token);
    expect((await deleteAccount(waiting.token, waitingCode)).body).toMatchObject({ success: false, code: "DELETE_BALANCE_PENDING" });
    expect((await steps.logIn(waiting.email)).success).toBe(true);
  });

  it("erases the account: its log-in fails like a wrong password, the address signs up anew, the books balance and the guest's mailed link still opens its order", async () => {
    // A guest buys with an address, then signs up with it: the guest's order becomes the account's.
    const guest = await c.guest();
    const email = newGuestEmail();
    const { order: guestOrder } = await c.buy(guest, { ...ORDER, email });
    const key = linkKeyOf(email, guestOrder.orderNo);
    await steps.signUp(email);
    const { obj } = await steps.logIn(email);
    const token = obj!.token;
    const { order: accountOrder } = await c.buy(token, ORDER);
    const userId = await c.userIdOf(email);
    expect((await c.orderRow(guestOrder.orderNo)).userId).toBe(userId);
    const esimsBefore = await db().select().from(esims).where(eq(esims.orderId, (await c.orderRow(accountOrder.orderNo)).id));

    const code = await deletionCode(email, token);
    expect((await deleteAccount(token, code)).body).toMatchObject({ success: true, obj: null });

    // The session is gone, and the address and password open nothing: the answer of a wrong password.
    expect((await exportOf(token)).body).toMatchObject({ success: false, code: "SESSION_REQUIRED" });
    const stranger = await c.account();
    const wrongPassword = await call(t.app, "/v1/user/login", { email: stranger.email, password: "Not the password 1" });
    const deleted = await call(t.app, "/v1/user/login", { email, password: PASSWORD });
    expect(deleted.status).toBe(wrongPassword.status);
    expect(deleted.body).toEqual(wrongPassword.body);
    expect(deleted.body.code).toBe("INVALID_CREDENTIALS");

    // A recharge whose request was already past the session check when the deletion committed
    // (its holder read before) finds the account gone: the deleted wallet receives nothing.
    const late = await t.services.checkout.placeRecharge({ holder: { userId, loginType: "accountLogin", email }, planId: "usd-10", lang: "en", currency: "USD", idempotencyKey: newIdempotencyKey() });
    expect(late).toEqual({ ok: false, code: "BALANCE_ACCOUNT_ONLY" });

    // What is left of the row names no one.
    const [row] = await db().select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ kind: "deleted", passwordHash: null, deviceIdHash: null, merchantId: null, merchantSubId: null, sourceType: null });
    expect(row!.email).toMatch(/^deleted-[0-9a-f-]{36}@deleted\.invalid$/);
    expect(row!.email).not.toContain(email.split("@")[0]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect(await db().select().from(verificationCodes).where(eq(verificationCodes.email, email))).toEqual([]);

    // Orders, eSIMs and the ledger are untouched and balanced; the mailed links still open the orders.
    expect(await db().select().from(esims).where(eq(esims.orderId, (await c.orderRow(accountOrder.orderNo)).id))).toEqual(esimsBefore);
    expect((await c.orderRow(accountOrder.orderNo)).status).toBe("DELIVERED");
    expect(await t.services.ledger.verify()).toEqual([]);
    // What /paysuccess?order=&key= loads (the page itself is the browser test's: privacy.spec.ts).
    expect(await t.services.checkout.linkedOrder(guestOrder.orderNo, key)).toMatchObject({ orderNo: guestOrder.orderNo, status: "DELIVERED" });

    // The last mail, in the account's language; then the address may sign up again, as a new account.
    await c.runJobs();
    expect(t.sentMail.filter((m) => m.to === email).at(-1)!.subject).toMatch(/account has been deleted/);
    c.advance(4 * MINUTE);
    await steps.signUp(email);
    const again = await steps.logIn(email);
    expect(again.success).toBe(true);
    expect(await c.userIdOf(email)).not.toBe(userId);
    expect(await c.ordersList(again.obj!.token)).toEqual([]);
  });

  it("mails the code and the confirmation in the account's language", async () => {
    const email = newEmail();
    expect((await call(t.app, "/v1/send/verify-code", { email, password: PASSWORD, codeType: "REGISTER" }, { lang: "de" })).body.success).toBe(true);
    const registerCode = await steps.codeMailedTo(email);
    expect((await call(t.app, "/v1/user/register", { email, password: PASSWORD, verifyCode: registerCode, codeType: "REGISTER" }, { lang: "de" })).body.success).toBe(true);
    const token = (await steps.logIn(email)).obj!.token;
    // Asked from an English page, written in the account's German.
    expect((await call(t.app, "/v1/user/delete/send-code", {}, { token, lang: "en" })).body.success).toBe(true);
    const code = await steps.codeMailedTo(email);
    expect(t.sentMail.filter((m) => m.to === email).at(-1)!.subject).toContain("Code zum Löschen");
    expect((await deleteAccount(token, code)).body.success).toBe(true);
    await c.runJobs();
    expect(t.sentMail.filter((m) => m.to === email).at(-1)!.subject).toMatch(/Konto wurde gelöscht/);
  });
});
