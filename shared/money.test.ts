import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGS } from "./i18n/locales.ts";
import { CURRENCIES, CURRENCY_CODES, convertUsdMinor, displayPrice, formatMinor, formatMoney, isCurrencyCode } from "./money.ts";

describe("currency table", () => {
  it("has the 13 currencies of PRODUCT.md#money-display at their rates", () => {
    expect(Object.fromEntries(CURRENCIES.map((c) => [c.name, c.value]))).toEqual({
      USD: 1, GBP: 0.74, JPY: 147.57, THB: 32.41, TRY: 40.84, KRW: 1385, HKD: 7.79,
      SGD: 1.29, RUB: 80.4, INR: 87.46, CAD: 1.38, CNY: 7.13, EUR: 0.86,
    });
  });
  it("recognises only those codes", () => {
    expect(isCurrencyCode("EUR")).toBe(true);
    expect(isCurrencyCode("eur")).toBe(false);
    expect(isCurrencyCode("toString")).toBe(false);
  });
});

describe("conversion truncates, never rounds up", () => {
  it.each([
    [999, "EUR", 859], // 8.5914 -> 8.59
    [999, "GBP", 739], // 7.3926 -> 7.39
    [999, "JPY", 147422], // 1474.2243 -> 1474.22
    [1, "EUR", 0], // 0.0086 -> 0.00
    [100, "KRW", 138500],
    [1999, "USD", 1999],
    [4449, "TRY", 181697], // 1816.9716
  ] as const)("%i USD cents in %s is %i minor units", (usd, currency, expected) => {
    expect(convertUsdMinor(usd, currency)).toBe(expected);
  });
  it("refuses fractional minor units", () => {
    expect(() => convertUsdMinor(1.5, "EUR")).toThrow(RangeError);
  });
});

describe("two-decimal display", () => {
  it.each([
    [0, "0.00"], [5, "0.05"], [100, "1.00"], [123456, "1234.56"], [-250, "-2.50"],
  ])("formats %i minor units as %s", (minor, text) => expect(formatMinor(minor)).toBe(text));

  it("builds a display price with symbol", () => {
    expect(displayPrice(999, "EUR")).toEqual({ currency: "EUR", symbol: "€", minor: 859, amount: "8.59" });
  });
});

describe("prices in the page's language (PRODUCT.md#money-display)", () => {
  const nbsp = "\u00a0";
  it.each([
    ["en", "USD", 399, "$3.99"],
    ["en", "JPY", 722945, "¥7,229.45"],
    ["en", "HKD", 123456, "HK$1,234.56"],
    ["en", "KRW", 138500, "₩1,385.00"],
    ["de", "USD", 399, `3,99${nbsp}$`],
    ["de", "EUR", 722945, `7.229,45${nbsp}€`],
    ["de", "CNY", 5, `0,05${nbsp}CN¥`],
    ["es", "EUR", 722945, `7229,45${nbsp}€`], // Spanish groups from five digits
    ["es", "EUR", 1234567, `12.345,67${nbsp}€`],
    ["ja", "USD", 399, "$3.99"],
    ["ja", "JPY", 722945, "¥7,229.45"], // the store's yen sign, not the full-width ￥ of Japanese CLDR
    ["ja", "CNY", 1916, "CN¥19.16"],
    ["tr", "TRY", 181697, "₺1.816,97"],
    ["tr", "SGD", 1999, "S$19,99"],
    ["zh-CN", "CNY", 722945, "CN¥7,229.45"],
    ["zh-HK", "HKD", 10000000, "HK$100,000.00"],
    ["zh-HK", "CAD", 1380, "C$13.80"],
  ] as const)("%s %s %i minor units: %s", (lang, currency, minor, text) => {
    expect(formatMoney(minor, currency, lang)).toBe(text);
  });

  const decimalMark = (lang: string) => (["de", "es", "tr"].includes(lang) ? "," : ".");

  it("shows exactly the truncated minor units, with two decimals, in every language and currency", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.constantFrom(...CURRENCY_CODES), fc.constantFrom(...LANGS), (usdMinor, currency, lang) => {
        const minor = convertUsdMinor(usdMinor, currency);
        const text = formatMoney(minor, currency, lang);
        // Nothing rounded: the digits shown are the truncated minor units themselves.
        expect(Number(text.replace(/\D/g, ""))).toBe(minor);
        // Two decimals after the language's decimal mark, then at most the symbol.
        expect(text).toMatch(new RegExp(`\\${decimalMark(lang)}\\d{2}(?:\\D*)$`));
        expect(text).toContain(displayPrice(usdMinor, currency).symbol);
      }),
    );
  });
});
