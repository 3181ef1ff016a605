/**
 * The partner endpoints' own contract: the short-code lookup's 400 for a malformed body (in the
 * affiliate service's own shape), and the registration's signature and refused fields. What the
 * programme does is tested beside its service (server/domain/partners/partners-service.api.test.ts).
 */
import { describe, expect, it } from "vitest";
import { partnerReferrals } from "../db/schema.ts";
import { call, useTestApp } from "../../tests/support/test-app.ts";
import { newEmail } from "../../tests/support/accounts.ts";
import { partnerCalls } from "../../tests/support/partners.ts";

const t = useTestApp();
const { lookUp, register } = partnerCalls(t);
const db = () => t.services.database.db;

describe("short-code lookup", () => {
  it("answers 400 for a malformed body", async () => {
    for (const bad of [{}, { shortCode: 7 }, { shortCode: "x".repeat(10_000) }, { shortCode: "A", extra: 1 }, { shortCode: "a b" }]) {
      expect(await lookUp(bad)).toEqual({ status: 400, body: { success: false, data: null } });
    }
  });
});

describe("partner registration of a referred user", () => {
  it("refuses a body not signed with the key", async () => {
    const { apiKey } = (await t.services.partners.issueKey("NOMADDESK"))!;
    const r = await call(t.app, "/v1/promotion/registerUser", { email: newEmail() }, { headers: { authorization: `Bearer ${apiKey}` } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("BAD_SIGNATURE");
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
