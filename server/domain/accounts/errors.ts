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
  "SENDS_THROTTLED",
  "SESSION_REQUIRED",
  "WRONG_PASSWORD",
] as const;

export type AccountError = (typeof ACCOUNT_ERRORS)[number];
