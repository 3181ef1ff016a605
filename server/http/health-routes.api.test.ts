/**
 * Liveness and readiness (docs/OPERATIONS.md#health): /readyz names what it checked, says so
 * when Redis is configured, and turns 503 the moment a shutdown begins, while /healthz stays 200.
 */
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, useTestApp } from "../../tests/support/test-app.ts";

const t = useTestApp();

describe("/readyz", () => {
  it("is ready with the catalogue loaded, the database answering and every migration applied", async () => {
    const res = await t.app.inject("/readyz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ok",
      checks: { catalogue: "ok", database: "ok", redis: "not configured" },
      database: t.services.database.engine,
      catalogVersion: t.services.catalog.version(),
    });
  });

  it("answers 503 once a shutdown has begun, while /healthz still says the process is alive", async () => {
    t.app.drain();
    const res = await t.app.inject("/readyz");
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json()).toMatchObject({ status: "shutting down" });
    const alive = await t.app.inject("/healthz");
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: "alive", draining: true });
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("/readyz with Redis", () => {
  const redis = new Redis(process.env.TEST_REDIS_URL!, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  afterAll(() => redis.quit().catch(() => undefined));

  it("checks Redis when one is configured, and is not ready without it", async () => {
    await redis.connect();
    const app = await createTestApp({ redis });
    try {
      expect((await app.app.inject("/readyz")).json()).toMatchObject({ status: "ok", checks: { redis: "ok" } });
      redis.disconnect();
      const res = await app.app.inject("/readyz");
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: "redis unavailable", checks: { redis: "failing", database: "ok" } });
    } finally {
      await app.close();
    }
  });
});
