/**
 * The catalogue as the storefront and the API see it: areas, plans, search and recommendations,
 * localized and priced in a display currency. Answers come from an in-memory snapshot; a cheap
 * version poll reloads it when the catalogue changes anywhere (content reloads with it, see
 * onChange).
 */
import type { Lang } from "../../../shared/i18n/locales.ts";
import { formatMoney, type CurrencyCode } from "../../../shared/money.ts";
import type { AreaDetail, AreaSummary, Plan, SearchHit } from "../../../shared/api/catalog.ts";
import type { Db } from "../../kernel/index.ts";
import type { PricingService, Quote } from "../pricing/index.ts";
import { buildSnapshot, type AreaRecord, type CatalogSnapshot, type PlanRecord } from "./catalog-snapshot.ts";
import { readCatalog, readCatalogVersion, readPlanSupply } from "./catalog-repository.ts";
import { suggestPlans } from "./catalog-rules.ts";
import { areaDetail, areaSummary, explainSuggestion, plainPrice, planView, price } from "./catalog-view.ts";
import type { CatalogError } from "./errors.ts";

export interface CatalogDeps {
  db: Db;
  /** How often to check the catalogue version, in ms. */
  refreshMs: number;
  /** Today's price of each plan (list price, then campaigns). */
  pricing: PricingService;
  /**
   * The supplier that fulfils orders (ESIM_PROVIDER), whose plans alone are on the shelves: a demo
   * plan, or another supplier's, could not be delivered. Null (the simulator): every active plan.
   */
  sellsFrom?: string | null;
  onError?: (err: unknown) => void;
}

/** How many shared views (`view` below) the catalogue keeps at most. */
const VIEW_LIMIT = 2000;

export function createCatalogService(deps: CatalogDeps) {
  let snapshot: CatalogSnapshot | null = null;
  let timer: NodeJS.Timeout | null = null;
  let refreshing: Promise<boolean> | null = null;
  const listeners = new Set<(version: number) => void | Promise<void>>();

  function current(): CatalogSnapshot {
    if (!snapshot) throw new Error("catalogue not loaded yet");
    return snapshot;
  }

  async function load(): Promise<void> {
    snapshot = buildSnapshot(await readCatalog(deps.db, deps.sellsFrom ?? null));
    const { version } = snapshot;
    // What follows the same version (content) reloads here, so start() and refresh() resolve
    // only once it has; one failing listener does not keep the others from running.
    const results = await Promise.allSettled([...listeners].map(async (fn) => fn(version)));
    const failed = results.find((r) => r.status === "rejected");
    if (failed) throw failed.reason;
  }

  /** Reloads when the stored version moved; coalesces concurrent calls. */
  function refresh(): Promise<boolean> {
    refreshing ??= (async () => {
      try {
        const version = await readCatalogVersion(deps.db);
        if (snapshot && version === snapshot.version) return false;
        await load();
        return true;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  const NO_REGIONS: readonly string[] = [];
  const quoteOf = (s: CatalogSnapshot, p: PlanRecord, quote = deps.pricing.quote): Quote =>
    quote({ areaSlug: s.areaById.get(p.areaId)!.slug, planSlug: p.slug, regions: s.regionsOf.get(p.areaId) ?? NO_REGIONS, listUsdMinor: p.priceUsdMinor });

  /**
   * Cheapest price today per area and plan kind ("from" prices). A campaign can make another
   * plan the cheapest, so this follows quotes, not list prices; it is computed once per
   * catalogue snapshot and pricing epoch, not per request.
   */
  let cheapest: { snapshot: CatalogSnapshot; epoch: string; byKey: Map<string, Quote> } | null = null;
  function cheapestQuote(s: CatalogSnapshot, areaId: number, kind: PlanRecord["kind"]): Quote | undefined {
    const epoch = deps.pricing.epoch();
    if (cheapest?.snapshot !== s || cheapest.epoch !== epoch) {
      const quote = deps.pricing.quoter();
      const byKey = new Map<string, Quote>();
      for (const [id, plans] of s.plansOf) {
        for (const p of plans) {
          const q = quoteOf(s, p, quote);
          const key = `${p.kind}:${id}`;
          const best = byKey.get(key);
          if (!best || q.usdMinor < best.usdMinor) byKey.set(key, q);
        }
      }
      cheapest = { snapshot: s, epoch, byKey };
    }
    return cheapest.byKey.get(`${kind}:${areaId}`);
  }

  /**
   * The lists pages ask for on every request (all areas, an area with its plans), built once per
   * snapshot and pricing epoch (a campaign starting or ending moves prices) for each language and
   * currency, instead of again for each request. They are shared between requests: callers copy,
   * never change them. Past VIEW_LIMIT views the cache starts over, so a crawler walking every
   * currency and area cannot grow it without bound.
   */
  let views: { snapshot: CatalogSnapshot; epoch: string; byKey: Map<string, unknown> } | null = null;
  function view<T>(s: CatalogSnapshot, key: string, build: () => T): T {
    const epoch = deps.pricing.epoch();
    if (views?.snapshot !== s || views.epoch !== epoch) views = { snapshot: s, epoch, byKey: new Map() };
    if (views.byKey.has(key)) return views.byKey.get(key) as T;
    if (views.byKey.size >= VIEW_LIMIT) views.byKey.clear();
    const built = build();
    views.byKey.set(key, built);
    return built;
  }

  const summary = (s: CatalogSnapshot, area: AreaRecord, lang: Lang, currency: CurrencyCode): AreaSummary =>
    areaSummary(s, area, lang, currency, cheapestQuote(s, area.id, "data"));
  const detail = (s: CatalogSnapshot, area: AreaRecord, lang: Lang, currency: CurrencyCode): AreaDetail =>
    areaDetail(s, area, lang, currency, cheapestQuote(s, area.id, "data"));
  const plan = (s: CatalogSnapshot, p: PlanRecord, currency: CurrencyCode): Plan => planView(s, p, currency, quoteOf(s, p));

  return {
    async start(): Promise<void> {
      await load();
      timer = setInterval(() => {
        refresh().catch((err) => deps.onError?.(err));
      }, deps.refreshMs);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },
    refresh,
    isReady: () => snapshot !== null,
    version: () => current().version,
    /** Called with the new version each time a new snapshot is in place; start() and refresh() wait for it. */
    onChange(fn: (version: number) => void | Promise<void>): () => void {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },

    /** Shared between requests (see `view`): copy before changing. */
    listAreas(lang: Lang, currency: CurrencyCode, kind?: AreaRecord["kind"]): AreaSummary[] {
      const s = current();
      return view(s, `areas:${lang}:${currency}:${kind ?? ""}`, () => s.areas.filter((a) => !kind || a.kind === kind).map((a) => summary(s, a, lang, currency)));
    },

    /** Countries on sale (`areaSlug` null), or covered by an area; null for an unknown area. */
    countryCount(areaSlug: string | null): number | null {
      const s = current();
      if (areaSlug === null) return s.areas.filter((a) => a.kind === "local").length;
      const area = s.areaBySlug.get(areaSlug);
      return area ? (s.countriesOf.get(area.id)?.length ?? 0) : null;
    },

    searchAreas(keyword: string, limit: number, lang: Lang, currency: CurrencyCode): SearchHit[] {
      const s = current();
      return s.search.search(keyword, limit, lang).map((r) => ({ ...summary(s, r.area, lang, currency), matched: r.matched }));
    },

    /** Shared between requests (see `view`): copy before changing. */
    areaPlans(slug: string, lang: Lang, currency: CurrencyCode, kind?: PlanRecord["kind"]): { area: AreaDetail; plans: Plan[] } | null {
      const s = current();
      const area = s.areaBySlug.get(slug);
      if (!area) return null;
      return view(s, `plans:${slug}:${lang}:${currency}:${kind ?? ""}`, () => {
        const plans = (s.plansOf.get(area.id) ?? []).filter((p) => !kind || p.kind === kind);
        return { area: detail(s, area, lang, currency), plans: plans.map((p) => plan(s, p, currency)) };
      });
    },

    plan(areaSlug: string, planSlug: string, lang: Lang, currency: CurrencyCode) {
      const s = current();
      const area = s.areaBySlug.get(areaSlug);
      const p = area && s.plansOf.get(area.id)?.find((x) => x.slug === planSlug);
      if (!area || !p) return null;
      return { area: detail(s, area, lang, currency), plan: plan(s, p, currency) };
    },

    /** The kind of the area on sale under `slug`, or null (campaigns check what they name). */
    areaKind: (slug: string): AreaRecord["kind"] | null => current().areaBySlug.get(slug)?.kind ?? null,

    /** Whether the plan is on sale. */
    hasPlan(areaSlug: string, planSlug: string): boolean {
      const s = current();
      const area = s.areaBySlug.get(areaSlug);
      return !!area && !!s.plansOf.get(area.id)?.some((p) => p.slug === planSlug);
    },

    /**
     * The plan's supplier, package code, cost and whether it is on sale, read from the database
     * rather than the snapshot: a plan the sync withdrew a moment ago is still on the shelves
     * until the next poll, and the check before a payment starts must not sell it meanwhile.
     */
    supplyOf: (planId: number) => readPlanSupply(deps.db, planId),

    /** Areas that sell plans of `kind`, each with its cheapest such plan's price. */
    areasWithKind(kind: PlanRecord["kind"], lang: Lang, currency: CurrencyCode) {
      const s = current();
      return s.areas.flatMap((a) => {
        const from = cheapestQuote(s, a.id, kind);
        return from ? [{ area: summary(s, a, lang, currency), from: price(from, currency) }] : [];
      });
    },

    recommended(limit: number, lang: Lang, currency: CurrencyCode) {
      const s = current();
      return s.recommended.slice(0, limit).map((p) => ({
        area: summary(s, s.areaById.get(p.areaId)!, lang, currency),
        plan: plan(s, p, currency),
      }));
    },

    suggest(areaSlug: string, tripDays: number, dailyUsageMb: number, lang: Lang, currency: CurrencyCode) {
      const s = current();
      const area = s.areaBySlug.get(areaSlug);
      if (!area) return { found: false, error: "AREA_NOT_FOUND" satisfies CatalogError } as const;
      // The cheapest trip is the cheapest at today's prices, campaigns included.
      const quote = deps.pricing.quoter();
      const listed = s.plansOf.get(area.id) ?? [];
      const priced = listed.map((p) => ({ ...p, priceUsdMinor: quoteOf(s, p, quote).usdMinor }));
      const suggestion = suggestPlans(priced, tripDays, dailyUsageMb);
      if (!suggestion) return { found: false, error: "NO_SUGGESTION" satisfies CatalogError } as const;
      const total = plainPrice(suggestion.totalUsdMinor, currency);
      return {
        found: true as const,
        // Answer with the listed record: plan() quotes it, so a sale shows with its list price.
        items: suggestion.items.map((i) => ({ plan: plan(s, listed.find((p) => p.id === i.plan.id)!, currency), quantity: i.quantity })),
        total,
        neededMb: suggestion.neededMb,
        coveredMb: suggestion.coveredMb,
        explanation: explainSuggestion(suggestion, tripDays, dailyUsageMb, lang, formatMoney(total.minor, total.currency, lang)),
      };
    },

    /** Every area and plan slug, for the sitemap and static checks. */
    allPaths(): { area: string; plans: string[] }[] {
      const s = current();
      return s.areas.map((a) => ({ area: a.slug, plans: (s.plansOf.get(a.id) ?? []).map((p) => p.slug) }));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
