/**
 * One price per plan per day, whichever door asks: the plan, the area's list, the area's "from"
 * price and the trip suggestion all carry the campaign's sale price while it runs, with the list
 * price beside it, and the list price again from the day after it ends (PRODUCT.md#campaign-pricing).
 */
import { describe, expect, it } from "vitest";
import type { AreaSummary, Plan, Price } from "../../../shared/api/catalog.ts";
import { call, useTestApp } from "../../../tests/support/test-app.ts";

let clock = new Date("2026-12-24T12:00:00Z");
const t = useTestApp({ clock: () => clock });

async function japanPrices(): Promise<{ plan: Price; listed: Price; area: AreaSummary }> {
  const one = await call<{ plan: Plan }>(t.app, "/v3/query/package", { area: "japan", plan: "10gb-30-days", currency: "JPY" });
  const list = await call<{ plans: Plan[] }>(t.app, "/v2/query/package/list", { area: "japan", currency: "JPY" });
  const areas = await call<AreaSummary[]>(t.app, "/v1/query/areas", { kind: "local", currency: "JPY" });
  return {
    plan: one.body.obj!.plan.price,
    listed: list.body.obj!.plans.find((p) => p.slug === "10gb-30-days")!.price,
    area: areas.body.obj!.find((a) => a.slug === "japan")!,
  };
}

describe("campaign prices across the catalogue API", () => {
  it("shows the sale price with the list price during the campaign", async () => {
    clock = new Date("2027-01-06T23:59:00Z");
    const { plan, listed } = await japanPrices();
    expect(plan.sale).toMatchObject({ campaign: "christmas-2026", percentOff: 15, endsOn: "2027-01-06" });
    expect(plan.usdMinor).toBe(plan.sale!.listUsdMinor - Math.ceil((plan.sale!.listUsdMinor * 15) / 100));
    expect(Number(plan.sale!.listAmount)).toBeGreaterThan(Number(plan.amount));
    expect(listed).toEqual(plan);
  });

  it("goes back to list prices the day after the campaign ends, cached answers included", async () => {
    clock = new Date("2027-01-06T23:59:00Z");
    const during = await japanPrices();
    clock = new Date("2027-01-07T00:00:00Z");
    const after = await japanPrices();
    expect(after.plan.sale).toBeNull();
    expect(after.listed).toEqual(after.plan);
    expect(after.plan.usdMinor).toBe(during.plan.sale!.listUsdMinor);
    expect(after.plan.amount).toBe(during.plan.sale!.listAmount);
  });

  it("shows list prices before the campaign starts", async () => {
    clock = new Date("2026-11-14T23:59:59Z");
    const { plan } = await japanPrices();
    expect(plan.sale).toBeNull();
  });

  it("prices plans outside the campaign at list price while it runs", async () => {
    clock = new Date("2026-12-24T12:00:00Z");
    const r = await call<{ plans: Plan[] }>(t.app, "/v2/query/package/list", { area: "japan" });
    const others = r.body.obj!.plans.filter((p) => p.slug !== "10gb-30-days");
    expect(others.length).toBeGreaterThan(0);
    for (const p of others) expect(p.price.sale).toBeNull();
  });

  it("suggests trips at today's prices", async () => {
    clock = new Date("2026-12-24T12:00:00Z");
    const r = await call<{ items: { plan: Plan; quantity: number }[]; total: Price }>(t.app, "/api/v1/area-ai-suggestion-detail/query", {
      area: "japan",
      tripDays: 30,
      dailyUsageMb: 300,
    });
    expect(r.body.success).toBe(true);
    const sum = r.body.obj!.items.reduce((s, i) => s + i.plan.price.usdMinor * i.quantity, 0);
    expect(r.body.obj!.total.usdMinor).toBe(sum);
  });
});
