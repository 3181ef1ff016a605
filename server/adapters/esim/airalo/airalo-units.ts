/**
 * Airalo's units turned into the store's (docs/suppliers/airalo.md#units): decimal US dollars
 * into UsdE4 with integer arithmetic only, MB (1024 to the GB) into bytes, its UTC date strings
 * into Dates, and the few facts it only gives as text ("1 GB", a fair-usage sentence).
 */
import type { UsdE4 } from "../supplier.ts";

export const BYTES_PER_MB = 1024 * 1024;

const DECIMAL = /^(\d{1,9})(?:\.(\d+))?$/;

/**
 * Decimal dollars ("4.50", 1.8, 2.375) as UsdE4, digit by digit: binary floating point never
 * touches the amount. JSON numbers are read through their shortest decimal form (what the
 * supplier wrote). A fifth decimal cannot be held: `up` rounds it up (a cost or a floor is never
 * understated), `exact` refuses it.
 */
export function usdToE4(value: number | string, rounding: "exact" | "up" = "exact"): UsdE4 {
  const text = typeof value === "number" ? String(value) : value.trim();
  const m = DECIMAL.exec(text);
  if (!m) throw new RangeError(`not a plain non-negative decimal amount: ${text}`);
  const fraction = m[2] ?? "";
  const kept = Number(m[1]) * 10_000 + Number(fraction.slice(0, 4).padEnd(4, "0"));
  if (fraction.length <= 4 || /^0*$/.test(fraction.slice(4))) return kept;
  if (rounding === "exact") throw new RangeError(`more than four decimals: ${text}`);
  return kept + 1;
}

/** `priceE4` less `percent` %, rounded up to the next 1/10,000 dollar (what is paid is never understated). */
export function discountedE4(priceE4: UsdE4, percent: number): UsdE4 {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError(`not a whole percentage: ${percent}`);
  return Math.floor((priceE4 * (100 - percent) + 99) / 100);
}

/** Whole MB, as Airalo counts them, in bytes. */
export function mbToBytes(mb: number): number {
  if (!Number.isInteger(mb) || mb < 0) throw new RangeError(`not a whole number of MB: ${mb}`);
  return mb * BYTES_PER_MB;
}

const SQL_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Airalo's times: "2026-03-01 10:00:00" (no zone; Airalo works in UTC, as its due dates say)
 * or ISO 8601 with an offset ("2023-01-09T10:30:45+00:00"). Null or empty is null.
 */
export function parseAiraloDate(value: string | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const m = SQL_DATE.exec(value);
  const date = m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0))) : new Date(value);
  if (Number.isNaN(date.getTime()) || (!m && !/(?:Z|[+-]\d{2}:?\d{2})$/.test(value))) throw new RangeError(`not a date: ${value}`);
  return date;
}

/** "2026-03-01 10:00:00" in UTC, as Airalo writes its times. */
export function formatAiraloDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}

const UNIT_MB: Record<string, number> = { MB: 1, GB: 1024, TB: 1024 * 1024 };

/** "1 GB", "500 MB", "1.5 GB" in bytes; null for "Unlimited" or text that is no amount. */
export function dataLabelBytes(label: string): number | null {
  const m = /^(\d+(?:\.\d+)?)\s*(MB|GB|TB)$/i.exec(label.trim());
  if (!m) return null;
  return Math.round(Number(m[1]) * UNIT_MB[m[2].toUpperCase()] * BYTES_PER_MB);
}

/**
 * What an unlimited package's fair-usage sentence promises: full speed for so much a day, then
 * a lower speed ("Lower speed rate of 1 Mbps after 3 GB usage per day."). Null when the sentence
 * says something else: the store then shows no daily figure rather than a guessed one.
 */
export function fairUsage(policy: string | null | undefined): { dailyBytes: number; speedAfter: string } | null {
  if (!policy) return null;
  const m = /(\d+(?:\.\d+)?)\s*(kbps|mbps)\b.*?\bafter\s+(\d+(?:\.\d+)?)\s*(MB|GB)\b.*?\bper day\b/i.exec(policy);
  if (!m) return null;
  const unit = m[2].toLowerCase() === "kbps" ? "kbps" : "Mbps";
  return { dailyBytes: dataLabelBytes(`${m[3]} ${m[4]}`)!, speedAfter: `${m[1]} ${unit}` };
}
