/**
 * Business failures of payments, answered with HTTP 200 and `success: false` (PRODUCT.md#api-answers).
 */
export const PAYMENT_ERRORS = [
  /**
   * A payment method the spec names but this store cannot take (Adyen, Nuvei: not configurable
   * yet); the storefront shows "Payment is unavailable, please contact customer service".
   */
  "RT_NOBEL_ERROR_10031",
] as const;

export type PaymentError = (typeof PAYMENT_ERRORS)[number];
