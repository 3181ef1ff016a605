/**
 * Partners through the API (PRODUCT.md#partners): the short-code lookup, and a partner's server
 * registering a referred user with its API key. A call without a valid key changes nothing.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { partnerReferrals, users } from "../../db/schema.ts";
import { useTestApp } from "../../../tests/support/test-app.ts";
import { accountSteps, newEmail } from "../../../tests/support/accounts.ts";
import { partnerCalls } from "../../../tests/support/partners.ts";

const t = useTestApp();
const { signUp } = accountSteps(t);
const { lookUp, register } = partnerCalls(t);
const db = () => t.services.database.db;

describe("short-code lookup", () => {
  it("finds a demo merchant by its short code in any case", async () => {
    expect(await lookUp({ shortCode: "travelnotes" })).toEqual({ status: 200, body: { success: true, data: { merchantId: 1001 } } });
  });

  it("answers no merchant for an unknown or disabled code", async () => {
    expect((await lookUp({ shortCode: "NOSUCHPARTNER" })).body).toEqual({ success: false, data: null });
    await t.services.partners.setActive("GAPYEAR", false);
    expect((await lookUp({ shortCode: "GAPYEAR" })).body).toEqual({ success: false, data: null });
    await t.services.partners.setActive("GAPYEAR", true);
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
});
