// @both-engines: the low-balance alert is one job per supplier and day by the jobs table's unique key, whoever raises it
/**
 * The check before a payment starts, through the API, with each supplier's stand-in fulfilling
 * (ESIM_PROVIDER) and its catalogue synced into the store: an order the prepaid balance does not
 * cover is refused with nothing written and nothing charged, and goes through once the balance
 * is topped up; a plan the supplier does not sell is refused; a low balance mails the operator
 * once a day, however many reads and instances see it.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { startAiraloStandIn } from "../../adapters/esim/airalo/airalo-standin.ts";
import { startEsimAccessStandIn } from "../../adapters/esim/esimaccess/esimaccess-standin.ts";
import { areas, jobs, payments, plans } from "../../db/schema.ts";
import { createConfiguredSupplier, type SupplierName } from "../../services.ts";
import { API_MESSAGES } from "../../messages/index.ts";
import { useCheckoutApp } from "../../../tests/support/checkout.ts";
import { createCatalogSync } from "../catalog/index.ts";
import { createJobWorker } from "../jobs/index.ts";
import { RetailRulesSchema } from "../pricing/index.ts";
import { createLowBalanceAlert, lowBalanceJob } from "./index.ts";

const USD = 10_000;
const OPERATOR = "operator@shop.test";
const RULES = RetailRulesSchema.parse({ default: { percent: 40 } });

const esimAccess = await startEsimAccessStandIn({ accessCode: "gate-access", secretKey: "gate-secret" });
const airalo = await startAiraloStandIn({ clientId: "gate-client", clientSecret: "gate-secret" });
afterAll(() => Promise.all([esimAccess.close(), airalo.close()]));

/** Decimal dollars, as Airalo's stand-in takes its credit. */
const dollars = (e4: number) => `${Math.floor(e4 / USD)}.${String(e4 % USD).padStart(4, "0")}`;

/** Each supplier: the settings that make it fulfil the store's orders, and its stand-in's books. */
const SUPPLIERS: Record<SupplierName, { label: string; env: Record<string, string>; setBalance(e4: number): void; balance(): number; balanceReads(): number; orders(): number }> = {
  esimaccess: {
    label: "eSIM Access",
    env: { ESIM_PROVIDER: "esimaccess", ESIMACCESS_ACCESS_CODE: "gate-access", ESIMACCESS_SECRET_KEY: "gate-secret", ESIMACCESS_BASE_URL: esimAccess.baseUrl },
    setBalance: (e4) => esimAccess.control.setBalance(e4),
    balance: () => esimAccess.control.balance(),
    balanceReads: () => esimAccess.control.requests.filter((r) => r.path === "balance/query").length,
    orders: () => esimAccess.control.orders().length,
  },
  airalo: {
    label: "Airalo",
    env: { ESIM_PROVIDER: "airalo", AIRALO_CLIENT_ID: "gate-client", AIRALO_CLIENT_SECRET: "gate-secret", AIRALO_BASE_URL: airalo.baseUrl },
    setBalance: (e4) => airalo.control.setBalance(dollars(e4)),
    balance: () => airalo.control.balanceE4(),
    balanceReads: () => airalo.control.count("GET /balance"),
    orders: () => airalo.control.orders().length,
  },
};

describe.each(Object.keys(SUPPLIERS) as SupplierName[])("checkout with %s fulfilling", (name) => {
  const stand = SUPPLIERS[name];
  const checkout = useCheckoutApp({
    start: new Date("2026-06-10T09:00:00.000Z"),
    // The catalogue reloads only when a test says so: a plan the sync withdrew stays on the shelves meanwhile.
    env: { ...stand.env, CATALOG_REFRESH_MS: "3600000", SUPPLIER_LOW_BALANCE_USD: "50", OPERATOR_EMAIL: OPERATOR },
  });
  const { t } = checkout;
  const db = () => t.services.database.db;
  const unavailable = { success: false, code: "PLAN_TEMPORARILY_UNAVAILABLE", msg: API_MESSAGES.en.PLAN_TEMPORARILY_UNAVAILABLE };

  /** The cheapest one-country data plan synced from the supplier: the one the tests buy. */
  let synced: Promise<{ id: number; area: string; slug: string; costE4: number }> | null = null;
  const plan = () =>
    (synced ??= (async () => {
      await createCatalogSync({ db: db() }).syncFromSupplier(createConfiguredSupplier(t.config, name), RULES);
      expect(await t.services.catalog.refresh()).toBe(true);
      const [row] = await db()
        .select({ id: plans.id, area: areas.slug, slug: plans.slug, costE4: plans.costE4 })
        .from(plans)
        .innerJoin(areas, eq(areas.id, plans.areaId))
        .where(and(eq(plans.supplier, name), eq(areas.slug, "japan"), eq(plans.kind, "data")))
        .orderBy(plans.costE4, plans.slug)
        .limit(1);
      return { ...row!, costE4: row!.costE4! };
    })());
  /** Past the gate's cached balance: the next order reads it from the supplier. */
  const balanceForgotten = () => checkout.advance(30_000);
  const paymentCount = () => db().$count(payments);

  it("refuses an order the prepaid balance does not cover, in the buyer's language, with nothing written and nothing charged", async () => {
    const { area, slug, costE4 } = await plan();
    const buyer = await checkout.accountWithBalance(50);
    stand.setBalance(costE4 - 1);
    balanceForgotten();
    const [orders, paid, supplierBalance] = [await checkout.countOrders(), await paymentCount(), stand.balance()];

    const refused = await checkout.place(buyer.token, { area, plan: slug, useBalance: true }, { key: "gate-order-0001-key" });
    expect(refused.body).toMatchObject(unavailable);
    const inGerman = await checkout.place(buyer.token, { area, plan: slug }, { lang: "de" });
    expect(inGerman.body).toMatchObject({ ...unavailable, msg: API_MESSAGES.de.PLAN_TEMPORARILY_UNAVAILABLE });

    expect([await checkout.countOrders(), await paymentCount()]).toEqual([orders, paid]);
    expect(await t.services.ledger.balance(buyer.userId)).toBe(50);
    expect([stand.balance(), stand.orders()]).toEqual([supplierBalance, 0]);
  });

  it("takes the same order once the balance is topped up, without waiting for the cache to run out", async () => {
    const { area, slug } = await plan();
    const buyer = await checkout.accountWithBalance(50);
    stand.setBalance(1);
    balanceForgotten();
    expect((await checkout.place(buyer.token, { area, plan: slug, useBalance: true }, { key: "gate-order-0002-key" })).body).toMatchObject(unavailable);

    stand.setBalance(1_000 * USD);
    checkout.advance(5_000);
    const order = await checkout.placed(buyer.token, { area, plan: slug, useBalance: true }, { key: "gate-order-0002-key" });
    expect(order).toMatchObject({ areaSlug: area, planSlug: slug, status: "AWAITING_PAYMENT" });
    expect(await t.services.ledger.balance(buyer.userId)).toBe(0);
    await checkout.startPayment(buyer.token, order.orderNo);
    expect(await checkout.paymentsOf(order.orderNo)).toHaveLength(1);
  });

  it("counts a daily plan's cost for each day bought", async () => {
    await plan();
    const [daily] = await db()
      .select({ area: areas.slug, slug: plans.slug, costE4: plans.costE4 })
      .from(plans)
      .innerJoin(areas, eq(areas.id, plans.areaId))
      .where(and(eq(plans.supplier, name), eq(plans.kind, "daily"), eq(plans.active, true)))
      .orderBy(plans.costE4, plans.slug)
      .limit(1);
    const token = await checkout.guest();
    const email = "traveller@example.com";
    stand.setBalance(daily!.costE4! * 2);
    balanceForgotten();
    expect((await checkout.place(token, { area: daily!.area, plan: daily!.slug, days: 2, email })).body).toMatchObject({ success: true });
    expect((await checkout.place(token, { area: daily!.area, plan: daily!.slug, days: 3, email })).body).toMatchObject(unavailable);
  });

  it("refuses a plan the last sync withdrew while the catalogue still shows it, and a plan the supplier does not sell", async () => {
    const { id, area, slug } = await plan();
    stand.setBalance(1_000 * USD);
    const token = await checkout.guest();
    const email = "traveller@example.com";
    await db().update(plans).set({ active: false }).where(eq(plans.id, id));
    try {
      expect(t.services.catalog.plan(area, slug, "en", "USD")).not.toBeNull();
      expect((await checkout.place(token, { area, plan: slug, email })).body).toMatchObject(unavailable);
    } finally {
      await db().update(plans).set({ active: true }).where(eq(plans.id, id));
    }
    // The demo catalogue's plans have no supplier: off the shelves of a store on one, so not found.
    expect((await checkout.place(token, { area: "japan", plan: "5gb-30-days", email })).body).toMatchObject({ success: false, code: "PLAN_NOT_FOUND" });
    expect((await checkout.place(token, { area, plan: slug, email })).body).toMatchObject({ success: true });
  });

  it("mails the operator once a day, however many reads and instances find the balance low", async () => {
    const { area, slug } = await plan();
    const token = await checkout.guest();
    // A day of its own (the balances the tests above set were low too), with their mail sent.
    checkout.setClock(new Date("2026-06-12T09:00:00.000Z"));
    await checkout.runJobs();
    const day = (date: string) => `supplier-low-balance:${name}:${date}`;
    const alerts = async () => (await db().select().from(jobs).where(eq(jobs.kind, lowBalanceJob.kind))).filter((j) => j.key >= day("2026-06-12"));
    const earlier = t.sentMail.filter((m) => m.to === OPERATOR).length;
    const mails = () => t.sentMail.filter((m) => m.to === OPERATOR).slice(earlier);
    // Below the 50 USD threshold, still above the plan's cost: orders go through.
    stand.setBalance(12 * USD + 3_456);
    const reads = stand.balanceReads();
    for (let i = 0; i < 2; i++) {
      balanceForgotten();
      await checkout.placed(token, { area, plan: slug, email: "traveller@example.com" });
    }
    expect(stand.balanceReads()).toBe(reads + 2);

    // Another instance raising the same day's alert adds nothing.
    const elsewhere = createLowBalanceAlert({ db: db(), jobs: t.services.jobs, worker: createJobWorker({ db: db(), log: { warn() {}, error() {} } }), operatorEmail: OPERATOR, log: { warn() {}, error() {} } });
    await elsewhere.raise({ supplier: name, balanceE4: 12 * USD, thresholdE4: 50 * USD, at: checkout.now() });
    expect(await alerts()).toMatchObject([{ key: day("2026-06-12"), payload: { supplier: name, balanceE4: 12 * USD + 3_456, thresholdE4: 50 * USD } }]);

    await checkout.runJobs();
    await checkout.runJobs();
    expect(mails()).toHaveLength(1);
    const [mail] = mails();
    expect(mail!.subject).toBe(`[Roamwell] Low balance at ${stand.label}: $12.34`);
    expect(mail!.text).toContain(`The store's prepaid balance at ${stand.label} is $12.34, below the alert threshold of $50.00.`);
    expect(mail!.text).toContain(`Top up the prepaid balance in your ${stand.label} account now.`);

    // The next day's first low read mails again.
    checkout.setClock(new Date("2026-06-13T00:00:05.000Z"));
    await checkout.placed(token, { area, plan: slug, email: "traveller@example.com" });
    await checkout.runJobs();
    expect((await alerts()).map((j) => j.key).sort()).toEqual([day("2026-06-12"), day("2026-06-13")]);
    expect(mails()).toHaveLength(2);
  });
});
