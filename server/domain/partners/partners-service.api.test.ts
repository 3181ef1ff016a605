/**
 * Partners through the API (PRODUCT.md#partners): the short-code lookup, and a partner's server
 * registering a referred user with its API key. A call without a valid key changes nothing.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { partnerReferrals, users } from "../db/schema.ts";
import { call, useTestApp } from "../../tests/support/test-app.ts";
import { accountSteps, newEmail } from "../../tests/support/accounts.ts";
import { MERCHANT_LOOKUP_PATH } from "./partner-routes.ts";

const t = useTestApp();
const { signUp } = accountSteps(t);
const db = () => t.services.database.db;

async function lookUp(body: unknown) {
  const res = await t.app.inject({ method: "POST", url: MERCHANT_LOOKUP_PATH, headers: { "content-type": "application/json" }, payload: JSON.stringify(body) });
  return { status: res.statusCode, body: res.json() };
}

const register = (fields: Record<string, unknown>, token?: string, lang?: string) => call<{ referralId: string; created: boolean }>(t.app, "/v1/promotion/registerUser", fields, { token, lang });

describe("short-code lookup", () => {
  it("finds a demo merchant by its short code in any case", async () => {
    expect(await lookUp({ shortCode: "travelnotes" })).toEqual({ status: 200, body: { success: true, data: { merchantId: 1001 } } });
  });

  it("answers no merchant for an unknown or disabled code, and 400 for a malformed body", async () => {
    expect((await lookUp({ shortCode: "NOSUCHPARTNER" })).body).toEqual({ success: false, data: null });
    await t.services.partners.setActive("GAPYEAR", false);
    expect((await lookUp({ shortCode: "GAPYEAR" })).body).toEqual({ success: false, data: null });
    await t.services.partners.setActive("GAPYEAR", true);
    for (const bad of [{}, { shortCode: 7 }, { shortCode: "x".repeat(10_000) }, { shortCode: "A", extra: 1 }, { shortCode: "a b" }]) {
      expect(await lookUp(bad)).toEqual({ status: 400, body: { success: false, data: null } });
    }
  });
});

describe("partner registration of a referred user", () => {
  it("refuses a call without a valid key and records nothing", async () => {
    const email = newEmail();
    const { apiKey } = (await t.services.partners.issueKey("NOMADDESK"))!;
    const forged = apiKey.slice(0, -4) + (apiKey.endsWith("AAAA") ? "BBBB" : "AAAA");
    for (const token of [undefined, "not-a-key", forged]) {
      const r = await register({ email }, token, "de");
      expect(r.body).toMatchObject({ success: false, code: "PARTNER_KEY_INVALID", msg: expect.stringContaining("Partnerschlüssel") });
    }
    await t.services.partners.setActive("NOMADDESK", false);
    expect((await register({ email }, apiKey)).body.code).toBe("PARTNER_KEY_INVALID");
    await t.services.partners.setActive("NOMADDESK", true);
    expect(await db().select().from(partnerReferrals).where(eq(partnerReferrals.email, email))).toHaveLength(0);
  });

  it("refuses a body not signed with the key", async () => {
    const { apiKey } = (await t.services.partners.issueKey("NOMADDESK"))!;
    const r = await call(t.app, "/v1/promotion/registerUser", { email: newEmail() }, { headers: { authorization: `Bearer ${apiKey}` } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("BAD_SIGNATURE");
  });

  it("registers once per merchant and address, and credits the partner when the address signs up", async () => {
    const { apiKey } = (await t.services.partners.issueKey("TRAVELNOTES"))!;
    const email = newEmail();
    const first = await register({ email: email.toUpperCase(), merchantSubId: "spring-post", sourceType: "PARTNER_API" }, apiKey);
    expect(first.body).toMatchObject({ success: true, obj: { created: true } });
    const again = await register({ email, merchantSubId: "other" }, apiKey);
    expect(again.body.obj).toEqual({ referralId: first.body.obj!.referralId, created: false });
    await signUp(email);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ merchantId: 1001, merchantSubId: "spring-post", sourceType: "PARTNER_API" });
  });

  it("answers alike whether or not the address already has an account", async () => {
    const { apiKey } = (await t.services.partners.issueKey("TRAVELNOTES"))!;
    const existing = await signUp();
    const a = await register({ email: existing }, apiKey);
    const b = await register({ email: newEmail() }, apiKey);
    expect(Object.keys(a.body.obj!)).toEqual(Object.keys(b.body.obj!));
    expect(a.body.obj!.created).toBe(b.body.obj!.created);
  });

  it("an old key stops working when a new one is issued", async () => {
    const old = (await t.services.partners.issueKey("TRAVELNOTES"))!.apiKey;
    await t.services.partners.issueKey("TRAVELNOTES");
    expect((await register({ email: newEmail() }, old)).body.code).toBe("PARTNER_KEY_INVALID");
  });

  it("refuses bad input with a message naming the field, changing nothing", async () => {
    const { apiKey } = (await t.services.partners.issueKey("TRAVELNOTES"))!;
    const before = await db().$count(partnerReferrals);
    for (const fields of [{}, { email: "not-an-email" }, { email: 42 }, { email: newEmail(), extra: true }, { email: newEmail(), merchantSubId: "x".repeat(10_000) }]) {
      const r = await register(fields, apiKey, "es");
      expect(r.status).toBe(400);
      expect(r.body.code).toBe("INVALID_FIELD");
      expect(r.body.msg).toMatch(/campo/);
    }
    expect(await db().$count(partnerReferrals)).toBe(before);
  });
});
