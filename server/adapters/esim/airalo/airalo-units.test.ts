import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BYTES_PER_MB, dataLabelBytes, discountedE4, fairUsage, formatAiraloDate, mbToBytes, parseAiraloDate, usdToE4 } from "./airalo-units.ts";
import { airaloSignature, phpJsonEncode } from "./airalo-wire.ts";

describe("Airalo units: dollars", () => {
  it.each([
    [4.5, 45_000],
    [1.8, 18_000],
    [2.375, 23_750],
    [0.1, 1_000],
    ["9.50", 95_000],
    ["0.0001", 1],
    [12, 120_000],
    [0, 0],
  ])("%s dollars are %d UsdE4", (amount, e4) => {
    expect(usdToE4(amount)).toBe(e4);
  });

  it("is exact for every amount of four decimals, where floating point would drift", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (e4) => {
        const text = `${Math.floor(e4 / 10_000)}.${String(e4 % 10_000).padStart(4, "0")}`;
        expect(usdToE4(text)).toBe(e4);
        expect(usdToE4(Number(text))).toBe(e4);
      }),
    );
  });

  it("rounds a fifth decimal up only when asked, and refuses what is no amount", () => {
    expect(() => usdToE4("1.23451")).toThrow(RangeError);
    expect(usdToE4("1.23451", "up")).toBe(12_346);
    expect(usdToE4("1.234500", "up")).toBe(12_345);
    for (const bad of ["-1", "1e-7", "", "1,5", "abc", 1e21]) expect(() => usdToE4(bad)).toThrow(RangeError);
  });

  it("takes a discount off with the result rounded up", () => {
    expect(discountedE4(45_000, 10)).toBe(40_500);
    expect(discountedE4(3, 10)).toBe(3);
    expect(discountedE4(45_000, 0)).toBe(45_000);
    expect(() => discountedE4(45_000, 10.5)).toThrow(RangeError);
  });
});

describe("Airalo units: data and dates", () => {
  it("counts 1024 MB to the GB, as the store does", () => {
    expect(mbToBytes(1024)).toBe(1024 * BYTES_PER_MB);
    expect(() => mbToBytes(1.5)).toThrow(RangeError);
    expect(dataLabelBytes("1 GB")).toBe(1024 * BYTES_PER_MB);
    expect(dataLabelBytes("500 MB")).toBe(500 * BYTES_PER_MB);
    expect(dataLabelBytes("1.5 GB")).toBe(1536 * BYTES_PER_MB);
    expect(dataLabelBytes("Unlimited")).toBeNull();
  });

  it("reads Airalo's zoneless times as UTC, and ISO times with their offset", () => {
    expect(parseAiraloDate("2026-03-01 10:00:00")).toEqual(new Date("2026-03-01T10:00:00Z"));
    expect(parseAiraloDate("2025-03-28 10:00")).toEqual(new Date("2025-03-28T10:00:00Z"));
    expect(parseAiraloDate("2023-01-09T10:30:45+00:00")).toEqual(new Date("2023-01-09T10:30:45Z"));
    expect(parseAiraloDate(null)).toBeNull();
    expect(parseAiraloDate("")).toBeNull();
    expect(() => parseAiraloDate("tomorrow")).toThrow(RangeError);
    expect(parseAiraloDate("2023-01-09T10:30:45")).toEqual(new Date("2023-01-09T10:30:45Z"));
    expect(() => parseAiraloDate("2023-01-09T10:30:45.5")).toThrow(RangeError);
    expect(formatAiraloDate(new Date("2026-03-01T10:00:00.250Z"))).toBe("2026-03-01 10:00:00");
  });

  it("reads a fair-usage sentence's daily allowance and the speed after it, and nothing from other sentences", () => {
    expect(fairUsage("Lower speed rate of 1 Mbps after 3 GB usage per day.")).toEqual({ dailyBytes: 3 * 1024 * BYTES_PER_MB, speedAfter: "1 Mbps" });
    expect(fairUsage("Lower speed rate of 512 kbps after 500 MB usage per day.")).toEqual({ dailyBytes: 500 * BYTES_PER_MB, speedAfter: "512 kbps" });
    expect(fairUsage("Speeds may be reduced at busy times.")).toBeNull();
    expect(fairUsage("Lower speed rate of 1 Mbps after 3 GB usage.")).toBeNull();
    expect(fairUsage(null)).toBeNull();
  });
});

describe("Airalo wire: the signature", () => {
  it("signs JSON the way PHP's json_encode writes it: slashes and non-ASCII escaped", () => {
    const payload = { url: "https://x.test/a", title: "Élan", n: 1.5 };
    expect(phpJsonEncode(payload)).toBe('{"url":"https:\\/\\/x.test\\/a","title":"\\u00c9lan","n":1.5}');
    expect(JSON.parse(phpJsonEncode(payload))).toEqual(payload);
  });

  it("is HMAC-SHA512 in hex, keyed with the client secret", () => {
    // RFC 4231 test case 2.
    expect(airaloSignature("Jefe", "what do ya want for nothing?")).toBe(
      "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737",
    );
  });
});
