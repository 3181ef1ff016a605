/**
 * Business failures of redeeming a promo code (docs/WALLET.md#promo-codes). Each has a message in
 * every language (server/messages) and is answered with HTTP 200 and `success: false`. A guest
 * is refused with the wallet's BALANCE_ACCOUNT_ONLY: promo codes, like the balance, are for
 * account holders.
 */
export const PROMO_ERRORS = [
  /**
   * No such code, or the operator disabled it: the same answer, so trying codes cannot tell a
   * withdrawn (perhaps leaked) code from one that never existed.
   */
  "PROMO_CODE_INVALID",
  /**
   * The code exists but its `starts_at` is still ahead. Kept apart from INVALID: codes are handed
   * out before their start ("from 1 December"), and "not valid" would send the buyer looking for
   * a typo. It reveals no more than guessing a live code would, which the rate limit makes
   * impractical.
   */
  "PROMO_CODE_NOT_STARTED",
  /** Its `expires_at` has passed. */
  "PROMO_CODE_EXPIRED",
  /** All its `max_uses` are taken. */
  "PROMO_CODE_USED_UP",
  /** This account has used it as often as `per_user_limit` allows. */
  "PROMO_CODE_ALREADY_REDEEMED",
  /** The code is for new customers, and this account has an order that was paid. */
  "PROMO_NEW_CUSTOMERS_ONLY",
] as const;
export type PromoError = (typeof PROMO_ERRORS)[number];
