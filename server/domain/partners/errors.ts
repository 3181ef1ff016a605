/**
 * Business failures of the partner programme (PRODUCT.md#partners). A partner's server that
 * sends no key, an unknown key or the key of a disabled merchant gets the same answer.
 */
export const PARTNER_ERRORS = [
  "PARTNER_KEY_INVALID",
  // The console's partners section and the partner report (docs/CONSOLE.md#partners).
  "PARTNER_NOT_FOUND",
  /** A new merchant's number, short code or name is not usable. */
  "PARTNER_FIELDS_INVALID",
  /** Another merchant has the number or the short code (in any case). */
  "PARTNER_TAKEN",
  "PARTNER_RATE_INVALID",
  /** Not a month ("2026-11"), or a span longer than a report holds. */
  "PARTNER_MONTH_INVALID",
  /** A month is approved once it is over. */
  "PARTNER_MONTH_OPEN",
  "PARTNER_NOTHING_TO_APPROVE",
  "PARTNER_DECLINE_INVALID",
  /** No paid order of this merchant has the number. */
  "PARTNER_ORDER_NOT_FOUND",
  /** A paid commission is final. */
  "PARTNER_COMMISSION_PAID",
  "PARTNER_REFERENCE_INVALID",
  "PARTNER_NOTHING_TO_PAY",
] as const;

export type PartnerError = (typeof PARTNER_ERRORS)[number];
