/**
 * Log-in throttling (PRODUCT.md#passwords): failures are counted per address typed (existing or
 * not, so the throttle itself reveals nothing) and per client address over the last hour. A few
 * failures cost nothing; then each further try waits longer (1 s, 2 s, 4 s ... up to 30 s after
 * the previous failure), and the 101st failure in an hour is refused outright. The delay is
 * capped at 30 s so the hourly cap, not the delay, is what finally stops a patient guesser.
 */
export const FAILURE_WINDOW_MS = 60 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 100;
export const MAX_FAILURES_PER_IP = 300;
const FREE_FAILURES = 5;
const MAX_DELAY_MS = 30_000;

/** Wait required after the last of `failures` failures; 0 when the next try may go ahead. */
export function requiredDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 1_000 * 2 ** (failures - FREE_FAILURES));
}

export interface FailureStats {
  accountFailures: number;
  ipFailures: number;
  lastAccountFailureAt: Date | null;
}

/** Whether a log-in may be tried now; the same verdict for an address with or without an account. */
export function loginAllowed(stats: FailureStats, now: Date): boolean {
  if (stats.accountFailures >= MAX_FAILURES_PER_ACCOUNT) return false;
  if (stats.ipFailures >= MAX_FAILURES_PER_IP) return false;
  const wait = requiredDelayMs(stats.accountFailures);
  return !stats.lastAccountFailureAt || now.getTime() - stats.lastAccountFailureAt.getTime() >= wait;
}
