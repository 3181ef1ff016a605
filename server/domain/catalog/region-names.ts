/**
 * The suppliers' regions ("Europe", "Middle East and North Africa", "World") as the store's
 * multi-country areas, named in every storefront language (docs/SUPPLIERS.md#the-catalogue-
 * from-the-supplier). A supplier names its groupings in English only and each its own way, so
 * the catalogue sync maps each name it knows to one area slug; two suppliers' "Global" and
 * "World" land in the same area. A region not listed here is left off the shelves
 * (`unknown-region`) until it is added, rather than shown under a name in one language.
 *
 * Areas the demo catalogue already has keep the names written for it (server/db/seed/data/
 * regions.ts); the few it lacks are named here.
 */
import type { AreaKind } from "../../../shared/catalog-kinds.ts";
import type { Localized } from "../../../shared/i18n/locales.ts";
import { slugify } from "../../../shared/slug.ts";
import { REGIONS } from "../../db/seed/data/regions.ts";

export interface RegionArea {
  slug: string;
  kind: Exclude<AreaKind, "local">;
  names: Localized;
}

/** Multi-country areas the demo catalogue does not have. */
const MORE_AREAS: readonly RegionArea[] = [
  {
    slug: "south-america",
    kind: "regional",
    names: { en: "South America", de: "Südamerika", es: "Sudamérica", ja: "南米", tr: "Güney Amerika", "zh-CN": "南美洲", "zh-HK": "南美洲" },
  },
  {
    slug: "middle-east-north-africa",
    kind: "regional",
    names: {
      en: "Middle East & North Africa",
      de: "Naher Osten & Nordafrika",
      es: "Oriente Medio y norte de África",
      ja: "中東・北アフリカ",
      tr: "Orta Doğu ve Kuzey Afrika",
      "zh-CN": "中东和北非",
      "zh-HK": "中東及北非",
    },
  },
  {
    slug: "australia-new-zealand",
    kind: "regional",
    names: {
      en: "Australia & New Zealand",
      de: "Australien & Neuseeland",
      es: "Australia y Nueva Zelanda",
      ja: "オーストラリア・ニュージーランド",
      tr: "Avustralya ve Yeni Zelanda",
      "zh-CN": "澳大利亚和新西兰",
      "zh-HK": "澳洲及紐西蘭",
    },
  },
];

/**
 * A supplier's region name (compared as a slug: case, accents and "&"/"and" do not matter) →
 * the area's slug. Both suppliers' names as their catalogues use them, and the usual variants.
 */
const SUPPLIER_REGIONS: Readonly<Record<string, string>> = {
  europe: "europe",
  "european-union": "europe",
  asia: "asia",
  "southeast-asia": "southeast-asia",
  "south-east-asia": "southeast-asia",
  "north-america": "north-america",
  "latin-america": "latin-america",
  "south-america": "south-america",
  caribbean: "caribbean",
  "caribbean-islands": "caribbean",
  africa: "africa",
  "middle-east": "middle-east",
  "middle-east-and-north-africa": "middle-east-north-africa",
  "gulf-states": "gulf-states",
  "gulf-region": "gulf-states",
  oceania: "oceania",
  "australia-and-new-zealand": "australia-new-zealand",
  balkans: "balkans",
  nordics: "nordics",
  scandinavia: "nordics",
  global: "global",
  world: "global",
};

const AREAS = new Map<string, RegionArea>([
  ...REGIONS.map((r) => [r.slug, { slug: r.slug, kind: r.kind, names: r.name }] as const),
  ...MORE_AREAS.map((a) => [a.slug, a] as const),
]);

/** The area a supplier's region belongs to, with its names; null when the store has none for it. */
export function regionArea(region: string): RegionArea | null {
  const slug = SUPPLIER_REGIONS[slugify(region)];
  return slug === undefined ? null : (AREAS.get(slug) ?? null);
}
