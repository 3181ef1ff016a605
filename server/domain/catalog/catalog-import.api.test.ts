// @both-engines: the import is one transaction that a refusal or a dry run rolls back whole, under an advisory lock
/**
 * The operator's own catalogue file, imported into the seeded store: the published example's
 * areas and plans reach the storefront in every language; the same file again changes nothing; a
 * later file moves a price, withdraws a plan it no longer has (while an order placed for it keeps
 * it) and keeps every slug; a dry run and a refused file change nothing; the demo catalogue is
 * never touched; and the supplier sync leaves the file's plans alone and does not sell a package
 * the file sells.
 */
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startEsimAccessStandIn } from "../../adapters/esim/esimaccess/esimaccess-standin.ts";
import { createEsimAccessSupplier } from "../../adapters/esim/esimaccess/esimaccess-supplier.ts";
import { fixturePackages } from "../../adapters/esim/esimaccess/fixture-packages.ts";
import { areaCountries, areas, plans } from "../../db/schema.ts";
import type { AreaDetail, Plan } from "../../../shared/api/catalog.ts";
import type { OrderCard } from "../../../shared/api/orders.ts";
import { call } from "../../../tests/support/test-app.ts";
import { useCheckoutApp } from "../../../tests/support/checkout.ts";
import { RetailRulesSchema } from "../pricing/index.ts";
import { CatalogFileError, parseCatalogFile, readCatalogFile, type CatalogFile } from "./catalog-file.ts";
import { createCatalogImport } from "./catalog-import.ts";
import { readCatalogVersion } from "./catalog-repository.ts";
import { createCatalogSync } from "./catalog-sync.ts";

const EXAMPLE_FILE = path.resolve(import.meta.dirname, "../../../docs/examples/catalog-file.example.json");

/** Outside every campaign: the price a plan shows is its list price. */
const checkout = useCheckoutApp({ start: new Date("2026-06-10T09:00:00.000Z") });
const { t } = checkout;
const db = () => t.services.database.db;
const importer = () => createCatalogImport({ db: db() });
/** As `npm run catalog -- import` does it: the file checked, then imported. */
const importFile = async (json: unknown, options: { dryRun?: boolean } = {}) => importer().importCatalog(parseCatalogFile(json), options);
const example = async (): Promise<CatalogFile> => structuredClone(await readCatalogFile(EXAMPLE_FILE));

const areaPlans = (area: string, lang?: string) => call<{ area: AreaDetail; plans: Plan[] }>(t.app, "/v2/query/package/list", { area }, { lang });
const catalogPlan = (area: string, plan: string, lang?: string) => call<{ area: AreaDetail; plan: Plan }>(t.app, "/v3/query/package", { area, plan }, { lang });
const planRow = async (area: string, slug: string) =>
  (await db().select({ plan: plans }).from(plans).innerJoin(areas, eq(areas.id, plans.areaId)).where(and(eq(areas.slug, area), eq(plans.slug, slug))))[0]?.plan;
const rowsOf = (source: "demo" | "file" | "supplier") => db().select().from(plans).where(eq(plans.source, source)).orderBy(plans.id);
/** Everything an import may write, to show a refused one wrote nothing. */
const everything = async () => ({
  areas: await db().select().from(areas).orderBy(areas.id),
  coverage: await db().select().from(areaCountries).orderBy(areaCountries.areaId, areaCountries.countryId),
  plans: await db().select().from(plans).orderBy(plans.id),
  version: await readCatalogVersion(db()),
});

async function refusal(run: () => Promise<unknown>): Promise<readonly string[]> {
  const err = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CatalogFileError);
  return (err as CatalogFileError).problems;
}

describe("the operator's own catalogue file", () => {
  /** The order placed for a plan of the file, followed through its withdrawal. */
  const followed = { orderNo: "", token: "" };
  let demoPlans: Awaited<ReturnType<typeof rowsOf>> = [];

  it("puts the example's areas and plans on the storefront, in each language, beside the demo catalogue", async () => {
    demoPlans = await rowsOf("demo");
    const version = await readCatalogVersion(db());
    const result = await importFile(await example());
    expect(result).toMatchObject({ applied: true, counts: { areasCreated: 1, plansCreated: 6, plansUpdated: 0, plansWithdrawn: 0 } });
    expect(result.changes).toEqual(
      expect.arrayContaining(["+ area alps (regional, 7 countries)", "+ plan japan/2gb-10-days at 8.99 USD", "+ plan alps/12gb-30-days at 27.99 USD"]),
    );
    expect(await readCatalogVersion(db())).toBeGreaterThan(version);
    expect(await t.services.catalog.refresh()).toBe(true);

    const alps = await areaPlans("alps");
    expect(alps.body.obj!.area).toMatchObject({ slug: "alps", kind: "regional", name: "The Alps", countryCount: 7 });
    expect(alps.body.obj!.area.coverage.map((c) => c.iso2).sort()).toEqual(["at", "ch", "de", "fr", "it", "li", "si"]);
    expect(alps.body.obj!.plans.map((p) => [p.slug, p.price.usdMinor])).toEqual([
      ["4gb-15-days", 1299],
      ["12gb-30-days", 2799],
    ]);
    expect((await areaPlans("alps", "de")).body.obj!.area.name).toBe("Alpen");
    expect((await areaPlans("alps", "ja")).body.obj!.area.name).toBe("アルプス地方");

    const daily = await catalogPlan("japan", "daily-3gb", "es");
    expect(daily.body.obj).toMatchObject({
      area: { name: "Japón" },
      plan: { kind: "daily", dailyMb: 3072, validityDays: null, network: "5G", throttleKbps: 1024, topup: false, price: { usdMinor: 449 } },
    });
    const calls = await catalogPlan("japan", "calls-3gb-14-days", "tr");
    expect(calls.body.obj).toMatchObject({ area: { name: "Japonya" }, plan: { kind: "calltext", voiceMinutes: 60, smsCount: 30, validityStart: "install", price: { usdMinor: 1999 } } });

    // Japan is the demo's area: its plans stay on the shelves with the file's, untouched.
    const japan = (await areaPlans("japan")).body.obj!.plans.map((p) => p.slug);
    expect(japan).toEqual(expect.arrayContaining(["2gb-10-days", "8gb-30-days", "daily-3gb", "calls-3gb-14-days", "1gb-7-days", "5gb-30-days"]));
    expect(await rowsOf("demo")).toEqual(demoPlans);
    expect(await planRow("japan", "8gb-30-days")).toMatchObject({ source: "file", supplier: "esimaccess", supplierPackageCode: "CKH491", costE4: 96_000 });
    expect(await planRow("japan", "2gb-10-days")).toMatchObject({ source: "file", supplier: null, supplierPackageCode: null, costE4: null });
  });

  it("changes nothing when the same file is imported again, not even the catalogue version", async () => {
    const before = await everything();
    expect(await importFile(await example())).toEqual({ applied: true, changes: [], counts: { areasCreated: 0, areasUpdated: 0, plansCreated: 0, plansUpdated: 0, plansWithdrawn: 0 } });
    expect(await everything()).toEqual(before);
  });

  it("takes and fulfils an order for a plan of the file", async () => {
    followed.token = (await checkout.account()).token;
    const order = await checkout.placed(followed.token, { area: "japan", plan: "2gb-10-days" });
    expect(order).toMatchObject({ areaSlug: "japan", planSlug: "2gb-10-days" });
    followed.orderNo = order.orderNo;
    const { pagePath } = await checkout.startPayment(followed.token, order.orderNo);
    expect((await checkout.payOnPage(pagePath)).statusCode).toBeLessThan(400);
    await checkout.runJobs();
  });

  it("says what a later file would change in a dry run, and changes nothing", async () => {
    const later = await example();
    later.plans = later.plans.filter((p) => p.slug !== "2gb-10-days").map((p) => (p.slug === "4gb-15-days" ? { ...p, priceUsdMinor: 1199 } : p));
    const before = await everything();
    expect(await importFile(later, { dryRun: true })).toEqual({
      applied: false,
      changes: ["~ plan alps/4gb-15-days: priceUsdMinor 1299 → 1199", "- plan japan/2gb-10-days"],
      counts: { areasCreated: 0, areasUpdated: 0, plansCreated: 0, plansUpdated: 1, plansWithdrawn: 1 },
    });
    expect(await everything()).toEqual(before);
  });

  it("withdraws the plan a later file leaves out and moves the price it changes, keeping every slug, while the order keeps its plan", async () => {
    const later = await example();
    later.plans = later.plans.filter((p) => p.slug !== "2gb-10-days").map((p) => (p.slug === "4gb-15-days" ? { ...p, priceUsdMinor: 1199 } : p));
    later.areas = later.areas.map((a) => (a.kind === "regional" ? { ...a, countries: a.countries.filter((c) => c !== "SI") } : a));
    const [left, moved] = [await planRow("japan", "2gb-10-days"), await planRow("alps", "4gb-15-days")];

    const result = await importFile(later);
    expect(result.counts).toEqual({ areasCreated: 0, areasUpdated: 1, plansCreated: 0, plansUpdated: 1, plansWithdrawn: 1 });
    expect(result.changes).toEqual(["~ area alps: countries +0 -1", "~ plan alps/4gb-15-days: priceUsdMinor 1299 → 1199", "- plan japan/2gb-10-days"]);
    expect(await planRow("japan", "2gb-10-days")).toEqual({ ...left, active: false });
    expect(await planRow("alps", "4gb-15-days")).toEqual({ ...moved, priceUsdMinor: 1199 });

    expect(await t.services.catalog.refresh()).toBe(true);
    expect((await areaPlans("japan")).body.obj!.plans.map((p) => p.slug)).not.toContain("2gb-10-days");
    expect((await catalogPlan("japan", "2gb-10-days")).body.success).toBe(false);
    expect((await catalogPlan("alps", "4gb-15-days")).body.obj!.plan.price.usdMinor).toBe(1199);
    expect((await areaPlans("alps")).body.obj!.area.countryCount).toBe(6);
    const orders = await call<{ list: OrderCard[] }>(t.app, "/v3/query/orders", {}, { token: followed.token });
    expect(orders.body.obj!.list.find((o) => o.orderNo === followed.orderNo)).toMatchObject({ areaSlug: "japan", planSlug: "2gb-10-days" });

    // Listed again, the plan comes back as itself.
    expect((await importFile(await example())).counts).toEqual({ areasCreated: 0, areasUpdated: 1, plansCreated: 0, plansUpdated: 2, plansWithdrawn: 0 });
    expect(await planRow("japan", "2gb-10-days")).toEqual(left);
    expect(await rowsOf("demo")).toEqual(demoPlans);
  });

  it("changes nothing when the file, or the store, refuses it", async () => {
    const before = await everything();
    const base = await example();
    // Much that would change, and one thing that cannot be: nothing of it is written.
    const withChanges = (extra: { areas?: object[]; plans?: object[] }) => ({
      ...base,
      areas: [...base.areas, { slug: "nowhere-land", kind: "global", countries: ["PN"], names: base.areas[1]!.names }, ...(extra.areas ?? [])],
      plans: [...base.plans.map((p) => ({ ...p, priceUsdMinor: p.priceUsdMinor + 100 })), ...(extra.plans ?? [])],
    });
    const plan = base.plans[0]!;

    expect(await refusal(() => importFile(withChanges({ plans: [{ ...plan, slug: "5gb-30-days" }] })))).toEqual([
      "plans[6] (japan/5gb-30-days): the slug belongs to a plan of the demo catalogue and is kept for good: choose another",
    ]);
    expect(await refusal(() => importFile(withChanges({ areas: [{ ...base.areas[0]!, slug: "korea", iso2: "KR" }] })))).toEqual([
      "areas[3] (korea): KR already has the area south-korea: use that slug",
    ]);
    expect(await refusal(() => importFile(withChanges({ areas: [{ ...base.areas[1]!, slug: "france" }] })))).toEqual([
      "areas[3] (france): the store has france as a country; a file cannot make it regional",
    ]);
    expect(await refusal(() => importFile(withChanges({ areas: [{ ...base.areas[0]!, slug: "south-korea", iso2: "TH" }] })))).toEqual([
      "areas[3] (south-korea): south-korea is the store's area for KR, not TH",
    ]);
    // Refused by the file's own checks: the import never starts.
    expect(await refusal(() => importFile(withChanges({ plans: [{ ...plan, slug: "at-a-loss", supplier: "esimaccess", packageCode: "X", costE4: 100_000 }] })))).toEqual([
      "plans[6] (japan/at-a-loss) priceUsdMinor: 8.99 USD is not above the cost, 10.0000 USD: a loss once the payment's fee is paid",
    ]);
    expect(await everything()).toEqual(before);

    // The same changes without the refused part go in: a country with no area of its own gets one, hidden, for the coverage list.
    const applied = await importFile(withChanges({}));
    expect(applied.counts).toMatchObject({ areasCreated: 2, plansUpdated: 6 });
    expect(applied.changes).toEqual(expect.arrayContaining(["+ area nowhere-land (global, 1 country)", "+ area pitcairn-islands (local, PN, for coverage only)"]));
    expect(await importFile(base, { dryRun: true })).toMatchObject({ applied: false, counts: { plansUpdated: 6 } });
    expect((await importFile(base)).counts).toMatchObject({ plansUpdated: 6, plansWithdrawn: 0 });
  });
});

describe("the catalogue file beside the supplier sync", () => {
  const RULES = RetailRulesSchema.parse({ default: { percent: 40 } });
  /** The stand-in's Japan 5 GB for 30 days, at a price of the operator's choosing. */
  const PACKAGE = "P8KCW4ZM";

  async function syncEsimAccess() {
    const standIn = await startEsimAccessStandIn({ accessCode: "file-access", secretKey: "file-secret", packages: fixturePackages() });
    try {
      const supplier = createEsimAccessSupplier({ accessCode: "file-access", secretKey: "file-secret", baseUrl: standIn.baseUrl, webhookToken: "file-test-webhook-token-0123", retries: 0 });
      return await createCatalogSync({ db: db() }).syncFromSupplier(supplier, RULES);
    } finally {
      await standIn.close();
    }
  }

  it("leaves the file's plans alone and does not sell a package the file sells; once the file lets it go, the sync sells it", async () => {
    const file = await example();
    file.plans.push({ ...file.plans[0]!, slug: "esim-access-5gb", dataMb: 5120, validityDays: 30, priceUsdMinor: 699, supplier: "esimaccess", packageCode: PACKAGE, costE4: 35_900 } as CatalogFile["plans"][number]);
    await importFile(file);
    const filePlans = await rowsOf("file");

    const counts = await syncEsimAccess();
    expect(counts.leftOut["catalogue-file"]).toBe(1);
    expect(counts.plansCreated).toBeGreaterThan(100);
    expect(await rowsOf("file")).toEqual(filePlans);
    const sold = await db().select().from(plans).where(and(eq(plans.supplier, "esimaccess"), eq(plans.supplierPackageCode, PACKAGE)));
    expect(sold.map((p) => [p.source, p.slug, p.priceUsdMinor, p.active])).toEqual([["file", "esim-access-5gb", 699, true]]);

    // The sync's slugs are the file's to avoid as well.
    const synced = (await rowsOf("supplier")).find((p) => p.areaId === filePlans[0]!.areaId)!;
    expect(await refusal(() => importFile({ ...file, plans: [...file.plans, { ...file.plans[0]!, slug: synced.slug }] }))).toEqual([
      `plans[7] (japan/${synced.slug}): the slug belongs to a plan synced from esimaccess and is kept for good: choose another`,
    ]);

    expect((await importFile(await example())).counts.plansWithdrawn).toBe(1);
    const again = await syncEsimAccess();
    expect(again.leftOut["catalogue-file"]).toBeUndefined();
    expect(again.plansCreated).toBe(1);
    const both = await db().select().from(plans).where(and(eq(plans.supplier, "esimaccess"), eq(plans.supplierPackageCode, PACKAGE))).orderBy(plans.id);
    expect(both.map((p) => [p.source, p.active])).toEqual([
      ["file", false],
      ["supplier", true],
    ]);
  });
});
