/**
 * The catalogue endpoints' own contract: fields refused before the service is asked (a 400 naming
 * the field), and the flags served as files. What the answers say is the catalogue's
 * (server/domain/catalog/catalog-service.api.test.ts).
 */
import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../../tests/support/test-app.ts";

const t = useTestApp();

describe("/v1/query/areas", () => {
  it("refuses an unknown currency", async () => {
    const r = await call(t.app, "/v1/query/areas", { currency: "XYZ" });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain("currency");
  });

  it("serves flags as SVG from our own server", async () => {
    const res = await t.app.inject("/flags/jp.svg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
  });
});

describe("/v2/search/areas", () => {
  it("refuses an empty keyword", async () => {
    const r = await call(t.app, "/v2/search/areas", { keyword: "   " });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain("keyword");
  });
});

describe("/api/v1/area-ai-suggestion-detail/query", () => {
  it("validates trip length and usage", async () => {
    const r = await call(t.app, "/api/v1/area-ai-suggestion-detail/query", { area: "japan", tripDays: 0, dailyUsageMb: 500 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain("tripDays");
  });
});
