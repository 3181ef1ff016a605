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

/** A commission rate in basis points: 1000 is 10 %. */
export const COMMISSION_BPS_MAX = 10_000;
export const DEFAULT_COMMISSION_BPS = 1_000;

/** A report month, UTC: "2026-11". */
export const REPORT_MONTH_PATTERN = /^(20\d\d)-(0[1-9]|1[0-2])$/;
