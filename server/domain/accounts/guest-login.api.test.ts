/**
 * Guest log-in through the API (PRODUCT.md#guest-log-in): two steps linked by a single-use check
 * token, one guest per device, partner attribution on creation, and the captcha asked of other
 * countries and of busy addresses, solved here with ALTCHA's own solver.
 */
// @both-engines: 20 simultaneous first steps of one device make one guest.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { encodeAuthString, type GuestAuth } from "../../../shared/guest-auth.ts";
import { users } from "../../db/schema.ts";
import { sha256 } from "../../kernel/index.ts";
import { solveAltcha } from "../../../tests/support/altcha.ts";
import { call, type CallOptions } from "../../../tests/support/test-app.ts";
import { useTestApp } from "../../../tests/support/test-app.ts";
import { accountSteps, newDevice, PASSWORD } from "../../../tests/support/accounts.ts";

// Starts at the wall clock and only moves forward: ALTCHA also reads the wall clock for expiry.
let clock = new Date();
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
const t = useTestApp({ clock: () => clock, env: { TRUST_PROXY: "true" } });

let addresses = 0;
const newAddress = () => `10.200.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

type CheckAnswer = { checkToken: string; email: string | null };
type LoginAnswer = { email: string | null; token: string };

function firstStep(auth: GuestAuth | string, opts: CallOptions & { rspToken?: string } = {}) {
  const authString = typeof auth === "string" ? auth : encodeAuthString(auth);
  return call<CheckAnswer>(t.app, "/v1/user/oauth", { type: "WEB_ANONYMITY", rspToken: opts.rspToken ?? "", authString }, opts);
}

function secondStep(checkToken: string, fields: { email?: string; sourceType?: string } = {}) {
  return call<LoginAnswer>(t.app, "/v1/user/guest-login", { idToken: checkToken, email: "", loginType: "WEB_CLIENT_ANONYMITY_LOGIN", ...fields });
}

/** Both steps; returns the session token. */
async function guestLogIn(auth: GuestAuth, opts: CallOptions & { rspToken?: string; sourceType?: string } = {}) {
  const first = await firstStep(auth, opts);
  expect(first.body, "first step").toMatchObject({ success: true, obj: { email: null } });
  const second = await secondStep(first.body.obj!.checkToken, { sourceType: opts.sourceType });
  expect(second.body, "second step").toMatchObject({ success: true, obj: { email: null } });
  return second.body.obj!.token;
}

/** The user id is the token's subject (PRODUCT.md#sessions). */
const userIdOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8")).sub as string;
const userRow = async (token: string) => (await t.services.database.db.select().from(users).where(eq(users.id, userIdOf(token))))[0];

async function solvedChallenge(): Promise<string> {
  const challenge = await call<object>(t.app, "/v1/captcha/challenge");
  return solveAltcha(challenge.body.obj!);
}

describe("guest log-in", () => {
  it("signs a guest in with a check token; user-info says guestLogin without an e-mail", async () => {
    const token = await guestLogIn({ d: newDevice() });
    const info = await call(t.app, "/v1.1/query/user-info", {}, { token });
    expect(info.body).toMatchObject({ success: true, obj: { email: null, loginType: "guestLogin", balanceFormatter: "$0.00" } });
  });

  it("is the same guest for the same device and another for another device", async () => {
    const d = newDevice();
    const first = userIdOf(await guestLogIn({ d }));
    expect(userIdOf(await guestLogIn({ d }))).toBe(first);
    expect(userIdOf(await guestLogIn({ d: newDevice() }))).not.toBe(first);
  });

  it("makes one guest from 20 simultaneous first steps of one device", async () => {
    const d = newDevice();
    const answers = await Promise.all(Array.from({ length: 20 }, () => firstStep({ d })));
    expect(answers.every((a) => a.body.success)).toBe(true);
    expect(await t.services.database.db.$count(users, eq(users.deviceIdHash, sha256(d)))).toBe(1);
  });

  it("takes a check token once", async () => {
    const { checkToken } = (await firstStep({ d: newDevice() })).body.obj!;
    expect((await secondStep(checkToken)).body.success).toBe(true);
    expect((await secondStep(checkToken)).body).toMatchObject({ success: false, code: "GUEST_TOKEN_INVALID" });
  });

  it("takes a check token for 5 minutes", async () => {
    const early = (await firstStep({ d: newDevice() })).body.obj!.checkToken;
    const late = (await firstStep({ d: newDevice() })).body.obj!.checkToken;
    advance(5 * 60_000 - 1_000);
    expect((await secondStep(early)).body.success).toBe(true);
    advance(1_000);
    expect((await secondStep(late)).body).toMatchObject({ success: false, code: "GUEST_TOKEN_INVALID" });
  });

  it("has no password to change: a guest's change of password is refused", async () => {
    const token = await guestLogIn({ d: newDevice() });
    const r = await call(t.app, "/v1/update/password", { oldPassword: "", password: "Porto at dawn 2026" }, { token });
    expect(r.body).toMatchObject({ success: false, code: "SESSION_REQUIRED" });
    expect((await userRow(token)).passwordHash).toBeNull();
  });

  it("refuses a second step naming an e-mail that is not the guest's", async () => {
    const { checkToken } = (await firstStep({ d: newDevice() })).body.obj!;
    expect((await secondStep(checkToken, { email: "someone@example.com" })).body.code).toBe("GUEST_TOKEN_INVALID");
  });

  it("records the partner merchant, sub id and source type when the guest is made, and never again", async () => {
    const d = newDevice();
    const token = await guestLogIn({ d, c: 4242, cs: "spring_blog-2" }, { sourceType: "GOOGLE_ADS" });
    expect(await userRow(token)).toMatchObject({ kind: "guest", email: null, passwordHash: null, merchantId: 4242, merchantSubId: "spring_blog-2", sourceType: "GOOGLE_ADS" });
    // The device identifier is the guest's credential: only its hash is stored.
    expect((await userRow(token)).deviceIdHash).toBe(sha256(d));
    const again = await guestLogIn({ d, c: 7, cs: "other" }, { sourceType: "OTHER" });
    expect(await userRow(again)).toMatchObject({ merchantId: 4242, merchantSubId: "spring_blog-2", sourceType: "GOOGLE_ADS" });
  });
});

describe("a guest who registers", () => {
  it("becomes the account with the same address: same user, so the same orders", async () => {
    const d = newDevice();
    await guestLogIn({ d });
    const email = `guest-${randomBytes(4).toString("hex")}@example.com`;
    // Checkout records a guest's address (the orders issue); here it is written directly.
    const [guest] = await t.services.database.db.update(users).set({ email }).where(eq(users.deviceIdHash, sha256(d))).returning();
    const { signUp } = accountSteps(t);
    await signUp(email);
    const [account] = await t.services.database.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ id: guest.id, kind: "account" });
    const login = await call<{ token: string }>(t.app, "/v1/user/login", { email, password: PASSWORD });
    expect(login.body.success).toBe(true);
  });
});

describe("captcha", () => {
  it("is demanded from the sixth guest log-in of one address within an hour, and a solved ALTCHA lets it through once", async () => {
    const ip = newAddress();
    for (let i = 0; i < 5; i++) await guestLogIn({ d: newDevice() }, { ip });
    const sixth = await firstStep({ d: newDevice() }, { ip });
    expect(sixth.body).toMatchObject({ success: false, code: "RT_NOBEL_ERROR_10029", msg: "Please confirm you are not a robot.", obj: null });
    const rspToken = await solvedChallenge();
    await guestLogIn({ d: newDevice() }, { ip, rspToken });
    const reused = await firstStep({ d: newDevice() }, { ip, rspToken, lang: "ja" });
    expect(reused.body).toMatchObject({ success: false, code: "RT_NOBEL_ERROR_10029", msg: "ロボットではないことを確認してください。" });
  });

  it("refuses a wrong answer when one is demanded", async () => {
    const ip = newAddress();
    for (let i = 0; i < 5; i++) await guestLogIn({ d: newDevice() }, { ip });
    const wrong = await firstStep({ d: newDevice() }, { ip, rspToken: Buffer.from('{"challenge":{},"solution":{}}').toString("base64") });
    expect(wrong.body.code).toBe("RT_NOBEL_ERROR_10029");
  });

  it("without a trusted country header, takes the country of the client address from the offline database", async () => {
    // 193.99.144.80 is in Germany, 2001:67c:2e8:22::c100:68b in the Netherlands, 8.8.8.8 in the
    // United States (the store's country here).
    expect((await firstStep({ d: newDevice() }, { ip: "193.99.144.80" })).body.code).toBe("RT_NOBEL_ERROR_10029");
    expect((await firstStep({ d: newDevice() }, { ip: "2001:67c:2e8:22::c100:68b" })).body.code).toBe("RT_NOBEL_ERROR_10029");
    await guestLogIn({ d: newDevice() }, { ip: "8.8.8.8" });
    // The proxy's word wins over the database's.
    await guestLogIn({ d: newDevice() }, { ip: "193.99.144.80", headers: { "cf-ipcountry": "US" } });
    expect((await firstStep({ d: newDevice() }, { ip: "8.8.8.8", headers: { "cf-ipcountry": "JP" } })).body.code).toBe("RT_NOBEL_ERROR_10029");
  });

  it("is asked of visitors from another country than the store's; not of the store's own or unknown ones", async () => {
    const from = (country: string) => ({ headers: { "cf-ipcountry": country } });
    expect((await firstStep({ d: newDevice() }, from("DE"))).body.code).toBe("RT_NOBEL_ERROR_10029");
    expect((await firstStep({ d: newDevice() }, { headers: { "x-country-code": "jp" } })).body.code).toBe("RT_NOBEL_ERROR_10029");
    await guestLogIn({ d: newDevice() }, { ...from("DE"), rspToken: await solvedChallenge() });
    await guestLogIn({ d: newDevice() }, from("US"));
    await guestLogIn({ d: newDevice() }, from("XX"));
    await guestLogIn({ d: newDevice() });
  });
});
