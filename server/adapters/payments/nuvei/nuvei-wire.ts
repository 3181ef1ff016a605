/**
 * Nuvei's wire format as the store meets it (docs/CHECKOUT.md#nuvei), shared by the adapter and
 * the stand-in: REST 1.0's request checksums, the DMN's `advanceResponseChecksum`, amounts as
 * decimal strings, its two time formats, Simply Connect's locales, and how a refund names the
 * payment and the store's refund.
 *
 * Checksums (Nuvei's own SDKs and plugins): SHA-256, lower-case hex, over the values of a fixed
 * list of fields in a fixed order, each exactly as sent (no names, no separators; absent fields
 * skipped; a nested object gives its values in order), then the merchant's secret key. The DMN's
 * is the other way round: the secret first, then totalAmount, currency, responseTimeStamp,
 * PPP_TransactionID, Status and productId as received, a missing productId counting as "".
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Lang } from "../../../../shared/i18n/locales.ts";
import type { NuveiEnvironment } from "../../../../shared/nuvei-hosts.ts";

/** REST 1.0's base per environment (Nuvei's WooCommerce plugin's endpoints). */
export const NUVEI_API_BASES: Record<NuveiEnvironment, string> = {
  test: "https://ppp-test.nuvei.com/ppp/api/v1",
  live: "https://secure.safecharge.com/ppp/api/v1",
};

/** The fields each call's checksum covers, in order (Nuvei's PHP and Java SDKs), before the secret. */
export const CHECKSUM_FIELDS = {
  openOrder: ["merchantId", "merchantSiteId", "clientRequestId", "amount", "currency", "timeStamp"],
  refundTransaction: ["merchantId", "merchantSiteId", "clientRequestId", "clientUniqueId", "amount", "currency", "relatedTransactionId", "authCode", "comment", "urlDetails", "timeStamp"],
} as const;
export type ChecksummedCall = keyof typeof CHECKSUM_FIELDS;

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** A value as the checksum reads it: a string as sent, a nested object's values in order. */
function flatten(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "object") return Object.values(value as Record<string, unknown>).map(flatten).join("");
  return String(value);
}

/** The checksum of `call`'s request `body` (the fields it sends, before `checksum` is added). */
export function requestChecksum(call: ChecksummedCall, body: Record<string, unknown>, secret: string): string {
  return sha256(CHECKSUM_FIELDS[call].map((field) => flatten(body[field])).join("") + secret);
}

/** The DMN's status as Nuvei's plugins read it: `Status`, or a lower-case `status`. */
export const dmnStatus = (fields: Record<string, string | undefined>) => fields.Status ?? fields.status ?? "";

/** A DMN's `advanceResponseChecksum` for its received fields. */
export function dmnChecksum(fields: Record<string, string | undefined>, secret: string): string {
  return sha256(secret + (fields.totalAmount ?? "") + (fields.currency ?? "") + (fields.responseTimeStamp ?? "") + (fields.PPP_TransactionID ?? "") + dmnStatus(fields) + (fields.productId ?? ""));
}

/** Whether two checksums are the same, in constant time (a digest of each first, so lengths do not show). */
export function sameChecksum(a: string, b: string): boolean {
  return timingSafeEqual(createHash("sha256").update(a.toLowerCase()).digest(), createHash("sha256").update(b.toLowerCase()).digest());
}

/**
 * Digits after the point per currency (ISO 4217). The store charges USD; the others are here so
 * a DMN in another currency is read right and then refused for its currency, not its amount.
 * Zero-decimal: the list Simply Connect itself rounds amounts for.
 */
const ZERO_DECIMAL = new Set(["BIF", "XPF", "XOF", "XAF", "KMF", "DJF", "VND", "PYG", "GNF", "ISK", "JPY", "BYR", "RWF", "KRW", "VUV", "XXX"]);
const THREE_DECIMAL = new Set(["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]);
const digitsOf = (currency: string) => (ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : THREE_DECIMAL.has(currency.toUpperCase()) ? 3 : 2);

/** Minor units as Nuvei's decimal string: 1230 USD → "12.30", 1500 JPY → "1500". Integers only. */
export function toNuveiAmount(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`not an amount in minor units: ${minor}`);
  const digits = digitsOf(currency);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, "0");
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * Nuvei's decimal string as minor units, digit by digit ("12.30", "12.3" and "12" in USD → 1230,
 * 1230 and 1200); null for anything else (a sign, a comma, more decimals than the currency has).
 */
export function fromNuveiAmount(amount: string, currency: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(amount);
  if (!match) return null;
  const digits = digitsOf(currency);
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** A request's `timeStamp`: YYYYMMDDHHmmss, in UTC (Nuvei names no zone; its WooCommerce plugin uses UTC). */
export const nuveiTimeStamp = (at: Date) =>
  `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;

/** A DMN's `responseTimeStamp`: YYYY-MM-DD.HH:mm:ss. */
export const dmnTimeStamp = (at: Date) =>
  `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}.${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;

/** A `responseTimeStamp` as a time, read as UTC (Nuvei names no zone); null when it is not one. */
export function readDmnTimeStamp(text: string | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})\.(\d{2}):(\d{2}):(\d{2})$/.exec(text ?? "");
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * Simply Connect's `locale` for each store language. It reads the first two letters only and
 * has its own texts for English, German and Spanish; Japanese, Turkish and Chinese fall back to
 * its English unless the page gives its texts (`i18n`), and it cannot tell Simplified from
 * Traditional Chinese: Hong Kong is given Taiwan's locale, as the nearest it knows of.
 */
export const NUVEI_LOCALES: Record<Lang, string> = {
  en: "en_US",
  de: "de_DE",
  es: "es_ES",
  ja: "ja_JP",
  tr: "tr_TR",
  "zh-CN": "zh_CN",
  "zh-HK": "zh_TW",
};

/**
 * A refund's `customData`: the payment's reference (the store's payment id) and, for a staff
 * refund, the store's refund id, so its Credit DMN, which echoes it, names both. Two UUIDs do not
 * fit `clientUniqueId` (45 characters at most), which carries the store's refund id alone (or the
 * payment id, for the refund of a whole payment).
 */
export const refundReference = (paymentRef: string, storeRefund?: string) => (storeRefund ? `${paymentRef}/${storeRefund}` : paymentRef);
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const REFUND_REFERENCE = new RegExp(`^(${UUID})(?:/(${UUID}))?$`, "i");
/** The payment and store refund a `customData` names; null when it is no refund reference of the store's. */
export function readRefundReference(customData: string | undefined): { paymentRef: string; storeRefund?: string } | null {
  const match = REFUND_REFERENCE.exec(customData ?? "");
  if (!match) return null;
  return match[2] ? { paymentRef: match[1]!, storeRefund: match[2] } : { paymentRef: match[1]! };
}
