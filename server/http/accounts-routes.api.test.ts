/**
 * Accounts through the API (PRODUCT.md#accounts): sign-up with an e-mailed code, log-in, sessions
 * and their revocation, passwords, and the rules that keep codes and log-ins from being guessed
 * or used to learn who has an account.
 */
// @both-engines: 20 simultaneous registrations of one address make one account (advisory lock).
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { guestCheckTokens, loginFailures, mailQueue, partnerReferrals, sessions, users, verificationCodes } from "../db/schema.ts";
import { call, useTestApp } from "../../tests/support/test-app.ts";
import { accountSteps, newEmail, PASSWORD } from "../../tests/support/accounts.ts";
import type { ApiPath } from "../../shared/api/endpoints.ts";
import { encodeAuthString } from "../../shared/guest-auth.ts";
import { SEND_LIMITS } from "../domain/accounts/accounts-service.ts";

let clock = new Date("2026-12-01T10:00:00Z");
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
const t = useTestApp({ clock: () => clock });

const { codeMailedTo, signUp, logIn } = accountSteps(t);

describe("sign-up and log-in", () => {
  it("registers with the e-mailed code, logs in and knows who is signed in", async () => {
    const email = await signUp();
    const login = await logIn(email);
    expect(login.success).toBe(true);
    expect(login.obj!.token.split(".")).toHaveLength(3);
    const info = await call(t.app, "/v1.1/query/user-info", { currency: undefined }, { token: login.obj!.token });
    expect(info.body).toMatchObject({ success: true, obj: { email, loginType: "accountLogin", balance: 0, balanceFormatter: "$0.00" } });
  });

  it("mails the code in the visitor's language, as text and HTML", async () => {
    const email = newEmail();
    await call(t.app, "/v1/send/verify-code", { email, password: PASSWORD, codeType: "REGISTER" }, { lang: "de" });
    const code = await codeMailedTo(email);
    const mail = t.sentMail.at(-1)!;
    expect(mail.subject).toContain(code);
    expect(mail.text).toMatch(/Code/);
    expect(mail.html).toContain(`lang="de"`);
  });

  it("keeps the code usable after checking it, but only once", async () => {
    const email = newEmail();
    await call(t.app, "/v1/send/verify-code", { email, password: PASSWORD, codeType: "REGISTER" });
    const verifyCode = await codeMailedTo(email);
    expect((await call(t.app, "/v1/user/register", { email, password: PASSWORD, verifyCode, codeType: "REGISTER" })).body.success).toBe(true);
    const again = await call(t.app, "/v1/user/register", { email, password: PASSWORD, verifyCode, codeType: "REGISTER" });
    expect(again.body.success).toBe(false);
  });

  it("refuses a sixth try of a code even when it is right", async () => {
    const email = newEmail();
    await call(t.app, "/v1/send/verify-code", { email, password: PASSWORD, codeType: "REGISTER" });
    const verifyCode = await codeMailedTo(email);
    const wrong = verifyCode === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      expect((await call(t.app, "/v1/check/verify-code", { email, codeType: "REGISTER", verifyCode: wrong })).body.code).toBe("CODE_INVALID");
    }
    const sixth = await call(t.app, "/v1/check/verify-code", { email, codeType: "REGISTER", verifyCode });
    expect(sixth.body).toMatchObject({ success: false, code: "CODE_LOCKED" });
  });

  it("refuses a new code before 180 s and allows it after", async () => {
    const email = newEmail();
    expect((await call(t.app, "/v1/send/verify-code", { email, password: PASSWORD, codeType: "REGISTER" })).body.success).toBe(true);
    advance(179_000);
    const early = await call(t.app, "/v1/send/verify-code", { email, password: PASSWORD, codeType: "REGISTER" }, { lang: "ja" });
    expect(early.body).toMatchObject({ success: false, code: "CODE_TOO_SOON" });
    expect(early.body.msg).not.toMatch(/[A-Za-z]{5}/);
    advance(1_000);
    expect((await call(t.app, "/v1/send/verify-code", { email, password: PASSWORD, codeType: "REGISTER" })).body.success).toBe(true);
  });

  it("refuses an expired code", async () => {
    const email = newEmail();
    await call(t.app, "/v1/send/verify-code", { email, password: PASSWORD, codeType: "REGISTER" });
    const verifyCode = await codeMailedTo(email);
    advance(10 * 60_000);
    const r = await call(t.app, "/v1/user/register", { email, password: PASSWORD, verifyCode, codeType: "REGISTER" });
    expect(r.body).toMatchObject({ success: false, code: "CODE_EXPIRED" });
  });

  it("makes exactly one account from 20 simultaneous registrations of one address", async () => {
    const email = newEmail();
    await call(t.app, "/v1/send/verify-code", { email, password: PASSWORD, codeType: "REGISTER" });
    const verifyCode = await codeMailedTo(email);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(t.app, "/v1/user/register", { email, password: PASSWORD, verifyCode, codeType: "REGISTER" })),
    );
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    expect(await t.services.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("answers a registration attempt for a registered address like a wrong code, and makes no second account", async () => {
    const registered = await signUp();
    advance(180_000);
    const fresh = newEmail();
    // Both addresses get a REGISTER code row; only the new one's mail carries the code.
    for (const email of [registered, fresh]) await call(t.app, "/v1/send/verify-code", { email, password: PASSWORD, codeType: "REGISTER" });
    const freshCode = await codeMailedTo(fresh);
    const guess = freshCode === "123456" ? "654321" : "123456";
    const attempt = (email: string) => call(t.app, "/v1/user/register", { email, password: PASSWORD, verifyCode: guess, codeType: "REGISTER" }, { lang: "tr" });
    const a = await attempt(registered);
    const b = await attempt(fresh);
    expect(a.body).toMatchObject({ success: false, code: "CODE_INVALID" });
    expect(JSON.stringify(a.body)).toBe(JSON.stringify(b.body));
    expect(await t.services.database.db.$count(users, eq(users.email, registered))).toBe(1);
  });

  it("binds a code to its purpose: a sign-up code does not reset a password", async () => {
    const email = newEmail();
    await call(t.app, "/v1/send/verify-code", { email, password: PASSWORD, codeType: "REGISTER" });
    const verifyCode = await codeMailedTo(email);
    const reset = await call(t.app, "/v1/reset/password", { email, verifyCode, password: "Madeira levada walk" });
    expect(reset.body).toMatchObject({ success: false, code: "CODE_INVALID" });
    expect((await call(t.app, "/v1/check/verify-code", { email, codeType: "FINDPASSWORD", verifyCode })).body.code).toBe("CODE_INVALID");
    // ... and stays good for what it was sent for.
    expect((await call(t.app, "/v1/user/register", { email, password: PASSWORD, verifyCode, codeType: "REGISTER" })).body.success).toBe(true);
  });

  it("records the visit's partner, sub id and source type on the new account", async () => {
    const email = newEmail();
    await call(t.app, "/v1/send/verify-code", { email, password: PASSWORD, codeType: "REGISTER" });
    const verifyCode = await codeMailedTo(email);
    const fields = { email, password: PASSWORD, verifyCode, codeType: "REGISTER", partnerMerchantId: 1002, partnerMerchantSubId: "winter_list", sourceType: "GOOGLE_ADS" };
    expect((await call(t.app, "/v1/user/register", fields)).body.success).toBe(true);
    const [user] = await t.services.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ merchantId: 1002, merchantSubId: "winter_list", sourceType: "GOOGLE_ADS" });
  });

  it("refuses a sign-up code without a password with the rule's message, sending nothing", async () => {
    const email = newEmail();
    const r = await call(t.app, "/v1/send/verify-code", { email, codeType: "REGISTER" }, { lang: "de" });
    expect(r.body).toMatchObject({ success: false, code: "WEAK_PASSWORD", msg: expect.stringContaining("Passwort") });
    expect(await t.services.database.db.$count(verificationCodes, eq(verificationCodes.email, email))).toBe(0);
  });

  it("refuses weak and common passwords with their own messages", async () => {
    const short = await call(t.app, "/v1/send/verify-code", { email: newEmail(), password: "short", codeType: "REGISTER" });
    expect(short.body.code).toBe("WEAK_PASSWORD");
    const common = await call(t.app, "/v1/send/verify-code", { email: newEmail(), password: "password123", codeType: "REGISTER" });
    expect(common.body.code).toBe("COMMON_PASSWORD");
  });
});

describe("nothing tells whether an address has an account", () => {
  it("answers send-code alike for registered and unregistered addresses, and mails accordingly", async () => {
    const registered = await signUp();
    advance(180_000);
    const fresh = newEmail();
    const strip = (b: object) => JSON.stringify(b);
    const a = await call(t.app, "/v1/send/verify-code", { email: registered, password: PASSWORD, codeType: "REGISTER" });
    const b = await call(t.app, "/v1/send/verify-code", { email: fresh, password: PASSWORD, codeType: "REGISTER" });
    expect(strip(a.body)).toBe(strip(b.body));
    await t.services.mailWorker.runOnce();
    expect(t.sentMail.filter((m) => m.to === registered).at(-1)!.subject).toMatch(/already have/);

    const unknown = newEmail();
    const c = await call(t.app, "/v1/send/verify-code", { email: registered, codeType: "FINDPASSWORD" });
    const d = await call(t.app, "/v1/send/verify-code", { email: unknown, codeType: "FINDPASSWORD" });
    expect(strip(c.body)).toBe(strip(d.body));
    await t.services.mailWorker.runOnce();
    expect(t.sentMail.some((m) => m.to === unknown)).toBe(false);
  });

  it("answers an unknown address and a wrong password alike", async () => {
    const email = await signUp();
    const wrong = await logIn(email, "not the password at all");
    const unknown = await logIn(newEmail(), "not the password at all");
    expect(JSON.stringify(wrong)).toBe(JSON.stringify(unknown));
    expect(wrong).toMatchObject({ success: false, code: "INVALID_CREDENTIALS" });
  });
});

describe("sessions and passwords", () => {
  it("refuses a token everywhere once its session is signed out", async () => {
    const email = await signUp();
    const { token } = (await logIn(email)).obj!;
    expect((await call(t.app, "/v1/user/logout", {}, { token })).body.success).toBe(true);
    // Every call that needs a session, with the revoked token (pages: tests/e2e/accounts.spec.ts).
    const needsSession: [ApiPath, Record<string, unknown>][] = [
      ["/v1.1/query/user-info", {}],
      ["/v1/user/sessions", {}],
      ["/v1/user/logout-all", {}],
      ["/v1/update/password", { oldPassword: PASSWORD, password: "Porto at dawn 2026" }],
    ];
    for (const [path, fields] of needsSession) {
      const r = await call(t.app, path, fields, { token, lang: "de" });
      expect(r.body, path).toMatchObject({ success: false, code: "SESSION_REQUIRED", msg: expect.stringContaining("melden Sie sich") });
    }
    // Nothing changed behind it: the old password still signs in.
    expect((await logIn(email)).success).toBe(true);
  });

  it("ends a session 180 days after it began, whatever the browser keeps", async () => {
    const email = await signUp();
    const { token } = (await logIn(email)).obj!;
    advance(180 * 86_400_000 - 60_000);
    expect((await call(t.app, "/v1.1/query/user-info", {}, { token })).body.success).toBe(true);
    advance(60_000);
    expect((await call(t.app, "/v1.1/query/user-info", {}, { token })).body.code).toBe("SESSION_REQUIRED");
  });

  it("shows the balance in the display currency", async () => {
    const { token } = (await logIn(await signUp())).obj!;
    const info = await call(t.app, "/v1.1/query/user-info", {}, { token, headers: { cookie: "currency=EUR" } });
    expect(info.body.obj).toMatchObject({ balance: 0, balanceFormatter: "€0.00" });
  });

  it("refuses a change of password with a wrong current password, changing nothing", async () => {
    const email = await signUp();
    const { token } = (await logIn(email)).obj!;
    const wrong = await call(t.app, "/v1/update/password", { oldPassword: "not my password", password: "Porto at dawn 2026" }, { token, lang: "es" });
    expect(wrong.body).toMatchObject({ success: false, code: "WRONG_PASSWORD" });
    expect(wrong.body.msg).toMatch(/contraseña/i);
    expect((await logIn(email)).success).toBe(true);
  });

  it("mails a notice, in the account's language, when a browser it has not seen signs in", async () => {
    const email = newEmail();
    await call(t.app, "/v1/send/verify-code", { email, password: PASSWORD, codeType: "REGISTER" }, { lang: "tr" });
    const verifyCode = await codeMailedTo(email);
    await call(t.app, "/v1/user/register", { email, password: PASSWORD, verifyCode, codeType: "REGISTER" }, { lang: "tr" });
    const logInWith = (ua: string) => call(t.app, "/v1/user/login", { email, password: PASSWORD }, { headers: { "user-agent": ua } });
    const laptop = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
    const phone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
    const notices = async () => {
      await t.services.mailWorker.runOnce();
      return t.sentMail.filter((m) => m.to === email && m.subject.includes("yeni oturum"));
    };
    await logInWith(laptop);
    await logInWith(laptop);
    expect(await notices()).toHaveLength(0);
    await logInWith(phone);
    const [notice] = await notices();
    expect(notice.text).toContain("Safari, iOS");
    expect(notice.html).toContain(`lang="tr"`);
  });

  it("lists the live sessions and signs out everywhere", async () => {
    const email = await signUp();
    const here = (await logIn(email)).obj!.token;
    const elsewhere = (await logIn(email)).obj!.token;
    const listed = await call<{ current: boolean }[]>(t.app, "/v1/user/sessions", {}, { token: here });
    expect(listed.body.obj).toHaveLength(2);
    expect(listed.body.obj!.filter((s) => s.current)).toHaveLength(1);
    expect((await call(t.app, "/v1/user/logout-all", {}, { token: elsewhere })).body.success).toBe(true);
    for (const token of [here, elsewhere]) {
      expect((await call(t.app, "/v1.1/query/user-info", {}, { token })).body.code).toBe("SESSION_REQUIRED");
    }
    expect((await call(t.app, "/v1/user/sessions", {}, { token: here })).body.code).toBe("SESSION_REQUIRED");
  });

  it("ends every other session when the password changes, and the old password stops working", async () => {
    const email = await signUp();
    const here = (await logIn(email)).obj!.token;
    const elsewhere = (await logIn(email)).obj!.token;
    const changed = await call(t.app, "/v1/update/password", { oldPassword: PASSWORD, password: "Porto at dawn 2026" }, { token: here });
    expect(changed.body.success).toBe(true);
    expect((await call(t.app, "/v1.1/query/user-info", {}, { token: here })).body.success).toBe(true);
    expect((await call(t.app, "/v1.1/query/user-info", {}, { token: elsewhere })).body.code).toBe("SESSION_REQUIRED");
    expect((await logIn(email)).code).toBe("INVALID_CREDENTIALS");
    expect((await logIn(email, "Porto at dawn 2026")).success).toBe(true);
  });

  it("resets a forgotten password with the e-mailed code and ends every session", async () => {
    const email = await signUp();
    const token = (await logIn(email)).obj!.token;
    advance(180_000);
    await call(t.app, "/v1/send/verify-code", { email, codeType: "FINDPASSWORD" });
    const verifyCode = await codeMailedTo(email);
    const reset = await call(t.app, "/v1/reset/password", { email, verifyCode, password: "Madeira levada walk" });
    expect(reset.body.success).toBe(true);
    expect((await call(t.app, "/v1.1/query/user-info", {}, { token })).body.code).toBe("SESSION_REQUIRED");
    expect((await logIn(email, "Madeira levada walk")).success).toBe(true);
    await t.services.mailWorker.runOnce();
    expect(t.sentMail.filter((m) => m.to === email).at(-1)!.subject).toMatch(/password was changed/);
  });

  it("refuses a forged or tampered token", async () => {
    const email = await signUp();
    const token = (await logIn(email)).obj!.token;
    const [h, p, s] = token.split(".");
    const tampered = `${h}.${p}.${s.slice(0, -2)}${s.endsWith("AA") ? "BB" : "AA"}`;
    expect((await call(t.app, "/v1.1/query/user-info", {}, { token: tampered })).body.code).toBe("SESSION_REQUIRED");
  });
});

describe("limits on sending codes (PRODUCT.md#verification-code)", () => {
  it("sends at most 5 codes an hour to one address, the 180 s wait kept, then more after the hour", async () => {
    const email = newEmail();
    const send = (lang?: string) => call(t.app, "/v1/send/verify-code", { email, codeType: "FINDPASSWORD" }, { lang });
    const start = clock.getTime();
    for (let i = 0; i < SEND_LIMITS.perEmail.max; i++) {
      expect((await send()).body.success, `send ${i + 1}`).toBe(true);
      advance(180_000);
    }
    const sixth = await send("ja");
    expect(sixth.body).toMatchObject({ success: false, code: "SENDS_THROTTLED" });
    expect(sixth.body.msg).not.toMatch(/[A-Za-z]{5}/);
    clock = new Date(start + SEND_LIMITS.perEmail.windowMs);
    expect((await send()).body.success).toBe(true);
  });

  it("sends at most 20 codes an hour from one client address, to any addresses", async () => {
    // Through the service both doors share: the API's burst limit (10 a minute) would stop a
    // quick loop first.
    const client = { ip: "198.51.100.77" };
    const send = () => t.services.accounts.sendCode({ email: newEmail(), codeType: "FINDPASSWORD", lang: "en", client });
    for (let i = 0; i < SEND_LIMITS.perIp.max; i++) expect((await send()).ok, `send ${i + 1}`).toBe(true);
    expect(await send()).toEqual({ ok: false, code: "SENDS_THROTTLED" });
    advance(SEND_LIMITS.perIp.windowMs);
    expect((await send()).ok).toBe(true);
  });
});

describe("log-in throttling", () => {
  it("slows repeated failures and refuses the 101st failure in an hour, even with the right password", async () => {
    const email = await signUp();
    // One try every 30 s (the longest pause asked for): 100 failures fit in 50 minutes.
    for (let i = 0; i < 100; i++) {
      advance(30_000);
      expect((await logIn(email, `wrong password ${i}`)).code, `failure ${i + 1}`).toBe("INVALID_CREDENTIALS");
    }
    advance(30_000);
    const refused = await logIn(email);
    expect(refused).toMatchObject({ success: false, code: "LOGIN_THROTTLED" });
  }, 60_000);

  it("asks for a pause after a few failures in a row", async () => {
    const email = await signUp();
    for (let i = 0; i < 5; i++) await logIn(email, `wrong password ${i}`);
    expect((await logIn(email)).code).toBe("LOGIN_THROTTLED");
    advance(1_000);
    expect((await logIn(email)).success).toBe(true);
  });
});

describe("bad input", () => {
  it.each([
    ["a bad e-mail", { email: "not-an-email", password: PASSWORD, codeType: "REGISTER" }],
    ["an unknown code type", { email: "a@example.com", password: PASSWORD, codeType: "LOGIN" }],
    ["an unknown field", { email: "a@example.com", password: PASSWORD, codeType: "REGISTER", admin: true }],
    ["a 10 KB password", { email: "a@example.com", password: "x".repeat(10_240), codeType: "REGISTER" }],
    ["a missing e-mail", { password: PASSWORD, codeType: "REGISTER" }],
  ])("refuses %s with a 400 naming the field, and sends nothing", async (_what, fields) => {
    const before = await t.services.database.db.$count(users);
    const r = await call(t.app, "/v1/send/verify-code", fields, { lang: "es" });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/campo/);
    expect(await t.services.database.db.$count(users)).toBe(before);
  });
});

describe("bad input on every account endpoint", () => {
  const long = "x".repeat(10_240);
  const cases: [string, Record<string, unknown>][] = [
    ["/v1/check/verify-code", { email: "a@example.com", codeType: "REGISTER", verifyCode: 123456 }],
    ["/v1/check/verify-code", { email: "a@example.com", codeType: "REGISTER", verifyCode: "12345a" }],
    ["/v1/user/register", { email: "a@example", password: PASSWORD, verifyCode: "123456", codeType: "REGISTER" }],
    ["/v1/user/register", { email: "a@example.com", password: PASSWORD, verifyCode: "123456", codeType: "FINDPASSWORD" }],
    ["/v1/user/register", { email: "a@example.com", password: PASSWORD, verifyCode: "123456", codeType: "REGISTER", partnerMerchantId: "7" }],
    ["/v1/user/login", { email: "a@example.com" }],
    ["/v1/user/login", { email: "a@example.com", password: long }],
    ["/v1/user/login", { email: `${long}@example.com`, password: PASSWORD }],
    ["/v1/user/login", { email: "a@example.com", password: PASSWORD, role: "admin" }],
    ["/v1/reset/password", { email: "a@example.com", verifyCode: "123456" }],
    ["/v1/update/password", { oldPassword: PASSWORD, password: null }],
    ["/v1/user/logout", { everywhere: true }],
    ["/v1/user/sessions", { userId: "someone-else" }],
    ["/v1/user/logout-all", { keep: 1 }],
    ["/v1.1/query/user-info", { email: long }],
  ];
  it.each(cases)("%s refuses %j with a 400 in the request's language, changing nothing", async (path, fields) => {
    const db = t.services.database.db;
    const count = async () => [await db.$count(users), await db.$count(sessions), await db.$count(verificationCodes)];
    const before = await count();
    const r = await call(t.app, path, fields, { lang: "de" });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: "INVALID_FIELD" });
    expect(r.body.msg).toMatch(/Feld/);
    expect(await count()).toEqual(before);
  });
});

describe("captcha challenge", () => {
  it("hands out a fresh signed ALTCHA challenge each time", async () => {
    const a = await call<{ parameters: { algorithm: string; nonce: string }; signature: string }>(t.app, "/v1/captcha/challenge");
    const b = await call<{ parameters: { nonce: string } }>(t.app, "/v1/captcha/challenge");
    expect(a.body).toMatchObject({ success: true, obj: { parameters: { algorithm: "SHA-256" } } });
    expect(a.body.obj!.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(b.body.obj!.parameters.nonce).not.toBe(a.body.obj!.parameters.nonce);
  });
});

/** Every new contract endpoint with a well-formed body, and what it authenticates with. */
type Auth = "session" | "partner";
const sampleEmail = "traveller@example.com";
const ENDPOINTS: { path: ApiPath; body: Record<string, unknown>; optional?: string[]; auth?: Auth }[] = [
  { path: "/v1/send/verify-code", body: { email: sampleEmail, password: PASSWORD, codeType: "REGISTER", partnerMerchantId: 1001, partnerMerchantSubId: "spring" }, optional: ["password", "partnerMerchantId", "partnerMerchantSubId"] },
  { path: "/v1/check/verify-code", body: { email: sampleEmail, codeType: "REGISTER", verifyCode: "123456" } },
  {
    path: "/v1/user/register",
    body: { email: sampleEmail, password: PASSWORD, verifyCode: "123456", codeType: "REGISTER", partnerMerchantId: 1001, partnerMerchantSubId: "spring", sourceType: "GOOGLE_ADS" },
    optional: ["partnerMerchantId", "partnerMerchantSubId", "sourceType"],
  },
  { path: "/v1/user/login", body: { email: sampleEmail, password: PASSWORD, sourceType: "GOOGLE_ADS" }, optional: ["sourceType"] },
  { path: "/v1/user/oauth", body: { type: "WEB_ANONYMITY", rspToken: "", authString: encodeAuthString({ d: "device-0123456789", c: 1001, cs: "spring" }) } },
  { path: "/v1/user/guest-login", body: { idToken: "a".repeat(43), email: "", loginType: "WEB_CLIENT_ANONYMITY_LOGIN", sourceType: "GOOGLE_ADS" }, optional: ["sourceType"] },
  { path: "/v1/reset/password", body: { email: sampleEmail, verifyCode: "123456", password: PASSWORD } },
  { path: "/v1/update/password", body: { oldPassword: PASSWORD, password: "Porto at dawn 2026" }, auth: "session" },
  { path: "/v1/user/logout", body: {}, auth: "session" },
  { path: "/v1/user/sessions", body: {}, auth: "session" },
  { path: "/v1/user/logout-all", body: {}, auth: "session" },
  { path: "/v1.1/query/user-info", body: {}, auth: "session" },
  { path: "/v1/captcha/challenge", body: {} },
  { path: "/v1/promotion/registerUser", body: { email: sampleEmail, merchantSubId: "spring", sourceType: "PARTNER_API" }, optional: ["merchantSubId", "sourceType"], auth: "partner" },
];

/**
 * Every new endpoint against every kind of bad input: a field of the wrong type, missing, 10 KB
 * long, an unknown field and a bad e-mail. Each is refused with a 400 in the request's language
 * (German here) and changes nothing, not even the session the call was made with.
 */
describe("bad input, endpoint by endpoint", () => {
  const long = "x".repeat(10_240);
  const wrongType = (value: unknown) => (typeof value === "number" ? String(value) : 12345);
  const cases = ENDPOINTS.flatMap(({ path, body, optional = [], auth }) => [
    { path, auth, what: "an unknown field", fields: { ...body, isAdmin: true } },
    { path, auth, what: "a bad e-mail", fields: { ...body, email: "traveller@example" } },
    { path, auth, what: "a 10 KB e-mail", fields: { ...body, email: `${long}@example.com` } },
    ...Object.keys(body).flatMap((key) => [
      { path, auth, what: `${key} of the wrong type`, fields: { ...body, [key]: wrongType(body[key]) } },
      { path, auth, what: `${key} 10 KB long`, fields: { ...body, [key]: long } },
      ...(optional.includes(key) ? [] : [{ path, auth, what: `${key} missing`, fields: Object.fromEntries(Object.entries(body).filter(([k]) => k !== key)) }]),
    ]),
  ]);

  const db = () => t.services.database.db;
  const counts = async () =>
    Promise.all([users, sessions, verificationCodes, mailQueue, loginFailures, guestCheckTokens, partnerReferrals].map((table) => db().$count(table)));

  it.each(cases.map((c) => [c.path, c.what, c] as const))("%s: %s is refused with a 400 in the request's language, changing nothing", async (_path, _what, c) => {
    const token =
      c.auth === "session"
        ? (await logIn(await signUp())).obj!.token
        : c.auth === "partner"
          ? (await t.services.partners.issueKey("GAPYEAR"))!.apiKey
          : undefined;
    const before = await counts();
    const r = await call(t.app, c.path, c.fields, { token, lang: "de" });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: "INVALID_FIELD", obj: null });
    expect(r.body.msg).toMatch(/Feld/);
    expect(await counts()).toEqual(before);
    if (c.auth === "session") expect((await call(t.app, "/v1.1/query/user-info", {}, { token })).body.success).toBe(true);
  });
});

/** PRODUCT.md#clock-and-replay: every account call that changes state is checked for both. */
describe("state-changing account calls: clock and replay", () => {
  const READS: ApiPath[] = ["/v1/user/sessions", "/v1.1/query/user-info", "/v1/captcha/challenge"];
  const writes = ENDPOINTS.filter((e) => !READS.includes(e.path));

  it("are registered as state-changing, and the reads are not", () => {
    const mutating = new Set(t.app.apiOperations.filter((op) => op.mutates).map((op) => op.path));
    for (const { path } of writes) expect(mutating.has(path), path).toBe(true);
    for (const path of READS) expect(mutating.has(path), path).toBe(false);
  });

  it.each(writes.map((e) => [e.path, e] as const))("%s refuses a replayed request id and a clock 10 minutes off", async (_path, { path, body, auth }) => {
    const token =
      auth === "session" ? (await logIn(await signUp())).obj!.token : auth === "partner" ? (await t.services.partners.issueKey("GAPYEAR"))!.apiKey : undefined;
    const skewed = await call(t.app, path, body, { token, meta: { currentTime: Date.now() - 10 * 60_000 } });
    expect(skewed.body.code).toBe("CLOCK_SKEW");
    const requestId = `replay-${Math.random().toString(36).slice(2)}`;
    await call(t.app, path, body, { token, meta: { requestId } });
    const replayed = await call(t.app, path, body, { token, meta: { requestId } });
    expect(replayed.status).toBe(409);
    expect(replayed.body.code).toBe("REPLAYED_REQUEST");
  });
});
