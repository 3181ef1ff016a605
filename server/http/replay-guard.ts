/**
 * Remembers request ids of state-changing calls for the replay window. In-memory: correct for
 * one server process; several instances behind a load balancer need a shared store (Redis),
 * which implements the same interface.
 */
export interface ReplayGuard {
  /** Records the id; false when it was already recorded within the window. */
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
