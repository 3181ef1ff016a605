import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Campaign } from "./campaigns.ts";
import { campaignFor, campaignMatcher, campaignOfPage, campaignState, discountedUsdMinor, isCampaignActive, type PlanRef } from "./pricing-rules.ts";
import { createPricingService } from "./pricing-service.ts";

/** A campaign like the demo's holiday sale, for the rules to be tried on. */
const HOLIDAY: Campaign = {
  id: "holiday",
  percentOff: 15,
  startsOn: "2026-11-15",
  endsOn: "2027-01-06",
  scope: "plans",
  targets: ["japan/10gb-30-days", "europe/10gb-30-days"],
  page: "/esim-christmas-discount",
  banner: null,
  disabledAt: null,
  updatedAt: new Date("2026-11-01T00:00:00Z"),
};
const campaign = (over: Partial<Campaign>): Campaign => ({ ...HOLIDAY, ...over });

const japan10: PlanRef = { areaSlug: "japan", planSlug: "10gb-30-days", regions: ["asia", "global"] };
const japan1: PlanRef = { areaSlug: "japan", planSlug: "1gb-7-days", regions: ["asia", "global"] };
const france5: PlanRef = { areaSlug: "france", planSlug: "5gb-30-days", regions: ["europe", "global"] };
const europe10: PlanRef = { areaSlug: "europe", planSlug: "10gb-30-days", regions: ["europe"] };

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
});

describe("a campaign's dates", () => {
  it("run from its first day to its last, both included (UTC days)", () => {
    expect(isCampaignActive(HOLIDAY, "2026-11-14")).toBe(false);
    expect(isCampaignActive(HOLIDAY, "2026-11-15")).toBe(true);
    expect(isCampaignActive(HOLIDAY, "2027-01-06")).toBe(true);
    expect(isCampaignActive(HOLIDAY, "2027-01-07")).toBe(false);
    expect(["2026-11-14", "2026-11-15", "2027-01-06", "2027-01-07"].map((d) => campaignState(HOLIDAY, d))).toEqual(["upcoming", "running", "running", "finished"]);
  });

  it("stop counting once it was ended early, whatever they say", () => {
    const ended = campaign({ disabledAt: new Date("2026-12-01T10:00:00Z") });
    expect(isCampaignActive(ended, "2026-12-01")).toBe(false);
    expect(campaignState(ended, "2026-11-01")).toBe("ended");
    expect(campaignState(ended, "2026-12-24")).toBe("ended");
  });
});

describe("a campaign's scope", () => {
  it("all: every plan", () => {
    const every = campaignMatcher({ scope: "all", targets: [] });
    expect([japan10, japan1, france5, europe10].every(every)).toBe(true);
  });

  it("regions: the region's own plans and those of every country it covers", () => {
    const europe = campaignMatcher({ scope: "regions", targets: ["europe"] });
    expect(europe(europe10)).toBe(true);
    expect(europe(france5)).toBe(true);
    expect(europe(japan10)).toBe(false);
  });

  it("areas: only the plans of the areas named, a region's not reaching its countries", () => {
    const areas = campaignMatcher({ scope: "areas", targets: ["japan", "europe"] });
    expect(areas(japan10)).toBe(true);
    expect(areas(japan1)).toBe(true);
    expect(areas(europe10)).toBe(true);
    expect(areas(france5)).toBe(false);
  });

  it("plans: only the plans named, by area and plan", () => {
    const plans = campaignMatcher({ scope: "plans", targets: ["japan/10gb-30-days"] });
    expect(plans(japan10)).toBe(true);
    expect(plans(japan1)).toBe(false);
    expect(plans({ ...europe10, planSlug: "10gb-30-days", areaSlug: "asia" })).toBe(false);
  });
});

describe("the best single campaign", () => {
  const small = campaign({ id: "small", percentOff: 5 });
  const big = campaign({ id: "big", percentOff: 20, scope: "areas", targets: ["japan"] });

  it("is the largest discount when two overlap: campaigns never stack", () => {
    expect(campaignFor([small, big], japan10, "2026-12-01")?.id).toBe("big");
    expect(campaignFor([big, small], japan10, "2026-12-01")?.id).toBe("big");
    expect(campaignFor([small, big], europe10, "2026-12-01")?.id).toBe("small");
    expect(campaignFor([small, big], france5, "2026-12-01")).toBeNull();
  });

  it("is one that runs that day, and not one ended early", () => {
    const later = campaign({ id: "later", percentOff: 50, startsOn: "2026-12-10" });
    expect(campaignFor([small, later], japan10, "2026-12-09")?.id).toBe("small");
    expect(campaignFor([small, later], japan10, "2026-12-10")?.id).toBe("later");
    expect(campaignFor([small, { ...later, disabledAt: new Date("2026-12-11T08:00:00Z") }], japan10, "2026-12-12")?.id).toBe("small");
  });

  it("on equal discounts, is the same whichever order the campaigns come in", () => {
    const a = campaign({ id: "a", percentOff: 10 });
    const b = campaign({ id: "b", percentOff: 10 });
    const longer = campaign({ id: "c", percentOff: 10, endsOn: "2027-02-01" });
    expect(campaignFor([a, b], japan10, "2026-12-01")?.id).toBe("a");
    expect(campaignFor([b, a], japan10, "2026-12-01")?.id).toBe("a");
    expect(campaignFor([a, longer, b], japan10, "2026-12-01")?.id).toBe("c");
  });
});

describe("the campaign a landing page presents", () => {
  const page = "/esim-christmas-discount";
  const last = campaign({ id: "holiday-2025", startsOn: "2025-11-15", endsOn: "2026-01-06" });
  const next = campaign({ id: "holiday-2027", startsOn: "2027-11-15", endsOn: "2028-01-06" });
  const elsewhere = campaign({ id: "spring", page: "/japan" });

  it("is the one running there, else the next to start, else the last that ran", () => {
    const all = [last, HOLIDAY, next, elsewhere];
    expect(campaignOfPage(all, page, "2026-12-24")).toEqual({ campaign: HOLIDAY, state: "running" });
    expect(campaignOfPage(all, page, "2027-01-07")).toEqual({ campaign: next, state: "upcoming" });
    expect(campaignOfPage([last, HOLIDAY], page, "2027-01-07")).toEqual({ campaign: HOLIDAY, state: "finished" });
    expect(campaignOfPage([last, HOLIDAY], page, "2026-01-07")).toEqual({ campaign: HOLIDAY, state: "upcoming" });
  });

  it("is one ended early as it ended, and none where no campaign names the page", () => {
    const ended = { ...HOLIDAY, disabledAt: new Date("2026-12-01T10:00:00Z") };
    expect(campaignOfPage([last, ended], page, "2026-12-24")).toEqual({ campaign: ended, state: "ended" });
    expect(campaignOfPage([elsewhere], page, "2026-12-24")).toBeNull();
  });
});

describe("pricing service", () => {
  const at = (iso: string) => () => new Date(iso);
  const item = { ...japan10, listUsdMinor: 2000 };

  it("quotes the sale price during the campaign and the list price after it", () => {
    const during = createPricingService({ campaigns: [HOLIDAY], now: at("2027-01-06T23:59:59Z") });
    expect(during.quote(item)).toEqual({ usdMinor: 1700, listUsdMinor: 2000, campaign: { id: "holiday", percentOff: 15, endsOn: "2027-01-06" } });
    expect(during.quote({ ...japan1, listUsdMinor: 900 })).toEqual({ usdMinor: 900, listUsdMinor: 900, campaign: null });
    const after = createPricingService({ campaigns: [HOLIDAY], now: at("2027-01-07T00:00:00Z") });
    expect(after.quote(item)).toEqual({ usdMinor: 2000, listUsdMinor: 2000, campaign: null });
  });

  it("moves its cache epoch when a campaign starts or ends, and at each new UTC day, and only then", () => {
    let now = new Date("2026-11-14T12:00:00Z");
    const pricing = createPricingService({ campaigns: [HOLIDAY], now: () => now });
    const before = pricing.epoch();
    now = new Date("2026-11-14T23:59:59.999Z");
    expect(pricing.epoch()).toBe(before);
    now = new Date("2026-11-15T00:00:00Z");
    const during = pricing.epoch();
    expect(during).not.toBe(before);
    now = new Date("2026-11-15T18:00:00Z");
    expect(pricing.epoch()).toBe(during);
    now = new Date("2026-12-31T00:00:00Z");
    expect(pricing.epoch()).not.toBe(during);
    expect(pricing.epoch()).toContain("holiday");
    now = new Date("2027-01-07T00:00:00Z");
    expect(pricing.epoch()).not.toContain("holiday");
  });

  it("moves its epoch when the campaigns change, and only then", () => {
    const pricing = createPricingService({ campaigns: [HOLIDAY], now: at("2026-12-01T12:00:00Z") });
    const first = pricing.epoch();
    pricing.replaceCampaigns([{ ...HOLIDAY }]);
    expect(pricing.epoch()).toBe(first);
    const deeper = { ...HOLIDAY, percentOff: 20, updatedAt: new Date("2026-12-01T12:00:00Z") };
    pricing.replaceCampaigns([deeper]);
    expect(pricing.epoch()).not.toBe(first);
    expect(pricing.quote(item).usdMinor).toBe(1600);
    const second = pricing.epoch();
    // A campaign that does not run today changes no price, but may run tomorrow: the epoch moves too.
    pricing.replaceCampaigns([deeper, campaign({ id: "next-year", startsOn: "2027-11-15", endsOn: "2028-01-06" })]);
    expect(pricing.epoch()).not.toBe(second);
  });

  it("puts up the banners of the campaigns running today, linking to their page", () => {
    const banner = { title: { en: "Sale" }, subtitle: { en: "15% off" }, cta: { en: "See" } } as unknown as NonNullable<Campaign["banner"]>;
    let now = new Date("2026-12-01T12:00:00Z");
    const pricing = createPricingService({ campaigns: [campaign({ banner }), campaign({ id: "quiet" })], now: () => now });
    expect(pricing.banners()).toEqual([{ id: "campaign-holiday", link: "/esim-christmas-discount", art: "sale", ...banner }]);
    now = new Date("2027-01-07T00:00:00Z");
    expect(pricing.banners()).toEqual([]);
  });
});
