import { describe, expect, it } from "vitest";
import { COUNTRY_NETWORKS } from "../../../server/db/seed/data/operators.ts";
import { countryNames } from "../../../server/db/seed/country-names.ts";
import { CONTINENTS, continentOf } from "../../../shared/continents.ts";
import { LANGS } from "../../../shared/i18n/locales.ts";
import { DESTINATION_GROUPS, groupDestinations } from "./destination-groups.ts";

const POPULAR = new Set(["jp", "us", "th", "gb"]);
const codes = Object.keys(COUNTRY_NETWORKS);

describe("destination list groups (PRODUCT.md#destination-list)", () => {
  it("knows the part of the world of every country in the catalogue", () => {
    expect(codes.filter((c) => !continentOf(c))).toEqual([]);
  });

  it.each(LANGS)("in %s: popular first, then the parts of the world in order, each country once, each group in the language's order", (lang) => {
    const countries = codes.map((iso2) => ({ iso2, slug: iso2, name: countryNames(iso2)[lang], popular: POPULAR.has(iso2) }));
    const groups = groupDestinations(countries, lang);
    expect(groups.map((g) => g.id)).toEqual(["popular", ...CONTINENTS]);
    expect(groups[0].countries.map((c) => c.slug).sort()).toEqual([...POPULAR].sort());
    const listed = groups.flatMap((g) => g.countries.map((c) => c.slug));
    expect(listed.sort()).toEqual([...codes].sort());
    const collator = new Intl.Collator(lang);
    for (const g of groups) {
      const names = g.countries.map((c) => c.name);
      expect(names).toEqual([...names].sort(collator.compare));
    }
  });

  it("sorts by the page language: Österreich with the O's in German, after Z in none", () => {
    const groups = groupDestinations(
      [
        { iso2: "at", slug: "austria", name: "Österreich", popular: false },
        { iso2: "nl", slug: "netherlands", name: "Niederlande", popular: false },
        { iso2: "pl", slug: "poland", name: "Polen", popular: false },
      ],
      "de",
    );
    expect(groups[0].countries.map((c) => c.name)).toEqual(["Niederlande", "Österreich", "Polen"]);
  });

  it("lists a country missing from the table under other destinations rather than dropping it", () => {
    const groups = groupDestinations([{ iso2: "zz", slug: "zz", name: "Zedland", popular: false }], "en");
    expect(groups).toEqual([{ id: "other", countries: [{ slug: "zz", name: "Zedland" }] }]);
    expect(DESTINATION_GROUPS.at(-1)).toBe("other");
  });
});
