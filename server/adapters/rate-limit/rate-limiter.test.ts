/**
 * Rate limiters: the in-memory one always; the Redis one when TEST_REDIS_URL points at a Redis
 * (CI sets it), including many concurrent hits from several instances sharing one count.
 */
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from "./rate-limiter.ts";

const WINDOW = 10 * 60_000;

function behavesAsRateLimiter(make: () => RateLimiter) {
  it("allows `max` hits per key in the window, then refuses with the time left", async () => {
    const limiter = make();
    const verdicts = [];
    for (let i = 0; i < 6; i++) verdicts.push(await limiter.hit("form:203.0.113.7", 5, WINDOW));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, true, true, false]);
    expect(verdicts[5].retryAfterMs).toBeGreaterThan(0);
    expect(verdicts[5].retryAfterMs).toBeLessThanOrEqual(WINDOW);
  });

  it("counts each key on its own", async () => {
    const limiter = make();
    for (let i = 0; i < 5; i++) await limiter.hit("form:203.0.113.8", 5, WINDOW);
    expect((await limiter.hit("form:203.0.113.8", 5, WINDOW)).allowed).toBe(false);
    expect((await limiter.hit("form:203.0.113.9", 5, WINDOW)).allowed).toBe(true);
  });
}

describe("in-memory rate limiter", () => {
  behavesAsRateLimiter(() => createMemoryRateLimiter());

  it("starts a new window once the old one is over", async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    for (let i = 0; i < 5; i++) await limiter.hit("k", 5, WINDOW);
    expect((await limiter.hit("k", 5, WINDOW)).allowed).toBe(false);
    now += WINDOW;
    expect((await limiter.hit("k", 5, WINDOW)).allowed).toBe(true);
  });

  it("stays bounded when flooded with keys", async () => {
    const limiter = createMemoryRateLimiter(Date.now, 100);
    for (let i = 0; i < 1_000; i++) await limiter.hit(`ip-${i}`, 5, WINDOW);
    // The oldest keys were forgotten: a forgotten key starts afresh rather than growing memory.
    expect((await limiter.hit("ip-0", 1, WINDOW)).allowed).toBe(true);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)("Redis rate limiter", () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379", { lazyConnect: true });
  const prefix = `rw:test:${randomBytes(4).toString("hex")}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });
  behavesAsRateLimiter(() => createRedisRateLimiter(redis, prefix));

  it("shares one count between instances under concurrent hits", async () => {
    const a = createRedisRateLimiter(redis, prefix);
    const b = createRedisRateLimiter(redis, prefix);
    const verdicts = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit("shared", 5, WINDOW)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
  });

  it("sets the window's expiry once, on the first hit", async () => {
    const limiter = createRedisRateLimiter(redis, prefix);
    await limiter.hit("ttl", 5, WINDOW);
    await new Promise((r) => setTimeout(r, 50));
    await limiter.hit("ttl", 5, WINDOW);
    const ttl = await redis.pttl(`${prefix}ttl`);
    expect(ttl).toBeLessThan(WINDOW - 40);
    expect(ttl).toBeGreaterThan(WINDOW - 5_000);
  });
});
