/**
 * The months of a partner's report as the console picks and shows them (docs/CONSOLE.md#partners):
 * UTC months written "2026-11", as the partner desk reads them. The desk checks every month it is
 * given again; these only choose the default span and which months may be approved, and name them.
 */
import { monthBounds, monthEnded, monthOf } from "../../shared/partner-commissions.ts";

export { monthEnded, monthOf };

/** Months the report shows unless the member picks others: this month and the five before. */
export const DEFAULT_REPORT_MONTHS = 6;

/** The first instant of the month `months` after `month` (before, when negative), or null for no month. */
function monthStart(month: string, months = 0): Date | null {
  const start = monthBounds(month)?.from;
  return start ? new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1)) : null;
}

/** The default span: the last DEFAULT_REPORT_MONTHS months, up to the current UTC month. */
export function defaultSpan(now: Date): { from: string; to: string } {
  const to = monthOf(now);
  return { from: monthOf(monthStart(to, 1 - DEFAULT_REPORT_MONTHS)!), to };
}

/**
 * The span a request asks for (`?from=&to=`): what it typed, or the default for a month it left
 * out or empty. A typed month is passed on as it is, for the desk to accept or refuse.
 */
export function requestedSpan(url: URL, now: Date): { from: string; to: string } {
  const fallback = defaultSpan(now);
  const typed = (name: "from" | "to") => (url.searchParams.get(name) ?? "").trim().slice(0, 20);
  return { from: typed("from") || fallback.from, to: typed("to") || fallback.to };
}


/** A month named in the member's language ("November 2026"); anything else as it is. */
export function monthName(lang: string): (month: string) => string {
  const format = new Intl.DateTimeFormat(lang, { year: "numeric", month: "long", timeZone: "UTC" });
  return (month) => {
    const start = monthStart(month);
    return start ? format.format(start) : month;
  };
}
