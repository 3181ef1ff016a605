/** The common API rules (PRODUCT.md#api-contract), exercised through one catalogue and one state-changing endpoint. */
import { describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { partnershipLeads } from "../db/schema.ts";
import { call, createTestApp, newRequestId, SAMPLE_LEAD, useTestApp } from "../../tests/support/test-app.ts";

const t = useTestApp();

const lead = SAMPLE_LEAD;

async function leadCount() {
  const [row] = await t.services.database.db.select({ n: count() }).from(partnershipLeads);
  return row.n;
}

describe("answer envelope", () => {
  it("wraps success as code 200, success true, msg and obj", async () => {
    const r = await call(t.app, "/v1/query/banner", {});
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, success: true, msg: "OK" });
    expect(Array.isArray(r.body.obj)).toBe(true);
    expect(r.headers["content-type"]).toContain("application/json");
    expect(r.headers["x-request-id"]).toBeTruthy();
  });

  it("reports a business failure as HTTP 200, success false, a stable code and a localized msg", async () => {
    const r = await call(t.app, "/v2/query/package/list", { area: "atlantis" }, { lang: "de-DE,de;q=0.9" });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ code: "AREA_NOT_FOUND", success: false, msg: "Dieses Reiseziel haben wir nicht gefunden.", obj: null });
  });

  it("answers an unknown API path with a 404 envelope", async () => {
    const r = await call(t.app, "/v9/no/such/thing", {});
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: "NOT_FOUND", success: false, obj: null });
  });
});

describe("bad input gets a clear 4xx and changes nothing", () => {
  it("refuses malformed JSON", async () => {
    const r = await call(t.app, "/v1/partnership/contactUs", {}, { raw: '{"meta": {' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: "INVALID_JSON", success: false });
    expect(r.body.msg).not.toMatch(/at |Error|stack/);
  });

  it("names a missing field", async () => {
    const { name: _omitted, ...rest } = lead;
    const before = await leadCount();
    const r = await call(t.app, "/v1/partnership/contactUs", rest);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: "INVALID_FIELD", success: false, msg: "The field “name” is required." });
    expect(await leadCount()).toBe(before);
  });

  it("names a field of the wrong type, in the request's language", async () => {
    const r = await call(t.app, "/v2/search/areas", { keyword: 42 }, { lang: "ja" });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe("「keyword」の型が正しくありません。");
  });

  it("names an unknown field", async () => {
    const r = await call(t.app, "/v1/query/areas", { admin: true });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe("The field “admin” is not allowed.");
  });

  it("names a nested meta field", async () => {
    const r = await call(t.app, "/v1/query/areas", {}, { raw: JSON.stringify({ meta: { currentTime: Date.now() }, clientId: 0 }) });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe("The field “meta.requestId” is required.");
  });

  it("requires clientId 0", async () => {
    const r = await call(t.app, "/v1/query/areas", { clientId: 7 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain("clientId");
  });

  it("refuses a 1 MB body before reading it", async () => {
    const before = await leadCount();
    const r = await call(t.app, "/v1/partnership/contactUs", {}, { raw: JSON.stringify({ ...lead, message: "x".repeat(1024 * 1024) }) });
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ code: "BODY_TOO_LARGE", success: false });
    expect(await leadCount()).toBe(before);
  });

  it("refuses bodies that are not JSON", async () => {
    const res = await t.app.inject({ method: "POST", url: "/v1/query/areas", headers: { "content-type": "text/plain" }, payload: "hello" });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", success: false });
  });

  it("refuses a missing or wrong signature", async () => {
    expect((await call(t.app, "/v1/query/areas", {}, { signature: "none" })).body.code).toBe("BAD_SIGNATURE");
    const r = await call(t.app, "/v1/partnership/contactUs", lead, { signature: "wrong" });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("BAD_SIGNATURE");
  });

  it("binds the signature to the session token", async () => {
    const body = JSON.stringify({ meta: { currentTime: Date.now(), requestId: newRequestId() }, clientId: 0 });
    const { signBody } = await import("../../shared/api/signature.ts");
    const res = await t.app.inject({
      method: "POST",
      url: "/v1/query/areas",
      headers: { "content-type": "application/json", authorization: "Bearer abc", "x-signature": await signBody(body) },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("state-changing calls: clock and replay", () => {
  it("refuses a clock more than 5 minutes off", async () => {
    const before = await leadCount();
    const r = await call(t.app, "/v1/partnership/contactUs", lead, { meta: { currentTime: Date.now() - 6 * 60_000 } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("CLOCK_SKEW");
    expect(await leadCount()).toBe(before);
  });

  it("accepts a clock 4 minutes off", async () => {
    const r = await call(t.app, "/v1/partnership/contactUs", lead, { meta: { currentTime: Date.now() + 4 * 60_000 } });
    expect(r.body.success).toBe(true);
  });

  it("refuses a replayed requestId and stores once", async () => {
    const requestId = newRequestId();
    const before = await leadCount();
    const first = await call(t.app, "/v1/partnership/contactUs", lead, { meta: { requestId } });
    const replay = await call(t.app, "/v1/partnership/contactUs", lead, { meta: { requestId } });
    expect(first.body.success).toBe(true);
    expect(replay.status).toBe(409);
    expect(replay.body.code).toBe("REPLAYED_REQUEST");
    expect(await leadCount()).toBe(before + 1);
  });

  it("lets read-only calls repeat a requestId (they change nothing)", async () => {
    const requestId = newRequestId();
    expect((await call(t.app, "/v1/query/banner", {}, { meta: { requestId } })).body.success).toBe(true);
    expect((await call(t.app, "/v1/query/banner", {}, { meta: { requestId } })).body.success).toBe(true);
  });
});

describe("partnership enquiries are rate-limited per address", () => {
  it("allows 5 per 10 minutes", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(t.app, "/v1/partnership/contactUs", lead, { ip: "198.51.100.9" })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)("several instances sharing Redis", () => {
  it("refuses a request id replayed to another instance", async () => {
    const { Redis } = await import("ioredis");
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const a = await createTestApp({ redis });
    const b = await createTestApp({ redis });
    try {
      const requestId = newRequestId();
      expect((await call(a.app, "/v1/partnership/contactUs", lead, { meta: { requestId } })).body.success).toBe(true);
      const replay = await call(b.app, "/v1/partnership/contactUs", lead, { meta: { requestId } });
      expect(replay.status).toBe(409);
      expect(replay.body.code).toBe("REPLAYED_REQUEST");
    } finally {
      await a.close();
      await b.close();
      await redis.quit();
    }
  });
});

describe("operations", () => {
  it("is alive, and ready once the catalogue is loaded", async () => {
    const res = await t.app.inject("/healthz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "alive" });
    expect((await t.app.inject("/readyz")).json()).toMatchObject({ status: "ok" });
  });

  it("sends security headers", async () => {
    const res = await t.app.inject("/healthz");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBeDefined();
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("compresses large answers", async () => {
    const body = JSON.stringify({ meta: { currentTime: Date.now(), requestId: newRequestId() }, clientId: 0 });
    const { signBody } = await import("../../shared/api/signature.ts");
    const res = await t.app.inject({
      method: "POST",
      url: "/v1/query/areas",
      headers: { "content-type": "application/json", "accept-encoding": "br, gzip", "x-signature": await signBody(body) },
      payload: body,
    });
    expect(res.headers["content-encoding"]).toMatch(/br|gzip/);
  });

  it("rate-limits the API per client", async () => {
    const limited = await createTestApp({ rateLimitPerMinute: 3 });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await call(limited.app, "/v1/query/banner", {}, { ip: "192.0.2.7" })).status);
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
