import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { retailPrice, RetailRulesSchema, withEnding, type CostedPackage } from "./retail-price-rules.ts";

const RULES = RetailRulesSchema.parse({
  default: { percent: 40 },
  regions: { Europe: { percent: 30 } },
  areas: { japan: { percent: 50, plusMinor: 25 } },
  plans: { "JP-1GB-7D": { priceMinor: 499 }, "EU-LOSS": { percent: -20 } },
});
const pkg = (over: Partial<CostedPackage> = {}): CostedPackage => ({ packageCode: "TH-5GB-30D", areaSlug: "thailand", region: null, cost: 40_000, minimumPrice: null, ...over });

describe("price endings", () => {
  it("are the next price at or above that ends in the given cents", () => {
    expect(withEnding(1200, 99)).toBe(1299);
    expect(withEnding(1299, 99)).toBe(1299);
    expect(withEnding(1300, 99)).toBe(1399);
    expect(withEnding(1250, 0)).toBe(1300);
    expect(withEnding(1250, null)).toBe(1250);
  });
});

describe("a retail price from cost", () => {
  it("takes the most specific rule: the package's, its area's, its region's, then the default", () => {
    expect(retailPrice(pkg(), RULES)).toEqual({ sellable: true, priceUsdMinor: 599, rule: "default", raisedToMinimum: false }); // $4 + 40% = $5.60 → $5.99
    expect(retailPrice(pkg({ areaSlug: "france", region: "Europe" }), RULES)).toMatchObject({ priceUsdMinor: 599, rule: "region" }); // $5.20 → $5.99
    expect(retailPrice(pkg({ areaSlug: "japan", region: "Asia" }), RULES)).toMatchObject({ priceUsdMinor: 699, rule: "area" }); // $6.00 + $0.25 → $6.99
    expect(retailPrice(pkg({ packageCode: "JP-1GB-7D", areaSlug: "japan" }), RULES)).toMatchObject({ priceUsdMinor: 499, rule: "plan" });
  });

  it("never sells below the supplier's minimum price", () => {
    expect(retailPrice(pkg({ minimumPrice: 75_000 }), RULES)).toEqual({ sellable: true, priceUsdMinor: 799, rule: "default", raisedToMinimum: true });
    // A fixed price under the minimum is raised too.
    expect(retailPrice(pkg({ packageCode: "JP-1GB-7D", minimumPrice: 60_000 }), RULES)).toMatchObject({ priceUsdMinor: 699, raisedToMinimum: true });
  });

  it("leaves off the shelves a plan whose price does not clear its cost", () => {
    expect(retailPrice(pkg({ packageCode: "EU-LOSS", cost: 100_000 }), RULES)).toEqual({ sellable: false, reason: "no-margin", priceUsdMinor: 899, costUsdMinor: 1000 });
    expect(retailPrice(pkg({ packageCode: "JP-1GB-7D", cost: 49_900 }), RULES)).toMatchObject({ sellable: false, costUsdMinor: 499 });
    // A cost in fractions of a cent counts up: $4.99005 is not covered by $4.99.
    expect(retailPrice(pkg({ packageCode: "JP-1GB-7D", cost: 49_801 }), RULES)).toMatchObject({ sellable: false, costUsdMinor: 499 });
    expect(retailPrice(pkg({ packageCode: "JP-1GB-7D", cost: 49_800 }), RULES)).toMatchObject({ sellable: true, priceUsdMinor: 499 });
  });

  it("refuses a cost that is not a positive whole number of UsdE4", () => {
    expect(() => retailPrice(pkg({ cost: 0 }), RULES)).toThrow(RangeError);
    expect(() => retailPrice(pkg({ cost: 1.5 }), RULES)).toThrow(RangeError);
  });

  it("for any cost, markup and minimum: a price it sells at clears the cost and the minimum, ends as told, and rises with the cost", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: -50, max: 300 }),
        fc.integer({ min: 0, max: 500 }),
        fc.option(fc.integer({ min: 0, max: 99 }), { nil: null }),
        fc.option(fc.integer({ min: 1, max: 9_000_000 }), { nil: null }),
        (cost, more, percent, plusMinor, ending, minimumPrice) => {
          const rules = RetailRulesSchema.parse({ default: { percent, plusMinor }, ending });
          const price = retailPrice(pkg({ cost, minimumPrice }), rules);
          if (!price.sellable) {
            expect(price.priceUsdMinor).toBeLessThanOrEqual(price.costUsdMinor);
            return;
          }
          expect(price.priceUsdMinor * 100).toBeGreaterThan(cost);
          if (minimumPrice !== null) expect(price.priceUsdMinor * 100).toBeGreaterThanOrEqual(minimumPrice);
          if (ending !== null) expect(price.priceUsdMinor % 100).toBe(ending);
          const dearer = retailPrice(pkg({ cost: cost + more, minimumPrice }), rules);
          expect(dearer.priceUsdMinor).toBeGreaterThanOrEqual(price.priceUsdMinor);
        },
      ),
    );
  });

  it("reads the operator's rules strictly: an unknown key or a fixed price and a markup at once is refused", () => {
    expect(() => RetailRulesSchema.parse({ default: { percent: 30 }, margin: 5 })).toThrow();
    expect(() => RetailRulesSchema.parse({ default: { percent: 30 }, plans: { X: { priceMinor: 500, percent: 10 } } })).toThrow();
    expect(RetailRulesSchema.parse({ default: { percent: 30 } })).toEqual({ default: { percent: 30, plusMinor: 0 }, regions: {}, areas: {}, plans: {}, ending: 99 });
  });
});
