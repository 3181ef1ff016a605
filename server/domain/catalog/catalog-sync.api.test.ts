// @both-engines
/**
 * The catalogue sync against each supplier's stand-in (no network beyond 127.0.0.1), into the
 * seeded store: a first sync puts the supplier's range on the shelves as planSync decided it, a
 * later one moves prices with costs and keeps every slug, a withdrawn package leaves the shelves
 * while an order placed for it keeps its plan, and a supplier failure is recorded and changes
 * nothing. Both suppliers sync into the same store, one after the other, as an operator would.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { EsimSupplier } from "../../adapters/esim/supplier.ts";
import { startAiraloStandIn } from "../../adapters/esim/airalo/airalo-standin.ts";
import { createAiraloSupplier } from "../../adapters/esim/airalo/airalo-supplier.ts";
import { airaloFixturePackages } from "../../adapters/esim/airalo/fixture-packages.ts";
import { startEsimAccessStandIn } from "../../adapters/esim/esimaccess/esimaccess-standin.ts";
import { createEsimAccessSupplier } from "../../adapters/esim/esimaccess/esimaccess-supplier.ts";
import { fixturePackages } from "../../adapters/esim/esimaccess/fixture-packages.ts";
import { areas, catalogSyncs, plans } from "../../db/schema.ts";
import type { AreaDetail, Plan } from "../../../shared/api/catalog.ts";
import type { OrderCard } from "../../../shared/api/orders.ts";
import { call } from "../../../tests/support/test-app.ts";
import { useCheckoutApp } from "../../../tests/support/checkout.ts";
import { RetailRulesSchema } from "../pricing/index.ts";
import { readCatalogVersion } from "./catalog-repository.ts";
import { createCatalogSync, isKnownCountry } from "./catalog-sync.ts";
import { regionArea } from "./region-names.ts";
import { planSync } from "./supplier-catalog-rules.ts";

/** Outside every campaign: the price a plan shows is its list price. */
const checkout = useCheckoutApp({ start: new Date("2026-06-10T09:00:00.000Z") });
const { t } = checkout;
const RULES = RetailRulesSchema.parse({ default: { percent: 40 } });
const RAISED = 1.5;

interface Stand {
  supplier: EsimSupplier;
  close(): Promise<void>;
}

/** Each supplier's stand-in with its catalogue (costs raised, or one package missing), and the adapter pointed at it. */
const SUPPLIERS: Record<string, (options: { raise?: boolean; without?: string; badSecret?: boolean }) => Promise<Stand>> = {
  esimaccess: async ({ raise, without, badSecret }) => {
    const packages = fixturePackages()
      .filter((p) => p.packageCode !== without)
      .map((p) => (raise ? { ...p, price: Math.round(p.price * RAISED) } : p));
    const standIn = await startEsimAccessStandIn({ accessCode: "sync-access", secretKey: "sync-secret", packages });
    const supplier = createEsimAccessSupplier({
      accessCode: "sync-access",
      secretKey: badSecret ? "not-the-secret" : "sync-secret",
      baseUrl: standIn.baseUrl,
      webhookToken: "sync-test-webhook-token-0123",
      retries: 0,
    });
    return { supplier, close: () => standIn.close() };
  },
  airalo: async ({ raise, without, badSecret }) => {
    const e4 = (usd: number) => Math.round(usd * 10_000 * RAISED) / 10_000;
    const packages = airaloFixturePackages().map((entry) => ({
      ...entry,
      operators: entry.operators.map((op) => ({
        ...op,
        packages: op.packages
          .filter((p) => p.id !== without)
          .map((p) => (raise ? { ...p, net_price: e4(p.net_price!), prices: p.prices && { ...p.prices, net_price: { USD: e4(p.net_price!) } } } : p)),
      })),
    }));
    const standIn = await startAiraloStandIn({ clientId: "sync-client", clientSecret: "sync-secret", packages });
    const supplier = createAiraloSupplier({ clientId: "sync-client", clientSecret: badSecret ? "not-the-secret" : "sync-secret", baseUrl: standIn.baseUrl, readAttempts: 1 });
    return { supplier, close: () => standIn.close() };
  },
};

async function withStandIn<T>(name: string, options: Parameters<(typeof SUPPLIERS)[string]>[0], run: (supplier: EsimSupplier) => Promise<T>): Promise<T> {
  const stand = await SUPPLIERS[name]!(options);
  try {
    return await run(stand.supplier);
  } finally {
    await stand.close();
  }
}

const sync = () => createCatalogSync({ db: t.services.database.db });
const supplierPlans = (supplier: string) => t.services.database.db.select().from(plans).where(eq(plans.supplier, supplier));
const catalogPlan = (area: string, plan: string) => call<{ area: AreaDetail; plan: Plan }>(t.app, "/v3/query/package", { area, plan });
const areaPlans = async (area: string) => (await call<{ plans: Plan[] }>(t.app, "/v2/query/package/list", { area })).body.obj?.plans ?? [];

describe.each(Object.keys(SUPPLIERS))("the catalogue synced from %s", (name) => {
  /** A plan of a one-country area the tests follow through the syncs, and the order placed for it. */
  const followed = { code: "", area: "", slug: "", price: 0, orderNo: "", token: "" };

  it("puts the supplier's range on the shelves as the rules decide it, and the storefront shows it", async () => {
    const { counts, expected } = await withStandIn(name, {}, async (supplier) => {
      const packages = await supplier.listPackages();
      const known = new Map((await supplierPlans(name)).map((p) => [p.supplierPackageCode!, { areaSlug: "", slug: p.slug }]));
      expect(known.size).toBe(0);
      const expected = planSync({ packages, known, isKnownCountry, rules: RULES, regionArea }, (iso2) => iso2);
      return { counts: await sync().syncFromSupplier(supplier, RULES), expected };
    });

    const leftOut: Record<string, number> = {};
    for (const l of expected.leftOut) leftOut[l.reason] = (leftOut[l.reason] ?? 0) + 1;
    expect(counts).toMatchObject({ plansCreated: expected.plans.length, plansUpdated: 0, plansWithdrawn: 0, leftOut });
    expect(expected.plans.length).toBeGreaterThan(100);
    expect(await sync().recentSyncs({ supplier: name, limit: 1 })).toMatchObject([{ status: "ok", counts, error: null }]);

    const rows = await supplierPlans(name);
    expect(rows).toHaveLength(expected.plans.length);
    expect(rows.every((r) => r.active && r.costE4! > 0 && r.priceUsdMinor * 100 > r.costE4!)).toBe(true);
    const active = new Set((await t.services.database.db.select({ id: areas.id }).from(areas).where(eq(areas.active, true))).map((a) => a.id));
    expect(rows.filter((r) => !active.has(r.areaId))).toEqual([]);
    expect(new Set(rows.map((r) => r.areaId)).size).toBe(expected.areas.length);

    // A one-country data plan: found by area and slug, at its price, once the catalogue reloads by itself.
    const [row] = await t.services.database.db
      .select({ plan: plans, area: areas.slug })
      .from(plans)
      .innerJoin(areas, eq(areas.id, plans.areaId))
      .where(and(eq(plans.supplier, name), eq(areas.slug, "japan"), eq(plans.kind, "data")))
      .limit(1);
    Object.assign(followed, { code: row!.plan.supplierPackageCode!, area: row!.area, slug: row!.plan.slug, price: row!.plan.priceUsdMinor });
    expect(await t.services.catalog.refresh()).toBe(true);
    const shown = await catalogPlan(followed.area, followed.slug);
    expect(shown.body.obj?.plan).toMatchObject({ slug: followed.slug, areaSlug: "japan", kind: "data", price: { usdMinor: followed.price } });
    expect((await areaPlans("japan")).map((p) => p.slug)).toContain(followed.slug);

    // A region's plans are in its named area, in every language.
    const [europe] = await t.services.database.db.select({ id: areas.id }).from(areas).where(eq(areas.slug, "europe"));
    const europePlan = rows.find((r) => r.areaId === europe!.id)!;
    const inGerman = await call<{ area: AreaDetail; plan: Plan }>(t.app, "/v3/query/package", { area: "europe", plan: europePlan.slug }, { lang: "de" });
    expect(inGerman.body.obj).toMatchObject({ area: { name: "Europa" }, plan: { price: { usdMinor: europePlan.priceUsdMinor } } });
  });

  it("takes and fulfils orders for a synced plan", async () => {
    followed.token = (await checkout.account()).token;
    const order = await checkout.placed(followed.token, { area: followed.area, plan: followed.slug });
    expect(order).toMatchObject({ areaSlug: followed.area, planSlug: followed.slug });
    followed.orderNo = order.orderNo;
    const { pagePath } = await checkout.startPayment(followed.token, order.orderNo);
    expect((await checkout.payOnPage(pagePath)).statusCode).toBeLessThan(400);
    await checkout.runJobs();
  });

  it("moves prices by the rule when costs rise, and keeps every slug", async () => {
    const before = new Map((await supplierPlans(name)).map((p) => [p.supplierPackageCode, p]));
    const { counts, expected } = await withStandIn(name, { raise: true }, async (supplier) => {
      const packages = await supplier.listPackages();
      const expected = planSync({ packages, known: new Map(), isKnownCountry, rules: RULES, regionArea }, (iso2) => iso2);
      return { counts: await sync().syncFromSupplier(supplier, RULES), expected: new Map(expected.plans.map((p) => [p.packageCode, p])) };
    });
    const after = await supplierPlans(name);
    expect(counts).toMatchObject({ areasCreated: 0, areasUpdated: 0, plansCreated: 0, plansWithdrawn: 0 });
    expect(counts.plansUpdated).toBeGreaterThan(0);
    for (const p of after) {
      const was = before.get(p.supplierPackageCode)!;
      expect([p.id, p.areaId, p.slug]).toEqual([was.id, was.areaId, was.slug]);
      expect(p.costE4! / was.costE4!).toBeCloseTo(RAISED, 1);
      expect([p.priceUsdMinor, p.costE4]).toEqual([expected.get(p.supplierPackageCode!)!.priceUsdMinor, expected.get(p.supplierPackageCode!)!.costE4]);
      expect(p.priceUsdMinor).toBeGreaterThanOrEqual(was.priceUsdMinor);
    }
    expect(await t.services.catalog.refresh()).toBe(true);
    const shown = await catalogPlan(followed.area, followed.slug);
    expect(shown.body.obj!.plan.price.usdMinor).toBeGreaterThan(followed.price);
  });

  it("takes a withdrawn package's plan off the shelves, while the order placed for it keeps it", async () => {
    const counts = await withStandIn(name, { raise: true, without: followed.code }, (supplier) => sync().syncFromSupplier(supplier, RULES));
    expect(counts).toMatchObject({ plansCreated: 0, plansUpdated: 0, plansWithdrawn: 1 });
    const [row] = await t.services.database.db.select().from(plans).where(and(eq(plans.supplier, name), eq(plans.supplierPackageCode, followed.code)));
    expect(row).toMatchObject({ active: false, slug: followed.slug });

    expect(await t.services.catalog.refresh()).toBe(true);
    expect((await areaPlans(followed.area)).map((p) => p.slug)).not.toContain(followed.slug);
    expect((await catalogPlan(followed.area, followed.slug)).body.success).toBe(false);
    const orders = await call<{ list: OrderCard[] }>(t.app, "/v3/query/orders", {}, { token: followed.token });
    expect(orders.body.obj!.list.find((o) => o.orderNo === followed.orderNo)).toMatchObject({ areaSlug: followed.area, planSlug: followed.slug });
  });

  it("records a supplier's failure and changes nothing", async () => {
    const before = await supplierPlans(name);
    const version = await readCatalogVersion(t.services.database.db);
    await expect(withStandIn(name, { badSecret: true }, (supplier) => sync().syncFromSupplier(supplier, RULES))).rejects.toMatchObject({ name: "SupplierError", failure: "auth" });
    expect(await supplierPlans(name)).toEqual(before);
    expect(await readCatalogVersion(t.services.database.db)).toBe(version);
    const [last] = await sync().recentSyncs({ supplier: name, limit: 1 });
    expect(last).toMatchObject({ status: "failed", counts: null });
    expect(last!.error).toMatch(/\S/);
    expect(last!.error).not.toContain("sync-secret");
    expect(await t.services.database.db.select().from(catalogSyncs).where(eq(catalogSyncs.supplier, name))).toHaveLength(4);
  });
});
