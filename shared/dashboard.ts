/**
 * The console overview dashboard's periods (docs/CONSOLE.md#dashboard), shared by the order desk
 * and the page: today, the last 7 and the last 30 UTC days, today included. A file of its own so
 * the storefront's bundle, which reads shared/console.ts, does not carry it.
 */
export const DASHBOARD_PERIODS = ["today", "7d", "30d"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const isDashboardPeriod = (value: unknown): value is DashboardPeriod => typeof value === "string" && (DASHBOARD_PERIODS as readonly string[]).includes(value);
