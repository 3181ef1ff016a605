/** Destination search over the real names of the demo catalogue (CLDR names in seven languages and the aliases). */
import { describe, expect, it } from "vitest";
import { COUNTRY_NETWORKS } from "../../db/seed/data/operators.ts";
import { AREA_ALIASES } from "../../db/seed/data/aliases.ts";
import { REGIONS } from "../../db/seed/data/regions.ts";
import { countryNames } from "../../db/seed/country-names.ts";
import { slugify } from "../../../shared/slug.ts";
import type { Lang } from "../../../shared/i18n/locales.ts";
import type { AreaRecord } from "./catalog-snapshot.ts";
import { buildSearchIndex } from "./search-index.ts";

const POPULAR = new Set(["jp", "us", "gb"]);
const areas: AreaRecord[] = [
  ...Object.keys(COUNTRY_NETWORKS).map((iso2, i) => {
    const names = countryNames(iso2);
    return {
      id: i + 1, slug: slugify(names.en), kind: "local" as const, iso2, names, aliases: AREA_ALIASES[iso2] ?? [],
      operators: [], has5g: false, popular: POPULAR.has(iso2), sortOrder: POPULAR.has(iso2) ? 0 : 100,
    };
  }),
  ...REGIONS.map((r, i) => ({
    id: 1000 + i, slug: r.slug, kind: r.kind, iso2: null, names: r.name, aliases: AREA_ALIASES[r.slug] ?? [],
    operators: [], has5g: false, popular: r.popular, sortOrder: i,
  })),
];
const index = buildSearchIndex(areas);
const slugs = (query: string, lang: Lang) => index.search(query, 10, lang).map((r) => r.area.slug);

describe("destination search ranking (PRODUCT.md#search-ranking)", () => {
  it("'japn' in English: Japan first, not Svalbard & Jan Mayen", () => {
    expect(slugs("japn", "en")[0]).toBe("japan");
    expect(slugs("japn", "en")).not.toContain("svalbard-and-jan-mayen");
  });

  it("'uk' in English: the United Kingdom first, not Albania or Luxembourg", () => {
    const hits = slugs("uk", "en");
    expect(hits[0]).toBe("united-kingdom");
    expect(hits).toContain("ukraine");
    expect(hits).not.toContain("albania");
    expect(hits).not.toContain("luxembourg");
  });

  it("'日本' in Japanese: Japan first", () => {
    expect(slugs("日本", "ja")[0]).toBe("japan");
  });

  it("a name in another language still finds its destination", () => {
    expect(slugs("Arnavutluk", "en")).toEqual(["albania"]);
    expect(slugs("Niederlande", "ja")[0]).toBe("netherlands");
    expect(slugs("ヨーロッパ", "en")[0]).toBe("europe");
  });

  it("reports the name that matched, and an ISO code as the destination's own name", () => {
    expect(index.search("holland", 1, "de")[0]).toMatchObject({ matched: "Holland" });
    expect(index.search("jp", 1, "de")[0]).toMatchObject({ matched: "Japan" });
  });
});
