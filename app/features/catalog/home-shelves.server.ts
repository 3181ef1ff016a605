/**
 * The home page's destination lists (PRODUCT.md#destination-list), drawn from the catalogue's list
 * of areas. The catalogue hands out one and the same list per snapshot, pricing epoch, language
 * and currency (server/domain/catalog/catalog-service.ts, `view`), so these are built once per
 * such list rather than for every request: grouping the countries and sorting them in the page's
 * language was most of the home loader's work. A list the catalogue dropped is collected with them.
 */
import type { AreaSummary } from "../../../shared/api/catalog.ts";
import type { Lang } from "../../../shared/i18n/locales.ts";
import { areaCard, type AreaCard } from "./catalog-view.ts";
import { groupDestinations, type DestinationGroup } from "./destination-groups.ts";

export interface HomeShelves {
  /** Countries are many: name and link only, grouped on the server, to keep the page light. */
  countryGroups: DestinationGroup[];
  /** Regions and worldwide plans, as full cards. */
  areas: AreaCard[];
  popular: AreaCard[];
}

const built = new WeakMap<readonly AreaSummary[], HomeShelves>();

/** `all`: the catalogue's areas in `lang`, as `listAreas` hands them out (shared: never changed here). */
export function homeShelves(all: readonly AreaSummary[], lang: Lang): HomeShelves {
  let shelves = built.get(all);
  if (!shelves) {
    shelves = {
      countryGroups: groupDestinations(all.filter((a) => a.kind === "local"), lang),
      areas: all.filter((a) => a.kind !== "local").map(areaCard),
      popular: all.filter((a) => a.popular).map(areaCard),
    };
    built.set(all, shelves);
  }
  return shelves;
}
