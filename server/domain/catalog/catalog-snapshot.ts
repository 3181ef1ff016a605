/**
 * An immutable in-memory copy of the catalogue, built from the database in one read. Every
 * catalogue answer is computed from it (no query per request); the service swaps in a new
 * snapshot when the database's catalogue version changes.
 */
import type { areaCountries, recommendedPlans } from "../../db/schema.ts";
import type { AreaRecord, PlanRecord } from "./catalog-records.ts";
import { buildSearchIndex, type SearchIndex } from "./search-index.ts";

export type { AreaRecord, PlanRecord };

export interface CatalogData {
  version: number;
  areas: AreaRecord[];
  coverage: (typeof areaCountries.$inferSelect)[];
  plans: PlanRecord[];
  recommended: (typeof recommendedPlans.$inferSelect)[];
}

export interface CatalogSnapshot {
  version: number;
  areas: readonly AreaRecord[];
  areaBySlug: ReadonlyMap<string, AreaRecord>;
  areaById: ReadonlyMap<number, AreaRecord>;
  /** Countries covered by each area, sorted by English name. */
  countriesOf: ReadonlyMap<number, readonly AreaRecord[]>;
  /**
   * Slugs of the regions whose campaigns reach each area's plans (PRODUCT.md#campaign-pricing):
   * for a country, the regional and global areas covering it; for a region, itself.
   */
  regionsOf: ReadonlyMap<number, readonly string[]>;
  /** Active plans of each area in display order. */
  plansOf: ReadonlyMap<number, readonly PlanRecord[]>;
  planById: ReadonlyMap<number, PlanRecord>;
  recommended: readonly PlanRecord[];
  search: SearchIndex;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

export function buildSnapshot(data: CatalogData): CatalogSnapshot {
  const areas = [...data.areas].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.names.en.localeCompare(b.names.en, "en"),
  );
  const areaById = new Map(areas.map((a) => [a.id, a]));
  const countriesOf = new Map<number, AreaRecord[]>();
  for (const [areaId, rows] of groupBy(data.coverage, (c) => c.areaId)) {
    countriesOf.set(
      areaId,
      rows
        .map((r) => areaById.get(r.countryId))
        .filter((a): a is AreaRecord => a !== undefined)
        .sort((a, b) => a.names.en.localeCompare(b.names.en, "en")),
    );
  }
  const regionsOf = new Map<number, string[]>();
  for (const area of areas) if (area.kind !== "local") regionsOf.set(area.id, [area.slug]);
  for (const c of data.coverage) {
    const region = areaById.get(c.areaId);
    if (!region || region.kind === "local" || c.countryId === c.areaId) continue;
    const list = regionsOf.get(c.countryId);
    if (list) list.push(region.slug);
    else regionsOf.set(c.countryId, [region.slug]);
  }
  const plans = [...data.plans].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const plansOf = groupBy(plans, (p) => p.areaId);
  const planById = new Map(plans.map((p) => [p.id, p]));
  // Only areas that can be bought are shown; an area with no active plan stays hidden.
  const visible = areas.filter((a) => plansOf.has(a.id));
  return {
    version: data.version,
    areas: visible,
    areaBySlug: new Map(visible.map((a) => [a.slug, a])),
    areaById,
    countriesOf,
    regionsOf,
    plansOf,
    planById,
    recommended: [...data.recommended]
      .sort((a, b) => a.position - b.position)
      .map((r) => planById.get(r.planId))
      .filter((p): p is PlanRecord => p !== undefined),
    search: buildSearchIndex(visible),
  };
}
