/**
 * Business failures of eSIM top-ups (docs/WALLET.md#top-ups). Each has a message in every
 * language (server/messages) and is answered with HTTP 200 and `success: false`; the top-up page
 * shows the same message as the reason nothing can be bought.
 */
export const TOPUP_ERRORS = [
  /** The eSIM's plan is a daily one: its allowance renews every day, so it takes no top-ups. */
  "TOPUP_DAILY_PLAN",
  /** The order is refunded or being refunded: its eSIM no longer works. */
  "TOPUP_ORDER_REFUNDED",
  /** The eSIM was switched off, removed from the phone, or expired without being used. */
  "TOPUP_ESIM_ENDED",
  /** The order is paid but its eSIM is still being prepared. */
  "TOPUP_NOT_READY",
  /** The eSIM's destination sells no top-up packages now. */
  "TOPUP_NONE_ON_SALE",
  /** Not one of this eSIM's packages (another destination's plan, a daily plan, or none at all). */
  "TOPUP_PACKAGE_NOT_FOUND",
] as const;
export type TopupError = (typeof TOPUP_ERRORS)[number];
