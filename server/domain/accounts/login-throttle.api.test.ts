/**
 * The log-in throttle under attack (PRODUCT.md#passwords, docs/decisions/0017-login-throttle.md):
 * simultaneous guesses from many client addresses get no more passwords checked than the rule
 * allows, and the owner still gets in, from a browser they signed in with before or by resetting
 * the password with the e-mailed code.
 *
 * Behind a trusted proxy, so each request's `X-Forwarded-For` is its own client address. What is
 * counted as "judged": answers that checked the password, i.e. `INVALID_CREDENTIALS` (or a
 * success); a `LOGIN_THROTTLED` answer checked nothing. The failure rows left for the address
 * must agree with that count (each judged wrong password leaves one).
 */
// @both-engines: simultaneous guesses counted under advisory locks.
import { describe, expect, it, onTestFinished } from "vitest";
import { eq } from "drizzle-orm";
import { loginFailures } from "../../db/schema.ts";
import { call, useTestApp } from "../../../tests/support/test-app.ts";
import { accountSteps, newEmail, PASSWORD } from "../../../tests/support/accounts.ts";
import { FREE_FAILURES, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_DEVICE } from "./accounts-rules.ts";
import { PASSWORD_WORK_LIMIT, setPasswordCostForTests } from "./password-hashing.ts";
import { DEVICE_COOKIE } from "../../../shared/session-record.ts";

let clock = new Date("2026-12-01T10:00:00Z");
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
const t = useTestApp({ clock: () => clock, env: { TRUST_PROXY: "true" } });
const { codeMailedTo, signUp } = accountSteps(t);

let addresses = 0;
/** A client address of its own, as a botnet has. */
const nextAddress = () => `203.0.${Math.floor(++addresses / 250) % 250}.${(addresses % 250) + 1}`;

type LogIn = { email: string; token: string };
/** A log-in from its own client address, with the browser's device cookie when it has one. */
async function logIn(email: string, password: string, deviceKey?: string) {
  const headers: Record<string, string> = { "x-forwarded-for": nextAddress() };
  if (deviceKey) headers.cookie = `${DEVICE_COOKIE}=${encodeURIComponent(deviceKey)}`;
  const r = await call<LogIn>(t.app, "/v1/user/login", { email, password }, { headers });
  return { ...r.body, setCookie: [r.headers["set-cookie"] ?? []].flat().join("\n") };
}

const deviceKeyIn = (setCookie: string) => decodeURIComponent(new RegExp(`(?:^|\\n)${DEVICE_COOKIE}=([^;]*)`).exec(setCookie)?.[1] ?? "");

/** An account whose owner has signed in once from their browser: the device key that browser keeps. */
async function ownerWithDevice() {
  const email = await signUp();
  const first = await logIn(email, PASSWORD);
  expect(first.success).toBe(true);
  const deviceKey = deviceKeyIn(first.setCookie);
  expect(deviceKey).not.toBe("");
  return { email, deviceKey };
}

const failureRows = (email: string) => t.services.database.db.$count(loginFailures, eq(loginFailures.email, email));

describe("simultaneous wrong passwords for one account, each from its own address", () => {
  it.each([60, 250])("%i at once get at most the free failures judged, and the owner signs in right after", async (n) => {
    const { email, deviceKey } = await ownerWithDevice();
    const answers = await Promise.all(Array.from({ length: n }, (_, i) => logIn(email, `wrong password ${i}`)));
    const codes = answers.map((a) => a.code);
    const judged = codes.filter((c) => c === "INVALID_CREDENTIALS").length;
    // The clock stands still: after the free failures the first pause (1 s) has not passed.
    expect(judged).toBe(FREE_FAILURES);
    expect(codes.filter((c) => c !== "INVALID_CREDENTIALS" && c !== "LOGIN_THROTTLED")).toEqual([]);
    expect(await failureRows(email)).toBe(judged);
    // The owner's browser is judged on its own failures (none): in at once.
    const owner = await logIn(email, PASSWORD, deviceKey);
    expect(owner).toMatchObject({ success: true, obj: { email } });
    // Anyone else, the right password included, waits as the rule says.
    expect((await logIn(email, PASSWORD)).code).toBe("LOGIN_THROTTLED");
  }, 60_000);

  it("the same from 600 addresses in waves over an hour: at most the hourly cap judged, the owner always in", async () => {
    const { email, deviceKey } = await ownerWithDevice();
    let judged = 0;
    // A wave of 5 every 30 s (the longest pause) for an hour.
    for (let wave = 0; wave < 120; wave++) {
      advance(30_000);
      const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => logIn(email, `wrong ${wave}.${i}`)));
      judged += answers.filter((a) => a.code === "INVALID_CREDENTIALS").length;
    }
    expect(judged).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT);
    expect(await failureRows(email)).toBe(judged);
    expect((await logIn(email, PASSWORD, deviceKey)).success).toBe(true);
  }, 120_000);
});

describe("keeping the owner in", () => {
  it("one wrong try every 30 s, for ever, does not keep the owner out", async () => {
    const { email, deviceKey } = await ownerWithDevice();
    // Seventy minutes of it: the pauses run all along and the hourly cap is reached on the way.
    for (let i = 0; i < 140; i++) {
      advance(30_000);
      await logIn(email, `wrong password ${i}`);
      if (i % 35 === 34) expect((await logIn(email, PASSWORD, deviceKey)).success, `owner after ${i + 1} tries`).toBe(true);
    }
    expect((await logIn(email, PASSWORD)).code).toBe("LOGIN_THROTTLED");
  }, 120_000);

  it("an owner on a new browser gets past the throttle with the e-mailed code, and signs in from that browser", async () => {
    const email = await signUp();
    await Promise.all(Array.from({ length: 30 }, (_, i) => logIn(email, `wrong password ${i}`)));
    const refused = await call(t.app, "/v1/user/login", { email, password: PASSWORD }, { lang: "de", headers: { "x-forwarded-for": nextAddress() } });
    expect(refused.body).toMatchObject({ success: false, code: "LOGIN_THROTTLED" });
    // The message says how to get in: a new password with a code sent by e-mail.
    expect(refused.body.msg).toMatch(/Code/);
    expect(refused.body.msg).toMatch(/E-Mail/);
    // The forgotten-password flow is not held back by the log-in throttle.
    const sent = await call(t.app, "/v1/send/verify-code", { email, codeType: "FINDPASSWORD" });
    expect(sent.body.success).toBe(true);
    const verifyCode = await codeMailedTo(email);
    const newPassword = "Azores whale season";
    const reset = await call(t.app, "/v1/reset/password", { email, verifyCode, password: newPassword });
    expect(reset.body.success).toBe(true);
    const setCookie = [reset.headers["set-cookie"] ?? []].flat().join("\n");
    expect(setCookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[^;]+; Max-Age=15552000; Path=/; HttpOnly; SameSite=Strict$`, "m"));
    // The guessing goes on: still throttled for everyone else, but not for this browser.
    expect((await logIn(email, newPassword)).code).toBe("LOGIN_THROTTLED");
    expect((await logIn(email, newPassword, deviceKeyIn(setCookie))).success).toBe(true);
  }, 60_000);

  it("a device key is its own small limit, and worth nothing for another address", async () => {
    const { email, deviceKey } = await ownerWithDevice();
    const other = await ownerWithDevice();
    await Promise.all(Array.from({ length: 20 }, (_, i) => logIn(other.email, `wrong password ${i}`)));
    // Another account's device key: judged with every unknown browser, so still throttled.
    expect((await logIn(other.email, PASSWORD, deviceKey)).code).toBe("LOGIN_THROTTLED");
    // A stolen key gets its own pauses and no more than its own cap in an hour.
    const judged: unknown[] = [];
    for (let i = 0; i < MAX_FAILURES_PER_DEVICE + 5; i++) {
      advance(30_000);
      judged.push((await logIn(email, `wrong password ${i}`, deviceKey)).code);
    }
    expect(judged.filter((c) => c === "INVALID_CREDENTIALS")).toHaveLength(MAX_FAILURES_PER_DEVICE);
    expect((await logIn(email, PASSWORD, deviceKey)).code).toBe("LOGIN_THROTTLED");
    // ... while the key's failures do not count against the address for other browsers.
    expect((await logIn(email, PASSWORD)).success).toBe(true);
  }, 60_000);
});

describe("a bounded queue of password checks", () => {
  it("refuses at once, with its own message, the checks beyond the limit instead of queueing them", async () => {
    // The limit is about how long real checks take: at the OWASP cost, as in production (the
    // test app hashes cheaply otherwise, see tests/support/test-app.ts).
    setPasswordCostForTests("owasp");
    onTestFinished(() => setPasswordCostForTests("cheap"));
    const n = PASSWORD_WORK_LIMIT * 4;
    const emails = Array.from({ length: n }, () => newEmail());
    const answers = await Promise.all(
      emails.map((email) => call(t.app, "/v1/user/login", { email, password: PASSWORD }, { lang: "ja", headers: { "x-forwarded-for": nextAddress() } })),
    );
    const codes = answers.map((a) => a.body.code);
    const busy = answers.filter((a) => a.body.code === "PASSWORD_BUSY");
    expect(codes.filter((c) => c !== "INVALID_CREDENTIALS" && c !== "PASSWORD_BUSY")).toEqual([]);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0].body.msg).not.toMatch(/[A-Za-z]{5}/);
    // A refused check is not a failure: it counts against nobody.
    const rows = await Promise.all(emails.map(failureRows));
    expect(rows.reduce((a, b) => a + b, 0)).toBe(codes.filter((c) => c === "INVALID_CREDENTIALS").length);
  }, 60_000);
});
