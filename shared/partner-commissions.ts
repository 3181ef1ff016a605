/**
 * The partner programme's commissions (docs/CONSOLE.md#partners): what state an order's
 * commission can be in and why one is declined. Shared: the server stores and reports them, the
 * console offers them and the partner report API names them.
 */

/**
 * pending: earned and waiting for approval; approved: the amount is fixed and waits for a payout;
 * paid: in a payout batch; declined: earns nothing, with a reason.
 */
export const DECIDED_COMMISSION_STATUSES = ["approved", "declined", "paid"] as const;
export const COMMISSION_STATUSES = ["pending", ...DECIDED_COMMISSION_STATUSES] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/**
 * Why a commission earns nothing. `refunded` is never chosen: an order whose money all went back
 * declines itself. The others are a member's judgement, given with a note.
 */
export const DECLINE_REASONS = ["refunded", "self-referral", "fraud", "test-order", "other"] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
/** The reasons a member may choose when declining. */
export const CHOSEN_DECLINE_REASONS = DECLINE_REASONS.filter((r) => r !== "refunded");

export const isChosenDeclineReason = (value: string): value is Exclude<DeclineReason, "refunded"> => (CHOSEN_DECLINE_REASONS as readonly string[]).includes(value);

/** The longest decline note and payout reference, in characters (the console's fields say the same). */
export const DECLINE_NOTE_MAX = 500;
export const PAYOUT_REFERENCE_MAX = 100;

/** A commission rate in basis points: 1000 is 10 %. */
export const COMMISSION_BPS_MAX = 10_000;
export const DEFAULT_COMMISSION_BPS = 1_000;

/** A report month, UTC: "2026-11". */
export const REPORT_MONTH_PATTERN = /^(20\d\d)-(0[1-9]|1[0-2])$/;

/** The UTC month of an instant: "2026-11". */
export const monthOf = (at: Date): string => at.toISOString().slice(0, 7);

/** The first instant of a UTC month and of the next; null for a string that is no month. */
export function monthBounds(month: string): { from: Date; to: Date } | null {
  const m = REPORT_MONTH_PATTERN.exec(month);
  if (!m) return null;
  const year = Number(m[1]);
  const index = Number(m[2]) - 1;
  return { from: new Date(Date.UTC(year, index, 1)), to: new Date(Date.UTC(year, index + 1, 1)) };
}

/** A month may be approved once it is over: its orders are all in, and the refunds of its first days mostly known. */
export function monthEnded(month: string, now: Date): boolean {
  const bounds = monthBounds(month);
  return bounds !== null && bounds.to.getTime() <= now.getTime();
}
