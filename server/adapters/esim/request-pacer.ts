/**
 * Paces the calls this process makes to a supplier that allows at most `limit` requests in any
 * `windowMs` (eSIM Access: 8 a second, for the whole account): each call waits for its turn
 * instead of being refused by the supplier.
 *
 * A token bucket of `limit` tokens refilled at `limit` per window would let 2·limit − 1 calls
 * start within one window (a full bucket, then one refill after another), so this keeps the start
 * times instead: a call starts no sooner than `windowMs` after the call `limit` places before it.
 * A burst of `limit` goes at once, the rest follow as the window slides. Turns are handed out in
 * the order calls ask, synchronously, so concurrent callers never share one. No timer runs
 * between calls; a waiting call sleeps through the injected `sleep`, so tests drive the clock.
 */
export interface RequestPacerOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface RequestPacer {
  /** Resolves when the caller may send its request. */
  turn(): Promise<void>;
}

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createRequestPacer({ limit, windowMs, now = Date.now, sleep = realSleep }: RequestPacerOptions): RequestPacer {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be a whole number from 1");
  if (!(windowMs > 0)) throw new RangeError("windowMs must be positive");
  /** The start times handed out, oldest first; only the last `limit` matter. */
  const starts: number[] = [];
  return {
    async turn() {
      const t = now();
      const windowFree = starts.length < limit ? t : starts[starts.length - limit] + windowMs;
      // Never before a turn already handed out, so the list stays in order.
      const at = Math.max(t, windowFree, starts.at(-1) ?? t);
      starts.push(at);
      if (starts.length > limit) starts.splice(0, starts.length - limit);
      if (at > t) await sleep(at - t);
    },
  };
}
