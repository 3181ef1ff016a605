/**
 * How a supplier's packages become the store's areas and plans (docs/SUPPLIERS.md#the-catalogue-
 * from-the-supplier): pure rules, run by the catalogue sync on what the supplier lists now and
 * what earlier syncs decided, so the result is the same for the same inputs.
 *
 * - A one-country package belongs to that country's local area; a multi-country one to the area
 *   of the supplier's region ("Europe" → `europe`, regional; "Global" → `global`, global), which
 *   covers every country any of its packages covers.
 * - A plan's slug says what it is ("5gb-30-days", "500mb-7-days", "daily-1gb"), unique in its
 *   area: two packages alike get "-2", "-3" in the order of their codes. A slug once given to a
 *   package code is kept for good (`known`), so addresses, links and old orders stay valid while
 *   prices and names move; a withdrawn package's plan leaves the shelves and keeps its slug.
 * - A package the store cannot sell is left out, with why: a top-up (sold per eSIM, not on the
 *   shelves), a country or a supplier region the store has no names for, an allowance it cannot
 *   show, or a price with no margin (retail-price rules). So is a package the operator's
 *   catalogue file sells (catalog-file.ts): the operator chose its area, slug and price.
 */
import { slugify } from "../../../shared/slug.ts";
import type { SupplierPackage } from "../../adapters/esim/supplier.ts";
import { retailPrice, type RetailRules } from "../pricing/index.ts";

const MB = 1024 * 1024;
const GB_IN_MB = 1024;

/** What an earlier sync decided for a package code: where its plan lives. */
export interface KnownPlan {
  areaSlug: string;
  slug: string;
}

export interface SyncInputs {
  packages: readonly SupplierPackage[];
  /** By package code, from earlier syncs. */
  known: ReadonlyMap<string, KnownPlan>;
  /** Countries the store has names for (ISO 3166-1 alpha-2, upper case). */
  isKnownCountry(iso2: string): boolean;
  rules: RetailRules;
  /**
   * The store's area for a supplier's region name, or null when it has no names for it (the
   * package is left out, `unknown-region`). Without it a region's slug is its name slugified.
   */
  regionArea?(region: string): { slug: string; kind: "regional" | "global" } | null;
  /** "area/slug" of plans this supplier does not own (the demo catalogue's, another supplier's): never given to a new package. */
  reserved?: ReadonlySet<string>;
  /** Package codes an active plan of the catalogue file sells: left out, so the shelves do not offer one package twice. */
  inCatalogueFile?: ReadonlySet<string>;
}

export interface SyncedArea {
  slug: string;
  kind: "local" | "regional" | "global";
  /** Upper-case ISO codes; a local area's one country. */
  countries: string[];
  /** The supplier's region name of a regional or global area. */
  region: string | null;
}

export interface SyncedPlan {
  packageCode: string;
  areaSlug: string;
  slug: string;
  kind: "data" | "daily";
  dataMb: number | null;
  dailyMb: number | null;
  validityDays: number | null;
  priceUsdMinor: number;
  costE4: number;
  hotspot: boolean;
  speedAfter: string | null;
}

export type LeftOutReason = "topup" | "catalogue-file" | "unknown-country" | "unknown-region" | "no-allowance" | "no-margin";

export interface SyncPlan {
  areas: SyncedArea[];
  plans: SyncedPlan[];
  leftOut: { packageCode: string; reason: LeftOutReason }[];
  /** Known package codes the supplier no longer lists: their plans leave the shelves. */
  withdrawn: string[];
}

/** "1gb", "500mb", "1-5gb": the size words of a slug. */
export function sizeWords(mb: number): string {
  if (mb < GB_IN_MB) return `${mb}mb`;
  const gb = mb / GB_IN_MB;
  return `${Number.isInteger(gb) ? gb : String(Math.round(gb * 100) / 100).replace(".", "-")}gb`;
}

/** The slug a package's plan would take in an empty area. */
export function baseSlug(plan: Pick<SyncedPlan, "kind" | "dataMb" | "dailyMb" | "validityDays">): string {
  return plan.kind === "daily" ? `daily-${sizeWords(plan.dailyMb!)}` : `${sizeWords(plan.dataMb!)}-${plan.validityDays}-days`;
}

/** The area a package belongs to, or why it has none: a country or a region the store cannot name. */
function areaOf(pkg: SupplierPackage, input: SyncInputs): SyncedArea | "unknown-country" | "unknown-region" {
  const countries = [...new Set(pkg.countries.map((c) => c.toUpperCase()))].sort();
  if (countries.length === 0 || countries.some((c) => !input.isKnownCountry(c))) return "unknown-country";
  if (countries.length === 1 && pkg.region === null) return { slug: "", kind: "local", countries, region: null };
  const region = pkg.region ?? "Multi-country";
  if (!input.regionArea) return { slug: slugify(region), kind: /global|world/i.test(region) ? "global" : "regional", countries, region };
  const area = input.regionArea(region);
  return area ? { slug: area.slug, kind: area.kind, countries, region } : "unknown-region";
}

export function planSync(input: SyncInputs, localSlugOf: (iso2: string) => string): SyncPlan {
  const leftOut: SyncPlan["leftOut"] = [];
  const areas = new Map<string, SyncedArea>();
  const candidates: SyncedPlan[] = [];

  for (const pkg of [...input.packages].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))) {
    if (pkg.kind === "topup") {
      leftOut.push({ packageCode: pkg.code, reason: "topup" });
      continue;
    }
    if (input.inCatalogueFile?.has(pkg.code)) {
      leftOut.push({ packageCode: pkg.code, reason: "catalogue-file" });
      continue;
    }
    const found = areaOf(pkg, input);
    if (typeof found === "string") {
      leftOut.push({ packageCode: pkg.code, reason: found });
      continue;
    }
    const area = found.kind === "local" ? { ...found, slug: localSlugOf(found.countries[0]!) } : found;
    const shape =
      pkg.dailyBytes !== null && pkg.dailyBytes >= MB
        ? { kind: "daily" as const, dataMb: null, dailyMb: Math.floor(pkg.dailyBytes / MB), validityDays: null }
        : pkg.dataBytes !== null && pkg.dataBytes >= MB && pkg.validityDays > 0
          ? { kind: "data" as const, dataMb: Math.floor(pkg.dataBytes / MB), dailyMb: null, validityDays: pkg.validityDays }
          : null;
    if (!shape) {
      leftOut.push({ packageCode: pkg.code, reason: "no-allowance" });
      continue;
    }
    const price = retailPrice({ packageCode: pkg.code, areaSlug: area.slug, region: pkg.region, cost: pkg.cost, minimumPrice: pkg.minimumPrice }, input.rules);
    if (!price.sellable) {
      leftOut.push({ packageCode: pkg.code, reason: "no-margin" });
      continue;
    }
    const known = areas.get(area.slug);
    areas.set(area.slug, known ? { ...known, countries: [...new Set([...known.countries, ...area.countries])].sort() } : area);
    candidates.push({ packageCode: pkg.code, areaSlug: area.slug, slug: "", ...shape, priceUsdMinor: price.priceUsdMinor, costE4: pkg.cost, hotspot: pkg.hotspot ?? true, speedAfter: pkg.speedAfter });
  }

  // Slugs: first every package keeps the one it was given, then the new ones take the first free.
  const taken = new Set([...input.known.values()].map((k) => `${k.areaSlug}/${k.slug}`).concat([...(input.reserved ?? [])]));
  const plans = candidates.map((plan) => {
    const known = input.known.get(plan.packageCode);
    if (known && known.areaSlug === plan.areaSlug) return { ...plan, slug: known.slug };
    const base = baseSlug(plan);
    let slug = base;
    for (let n = 2; taken.has(`${plan.areaSlug}/${slug}`); n++) slug = `${base}-${n}`;
    taken.add(`${plan.areaSlug}/${slug}`);
    return { ...plan, slug };
  });

  const listed = new Set(input.packages.map((p) => p.code));
  const withdrawn = [...input.known.keys()].filter((code) => !listed.has(code)).sort();
  return { areas: [...areas.values()].sort((a, b) => (a.slug < b.slug ? -1 : 1)), plans, leftOut, withdrawn };
}
