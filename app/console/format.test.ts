import { describe, expect, it } from "vitest";
import { factsLine, minorOfTyped, percentOfBps, plainHundredths, usdOf } from "./format.ts";

describe("the console's formats", () => {
  it("reads a typed dollar amount exactly, or refuses it", () => {
    expect(minorOfTyped("12")).toBe(1200);
    expect(minorOfTyped("12.5")).toBe(1250);
    expect(minorOfTyped(" $1,234.05 ")).toBe(123405);
    expect(minorOfTyped("0.29")).toBe(29);
    // A decimal comma, as in German, Spanish and Turkish.
    expect(minorOfTyped("4,50")).toBe(450);
    expect(minorOfTyped("1.234,5")).toBe(123450);
    // Either a thousands group or three decimals: refused, never guessed.
    for (const bad of ["", "-1", "1.234", "1,234", "abc", "1e3", "12.", ".5", "1,2,3"]) expect(minorOfTyped(bad)).toBeNull();
  });

  it("writes USD in the member's language and facts on one line", () => {
    expect(usdOf("en")(1250)).toBe("$12.50");
    expect(usdOf("de")(1250)).toMatch(/^12,50\s\$$/);
    expect(factsLine({ type: "checkout.session.completed", outcome: "applied", skipped: null, n: 2 })).toBe("type: checkout.session.completed, outcome: applied, n: 2");
  });

  it("writes amounts for programs as plain decimals, exactly, and rates as percentages", () => {
    expect([1234, 5, 0, 100, 123456789, -5, -1250].map(plainHundredths)).toEqual(["12.34", "0.05", "0.00", "1.00", "1234567.89", "-0.05", "-12.50"]);
    expect([1000, 750, 1234, 0, 10_000].map(percentOfBps("en"))).toEqual(["10%", "7.5%", "12.34%", "0%", "100%"]);
    expect(percentOfBps("de")(750)).toMatch(/^7,5\s%$/);
  });
});
