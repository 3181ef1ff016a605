/**
 * Money rules shared by server and browser. Amounts are integers in minor units (cents) of
 * their currency; every price is stored in USD and converted for display at the fixed rates
 * of PRODUCT.md#money-display. Conversion truncates (never rounds up) so a displayed price
 * is never above what the USD charge is worth at that rate.
 */
import type { Lang } from "./i18n/locales.ts";

/**
 * Rate per 1 USD, written as an integer number of ten-thousandths so conversion is exact
 * integer arithmetic (147.57 -> 1_475_700).
 */
const RATES_E4 = {
  USD: 10_000,
  GBP: 7_400,
  JPY: 1_475_700,
  THB: 324_100,
  TRY: 408_400,
  KRW: 13_850_000,
  HKD: 77_900,
  SGD: 12_900,
  RUB: 804_000,
  INR: 874_600,
  CAD: 13_800,
  CNY: 71_300,
  EUR: 8_600,
} as const;

export type CurrencyCode = keyof typeof RATES_E4;
export const CURRENCY_CODES = Object.keys(RATES_E4) as CurrencyCode[];

const SYMBOLS: Record<CurrencyCode, string> = {
  USD: "$", GBP: "£", JPY: "¥", THB: "฿", TRY: "₺", KRW: "₩", HKD: "HK$",
  SGD: "S$", RUB: "₽", INR: "₹", CAD: "C$", CNY: "CN¥", EUR: "€",
};

export interface Currency {
  name: CurrencyCode;
  symbol: string;
  /** Rate against USD as a decimal number, e.g. 147.57 (`value` in PRODUCT.md#money-display). */
  value: number;
}

export const CURRENCIES: readonly Currency[] = CURRENCY_CODES.map((name) => ({
  name,
  symbol: SYMBOLS[name],
  value: RATES_E4[name] / 10_000,
}));

export const currencySymbol = (code: CurrencyCode) => SYMBOLS[code];

export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return typeof code === "string" && Object.hasOwn(RATES_E4, code);
}

/** Converts USD minor units into minor units of `currency`, truncating toward zero. */
export function convertUsdMinor(usdMinor: number, currency: CurrencyCode): number {
  if (!Number.isSafeInteger(usdMinor)) throw new RangeError(`amount must be an integer: ${usdMinor}`);
  const scaled = usdMinor * RATES_E4[currency];
  return Math.trunc(scaled / 10_000);
}

/** "1234.5" style amount with exactly two decimals, from minor units; no rounding involved. */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const whole = Math.trunc(abs / 100);
  const cents = abs % 100;
  return `${sign}${whole}.${cents.toString().padStart(2, "0")}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The one way a price is shown (PRODUCT.md#money-display): in the page's language, with its
 * grouping, decimal mark and symbol placement ("$7,229.45", "7.229,45 $", "7229,45 €" in Spanish,
 * whose grouping starts at five digits), and the store's own symbol, which tells the dollars and
 * yen apart (HK$, S$, C$, CN¥) where Intl's narrow symbol is a bare "$" or "¥". Exactly two
 * decimals and never rounded: the already truncated minor units reach Intl as an exact decimal
 * string with two fraction digits, so there is nothing to round. Server and browser must agree
 * for hydration: Node 20's ICU and Chromium give the same parts for all 7 languages and 13
 * currencies (money.test.ts pins the server's, tests/e2e/intl.spec.ts hydrates them).
 */
export function formatMoney(minor: number, currency: CurrencyCode, lang: Lang): string {
  const key = `${lang} ${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const options = { style: "currency", currency, currencyDisplay: "narrowSymbol", minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
    formatters.set(key, (format = new Intl.NumberFormat(lang, options)));
  }
  const parts = format.formatToParts(formatMinor(minor) as `${number}`);
  return parts.map((p) => (p.type === "currency" ? SYMBOLS[currency] : p.value)).join("");
}

export interface DisplayPrice {
  currency: CurrencyCode;
  symbol: string;
  /** Minor units in the display currency. */
  minor: number;
  /** Exactly two decimals, truncated. */
  amount: string;
}

export function displayPrice(usdMinor: number, currency: CurrencyCode): DisplayPrice {
  const minor = convertUsdMinor(usdMinor, currency);
  return { currency, symbol: SYMBOLS[currency], minor, amount: formatMinor(minor) };
}

/** An amount in US dollars, as every charge and balance is kept. */
export const usdPrice = (usdMinor: number): DisplayPrice => displayPrice(usdMinor, "USD");

/**
 * An amount already converted and stored (what the buyer saw when an order or recharge was
 * placed), never converted again; a stored currency no longer offered reads as USD.
 */
export function storedPrice(currency: string, minor: number): DisplayPrice {
  const code = isCurrencyCode(currency) ? currency : "USD";
  return { currency: code, symbol: SYMBOLS[code], minor, amount: formatMinor(minor) };
}
