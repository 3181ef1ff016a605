/**
 * The contact form endpoint's own contract: fields refused before the service is asked, nothing
 * stored and nothing mailed. What a lead does is partnership's
 * (server/domain/partnership/partnership-service.api.test.ts).
 */
import { describe, expect, it } from "vitest";
import { call, SAMPLE_LEAD, useTestApp } from "../../tests/support/test-app.ts";

const t = useTestApp();

describe("/v1/partnership/contactUs", () => {
  it.each([
    ["contactEmail", { contactEmail: "not-an-email" }],
    ["message", { message: "too short" }],
    ["partnerType", { partnerType: "spammer" }],
    ["website", { website: "javascript:alert(1)" }],
  ])("refuses a bad %s and stores nothing", async (field, override) => {
    const before = t.sentMail.length;
    const r = await call(t.app, "/v1/partnership/contactUs", { ...SAMPLE_LEAD, ...override });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain(field);
    expect(t.sentMail.length).toBe(before);
  });
});
