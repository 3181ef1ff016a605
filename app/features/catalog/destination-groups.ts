/**
 * The full destination list, grouped for reading (PRODUCT.md#destination-list): popular
 * countries apart, then every other country under its part of the world, each group in the
 * order of the page's language (Intl.Collator: "Österreich" with the O's in German, pinyin in
 * Simplified Chinese). Every country appears exactly once. Runs in the loader, so the page
 * receives the groups ready to draw.
 */
import { CONTINENTS, continentOf, type Continent } from "../../../shared/continents.ts";
import type { Lang } from "../../../shared/i18n/locales.ts";

export const DESTINATION_GROUPS = ["popular", ...CONTINENTS, "other"] as const;
export type DestinationGroupId = "popular" | Continent | "other";

export interface CountryLink {
  slug: string;
  name: string;
}

export interface DestinationGroup {
  id: DestinationGroupId;
  countries: CountryLink[];
}

export function groupDestinations(countries: readonly (CountryLink & { iso2: string | null; popular: boolean })[], lang: Lang): DestinationGroup[] {
  const byGroup = new Map<DestinationGroupId, CountryLink[]>();
  for (const c of countries) {
    // A country the table does not know yet is still listed, under "other destinations".
    const id: DestinationGroupId = c.popular ? "popular" : ((c.iso2 ? continentOf(c.iso2) : null) ?? "other");
    const list = byGroup.get(id) ?? [];
    list.push({ slug: c.slug, name: c.name });
    byGroup.set(id, list);
  }
  const collator = new Intl.Collator(lang);
  return DESTINATION_GROUPS.flatMap((id) => {
    const list = byGroup.get(id);
    return list ? [{ id, countries: list.sort((a, b) => collator.compare(a.name, b.name)) }] : [];
  });
}
