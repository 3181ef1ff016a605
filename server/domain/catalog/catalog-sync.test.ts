/** What the catalogue sync decides for plan fields the suppliers do not give (docs/SUPPLIERS.md#the-sync). */
import { describe, expect, it } from "vitest";
import { isKnownCountry, networkOf, throttleKbpsOf } from "./catalog-sync.ts";

describe("plan fields the supplier does not give", () => {
  it.each([
    ["512 Kbps", 512],
    ["512kbps", 512],
    ["1 Mbps", 1000],
    ["1.5 Mbps", 1500],
    ["Lower speed rate of 512 kbps after 2 GB usage per day.", 512],
    ["Speeds may be reduced at busy times.", 0],
    ["", 0],
    [null, 0],
  ])("reads the speed after the allowance from %j as %i kbps", (words, kbps) => {
    expect(throttleKbpsOf(words)).toBe(kbps);
  });

  it("calls a package 5G when any of its networks has it", () => {
    const net = (generation: string | null) => ({ country: "JP", operator: "X", generation });
    expect(networkOf({ networks: [net("4G"), net("4G/5G")] })).toBe("5G");
    expect(networkOf({ networks: [net("LTE"), net(null)] })).toBe("4G");
    expect(networkOf({ networks: [] })).toBe("4G");
  });

  it("knows a country when the store can name it in every language", () => {
    expect(isKnownCountry("JP")).toBe(true);
    expect(isKnownCountry("hk")).toBe(true);
    expect(isKnownCountry("XK")).toBe(true);
    for (const code of ["QQ", "ZZ", "EU", "UN", "QO", "419", "JPN", ""]) expect(isKnownCountry(code), code).toBe(false);
  });
});
