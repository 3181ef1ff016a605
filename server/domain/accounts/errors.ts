/**
 * Business failures of accounts, answered with HTTP 200 and `success: false` (PRODUCT.md#api-answers).
 * Wording never tells whether an address has an account (PRODUCT.md#account-privacy).
 */
export const ACCOUNT_ERRORS = [
  "INVALID_EMAIL",
  "WEAK_PASSWORD",
  "COMMON_PASSWORD",
  "CODE_TOO_SOON",
  "CODE_INVALID",
  "CODE_LOCKED",
  "CODE_EXPIRED",
  "EMAIL_TAKEN",
  "INVALID_CREDENTIALS",
  "LOGIN_THROTTLED",
  /** Too many password checks under way in this process; try again in a moment (password-hashing.ts). */
  "PASSWORD_BUSY",
  "SENDS_THROTTLED",
  "SESSION_REQUIRED",
  "WRONG_PASSWORD",
  /** The check token of a guest log-in is unknown, used or expired. */
  "GUEST_TOKEN_INVALID",
  /** A captcha is needed (another country, or many guest log-ins from one address); the storefront shows it. */
  "RT_NOBEL_ERROR_10029",
  /**
   * A member of staff blocked the customer (docs/CONSOLE.md#customers): told only after the right
   * password (or to the guest's own device), and to a session placing an order or a recharge.
   */
  "ACCOUNT_BLOCKED",
] as const;

export type AccountError = (typeof ACCOUNT_ERRORS)[number];
