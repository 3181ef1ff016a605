/** Every region the two suppliers' catalogues use has an area with a name in every storefront language. */
import { describe, expect, it } from "vitest";
import { LANGS } from "../../../shared/i18n/locales.ts";
import { airaloFixturePackages } from "../../adapters/esim/airalo/fixture-packages.ts";
import { fixtureLocations } from "../../adapters/esim/esimaccess/fixture-packages.ts";
import { regionArea } from "./region-names.ts";

/** The region names as each adapter reports them: eSIM Access's multi-country locations, Airalo's region entries. */
const SUPPLIER_REGIONS = {
  esimaccess: fixtureLocations()
    .filter((l) => l.type === 2)
    .map((l) => l.name),
  airalo: airaloFixturePackages()
    .filter((entry) => entry.country_code === "")
    .map((entry) => entry.title),
};

describe("region names", () => {
  it.each(Object.entries(SUPPLIER_REGIONS))("names every region of %s's catalogue in all seven languages", (_supplier, regions) => {
    expect(regions.length).toBeGreaterThan(5);
    for (const region of regions) {
      const area = regionArea(region);
      expect(area, region).not.toBeNull();
      for (const lang of LANGS) expect(area!.names[lang], `${region} in ${lang}`).toMatch(/\S/);
    }
  });

  it("puts two suppliers' words for the same region in one area, whatever their case or connector", () => {
    expect(regionArea("World")?.slug).toBe("global");
    expect(regionArea("Global")).toMatchObject({ slug: "global", kind: "global", names: { de: "Weltweit" } });
    expect(regionArea("Middle East and North Africa")?.slug).toBe("middle-east-north-africa");
    expect(regionArea("middle east & north africa")?.slug).toBe("middle-east-north-africa");
    expect(regionArea("Australia & New Zealand")).toMatchObject({ slug: "australia-new-zealand", kind: "regional" });
    expect(regionArea("Europe")?.names.ja).toBe("ヨーロッパ");
  });

  it("has no area for a region it does not know, so its packages stay off the shelves", () => {
    expect(regionArea("Atlantis")).toBeNull();
    expect(regionArea("")).toBeNull();
  });
});
