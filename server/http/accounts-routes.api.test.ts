/**
 * The account endpoints' own contract (PRODUCT.md#api-contract): every malformed field refused
 * with a 400 in the request's language before the service is asked, changing nothing; the
 * ALTCHA challenge; and the clock and replay checks of every call that changes state. What
 * accounts do is tested beside their service (server/domain/accounts/).
 */
// @both-engines: 20 simultaneous registrations of one address make one account (advisory lock).
import { describe, expect, it } from "vitest";
import { guestCheckTokens, loginFailures, mailQueue, partnerReferrals, sessions, users, verificationCodes } from "../db/schema.ts";
import { call, useTestApp } from "../../tests/support/test-app.ts";
import { accountSteps, newDevice, PASSWORD } from "../../tests/support/accounts.ts";
import type { ApiPath } from "../../shared/api/endpoints.ts";
import { encodeAuthString } from "../../shared/guest-auth.ts";

const t = useTestApp({ clock: () => new Date("2026-12-01T10:00:00Z") });

const { signUp, logIn } = accountSteps(t);

/** The guest log-in's first step with `authString` as given. */
const oauth = (authString: string) => call<{ checkToken: string }>(t.app, "/v1/user/oauth", { type: "WEB_ANONYMITY", rspToken: "", authString });

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

describe("guest log-in: bad input", () => {
  it.each([
    ["not base64url", "not base64!", "authString"],
    ["base64url of something that is not JSON", Buffer.from("d=abc").toString("base64url"), "authString"],
    ["a device identifier that is too short", encodeAuthString({ d: "short" }), "authString.d"],
    ["no device identifier", Buffer.from(JSON.stringify({ c: 1 })).toString("base64url"), "authString.d"],
    ["a merchant id that is not a whole number", Buffer.from(JSON.stringify({ d: newDevice(), c: "42" })).toString("base64url"), "authString.c"],
    ["a field of its own", Buffer.from(JSON.stringify({ d: newDevice(), x: 1 })).toString("base64url"), "authString.x"],
  ])("refuses %s with a 400 naming the field, and makes no guest", async (_what, authString, field) => {
    const before = await t.services.database.db.$count(users);
    const r = await oauth(authString);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: "INVALID_FIELD" });
    expect(r.body.msg).toContain(`“${field}”`);
    expect(await t.services.database.db.$count(users)).toBe(before);
  });

  it("keeps the second step's body its own: no password, no other log-in type", async () => {
    const { checkToken } = (await oauth(encodeAuthString({ d: newDevice() }))).body.obj!;
    const withPassword = await call(t.app, "/v1/user/guest-login", { idToken: checkToken, email: "", loginType: "WEB_CLIENT_ANONYMITY_LOGIN", password: "x" });
    expect(withPassword.status).toBe(400);
    const otherType = await call(t.app, "/v1/user/guest-login", { idToken: checkToken, email: "", loginType: "accountLogin" });
    expect(otherType.body.msg).toContain("loginType");
  });
});
