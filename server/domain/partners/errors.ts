/**
 * Business failures of the partner programme (PRODUCT.md#partners). A partner's server that
 * sends no key, an unknown key or the key of a disabled merchant gets the same answer.
 */
export const PARTNER_ERRORS = ["PARTNER_KEY_INVALID"] as const;

export type PartnerError = (typeof PARTNER_ERRORS)[number];
