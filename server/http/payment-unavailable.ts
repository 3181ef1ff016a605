/**
 * Adyen and Nuvei: the API names their calls (docs/API.md#checkout-and-orders); while another
 * provider is configured (docs/CHECKOUT.md#providers), each answers the business failure
 * RT_NOBEL_ERROR_10031 ("Payment is unavailable, please contact customer service") in the
 * request's language, whatever the body: its route returns `paymentUnavailable()` first.
 */
import { fail, type Result } from "./contract.ts";

export const UNAVAILABLE_PAYMENT_PATHS = {
  adyen: "/v1/get/payparam/adyen-pay",
  nuvei: "/v1/payment/nuvei/options",
} as const;

export const paymentUnavailable = <T = never>(): Result<T> => fail("RT_NOBEL_ERROR_10031");
