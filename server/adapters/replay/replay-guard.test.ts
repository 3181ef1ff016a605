/**
 * Replay guards: the in-memory one always; the Redis one when TEST_REDIS_URL points at a Redis
 * server (`.ci/run` uses the local one; elsewhere: `redis-server --port 6379` and
 * TEST_REDIS_URL=redis://127.0.0.1:6379).
 */
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createMemoryReplayGuard, createRedisReplayGuard, type ReplayGuard } from "./replay-guard.ts";

const WINDOW = 10 * 60_000;

function behavesAsReplayGuard(make: () => ReplayGuard, usesClock: boolean) {
  it("claims a request id once within the window", async () => {
    const guard = make();
    const id = randomBytes(10).toString("hex");
    expect(await guard.claim(id, 1_000)).toBe(true);
    expect(await guard.claim(id, 2_000)).toBe(false);
    expect(await guard.claim(`${id}x`, 2_000)).toBe(true);
  });
  if (usesClock) {
    it("forgets a request id after the window", async () => {
      const guard = make();
      expect(await guard.claim("abc12345", 0)).toBe(true);
      expect(await guard.claim("abc12345", WINDOW - 1)).toBe(false);
      expect(await guard.claim("abc12345", WINDOW + 1)).toBe(true);
    });
  }
}

describe("in-memory replay guard", () => behavesAsReplayGuard(() => createMemoryReplayGuard(WINDOW), true));

describe.skipIf(!process.env.TEST_REDIS_URL)("Redis replay guard", () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379", { lazyConnect: true });
  const prefix = `rw:test:${randomBytes(4).toString("hex")}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });
  behavesAsReplayGuard(() => createRedisReplayGuard(redis, WINDOW, prefix), false);

  it("lets exactly one of many concurrent claims win", async () => {
    const guard = createRedisReplayGuard(redis, WINDOW, prefix);
    const results = await Promise.all(Array.from({ length: 20 }, () => guard.claim("same-request-id", Date.now())));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("expires claims with the window", async () => {
    await createRedisReplayGuard(redis, WINDOW, prefix).claim("ttl-check-id", Date.now());
    const ttl = await redis.pttl(`${prefix}ttl-check-id`);
    expect(ttl).toBeGreaterThan(WINDOW - 5_000);
    expect(ttl).toBeLessThanOrEqual(WINDOW);
  });
});
