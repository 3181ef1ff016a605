/**
 * Adyen's wire format as the store meets it (docs/CHECKOUT.md#adyen), shared by the adapter and
 * the stand-in: standard webhooks (`notificationItems[].NotificationRequestItem`, every
 * `additionalData` value and `success` a string) and their HMAC. The signature is Adyen's
 * notification HMAC, computed by the official library's HmacValidator: HMAC-SHA256 with the hex
 * key's bytes over `pspReference:originalReference:merchantAccountCode:merchantReference:value:currency:eventCode:success`,
 * base64, compared in constant time.
 */
import HmacValidatorModule from "@adyen/api-library/lib/src/utils/hmacValidator.js";
import type { NotificationRequestItem as LibraryItem } from "@adyen/api-library/lib/src/typings/notification/notificationRequestItem.js";
import type { Lang } from "../../../../shared/i18n/locales.ts";
import { cjsDefault } from "../../../kernel/cjs-default.ts";

export interface NotificationRequestItem {
  additionalData?: Record<string, string>;
  amount: { currency: string; value: number };
  eventCode: string;
  eventDate: string;
  merchantAccountCode: string;
  merchantReference: string;
  originalReference?: string;
  paymentMethod?: string;
  pspReference: string;
  reason?: string;
  success: "true" | "false";
}

export interface AdyenNotification {
  live: "true" | "false";
  notificationItems: { NotificationRequestItem: NotificationRequestItem }[];
}

const HmacValidator = cjsDefault(HmacValidatorModule);
const validator = new HmacValidator();

/** The item's signature with `hexKey` (the Customer Area's HMAC key, hex). */
export function adyenHmac(item: NotificationRequestItem, hexKey: string): string {
  // The library's item type names its event codes as an enum; the signed fields are the same strings.
  return validator.calculateHmac(item as unknown as LibraryItem, hexKey);
}

/** Whether the item carries the signature `hexKey` gives it; false when it carries none. */
export function adyenHmacValid(item: NotificationRequestItem, hexKey: string): boolean {
  if (!item.additionalData?.hmacSignature) return false;
  return validator.validateHMAC(item as unknown as LibraryItem, hexKey);
}

/**
 * Adyen Web's locale for each store language. Adyen Web has no Turkish and no Hong Kong
 * Chinese: `tr-TR` falls back to its English, and Hong Kong reads Traditional Chinese as
 * Taiwan's (`zh-TW`; `zh-HK` would match Simplified `zh-CN` first).
 */
export const ADYEN_LOCALES: Record<Lang, string> = {
  en: "en-US",
  de: "de-DE",
  es: "es-ES",
  ja: "ja-JP",
  tr: "tr-TR",
  "zh-CN": "zh-CN",
  "zh-HK": "zh-TW",
};

/**
 * The Checkout API's version this adapter speaks (the library's), and its hosts: test, and live
 * behind the company's live prefix (Customer Area > Developers > API URLs).
 */
export const ADYEN_API_VERSION = "v72";
export const ADYEN_TEST_API = `https://checkout-test.adyen.com/${ADYEN_API_VERSION}`;
export const adyenLiveApi = (prefix: string) => `https://${prefix}-checkout-live.adyenpayments.com/checkout/${ADYEN_API_VERSION}`;

/**
 * A refund's `reference` carries the payment's (the store's payment id) and, for a staff refund,
 * the store's refund id, so the REFUND webhook, which echoes it as `merchantReference`, names both.
 */
export const refundReference = (paymentRef: string, storeRefund?: string) => (storeRefund ? `${paymentRef}/${storeRefund}` : paymentRef);
export function readRefundReference(merchantReference: string): { paymentRef: string; storeRefund?: string } {
  const [paymentRef = "", storeRefund] = merchantReference.split("/", 2);
  return storeRefund ? { paymentRef, storeRefund } : { paymentRef };
}
