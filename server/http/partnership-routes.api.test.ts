import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { partnershipLeads } from "../db/schema.ts";
import { call, useTestApp } from "../../tests/support/test-app.ts";

const t = useTestApp();

const lead = {
  name: "Kenji Sato",
  company: "Sakura Tours",
  contactEmail: "kenji@sakura-tours.jp",
  website: "https://sakura-tours.example",
  partnerType: "travel-agency",
  message: "We sell tours to Europe and want to offer eSIMs to our customers.",
};

describe("/v1/partnership/contactUs", () => {
  it("stores the lead and notifies the partnerships inbox", async () => {
    const r = await call<{ id: string }>(t.app, "/v1/partnership/contactUs", lead, { lang: "ja" });
    expect(r.body.success).toBe(true);
    const [row] = await t.services.database.db.select().from(partnershipLeads).where(eq(partnershipLeads.id, r.body.obj!.id));
    expect(row).toMatchObject({ company: "Sakura Tours", email: lead.contactEmail, lang: "ja", partnerType: "travel-agency" });
    const mail = t.sentMail.at(-1)!;
    expect(mail.to).toBe(t.config.mail.partnershipInbox);
    expect(mail.replyTo).toBe(lead.contactEmail);
    expect(mail.text).toContain("Sakura Tours");
  });

  it.each([
    ["contactEmail", { contactEmail: "not-an-email" }],
    ["message", { message: "too short" }],
    ["partnerType", { partnerType: "spammer" }],
    ["website", { website: "javascript:alert(1)" }],
  ])("refuses a bad %s and stores nothing", async (field, override) => {
    const before = t.sentMail.length;
    const r = await call(t.app, "/v1/partnership/contactUs", { ...lead, ...override });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain(field);
    expect(t.sentMail.length).toBe(before);
  });
});

describe("OpenAPI", () => {
  it("documents every endpoint with request and response schemas", async () => {
    const doc = (await t.app.inject("/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    for (const path of [
      "/v1/query/banner", "/v1/query/areas", "/v2/search/areas", "/v3/query/package", "/v2/query/package/list",
      "/v1/query/recommended-package", "/api/v1/area-ai-suggestion-detail/query", "/v1/dialog/show/list",
      "/v1/load/resource", "/v1/partnership/contactUs",
    ]) {
      const op = doc.paths[path]?.post;
      expect(op, path).toBeDefined();
      expect(op.requestBody.content["application/json"].schema.properties.meta).toBeDefined();
      expect(op.responses["200"].content["application/json"].schema.properties.obj).toBeDefined();
    }
  });

  it("is browsable at /api/docs", async () => {
    const res = await t.app.inject("/api/docs/");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("swagger");
  });
});
