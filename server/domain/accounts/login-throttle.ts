/**
 * Log-in throttling (PRODUCT.md#passwords; docs/decisions/0017-login-throttle.md). Failures are
 * counted per address typed (existing or not, so the throttle itself reveals nothing) and per
 * client address over the last hour. A few failures cost nothing; then each further try waits
 * longer (1 s, 2 s, 4 s ... up to 30 s after the previous failure), and the 101st failure in an
 * hour is refused outright. The delay is capped at 30 s so the hourly cap, not the delay, is what
 * finally stops a patient guesser.
 *
 * A browser the account has signed in from before (its signed device cookie, known-devices.ts)
 * is not held back by anyone else's failures: it is judged on its own failures alone, with the
 * same pauses and a smaller hourly cap, so a guesser elsewhere cannot lock the owner out.
 *
 * Every try is counted before its password is checked (a pending failure, taken back when it
 * succeeds), so simultaneous tries cannot all pass the same check.
 */
export const FAILURE_WINDOW_MS = 60 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 100;
export const MAX_FAILURES_PER_IP = 300;
/** A known device's own failures; more than a person mistyping, far less than a guesser needs. */
export const MAX_FAILURES_PER_DEVICE = 20;
/** Failures that cost no pause: also the most passwords a burst of any size gets checked. */
export const FREE_FAILURES = 5;
const MAX_DELAY_MS = 30_000;

/** Wait required after the last of `failures` failures; 0 when the next try may go ahead. */
export function requiredDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 1_000 * 2 ** (failures - FREE_FAILURES));
}

export interface FailureStats {
  /** Failures in the window this try is judged by: the address's from unknown browsers, or this known device's own. */
  failures: number;
  lastFailureAt: Date | null;
  /** Failures from the client address (unknown browsers only); not asked of a known device. */
  ipFailures: number;
  knownDevice: boolean;
}

/** Whether a log-in may be tried now; the same verdict for an address with or without an account. */
export function loginAllowed(stats: FailureStats, now: Date): boolean {
  if (stats.failures >= (stats.knownDevice ? MAX_FAILURES_PER_DEVICE : MAX_FAILURES_PER_ACCOUNT)) return false;
  if (!stats.knownDevice && stats.ipFailures >= MAX_FAILURES_PER_IP) return false;
  const wait = requiredDelayMs(stats.failures);
  return !stats.lastFailureAt || now.getTime() - stats.lastFailureAt.getTime() >= wait;
}
