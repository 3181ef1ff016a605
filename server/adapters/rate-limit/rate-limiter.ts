/**
 * Counts attempts per key in a fixed window: in process memory for one server, or in Redis so
 * several instances share one count. Page forms use it (the API's own limits run in Fastify's
 * rate-limit plugin, over the same store).
 */
import type { Redis } from "ioredis";

export interface RateLimiter {
  /** Records one attempt; `allowed` is false once more than `max` fell in the current window. */
  hit(key: string, max: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
}

export function createMemoryRateLimiter(now: () => number = Date.now, maxKeys = 100_000): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, max, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        // Oldest keys go first when full, so a flood of addresses cannot grow memory without bound.
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        windows.delete(key);
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= max, retryAfterMs: w.resetAt - t };
    },
  };
}

/**
 * Starts the window with SET NX PX, then INCR, in one MULTI: every instance sees the shared
 * count and the window's expiry is set exactly once (works on any Redis version).
 */
export function createRedisRateLimiter(redis: Pick<Redis, "multi">, prefix = "rw:form:"): RateLimiter {
  return {
    async hit(key, max, windowMs) {
      const k = `${prefix}${key}`;
      const replies = await redis.multi().set(k, "0", "PX", windowMs, "NX").incr(k).pttl(k).exec();
      const count = Number(replies?.[1]?.[1] ?? 0);
      const ttl = Number(replies?.[2]?.[1] ?? windowMs);
      return { allowed: count <= max, retryAfterMs: ttl > 0 ? ttl : windowMs };
    },
  };
}
