/**
 * The content endpoints' own contract: fields refused before the service is asked. What the
 * answers say is content's (server/domain/content/content-service.api.test.ts).
 */
import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../../tests/support/test-app.ts";

const t = useTestApp();

describe("/v1/dialog/show/list", () => {
  it("refuses an unknown page", async () => {
    const r = await call(t.app, "/v1/dialog/show/list", { page: "checkout" });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain("page");
  });
});

describe("/v1/load/resource", () => {
  it("refuses a key that is not a content key", async () => {
    const bad = await call(t.app, "/v1/load/resource", { key: "../../etc/passwd" });
    expect(bad.status).toBe(400);
  });
});
