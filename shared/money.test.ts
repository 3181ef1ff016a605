import { describe, expect, it } from "vitest";
import { CURRENCIES, convertUsdMinor, displayPrice, formatMinor, isCurrencyCode } from "./money.ts";

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
