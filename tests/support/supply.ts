/**
 * A store whose eSIMs come from a wholesale supplier's stand-in (ESIM_PROVIDER=esimaccess or
 * airalo): the stand-in starts first, on the test's clock; the app listens on a port of its own,
 * so the stand-in's webhooks reach it over HTTP as the supplier's would; the catalogue is synced
 * from the stand-in before the first test.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { startAiraloStandIn, type AiraloStandInControl } from "../../server/adapters/esim/airalo/airalo-standin.ts";
import { createAiraloSupplier } from "../../server/adapters/esim/airalo/airalo-supplier.ts";
import { startEsimAccessStandIn, type StandInControl } from "../../server/adapters/esim/esimaccess/esimaccess-standin.ts";
import { createEsimAccessSupplier } from "../../server/adapters/esim/esimaccess/esimaccess-supplier.ts";
import type { EsimSupplier } from "../../server/adapters/esim/supplier.ts";
import { areas, jobs, orders, plans, supplierOrders } from "../../server/db/schema.ts";
import { checkoutJobs } from "../../server/domain/checkout/index.ts";
import { createCatalogSync } from "../../server/domain/catalog/index.ts";
import { RetailRulesSchema } from "../../server/domain/pricing/index.ts";
import { useCheckoutApp, type CheckoutApp } from "./checkout.ts";
import { call } from "./test-app.ts";
import { freePort } from "./free-port.ts";

export const ESIMACCESS_TOKEN = "supply-test-webhook-token-0123456789";
const CREDENTIALS = {
  esimaccess: { accessCode: "supply-access", secretKey: "supply-secret" },
  airalo: { clientId: "supply-client", clientSecret: "supply-secret" },
};

export type SupplyStore<N extends "esimaccess" | "airalo"> = {
  c: CheckoutApp;
  name: N;
  supplier: EsimSupplier;
  control: N extends "esimaccess" ? StandInControl : AiraloStandInControl;
  /** A plan of Japan synced from the supplier, with `dataMb` of total data (a top-up package of that size exists). */
  plan(dataMb?: number): Promise<{
    area: string;
    plan: string;
    dataMb: number;
    validityDays: number;
  }>;
  /** The supplier's package a synced plan of Japan is bought as. */
  packageCode(planSlug: string): Promise<string>;
  /** An account's order for a synced plan of Japan (of `dataMb`), paid with 4242; the first provisioning run has placed it. */
  paidOrder(dataMb?: number): Promise<{ email: string; token: string; orderNo: string; orderId: string; paymentId: string }>;
  /**
   * Moves the clock to each retry of the order's provisioning (or top-up) and runs it, until it is
   * done or given up; `beforeRun` lets the stand-in catch up with the clock first.
   */
  untilSettled(orderId: string, options?: { kind?: "order.provision" | "order.topup"; rounds?: number; beforeRun?: () => Promise<void> }): Promise<typeof jobs.$inferSelect>;
  /** A top-up of a delivered order's eSIM with a synced plan, paid with 4242; its job has run once. */
  paidTopup(token: string, orderNo: string, planSlug: string): Promise<{ topupNo: string; topupId: string }>;
  /** What the buyer sees of the eSIM: the orders page's card (as the success page shows it) and the one delivery mail. */
  expectBuyerSees(orderNo: string, email: string, token: string, esim: { iccid: string; activationCode: string }): Promise<void>;
  /**
   * An order of a plan whose package the supplier has run out of, paid with 4242, its jobs run:
   * provisioning must have settled at once and refunded it. Answers the order's row.
   */
  expectRefundedWithoutStock(): Promise<typeof orders.$inferSelect>;
  /** The store's record of what it asked the supplier for an order. */
  supplierOrder(orderNo: string): Promise<typeof supplierOrders.$inferSelect | undefined>;
};

export function useSupplyStore<N extends "esimaccess" | "airalo">(name: N, options: { start?: Date; allocationDelayMs?: number } = {}): SupplyStore<N> {
  const store = { name } as SupplyStore<N>;
  const stand = { port: 0, close: async () => {} };
  const app: { c?: CheckoutApp } = {};
  const start = options.start ?? new Date("2026-06-10T09:00:00.000Z");
  const clock = () => (app.c ? app.c.now() : start);

  beforeAll(async () => {
    stand.port = await freePort();
    if (name === "esimaccess") {
      const standIn = await startEsimAccessStandIn({
        ...CREDENTIALS.esimaccess,
        now: () => clock().getTime(),
        allocationDelayMs: options.allocationDelayMs ?? 10_000,
        webhookUrl: `http://127.0.0.1:${stand.port}/webhooks/esimaccess/${ESIMACCESS_TOKEN}`,
      });
      store.control = standIn.control as SupplyStore<N>["control"];
      store.supplier = createEsimAccessSupplier({
        ...CREDENTIALS.esimaccess,
        baseUrl: standIn.baseUrl,
        webhookToken: ESIMACCESS_TOKEN,
        now: clock,
        sleep: async () => {},
        // Short, so an answer that never comes is a time-out soon; reads go again, so a busy test
        // machine's slow answer is not taken for one (writes never go again, whatever the setting).
        timeoutMs: 400,
        retries: 2,
      });
      stand.close = () => standIn.close();
    } else {
      const standIn = await startAiraloStandIn({
        ...CREDENTIALS.airalo,
        now: clock,
        webhookUrl: `http://127.0.0.1:${stand.port}/webhooks/airalo`,
      });
      store.control = standIn.control as SupplyStore<N>["control"];
      store.supplier = createAiraloSupplier({
        ...CREDENTIALS.airalo,
        baseUrl: standIn.baseUrl,
        now: clock,
        sleep: async () => {},
        // As eSIM Access's above: an unanswered order times out soon, a slow read goes again.
        requestTimeoutMs: 400,
        readAttempts: 3,
      });
      stand.close = () => standIn.close();
    }
  });

  const env: Record<string, string> =
    name === "esimaccess"
      ? {
          ESIM_PROVIDER: name,
          ESIMACCESS_ACCESS_CODE: CREDENTIALS.esimaccess.accessCode,
          ESIMACCESS_SECRET_KEY: CREDENTIALS.esimaccess.secretKey,
          ESIMACCESS_WEBHOOK_TOKEN: ESIMACCESS_TOKEN,
        }
      : {
          ESIM_PROVIDER: name,
          AIRALO_CLIENT_ID: CREDENTIALS.airalo.clientId,
          AIRALO_CLIENT_SECRET: CREDENTIALS.airalo.clientSecret,
        };
  const c = useCheckoutApp({ start, env, supplier: () => store.supplier });
  app.c = c;
  store.c = c;

  beforeAll(async () => {
    await c.t.app.listen({ port: stand.port, host: "127.0.0.1" });
    await createCatalogSync({ db: c.t.services.database.db }).syncFromSupplier(store.supplier, RetailRulesSchema.parse({ default: { percent: 40 } }));
    await c.t.services.catalog.refresh();
  });
  afterAll(() => stand.close());

  const db = () => c.t.services.database.db;
  store.plan = async (dataMb = 1024) => {
    const [row] = await db()
      .select({
        area: areas.slug,
        plan: plans.slug,
        dataMb: plans.dataMb,
        validityDays: plans.validityDays,
      })
      .from(plans)
      .innerJoin(areas, eq(areas.id, plans.areaId))
      .where(and(eq(plans.supplier, name), eq(areas.slug, "japan"), eq(plans.kind, "data"), eq(plans.active, true), inArray(plans.dataMb, [dataMb])))
      .orderBy(plans.validityDays)
      .limit(1);
    if (!row) throw new Error(`no ${dataMb} MB plan of Japan from ${name}`);
    return {
      area: row.area,
      plan: row.plan,
      dataMb: row.dataMb!,
      validityDays: row.validityDays!,
    };
  };
  store.packageCode = async (planSlug) => {
    const [row] = await db()
      .select({ code: plans.supplierPackageCode })
      .from(plans)
      .innerJoin(areas, eq(areas.id, plans.areaId))
      .where(and(eq(plans.supplier, name), eq(areas.slug, "japan"), eq(plans.slug, planSlug)));
    return row!.code!;
  };
  store.paidOrder = async (dataMb = 1024) => {
    const { email, token } = await c.account();
    const { area, plan } = await store.plan(dataMb);
    const { order, paymentId } = await c.buy(token, { area, plan });
    return { email, token, orderNo: order.orderNo, orderId: (await c.orderRow(order.orderNo)).id, paymentId };
  };
  store.untilSettled = async (orderId, options = {}) => {
    const kind = options.kind ?? "order.provision";
    for (let round = 0; round < (options.rounds ?? 2 * checkoutJobs.PROVISION_ATTEMPTS); round++) {
      const [job] = await c.jobsFor(kind, orderId);
      if (job!.doneAt || job!.failedAt) return job!;
      if (job!.runAt > c.now()) c.setClock(job!.runAt);
      await options.beforeRun?.();
      await c.runJobs();
    }
    throw new Error(`${kind} neither finished nor gave up`);
  };
  store.paidTopup = async (token, orderNo, planSlug) => {
    const created = await call<{ orderNo: string }>(c.t.app, "/v1.1/data/create/topup-order", { orderNo, plan: planSlug }, { token, headers: { "idempotency-key": randomUUID() } });
    expect(created.body, created.body.msg).toMatchObject({ success: true });
    const topupNo = created.body.obj!.orderNo;
    const started = await call<{ redirectUrl: string }>(c.t.app, "/v1.1/execute/topup/payment", { orderNo: topupNo, method: "card" }, { token });
    await c.payOnPage(new URL(started.body.obj!.redirectUrl).pathname);
    await c.runJobs();
    return { topupNo, topupId: (await c.orderRow(topupNo)).id };
  };
  store.expectBuyerSees = async (orderNo, email, token, esim) => {
    const card = (await c.ordersList(token)).find((o) => o.orderNo === orderNo);
    expect(card?.esim).toMatchObject({ iccid: esim.iccid, activationCode: esim.activationCode });
    const mails = c.sentTo(email).filter((m) => m.text.includes(orderNo));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(esim.activationCode);
    expect(mails[0]!.text).toContain(esim.iccid);
  };
  store.expectRefundedWithoutStock = async () => {
    const plan = await store.plan(3072);
    const { token } = await c.account();
    const order = await c.placed(token, { area: plan.area, plan: plan.plan });
    const packageCode = await store.packageCode(plan.plan);
    store.control.setStock(packageCode, 0);
    try {
      const { pagePath } = await c.startPayment(token, order.orderNo);
      await c.payOnPage(pagePath);
      await c.runJobs();
    } finally {
      store.control.setStock(packageCode, null);
    }
    const row = await c.orderRow(order.orderNo);
    const [job] = await c.jobsFor("order.provision", row.id);
    expect(job, job!.lastError ?? "").toMatchObject({ attempts: 1 });
    expect(job!.failedAt).not.toBeNull();
    expect(row.status).toBe("REFUNDED");
    expect(await store.supplierOrder(order.orderNo)).toMatchObject({ state: "ABANDONED", sends: 1 });
    return row;
  };
  store.supplierOrder = async (orderNo) => {
    const order = await c.orderRow(orderNo);
    const [row] = await db().select().from(supplierOrders).where(eq(supplierOrders.orderId, order.id));
    return row;
  };
  return store;
}
