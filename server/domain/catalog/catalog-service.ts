/**
 * The catalogue as the storefront and the API see it: areas, plans, search, recommendations,
 * banners, dialogs and content, localized and priced in a display currency. Answers come from
 * an in-memory snapshot; a cheap version poll reloads it when the catalogue changes anywhere.
 */
import type { Lang } from "../../../shared/i18n/locales.ts";
import { displayPrice, type CurrencyCode } from "../../../shared/money.ts";
import type { AreaDetail, AreaSummary, Plan, Price, SearchHit } from "../../../shared/api/catalog.ts";
import type { Db } from "../../db/client.ts";
import { buildSnapshot, type AreaRecord, type CatalogSnapshot, type PlanRecord } from "./catalog-snapshot.ts";
import { readCatalog, readCatalogVersion } from "./catalog-repository.ts";
import { suggestPlans } from "./suggest.ts";
import { explainSuggestion } from "./suggestion-text.ts";

export interface CatalogDeps {
  db: Db;
  brand: { name: string; supportEmail: string };
  /** How often to check the catalogue version, in ms. */
  refreshMs: number;
  now?: () => Date;
  onError?: (err: unknown) => void;
}

export type PageName = "home" | "area" | "plan";

export function price(usdMinor: number, currency: CurrencyCode): Price {
  const d = displayPrice(usdMinor, currency);
  return { usdMinor, currency: d.currency, symbol: d.symbol, minor: d.minor, amount: d.amount };
}

function flagUrl(area: AreaRecord): string {
  return area.iso2 ? `/flags/${area.iso2}.svg` : `/icons/${area.kind === "global" ? "global" : "region"}.svg`;
}

export function createCatalogService(deps: CatalogDeps) {
  const now = deps.now ?? (() => new Date());
  let snapshot: CatalogSnapshot | null = null;
  let timer: NodeJS.Timeout | null = null;
  let refreshing: Promise<boolean> | null = null;
  const listeners = new Set<(version: number) => void>();

  function current(): CatalogSnapshot {
    if (!snapshot) throw new Error("catalogue not loaded yet");
    return snapshot;
  }

  async function load(): Promise<void> {
    snapshot = buildSnapshot(await readCatalog(deps.db));
    for (const fn of listeners) fn(snapshot.version);
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

  function summary(s: CatalogSnapshot, area: AreaRecord, lang: Lang, currency: CurrencyCode): AreaSummary {
    const cheapest = s.cheapestDataPlan.get(area.id);
    return {
      id: area.id,
      slug: area.slug,
      kind: area.kind,
      iso2: area.iso2,
      name: area.names[lang],
      flag: flagUrl(area),
      countryCount: s.countriesOf.get(area.id)?.length ?? 0,
      popular: area.popular,
      fromPrice: cheapest ? price(cheapest.priceUsdMinor, currency) : null,
    };
  }

  function detail(s: CatalogSnapshot, area: AreaRecord, lang: Lang, currency: CurrencyCode): AreaDetail {
    const countries = [...(s.countriesOf.get(area.id) ?? [])].sort((a, b) => a.names[lang].localeCompare(b.names[lang], lang));
    return {
      ...summary(s, area, lang, currency),
      coverage: countries.map((c) => ({
        iso2: c.iso2!,
        slug: c.slug,
        name: c.names[lang],
        flag: flagUrl(c),
        operators: c.operators,
        has5g: c.has5g,
      })),
    };
  }

  function plan(s: CatalogSnapshot, p: PlanRecord, currency: CurrencyCode): Plan {
    return {
      id: p.id,
      slug: p.slug,
      areaSlug: s.areaById.get(p.areaId)!.slug,
      kind: p.kind,
      dataMb: p.dataMb,
      dailyMb: p.dailyMb,
      validityDays: p.validityDays,
      voiceMinutes: p.voiceMinutes,
      smsCount: p.smsCount,
      network: p.network,
      throttleKbps: p.throttleKbps,
      hotspot: p.hotspot,
      topup: p.topup,
      validityStart: p.validityStart,
      price: price(p.priceUsdMinor, currency),
    };
  }

  const brandText = (text: string) =>
    text.replaceAll("{brand}", deps.brand.name).replaceAll("{supportEmail}", deps.brand.supportEmail);

  function brandDeep(value: unknown): unknown {
    if (typeof value === "string") return brandText(value);
    if (Array.isArray(value)) return value.map(brandDeep);
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, brandDeep(v)]));
    }
    return value;
  }

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
    /** Called with the new version each time a new snapshot is in place. */
    onChange(fn: (version: number) => void): () => void {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },

    listAreas(lang: Lang, currency: CurrencyCode, kind?: AreaRecord["kind"]): AreaSummary[] {
      const s = current();
      return s.areas.filter((a) => !kind || a.kind === kind).map((a) => summary(s, a, lang, currency));
    },

    searchAreas(keyword: string, limit: number, lang: Lang, currency: CurrencyCode): SearchHit[] {
      const s = current();
      return s.search.search(keyword, limit).map((r) => ({ ...summary(s, r.area, lang, currency), matched: r.matched }));
    },

    areaPlans(slug: string, lang: Lang, currency: CurrencyCode, kind?: PlanRecord["kind"]) {
      const s = current();
      const area = s.areaBySlug.get(slug);
      if (!area) return null;
      const plans = (s.plansOf.get(area.id) ?? []).filter((p) => !kind || p.kind === kind);
      return { area: detail(s, area, lang, currency), plans: plans.map((p) => plan(s, p, currency)) };
    },

    plan(areaSlug: string, planSlug: string, lang: Lang, currency: CurrencyCode) {
      const s = current();
      const area = s.areaBySlug.get(areaSlug);
      const p = area && s.plansOf.get(area.id)?.find((x) => x.slug === planSlug);
      if (!area || !p) return null;
      return { area: detail(s, area, lang, currency), plan: plan(s, p, currency) };
    },

    /** Areas that sell plans of `kind`, each with its cheapest such plan's price. */
    areasWithKind(kind: PlanRecord["kind"], lang: Lang, currency: CurrencyCode) {
      const s = current();
      return s.areas.flatMap((a) => {
        const ofKind = (s.plansOf.get(a.id) ?? []).filter((p) => p.kind === kind);
        if (ofKind.length === 0) return [];
        const cheapest = Math.min(...ofKind.map((p) => p.priceUsdMinor));
        return [{ area: summary(s, a, lang, currency), from: price(cheapest, currency) }];
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
      if (!area) return { found: false, error: "AREA_NOT_FOUND" } as const;
      const suggestion = suggestPlans(s.plansOf.get(area.id) ?? [], tripDays, dailyUsageMb);
      if (!suggestion) return { found: false, error: "NO_SUGGESTION" } as const;
      const total = price(suggestion.totalUsdMinor, currency);
      return {
        found: true as const,
        items: suggestion.items.map((i) => ({ plan: plan(s, i.plan, currency), quantity: i.quantity })),
        total,
        neededMb: suggestion.neededMb,
        coveredMb: suggestion.coveredMb,
        explanation: explainSuggestion(suggestion, tripDays, dailyUsageMb, lang, `${total.symbol}${total.amount}`),
      };
    },

    banners(lang: Lang) {
      return current().banners.map((b) => ({
        id: b.id,
        link: b.link,
        art: b.art,
        title: brandText(b.title[lang]),
        subtitle: brandText(b.subtitle[lang]),
        cta: brandText(b.cta[lang]),
      }));
    },

    dialogs(page: PageName, lang: Lang) {
      const today = now().toISOString().slice(0, 10);
      return current()
        .dialogs.filter((d) => d.pages.includes(page) && d.startsOn <= today && today <= d.endsOn)
        .map((d) => ({
          id: d.id,
          title: brandText(d.title[lang]),
          body: brandText(d.body[lang]),
          cta: brandText(d.cta[lang]),
          link: d.link,
          frequencyHours: d.frequencyHours,
        }));
    },

    resource(key: string, lang: Lang): Record<string, unknown> | null {
      const body = current().resource(key, lang);
      return body && typeof body === "object" ? (brandDeep(body) as Record<string, unknown>) : null;
    },

    /** Every area and plan slug, for the sitemap and static checks. */
    allPaths(): { area: string; plans: string[] }[] {
      const s = current();
      return s.areas.map((a) => ({ area: a.slug, plans: (s.plansOf.get(a.id) ?? []).map((p) => p.slug) }));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
