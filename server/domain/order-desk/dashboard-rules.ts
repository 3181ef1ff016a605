/**
 * The console dashboard's periods and its chart's days (docs/CONSOLE.md#dashboard), pure. Every
 * period is whole UTC days ending with today, today's part up to now: the one clock a team spread
 * over time zones shares, as everywhere in the console.
 */
import type { DashboardPeriod } from "../../../shared/dashboard.ts";

export { DASHBOARD_PERIODS, isDashboardPeriod, type DashboardPeriod } from "../../../shared/dashboard.ts";

/** How many UTC days each period spans, today included. */
export const PERIOD_DAYS: Record<DashboardPeriod, number> = { today: 1, "7d": 7, "30d": 30 };
/** The chart's span: sales and orders per day over the last 30 UTC days. */
export const SERIES_DAYS = 30;
/** How many destinations the dashboard ranks. */
export const TOP_AREAS = 5;

const DAY_MS = 86_400_000;

/** The instant a UTC day begins. */
export const startOfUtcDay = (at: Date): Date => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/** [from, until) of `days` whole UTC days ending with today's: from the start of the first to the start of tomorrow (nothing is paid in the future). */
export function lastDays(days: number, now: Date): { from: Date; until: Date } {
  const today = startOfUtcDay(now);
  return { from: new Date(today.getTime() - (days - 1) * DAY_MS), until: new Date(today.getTime() + DAY_MS) };
}

/** Every day of the span as YYYY-MM-DD, oldest first, with its figures or zeros. */
export function fillDays<T extends { day: string }>(from: Date, days: number, rows: readonly T[], empty: (day: string) => T): T[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return byDay.get(day) ?? empty(day);
  });
}
