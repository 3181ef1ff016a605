import { describe, expect, it } from "vitest";
import { CHRISTMAS_CAMPAIGN, discountedUsdMinor, isCampaignActive } from "./campaigns.ts";

describe("campaigns", () => {
  it("takes the percentage off in the buyer's favour", () => {
    expect(discountedUsdMinor(2000, 15)).toBe(1700);
    expect(discountedUsdMinor(1999, 15)).toBe(1699); // 299.85 off -> 300
    expect(discountedUsdMinor(449, 15)).toBe(381);
  });
  it("is active between its dates inclusive", () => {
    expect(isCampaignActive(CHRISTMAS_CAMPAIGN, "2026-11-14")).toBe(false);
    expect(isCampaignActive(CHRISTMAS_CAMPAIGN, "2026-11-15")).toBe(true);
    expect(isCampaignActive(CHRISTMAS_CAMPAIGN, "2027-01-06")).toBe(true);
    expect(isCampaignActive(CHRISTMAS_CAMPAIGN, "2027-01-07")).toBe(false);
  });
});
