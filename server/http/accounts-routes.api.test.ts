/**
 * Accounts through the API (PRODUCT.md#accounts): sign-up with an e-mailed code, log-in, sessions
 * and their revocation, passwords, and the rules that keep codes and log-ins from being guessed
 * or used to learn who has an account.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../db/schema.ts";
import { call, useTestApp } from "../../tests/support/test-app.ts";

let clock = new Date("2026-12-01T10:00:00Z");
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
const t = useTestApp({ clock: () => clock });

let n = 0;
const newEmail = () => `traveller${++n}.${Date.now().toString(36)}@example.com`;
const PASSWORD = "Lisbon by tram 28";

/** Sends the queued mail and returns the code of the last mail to `email`. */
async function codeMailedTo(email: string): Promise<string> {
  await t.services.mailWorker.runOnce();
  const mail = t.sentMail.filter((m) => m.to === email).at(-1);
  const code = mail?.text.match(/^\s+(\d{6})$/m)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

async function signUp(email = newEmail(), password = PASSWORD) {
  expect((await call(t.app, "/v1/send/verify-code", { email, password, codeType: "REGISTER" })).body.success).toBe(true);
  const verifyCode = await codeMailedTo(email);
  expect((await call(t.app, "/v1/check/verify-code", { email, codeType: "REGISTER", verifyCode })).body.success).toBe(true);
  const r = await call(t.app, "/v1/user/register", { email, password, verifyCode, codeType: "REGISTER" });
  expect(r.body).toMatchObject({ success: true, obj: { email } });
  return email;
}

async function logIn(email: string, password = PASSWORD) {
  const r = await call<{ email: string; token: string }>(t.app, "/v1/user/login", { email, password });
  return r.body;
}

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
    const info = await call(t.app, "/v1.1/query/user-info", {}, { token });
    expect(info.body.code).toBe("SESSION_REQUIRED");
  });

  it("lists the live sessions and signs out everywhere", async () => {
    const email = await signUp();
    const here = (await logIn(email)).obj!.token;
    const elsewhere = (await logIn(email)).obj!.token;
    const listed = await call(t.app, "/v1/user/sessions", {}, { token: here });
    expect(listed.body.obj).toHaveLength(2);
    expect((listed.body.obj as { current: boolean }[]).filter((s) => s.current)).toHaveLength(1);
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

describe("captcha challenge", () => {
  it("hands out a fresh signed ALTCHA challenge each time", async () => {
    const a = await call<{ parameters: { algorithm: string; nonce: string }; signature: string }>(t.app, "/v1/captcha/challenge");
    const b = await call<{ parameters: { nonce: string } }>(t.app, "/v1/captcha/challenge");
    expect(a.body).toMatchObject({ success: true, obj: { parameters: { algorithm: "SHA-256" } } });
    expect(a.body.obj!.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(b.body.obj!.parameters.nonce).not.toBe(a.body.obj!.parameters.nonce);
  });
});
