/** Adyen's notification HMAC, against the test vector Adyen's own libraries check theirs with. */
import { describe, expect, it } from "vitest";
import { adyenHmac, adyenHmacValid, readRefundReference, refundReference, type NotificationRequestItem } from "./adyen-wire.ts";

const KEY = "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056";
const ITEM: NotificationRequestItem = {
  pspReference: "7914073381342284",
  merchantAccountCode: "TestMerchant",
  merchantReference: "TestPayment-1407325143704",
  amount: { value: 1130, currency: "EUR" },
  eventCode: "AUTHORISATION",
  eventDate: "2014-08-06T13:39:03+02:00",
  success: "true",
};

describe("Adyen's webhook HMAC", () => {
  it("signs pspReference::merchantAccountCode:merchantReference:value:currency:eventCode:success with the hex key, as Adyen does", () => {
    expect(adyenHmac(ITEM, KEY)).toBe("coqCmt/IZ4E3CzPvMY8zTjQVL5hYJUiBRg8UU+iCWo0=");
  });

  it("accepts the item it signed and nothing changed in it; refuses another amount, another key and no signature", () => {
    const signed = { ...ITEM, additionalData: { hmacSignature: adyenHmac(ITEM, KEY) } };
    expect(adyenHmacValid(signed, KEY)).toBe(true);
    expect(adyenHmacValid({ ...signed, amount: { value: 1131, currency: "EUR" } }, KEY)).toBe(false);
    expect(adyenHmacValid({ ...signed, success: "false" }, KEY)).toBe(false);
    expect(adyenHmacValid(signed, KEY.replace("4478", "4479"))).toBe(false);
    expect(adyenHmacValid(ITEM, KEY)).toBe(false);
  });
});

describe("a refund's reference", () => {
  it("names the payment, and the store's refund when there is one", () => {
    expect(readRefundReference(refundReference("pay-1"))).toEqual({ paymentRef: "pay-1" });
    expect(readRefundReference(refundReference("pay-1", "refund-2"))).toEqual({ paymentRef: "pay-1", storeRefund: "refund-2" });
  });
});
