/**
 * Pure rules of the console's customers section (docs/CONSOLE.md#customers): what a search asks
 * for, how a typed dollar amount becomes minor units, and the reasons an adjustment may give.
 */

/** Why a member of staff moves money in or out of a balance: a short fixed list, so reports can count them. */
export const ADJUSTMENT_REASONS = ["goodwill", "service-failure", "payout", "correction", "other"] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
export const isAdjustmentReason = (value: string): value is AdjustmentReason => (ADJUSTMENT_REASONS as readonly string[]).includes(value);

/** The most one adjustment may move either way: $10,000.00, far above any real case, well inside the ledger's own limit. */
export const MAX_ADJUSTMENT_MINOR = 1_000_000;

/** A note's length at most. */
export const NOTE_MAX = 500;

const DOLLARS = /^([+-])?\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * A signed amount typed in dollars ("5", "+5.00", "-2.5", "$1,250.00") as integer cents, exactly:
 * the digits are read as text, never through a float, so "0.29" is 29 and not 28.999...
 * Null for anything else: more than two decimals, zero, letters, or more than MAX_ADJUSTMENT_MINOR.
 */
export function parseDollars(typed: string): number | null {
  const match = DOLLARS.exec(typed.trim());
  if (!match) return null;
  const [, sign, whole, cents = ""] = match;
  const minor = Number(whole!.replaceAll(",", "")) * 100 + Number(cents.padEnd(2, "0"));
  if (!Number.isSafeInteger(minor) || minor === 0 || minor > MAX_ADJUSTMENT_MINOR) return null;
  return sign === "-" ? -minor : minor;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORDER_NO = /^RW\d{10}$/i;

/** What a search box's text asks for: an order's number, an account's id, or an address (exact with "@" and a dot after it, else its beginning). */
export type CustomerQuery = { kind: "order"; orderNo: string } | { kind: "id"; id: string } | { kind: "email"; email: string; prefix: boolean } | { kind: "none" };

export function customerQuery(typed: string): CustomerQuery {
  const text = typed.trim();
  if (text.length < 2 || text.length > 254) return { kind: "none" };
  if (ORDER_NO.test(text)) return { kind: "order", orderNo: text.toUpperCase() };
  if (UUID.test(text)) return { kind: "id", id: text.toLowerCase() };
  // A whole address is looked up exactly (one index probe); anything shorter finds addresses beginning with it.
  const whole = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text);
  return { kind: "email", email: text.toLowerCase(), prefix: !whole };
}
