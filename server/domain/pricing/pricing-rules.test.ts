import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHRISTMAS_CAMPAIGN, type Campaign } from "./campaigns.ts";
import { campaignFor, discountedUsdMinor, isCampaignActive } from "./pricing-rules.ts";
import { createPricingService } from "./pricing-service.ts";

describe("pricing rules", () => {
  it("takes the percentage off in the buyer's favour", () => {
    expect(discountedUsdMinor(2000, 15)).toBe(1700);
    expect(discountedUsdMinor(1999, 15)).toBe(1699); // 299.85 off -> 300
    expect(discountedUsdMinor(449, 15)).toBe(381);
  });

  it("never charges more than the percentage allows, nor below zero", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (usd, pct) => {
        const sale = discountedUsdMinor(usd, pct);
        expect(Number.isInteger(sale)).toBe(true);
        expect(sale).toBeGreaterThanOrEqual(0);
        expect(sale).toBeLessThanOrEqual(usd);
        expect(sale * 100).toBeLessThanOrEqual(usd * (100 - pct));
      }),
    );
  });

  it("is active between its dates inclusive", () => {
    expect(isCampaignActive(CHRISTMAS_CAMPAIGN, "2026-11-14")).toBe(false);
    expect(isCampaignActive(CHRISTMAS_CAMPAIGN, "2026-11-15")).toBe(true);
    expect(isCampaignActive(CHRISTMAS_CAMPAIGN, "2027-01-06")).toBe(true);
    expect(isCampaignActive(CHRISTMAS_CAMPAIGN, "2027-01-07")).toBe(false);
  });

  it("picks the best single campaign when two overlap", () => {
    const small: Campaign = { ...CHRISTMAS_CAMPAIGN, id: "small", percentOff: 5 };
    const big: Campaign = { ...CHRISTMAS_CAMPAIGN, id: "big", percentOff: 20 };
    expect(campaignFor([small, big], "japan", "10gb-30-days", "2026-12-01")?.id).toBe("big");
    expect(campaignFor([small, big], "japan", "1gb-7-days", "2026-12-01")).toBeNull();
  });
});

describe("pricing service", () => {
  const at = (iso: string) => () => new Date(iso);
  const item = { areaSlug: "japan", planSlug: "10gb-30-days", listUsdMinor: 2000 };

  it("quotes the sale price during the campaign and the list price after it", () => {
    const during = createPricingService({ campaigns: [CHRISTMAS_CAMPAIGN], now: at("2027-01-06T23:59:59Z") });
    expect(during.quote(item)).toEqual({ usdMinor: 1700, listUsdMinor: 2000, campaign: { id: "christmas-2026", percentOff: 15, endsOn: "2027-01-06" } });
    const after = createPricingService({ campaigns: [CHRISTMAS_CAMPAIGN], now: at("2027-01-07T00:00:00Z") });
    expect(after.quote(item)).toEqual({ usdMinor: 2000, listUsdMinor: 2000, campaign: null });
  });

  it("moves its cache epoch exactly when a campaign starts or ends", () => {
    let now = new Date("2026-11-14T12:00:00Z");
    const pricing = createPricingService({ campaigns: [CHRISTMAS_CAMPAIGN], now: () => now });
    const before = pricing.epoch();
    now = new Date("2026-11-15T00:00:00Z");
    const during = pricing.epoch();
    now = new Date("2026-12-31T00:00:00Z");
    expect(pricing.epoch()).toBe(during);
    now = new Date("2027-01-07T00:00:00Z");
    expect(before).not.toBe(during);
    expect(pricing.epoch()).toBe(before);
  });
});
