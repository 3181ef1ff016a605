/**
 * Paces the calls this process makes to a supplier that allows at most `limit` requests in any
 * `windowMs` (eSIM Access: 8 a second, for the whole account): each call waits for its turn
 * instead of being refused by the supplier.
 *
 * A token bucket of `limit` tokens refilled at `limit` per window would let 2·limit − 1 calls
 * start within one window (a full bucket, then one refill after another), so this keeps the start
 * times instead: a call starts no sooner than `windowMs` after the call `limit` places before it
 * started. A burst of `limit` goes at once, the rest follow as the window slides. Turns are handed
 * out in the order calls ask, synchronously, so concurrent callers never share one. A turn taken
 * late (its timer fired late on a busy event loop) counts from when it was taken, not from when
 * it was planned: the calls after it wait that much longer, or a busy store would send the
 * supplier more than `limit` in a window. No timer runs between calls; a waiting call sleeps
 * through the injected `sleep`, so tests drive the clock.
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

/** A turn handed out: when it starts (planned until it has, then when it did), and its starting. */
interface Turn {
  at: number;
  started: Promise<void>;
}

export function createRequestPacer({ limit, windowMs, now = Date.now, sleep = realSleep }: RequestPacerOptions): RequestPacer {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be a whole number from 1");
  if (!(windowMs > 0)) throw new RangeError("windowMs must be positive");
  /** The turns handed out, oldest first; only the last `limit` matter. */
  const turns: Turn[] = [];
  return {
    async turn() {
      const t = now();
      const before = turns.length < limit ? null : turns[turns.length - limit];
      // Never before a turn already handed out, so the list stays in order.
      const at = Math.max(t, before ? before.at + windowMs : t, turns.at(-1)?.at ?? t);
      let markStarted!: () => void;
      const mine: Turn = { at, started: new Promise<void>((resolve) => (markStarted = resolve)) };
      turns.push(mine);
      if (turns.length > limit) turns.splice(0, turns.length - limit);
      try {
        if (at > t) await sleep(at - t);
        if (before) {
          // Planned before `before` started: if it started late, its window ends later.
          await before.started;
          const windowFree = before.at + windowMs;
          if (windowFree > mine.at) {
            mine.at = windowFree;
            const wait = windowFree - now();
            if (wait > 0) await sleep(wait);
          }
        }
        mine.at = Math.max(mine.at, now());
      } finally {
        markStarted();
      }
    },
  };
}
