/**
 * An immutable in-memory copy of the catalogue, built from the database in one read. Every
 * catalogue answer is computed from it (no query per request); the service swaps in a new
 * snapshot when the database's catalogue version changes.
 */
import type { Lang, Localized } from "../../../shared/i18n/locales.ts";
import type { PlanKind, ValidityStart } from "../../db/schema.ts";
import { buildSearchIndex, type SearchIndex } from "./search-index.ts";

export interface AreaRecord {
  id: number;
  slug: string;
  kind: "local" | "regional" | "global";
  iso2: string | null;
  names: Localized;
  aliases: string[];
  operators: string[];
  has5g: boolean;
  popular: boolean;
  sortOrder: number;
}

export interface PlanRecord {
  id: number;
  areaId: number;
  slug: string;
  kind: PlanKind;
  dataMb: number | null;
  dailyMb: number | null;
  validityDays: number | null;
  voiceMinutes: number | null;
  smsCount: number | null;
  network: "4G" | "5G";
  throttleKbps: number;
  hotspot: boolean;
  topup: boolean;
  priceUsdMinor: number;
  validityStart: ValidityStart;
  sortOrder: number;
}

export interface BannerRecord {
  id: string;
  link: string;
  art: string;
  title: Localized;
  subtitle: Localized;
  cta: Localized;
}

export interface DialogRecord {
  id: string;
  pages: string[];
  title: Localized;
  body: Localized;
  cta: Localized;
  link: string;
  frequencyHours: number;
  startsOn: string;
  endsOn: string;
}

export interface CatalogData {
  version: number;
  areas: AreaRecord[];
  coverage: { areaId: number; countryId: number }[];
  plans: PlanRecord[];
  recommended: { planId: number; position: number }[];
  banners: BannerRecord[];
  dialogs: DialogRecord[];
  resources: { key: string; lang: string; body: unknown }[];
}

export interface CatalogSnapshot {
  version: number;
  areas: readonly AreaRecord[];
  areaBySlug: ReadonlyMap<string, AreaRecord>;
  areaById: ReadonlyMap<number, AreaRecord>;
  /** Countries covered by each area, sorted by English name. */
  countriesOf: ReadonlyMap<number, readonly AreaRecord[]>;
  /** Active plans of each area in display order. */
  plansOf: ReadonlyMap<number, readonly PlanRecord[]>;
  planById: ReadonlyMap<number, PlanRecord>;
  /** Cheapest fixed-data plan of each area. */
  cheapestDataPlan: ReadonlyMap<number, PlanRecord>;
  recommended: readonly PlanRecord[];
  banners: readonly BannerRecord[];
  dialogs: readonly DialogRecord[];
  resource(key: string, lang: Lang): unknown;
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
  const plans = [...data.plans].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const plansOf = groupBy(plans, (p) => p.areaId);
  const cheapestDataPlan = new Map<number, PlanRecord>();
  for (const p of plans) {
    if (p.kind !== "data") continue;
    const best = cheapestDataPlan.get(p.areaId);
    if (!best || p.priceUsdMinor < best.priceUsdMinor) cheapestDataPlan.set(p.areaId, p);
  }
  const planById = new Map(plans.map((p) => [p.id, p]));
  const resources = new Map(data.resources.map((r) => [`${r.key}\u0000${r.lang}`, r.body]));
  // Only areas that can be bought are shown; an area with no active plan stays hidden.
  const visible = areas.filter((a) => plansOf.has(a.id));
  return {
    version: data.version,
    areas: visible,
    areaBySlug: new Map(visible.map((a) => [a.slug, a])),
    areaById,
    countriesOf,
    plansOf,
    planById,
    cheapestDataPlan,
    recommended: [...data.recommended]
      .sort((a, b) => a.position - b.position)
      .map((r) => planById.get(r.planId))
      .filter((p): p is PlanRecord => p !== undefined),
    banners: data.banners,
    dialogs: data.dialogs,
    resource: (key, lang) => resources.get(`${key}\u0000${lang}`),
    search: buildSearchIndex(visible),
  };
}
