/**
 * Remembers single-use values for the replay window (request ids of state-changing calls, and
 * anything else that may be used once, such as captcha solutions): in process memory by default
 * (one server), or in Redis when several instances share the traffic.
 */
import type { Redis } from "ioredis";
export interface ReplayGuard {
  /** Records the id; false when it was already recorded within the window. Callers namespace their ids. */
  claim(requestId: string, nowMs: number): Promise<boolean>;
}

export function createMemoryReplayGuard(windowMs: number, maxEntries = 200_000): ReplayGuard {
  const seen = new Map<string, number>(); // id -> expiry; insertion order = expiry order
  function sweep(nowMs: number) {
    for (const [id, expiry] of seen) {
      if (expiry > nowMs && seen.size <= maxEntries) break;
      seen.delete(id);
    }
  }
  return {
    async claim(requestId, nowMs) {
      sweep(nowMs);
      const expiry = seen.get(requestId);
      if (expiry !== undefined && expiry > nowMs) return false;
      seen.delete(requestId);
      seen.set(requestId, nowMs + windowMs);
      return true;
    },
  };
}

/** `SET key NX PX window` is atomic: exactly one instance can claim a request id. */
export function createRedisReplayGuard(redis: Pick<Redis, "set">, windowMs: number, prefix = "rw:replay:"): ReplayGuard {
  return {
    async claim(requestId) {
      return (await redis.set(`${prefix}${requestId}`, "1", "PX", windowMs, "NX")) === "OK";
    },
  };
}
