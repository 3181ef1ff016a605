/**
 * Adyen and Nuvei: the API names their calls (docs/API.md#checkout-and-orders), but neither can
 * be configured yet (docs/CHECKOUT.md#providers), so each answers the business failure
 * RT_NOBEL_ERROR_10031 ("Payment is unavailable, please contact customer service") in the
 * request's language. A route for one of these paths is `handler: () => paymentUnavailable()`.
 */
import { fail, type Result } from "./contract.ts";

export const UNAVAILABLE_PAYMENT_PATHS = {
  adyen: "/v1/get/payparam/adyen-pay",
  nuvei: "/v1/payment/nuvei/options",
} as const;

export const paymentUnavailable = <T = never>(): Result<T> => fail("RT_NOBEL_ERROR_10031");
