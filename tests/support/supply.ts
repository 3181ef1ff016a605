/**
 * A store whose eSIMs come from a wholesale supplier's stand-in (ESIM_PROVIDER=esimaccess or
 * airalo): the stand-in starts first, on the test's clock; the app listens on a port of its own,
 * so the stand-in's webhooks reach it over HTTP as the supplier's would; the catalogue is synced
 * from the stand-in before the first test.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { startAiraloStandIn, type AiraloStandInControl } from "../../server/adapters/esim/airalo/airalo-standin.ts";
import { createAiraloSupplier } from "../../server/adapters/esim/airalo/airalo-supplier.ts";
import { startEsimAccessStandIn, type StandInControl } from "../../server/adapters/esim/esimaccess/esimaccess-standin.ts";
import { createEsimAccessSupplier } from "../../server/adapters/esim/esimaccess/esimaccess-supplier.ts";
import type { EsimSupplier } from "../../server/adapters/esim/supplier.ts";
import { areas, plans, supplierOrders } from "../../server/db/schema.ts";
import { createCatalogSync } from "../../server/domain/catalog/index.ts";
import { RetailRulesSchema } from "../../server/domain/pricing/index.ts";
import { useCheckoutApp, type CheckoutApp } from "./checkout.ts";
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
  store.supplierOrder = async (orderNo) => {
    const order = await c.orderRow(orderNo);
    const [row] = await db().select().from(supplierOrders).where(eq(supplierOrders.orderId, order.id));
    return row;
  };
  return store;
}
