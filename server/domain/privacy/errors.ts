/**
 * Business failures of privacy self-service (PRODUCT.md#privacy-self-service), answered with HTTP
 * 200 and `success: false`. The code checks of a deletion answer accounts' own codes.
 */
export const PRIVACY_ERRORS = [
  /** The balance holds money: spend it, or ask support to pay it out, before deleting the account. */
  "DELETE_BALANCE_NOT_EMPTY",
  /** An order or a recharge may still bring money into the balance (waiting for payment, or paid and not delivered yet). */
  "DELETE_BALANCE_PENDING",
  /** Too many data exports of this account in the hour. */
  "EXPORT_THROTTLED",
] as const;

export type PrivacyError = (typeof PRIVACY_ERRORS)[number];
