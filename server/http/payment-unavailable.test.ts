/** Adyen and Nuvei answer RT_NOBEL_ERROR_10031 in the request's language. */
import { describe, expect, it } from "vitest";
import { LANGS } from "../../shared/i18n/locales.ts";
import { envelope } from "./contract.ts";
import { paymentUnavailable, UNAVAILABLE_PAYMENT_PATHS } from "./payment-unavailable.ts";

describe("unavailable payment methods", () => {
  it("are a business failure with the documented code", () => {
    expect(paymentUnavailable()).toEqual({ ok: false, code: "RT_NOBEL_ERROR_10031" });
    expect(Object.values(UNAVAILABLE_PAYMENT_PATHS)).toEqual(["/v1/get/payparam/adyen-pay", "/v1/payment/nuvei/options"]);
  });

  it("say so in English with the documented words, and in every other language", () => {
    expect(envelope("RT_NOBEL_ERROR_10031", "en", null)).toEqual({
      code: "RT_NOBEL_ERROR_10031",
      success: false,
      msg: "Payment is unavailable, please contact customer service",
      obj: null,
    });
    const messages = LANGS.map((lang) => envelope("RT_NOBEL_ERROR_10031", lang, null).msg);
    expect(new Set(messages).size).toBe(LANGS.length);
  });
});
