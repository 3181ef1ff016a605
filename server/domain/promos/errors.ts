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

/**
 * Why an operator's change to the codes was refused (`npm run promo` and the console's
 * /admin/promos): terms that make no valid code, a code that exists or does not. Each carries the
 * values its sentence needs (`PromoProblem` in promo-rules.ts): the command line words it in
 * English (promo-report.ts), the console in the member's language (server/messages). A console
 * member without `promos.edit` is refused with the staff's STAFF_FORBIDDEN.
 */
export const PROMO_OPERATOR_ERRORS = [
  /** Not 3-40 of A-Z, 0-9 and - once upper-cased. */
  "PROMO_CODE_FORMAT",
  /** A percent code outside 1-100 or not whole. */
  "PROMO_PERCENT_RANGE",
  /** A credit or fixed amount that is not a whole number of cents from 1 to the ledger's cap. */
  "PROMO_AMOUNT_RANGE",
  "PROMO_MAX_USES_INVALID",
  "PROMO_PER_USER_INVALID",
  "PROMO_MIN_ORDER_INVALID",
  /** A minimum order on a credit code, which no order would ever check. */
  "PROMO_MIN_ORDER_ON_CREDIT",
  "PROMO_ENDS_BEFORE_START",
  /** An end at or before now. */
  "PROMO_ALREADY_ENDED",
  "PROMO_CODE_EXISTS",
  /** Disabling a code that does not exist. */
  "PROMO_NOT_FOUND",
] as const;
export type PromoOperatorError = (typeof PROMO_OPERATOR_ERRORS)[number];
