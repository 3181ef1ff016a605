import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SupplierPackage } from "../../adapters/esim/supplier.ts";
import { RetailRulesSchema } from "../pricing/index.ts";
import { baseSlug, planSync, sizeWords, type KnownPlan, type SyncInputs } from "./supplier-catalog-rules.ts";

const MB = 1024 * 1024;
const GB = 1024 * MB;
const RULES = RetailRulesSchema.parse({ default: { percent: 40 } });
const KNOWN_COUNTRIES = new Set(["JP", "TH", "FR", "DE", "IT", "US"]);

function pkg(code: string, over: Partial<SupplierPackage> = {}): SupplierPackage {
  return {
    code,
    kind: "base",
    name: code,
    countries: ["JP"],
    region: null,
    dataBytes: 5 * GB,
    dailyBytes: null,
    validityDays: 30,
    cost: 40_000,
    minimumPrice: null,
    speedAfter: null,
    hotspot: true,
    networks: [],
    ...over,
  };
}

const sync = (packages: SupplierPackage[], known: Map<string, KnownPlan> = new Map(), rules = RULES) =>
  planSync({ packages, known, isKnownCountry: (c) => KNOWN_COUNTRIES.has(c), rules } satisfies SyncInputs, (iso2) => ({ JP: "japan", TH: "thailand", FR: "france", DE: "germany", IT: "italy", US: "united-states" })[iso2]!);

describe("slugs", () => {
  it("say the allowance and the days", () => {
    expect(sizeWords(500)).toBe("500mb");
    expect(sizeWords(1024)).toBe("1gb");
    expect(sizeWords(1536)).toBe("1-5gb");
    expect(baseSlug({ kind: "data", dataMb: 5120, dailyMb: null, validityDays: 30 })).toBe("5gb-30-days");
    expect(baseSlug({ kind: "daily", dataMb: null, dailyMb: 1024, validityDays: null })).toBe("daily-1gb");
  });
});

describe("a supplier's packages as areas and plans", () => {
  const packages = [
    pkg("JP-5G-30"),
    pkg("JP-5G-30-PLUS"),
    pkg("JP-DAILY-1G", { dataBytes: null, dailyBytes: GB, validityDays: 1 }),
    pkg("TH-500M-7", { countries: ["TH"], dataBytes: 500 * MB, validityDays: 7 }),
    pkg("EU-10G-30", { countries: ["FR", "DE"], region: "Europe", dataBytes: 10 * GB }),
    pkg("EU-3G-15", { countries: ["IT", "FR"], region: "Europe", dataBytes: 3 * GB, validityDays: 15 }),
    pkg("GL-1G-7", { countries: ["US", "JP", "FR"], region: "Global", dataBytes: GB, validityDays: 7 }),
    pkg("JP-TOPUP-1G", { kind: "topup", dataBytes: GB }),
    pkg("XK-1G-7", { countries: ["XK"], dataBytes: GB }),
    pkg("JP-UNLIMITED", { dataBytes: null }),
    pkg("JP-CHEAP", { cost: 1_000_000 }),
  ];

  it("puts one-country packages in their country, multi-country ones in their region, with slugs that say what they are", () => {
    const result = sync(packages, new Map(), RetailRulesSchema.parse({ default: { percent: 40 }, plans: { "JP-CHEAP": { priceMinor: 500 } } }));
    expect(result.areas).toEqual([
      { slug: "europe", kind: "regional", countries: ["DE", "FR", "IT"], region: "Europe" },
      { slug: "global", kind: "global", countries: ["FR", "JP", "US"], region: "Global" },
      { slug: "japan", kind: "local", countries: ["JP"], region: null },
      { slug: "thailand", kind: "local", countries: ["TH"], region: null },
    ]);
    expect(result.plans.map((p) => `${p.packageCode} → ${p.areaSlug}/${p.slug}`)).toEqual([
      "EU-10G-30 → europe/10gb-30-days",
      "EU-3G-15 → europe/3gb-15-days",
      "GL-1G-7 → global/1gb-7-days",
      "JP-5G-30 → japan/5gb-30-days",
      "JP-5G-30-PLUS → japan/5gb-30-days-2",
      "JP-DAILY-1G → japan/daily-1gb",
      "TH-500M-7 → thailand/500mb-7-days",
    ]);
    expect(result.plans.find((p) => p.packageCode === "JP-5G-30")).toMatchObject({ kind: "data", dataMb: 5120, validityDays: 30, priceUsdMinor: 599, costE4: 40_000 });
    expect(result.plans.find((p) => p.packageCode === "JP-DAILY-1G")).toMatchObject({ kind: "daily", dailyMb: 1024, dataMb: null, validityDays: null });
    expect(result.leftOut).toEqual([
      { packageCode: "JP-CHEAP", reason: "no-margin" },
      { packageCode: "JP-TOPUP-1G", reason: "topup" },
      { packageCode: "JP-UNLIMITED", reason: "no-allowance" },
      { packageCode: "XK-1G-7", reason: "unknown-country" },
    ]);
    expect(result.withdrawn).toEqual([]);
  });

  it("keeps every slug at the next sync while costs move prices; a withdrawn package leaves, and its slug is never given again", () => {
    const first = sync(packages);
    const known = new Map(first.plans.map((p) => [p.packageCode, { areaSlug: p.areaSlug, slug: p.slug }]));
    const dearer = packages.filter((p) => p.code !== "JP-5G-30").map((p) => ({ ...p, cost: p.cost * 2 }));
    const second = sync([...dearer, pkg("JP-5G-30-NEW")], known);
    expect(second.withdrawn).toEqual(["JP-5G-30"]);
    for (const plan of second.plans) {
      if (known.has(plan.packageCode)) expect(plan.slug).toBe(known.get(plan.packageCode)!.slug);
    }
    expect(second.plans.find((p) => p.packageCode === "JP-5G-30-PLUS")).toMatchObject({ slug: "5gb-30-days-2", priceUsdMinor: 1199 });
    // The new package alike takes neither the withdrawn one's address nor JP-CHEAP's (-3).
    expect(known.get("JP-CHEAP")?.slug).toBe("5gb-30-days-3");
    expect(second.plans.find((p) => p.packageCode === "JP-5G-30-NEW")?.slug).toBe("5gb-30-days-4");
  });

  it("leaves out a package the catalogue file sells: the operator chose its plan", () => {
    const first = sync(packages);
    const known = new Map(first.plans.map((p) => [p.packageCode, { areaSlug: p.areaSlug, slug: p.slug }]));
    const result = planSync(
      { packages, known, isKnownCountry: (c) => KNOWN_COUNTRIES.has(c), rules: RULES, inCatalogueFile: new Set(["JP-5G-30", "TH-500M-7"]) },
      (iso2) => ({ JP: "japan", TH: "thailand", FR: "france", DE: "germany", IT: "italy", US: "united-states" })[iso2]!,
    );
    expect(result.leftOut.filter((l) => l.reason === "catalogue-file")).toEqual([
      { packageCode: "JP-5G-30", reason: "catalogue-file" },
      { packageCode: "TH-500M-7", reason: "catalogue-file" },
    ]);
    expect(result.plans.map((p) => p.packageCode)).toEqual(first.plans.map((p) => p.packageCode).filter((c) => c !== "JP-5G-30" && c !== "TH-500M-7"));
    // Thailand had only that package: the area is no longer the sync's to fill.
    expect(result.areas.map((a) => a.slug)).not.toContain("thailand");
  });

  it("gives the same result whatever order the supplier lists its packages in", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(packages, { minLength: packages.length, maxLength: packages.length }), (shuffled) => {
        expect(sync(shuffled)).toEqual(sync(packages));
      }),
      { numRuns: 50 },
    );
  });
});

describe("the store's own areas for a supplier's regions", () => {
  const areasOf = (region: string) => ({ europe: { slug: "europe", kind: "regional" as const }, world: { slug: "global", kind: "global" as const } })[region.toLowerCase()] ?? null;
  const withRegions = (packages: SupplierPackage[], reserved?: Set<string>) =>
    planSync(
      { packages, known: new Map(), isKnownCountry: (c) => KNOWN_COUNTRIES.has(c), rules: RULES, regionArea: areasOf, reserved },
      (iso2) => ({ JP: "japan", FR: "france", DE: "germany", US: "united-states" })[iso2]!,
    );

  it("files a region under the area the store names it by, and leaves out a region it has no names for", () => {
    const result = withRegions([
      pkg("EU-5G-30", { countries: ["FR", "DE"], region: "Europe" }),
      pkg("WD-5G-30", { countries: ["US", "JP"], region: "World" }),
      pkg("AT-5G-30", { countries: ["FR", "US"], region: "Atlantis" }),
      pkg("JP-5G-30"),
    ]);
    expect(result.areas.map((a) => [a.slug, a.kind])).toEqual([
      ["europe", "regional"],
      ["global", "global"],
      ["japan", "local"],
    ]);
    expect(result.leftOut).toEqual([{ packageCode: "AT-5G-30", reason: "unknown-region" }]);
  });

  it("never gives a new package a slug another plan of the area already has", () => {
    const result = withRegions([pkg("JP-5G-30"), pkg("EU-5G-30", { countries: ["FR", "DE"], region: "Europe" })], new Set(["japan/5gb-30-days", "japan/5gb-30-days-2"]));
    expect(result.plans.map((p) => `${p.areaSlug}/${p.slug}`)).toEqual(["europe/5gb-30-days", "japan/5gb-30-days-3"]);
  });
});
