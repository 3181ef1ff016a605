/** The catalogue through its endpoints, over the seeded demo catalogue. */
import { describe, expect, it } from "vitest";
import { eq, and } from "drizzle-orm";
import { areas, plans } from "../../db/schema.ts";
import type { AreaSummary, Plan, SearchHit } from "../../../shared/api/catalog.ts";
import { call, useTestApp } from "../../../tests/support/test-app.ts";

const t = useTestApp();

const search = async (keyword: string, lang?: string) =>
  (await call<SearchHit[]>(t.app, "/v2/search/areas", { keyword }, { lang })).body.obj!;

describe("/v1/query/areas", () => {
  it("lists at least 190 countries, 8 regions and 2 global areas", async () => {
    const r = await call<AreaSummary[]>(t.app, "/v1/query/areas", {});
    const kinds = (k: string) => r.body.obj!.filter((a) => a.kind === k);
    expect(kinds("local").length).toBeGreaterThanOrEqual(190);
    expect(kinds("regional").length).toBeGreaterThanOrEqual(8);
    expect(kinds("global").length).toBeGreaterThanOrEqual(2);
  });

  it("filters by kind and names areas in the request's language", async () => {
    const r = await call<AreaSummary[]>(t.app, "/v1/query/areas", { kind: "regional" }, { lang: "ja" });
    expect(r.body.obj!.every((a) => a.kind === "regional")).toBe(true);
    expect(r.body.obj!.find((a) => a.slug === "europe")?.name).toBe("ヨーロッパ");
    const japan = (await call<AreaSummary[]>(t.app, "/v1/query/areas", { kind: "local" }, { lang: "zh-HK" })).body.obj!.find((a) => a.slug === "japan");
    expect(japan).toMatchObject({ name: "日本", iso2: "jp", flag: "/flags/jp.svg", countryCount: 1 });
  });

  it("converts prices to the requested display currency, truncated to two decimals", async () => {
    const usd = (await call<AreaSummary[]>(t.app, "/v1/query/areas", { kind: "local" })).body.obj!.find((a) => a.slug === "japan")!;
    const jpy = (await call<AreaSummary[]>(t.app, "/v1/query/areas", { kind: "local", currency: "JPY" })).body.obj!.find((a) => a.slug === "japan")!;
    expect(usd.fromPrice!.currency).toBe("USD");
    expect(jpy.fromPrice!.usdMinor).toBe(usd.fromPrice!.usdMinor);
    expect(jpy.fromPrice!.minor).toBe(Math.trunc((usd.fromPrice!.usdMinor * 14757) / 100));
    expect(jpy.fromPrice!.amount).toMatch(/^\d+\.\d{2}$/);
  });
});

describe("/v2/search/areas", () => {
  it.each([
    ["holland", "netherlands"], ["Holland", "netherlands"], ["日本", "japan"], ["japn", "japan"], ["JAPAN", "japan"],
    ["USA", "united-states"], ["uk", "united-kingdom"], ["Deutschland", "germany"], ["ヨーロッパ", "europe"],
    ["espana", "spain"], ["España", "spain"], ["turkiye", "turkiye"], ["holand", "netherlands"], ["欧洲", "europe"], ["Japon", "japan"],
  ])("finds %s -> %s first", async (keyword, slug) => {
    const hits = await search(keyword);
    expect(hits[0]?.slug).toBe(slug);
  });

  it("reports what matched and answers in the request's language", async () => {
    const [hit] = await search("holland", "de");
    expect(hit).toMatchObject({ slug: "netherlands", name: "Niederlande", matched: "Holland" });
  });

  it("limits results and finds nothing for gibberish", async () => {
    expect((await call<SearchHit[]>(t.app, "/v2/search/areas", { keyword: "a", limit: 3 })).body.obj!.length).toBeLessThanOrEqual(3);
    expect(await search("qxzqxzqxz")).toEqual([]);
  });
});

describe("plans", () => {
  it("lists an area's plans of all three kinds with every fact a buyer needs", async () => {
    const r = await call<{ area: { coverage: { operators: string[] }[] }; plans: Plan[] }>(t.app, "/v2/query/package/list", { area: "japan" });
    expect(r.body.success).toBe(true);
    const kinds = new Set(r.body.obj!.plans.map((p) => p.kind));
    expect(kinds).toEqual(new Set(["data", "daily", "calltext"]));
    expect(r.body.obj!.area.coverage[0].operators.length).toBeGreaterThan(0);
    const daily = r.body.obj!.plans.find((p) => p.kind === "daily")!;
    expect(daily).toMatchObject({ validityDays: null, topup: false });
    expect(daily.dailyMb).toBeGreaterThan(0);
    expect(daily.throttleKbps).toBeGreaterThan(0);
  });

  it("filters by kind", async () => {
    const r = await call<{ plans: Plan[] }>(t.app, "/v2/query/package/list", { area: "europe", kind: "daily" });
    expect(r.body.obj!.plans.every((p) => p.kind === "daily")).toBe(true);
  });

  it("covers many countries with a regional plan", async () => {
    const r = await call<{ area: { countryCount: number; coverage: unknown[] } }>(t.app, "/v2/query/package/list", { area: "europe" });
    expect(r.body.obj!.area.countryCount).toBeGreaterThan(30);
    expect(r.body.obj!.area.coverage).toHaveLength(r.body.obj!.area.countryCount);
  });

  it("returns one plan with /v3/query/package", async () => {
    const r = await call<{ plan: Plan }>(t.app, "/v3/query/package", { area: "japan", plan: "10gb-30-days", currency: "EUR" });
    expect(r.body.obj!.plan).toMatchObject({ slug: "10gb-30-days", dataMb: 10240, validityDays: 30, kind: "data" });
    expect(r.body.obj!.plan.price.currency).toBe("EUR");
    const missing = await call(t.app, "/v3/query/package", { area: "japan", plan: "999gb-1-days" });
    expect(missing.body).toMatchObject({ success: false, code: "PLAN_NOT_FOUND" });
  });

  it("has a catalogue of at least 2,000 plans", async () => {
    const rows = await t.services.database.db.select({ id: plans.id }).from(plans);
    expect(rows.length).toBeGreaterThanOrEqual(2000);
  });

  it("recommends plans for the home page", async () => {
    const r = await call<{ area: AreaSummary; plan: Plan }[]>(t.app, "/v1/query/recommended-package", { limit: 4 });
    expect(r.body.obj!).toHaveLength(4);
    expect(r.body.obj![0].area.slug).toBe("japan");
  });
});

describe("/api/v1/area-ai-suggestion-detail/query", () => {
  it("recommends the cheapest cover for a trip with an explanation in the request's language", async () => {
    const r = await call<{ items: { plan: Plan; quantity: number }[]; total: { amount: string }; explanation: string }>(
      t.app, "/api/v1/area-ai-suggestion-detail/query", { area: "japan", tripDays: 9, dailyUsageMb: 500 }, { lang: "es" });
    expect(r.body.success).toBe(true);
    expect(r.body.obj!.items.length).toBeGreaterThan(0);
    expect(r.body.obj!.explanation).toContain("9\u00a0días");
    // The total as Spanish writes it: "23,45 $" (PRODUCT.md#money-display).
    expect(r.body.obj!.explanation).toContain(`${r.body.obj!.total.amount.replace(".", ",")}\u00a0$`);
  });

  it("writes the total with the language's grouping and decimal mark", async () => {
    const r = await call<{ total: { amount: string; minor: number }; explanation: string }>(
      t.app, "/api/v1/area-ai-suggestion-detail/query", { area: "japan", tripDays: 9, dailyUsageMb: 500, currency: "JPY" }, { lang: "de" });
    const { minor } = r.body.obj!.total;
    expect(minor).toBeGreaterThan(100_000); // over a thousand yen, so a group separator shows
    const total = /insgesamt (\d{1,3}(?:\.\d{3})+,\d{2})\u00a0¥\.$/.exec(r.body.obj!.explanation)?.[1];
    expect(total?.replace(/\D/g, "")).toBe(String(minor));
  });

  it("is deterministic", async () => {
    const body = { area: "thailand", tripDays: 14, dailyUsageMb: 1500 };
    const a = await call(t.app, "/api/v1/area-ai-suggestion-detail/query", body);
    const b = await call(t.app, "/api/v1/area-ai-suggestion-detail/query", body);
    expect(a.body.obj).toEqual(b.body.obj);
  });
});

describe("cache invalidation", () => {
  it("reflects a catalogue change after refresh, whoever made it", async () => {
    const before = (await call<{ plan: Plan }>(t.app, "/v3/query/package", { area: "japan", plan: "1gb-7-days" })).body.obj!.plan.price.usdMinor;
    const [japan] = await t.services.database.db.select({ id: areas.id }).from(areas).where(eq(areas.slug, "japan"));
    await t.services.database.db.update(plans).set({ priceUsdMinor: before + 100 }).where(and(eq(plans.areaId, japan.id), eq(plans.slug, "1gb-7-days")));
    expect(await t.services.catalog.refresh()).toBe(true);
    const after = (await call<{ plan: Plan }>(t.app, "/v3/query/package", { area: "japan", plan: "1gb-7-days" })).body.obj!.plan.price.usdMinor;
    expect(after).toBe(before + 100);
    expect(await t.services.catalog.refresh()).toBe(false);
  });
});
