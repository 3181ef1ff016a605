/**
 * Passes on the first call of a burst only: a dependency away for a minute would otherwise write
 * a log line per request or per poll. A burst ends once `quietMs` pass without a call.
 */
export function firstOfBurst<A extends unknown[]>(report: (...args: A) => void, quietMs = 30_000, now: () => number = Date.now): (...args: A) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const t = now();
    if (t - last > quietMs) report(...args);
    last = t;
  };
}
