/**
 * The eSIM service on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL): one row
 * per order whatever is repeated, and states that move with the simulator's clock.
 */
// @both-engines: ten provisioning attempts racing for one order's row.
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isValidIccid } from "../../../shared/esim/iccid-rules.ts";
import type { EsimProvider } from "../../adapters/esim/esim-provider.ts";
import { createSimulatorEsimProvider } from "../../adapters/esim/simulator.ts";
import type { Database } from "../../db/client.ts";
import { esims, orders, users } from "../../db/schema.ts";
import { openTestDatabase } from "../../../tests/support/test-database.ts";
import { createEsimsService, InvalidEsimError, REFRESH_AFTER_MS, type EsimsService } from "./esims-service.ts";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const START = new Date("2026-03-01T10:00:00Z");

let database: Database;
let clock = START;
const setClock = (msAfterStart: number) => (clock = new Date(START.getTime() + msAfterStart));

const simulator = createSimulatorEsimProvider({
  secret: "esims service test",
  downloadAfterMs: 2 * MIN,
  activateAfterMs: 5 * MIN,
  mbPerHour: 200,
  now: () => clock,
});
let statusCalls = 0;
let failStatus = false;
/** The simulator, counting (and on request failing) status calls. */
const provider: EsimProvider = {
  name: "simulator",
  provision: (r) => simulator.provision(r),
  status: async (ref, since) => {
    statusCalls += 1;
    if (failStatus) throw new Error("provider down");
    return simulator.status(ref, since);
  },
  disable: (ref) => simulator.disable(ref),
  topup: (ref, request) => simulator.topup(ref, request),
};
const errors: string[] = [];
let service: EsimsService;
let userId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  service = createEsimsService({ db: database.db, provider, now: () => clock, onError: (_err, orderId) => errors.push(orderId) });
  userId = randomUUID();
  await database.db.insert(users).values({ id: userId, kind: "guest", lang: "en", deviceIdHash: randomBytes(32).toString("hex") });
});
afterAll(() => database?.close());

let orderCount = 0;
/** A paid order of a 5 GB, 30-day plan, or of a daily 1 GB plan for 9 days. */
async function paidOrder(kind: "data" | "daily" = "data") {
  const id = randomUUID();
  const daily = kind === "daily";
  const row = {
    id,
    orderNo: `RW${String(Date.now() % 1e6).padStart(6, "0")}${String(++orderCount).padStart(4, "0")}`,
    userId,
    planId: 1,
    areaSlug: "japan",
    planSlug: daily ? "japan-daily-1gb" : "japan-5gb-30d",
    planKind: kind,
    dataMb: daily ? null : 5120,
    dailyMb: daily ? 1024 : null,
    validityDays: daily ? 9 : 30,
    days: daily ? 9 : null,
    amountUsdMinor: 900,
    listUsdMinor: 900,
    displayCurrency: "USD",
    displayAmountMinor: 900,
    email: "traveller@example.com",
    lang: "en",
    status: "PAID",
    idempotencyKey: randomBytes(12).toString("hex"),
    requestHash: "0".repeat(64),
    createdAt: clock,
    paidAt: clock,
    updatedAt: clock,
  } as const;
  await database.db.insert(orders).values(row);
  return row;
}

async function rowsOf(orderId: string) {
  return database.db.select().from(esims).where(eq(esims.orderId, orderId));
}

describe("recording an order's eSIM", () => {
  it("writes one row: not downloaded, validity not started, the order's allowance", async () => {
    setClock(0);
    const order = await paidOrder();
    const provisioned = await service.provision(order);
    const { esim, created } = await database.db.transaction((tx) => service.record(tx, order, provisioned));
    expect(created).toBe(true);
    expect(esim).toMatchObject({
      orderId: order.id,
      provider: "simulator",
      providerRef: provisioned.providerRef,
      iccid: provisioned.iccid,
      smdpAddress: "smdp.sim.roamwell.test",
      matchingId: provisioned.matchingId,
      activationCode: provisioned.activationCode,
      installState: "UNDOWNLOAD",
      validityState: "VALID",
      dataTotalMb: 5120,
      dataUsedMb: 0,
      validityDays: 30,
      activatedAt: null,
      expiresAt: null,
      createdAt: START,
      updatedAt: START,
    });
    expect(isValidIccid(esim.iccid)).toBe(true);
  });

  it("asks the provider with the order's id as key: the same eSIM every time", async () => {
    const order = await paidOrder();
    expect(await service.provision(order)).toEqual(await simulator.provision({ orderKey: order.id, dataMb: 5120, dailyMb: null, validityDays: 30, packageCode: null }));
    expect(await service.provision(order)).toEqual(await service.provision(order));
  });

  it("records the same order twice as one row, the second time writing nothing", async () => {
    const order = await paidOrder();
    const first = await service.record(database.db, order, await service.provision(order));
    setClock(10 * MIN);
    // As after a crash: the job runs again, the provider answers the same eSIM.
    const second = await database.db.transaction(async (tx) => service.record(tx, order, await service.provision(order)));
    expect(second).toEqual({ esim: first.esim, created: false });
    expect(await rowsOf(order.id)).toHaveLength(1);
    setClock(0);
  });

  it("records one row when ten attempts race", async () => {
    const order = await paidOrder();
    const provisioned = await service.provision(order);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => database.db.transaction((tx) => service.record(tx, order, provisioned))),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.esim.id)).size).toBe(1);
    expect(await rowsOf(order.id)).toHaveLength(1);
  });

  it("leaves a daily plan's total empty: its allowance is per day", async () => {
    const order = await paidOrder("daily");
    const { esim } = await service.record(database.db, order, await service.provision(order));
    expect(esim).toMatchObject({ dataTotalMb: null, validityDays: 9 });
    expect(esim.providerRef).toMatch(/-d1024-v9$/);
  });

  it.each([
    [{ iccid: "89882990000000000001" }, "invalid ICCID"],
    [{ activationCode: "LPA:1$smdp.sim.roamwell.test$OTHER-ID" }, "differ"],
    [{ activationCode: "not a code" }, "invalid activation code"],
    [{ providerRef: "" }, "no provider reference"],
  ])("refuses a provider's answer with %j", async (change, problem) => {
    const order = await paidOrder();
    const provisioned = { ...(await service.provision(order)), ...change };
    const attempt = service.record(database.db, order, provisioned);
    await expect(attempt).rejects.toThrow(InvalidEsimError);
    await expect(service.record(database.db, order, provisioned)).rejects.toThrow(problem);
    expect(await rowsOf(order.id)).toHaveLength(0);
  });
});

describe("refreshing states from the provider", () => {
  it("moves a 5 GB eSIM along with the clock, asking the provider at most once a minute", async () => {
    setClock(0);
    const order = await paidOrder();
    await service.record(database.db, order, await service.provision(order));
    const refreshAt = async (ms: number) => {
      setClock(ms);
      const [row] = await service.refresh([order.id]);
      return row;
    };

    statusCalls = 0;
    expect(await refreshAt(30_000)).toMatchObject({ installState: "UNDOWNLOAD", validityState: "VALID", updatedAt: START });
    expect(statusCalls).toBe(0);
    expect(await refreshAt(REFRESH_AFTER_MS)).toMatchObject({ installState: "UNDOWNLOAD", validityState: "VALID" });
    expect(statusCalls).toBe(1);
    // Read at 1:00, so fresh until 2:00: the provider's download at 2:00 shows from then on.
    expect(await refreshAt(1.9 * MIN)).toMatchObject({ installState: "UNDOWNLOAD" });
    expect(statusCalls).toBe(1);
    expect(await refreshAt(2 * MIN)).toMatchObject({ installState: "INSTALLED", validityState: "VALID", dataUsedMb: 0 });
    expect(statusCalls).toBe(2);

    const activatedAt = new Date(START.getTime() + 5 * MIN);
    expect(await refreshAt(5 * MIN + 90 * MIN)).toMatchObject({
      installState: "ENABLED",
      validityState: "INUSE",
      dataUsedMb: 300,
      activatedAt,
      expiresAt: new Date(activatedAt.getTime() + 30 * DAY),
    });
    // 5120 MB at 200 MB an hour: used up after 25.6 hours.
    expect(await refreshAt(2 * DAY)).toMatchObject({ validityState: "USAGE_FINISHED", dataUsedMb: 5120 });
    statusCalls = 0;
    expect(await refreshAt(40 * DAY)).toMatchObject({ validityState: "USAGE_FINISHED", dataUsedMb: 5120 });
    expect(statusCalls).toBe(0);
  });

  it("counts a daily plan's usage per day", async () => {
    setClock(0);
    const order = await paidOrder("daily");
    await service.record(database.db, order, await service.provision(order));
    setClock(5 * MIN + 3 * HOUR);
    expect((await service.refresh([order.id]))[0]).toMatchObject({ validityState: "INUSE", dataUsedMb: 600, dataTotalMb: null });
    setClock(5 * MIN + DAY + HOUR);
    expect((await service.refresh([order.id]))[0]).toMatchObject({ validityState: "INUSE", dataUsedMb: 200 });
    setClock(5 * MIN + 9 * DAY);
    expect((await service.refresh([order.id]))[0]).toMatchObject({ validityState: "TIME_FINISHED" });
  });

  it("never brings a disabled eSIM back, and stops asking about it", async () => {
    setClock(0);
    const order = await paidOrder();
    await service.record(database.db, order, await service.provision(order));
    setClock(MIN);
    expect(await service.disableAtProvider(order.id)).toBe(true);
    const disabled = await database.db.transaction((tx) => service.markDisabled(tx, order.id));
    expect(disabled).toMatchObject({ installState: "DISABLED", validityState: "VALID", updatedAt: clock });
    // Switched off once: a repeat does not ask the provider again.
    expect(await service.disableAtProvider(order.id)).toBe(false);
    statusCalls = 0;
    setClock(DAY);
    expect((await service.refresh([order.id]))[0]).toMatchObject({ installState: "DISABLED", validityState: "VALID", dataUsedMb: 0 });
    expect(statusCalls).toBe(0);
  });

  it("keeps a deleted eSIM deleted while its validity moves on", async () => {
    setClock(0);
    const order = await paidOrder();
    await service.record(database.db, order, await service.provision(order));
    await database.db.update(esims).set({ installState: "DELETED" }).where(eq(esims.orderId, order.id));
    setClock(5 * MIN + HOUR);
    expect((await service.refresh([order.id]))[0]).toMatchObject({ installState: "DELETED", validityState: "INUSE", dataUsedMb: 200 });
  });

  it("keeps the stored row when the provider fails, and tells", async () => {
    setClock(0);
    const order = await paidOrder();
    await service.record(database.db, order, await service.provision(order));
    setClock(10 * MIN);
    failStatus = true;
    try {
      expect((await service.refresh([order.id]))[0]).toMatchObject({ installState: "UNDOWNLOAD", updatedAt: START });
      expect(errors).toContain(order.id);
    } finally {
      failStatus = false;
    }
    expect((await service.refresh([order.id]))[0]).toMatchObject({ installState: "ENABLED", validityState: "INUSE" });
  });

  it("answers only the orders asked for, and nothing for none", async () => {
    setClock(0);
    const a = await paidOrder();
    const b = await paidOrder();
    const preparing = await paidOrder();
    await service.record(database.db, a, await service.provision(a));
    await service.record(database.db, b, await service.provision(b));
    expect((await service.forOrders([a.id, preparing.id])).map((r) => r.orderId)).toEqual([a.id]);
    expect((await service.refresh([a.id, b.id])).map((r) => r.orderId).sort()).toEqual([a.id, b.id].sort());
    expect(await service.forOrders([])).toEqual([]);
    expect(await service.refresh([])).toEqual([]);
    expect(await database.db.transaction((tx) => service.markDisabled(tx, preparing.id))).toBeNull();
    expect(await service.disableAtProvider(preparing.id)).toBe(false);
  });
});

describe("delivery view", () => {
  it("gives the manual details, the iOS one-tap link and the QR code of the activation code", async () => {
    const order = await paidOrder();
    const { esim } = await service.record(database.db, order, await service.provision(order));
    const view = await service.deliveryView(esim);
    expect(view).toMatchObject({
      iccid: esim.iccid,
      smdpAddress: "smdp.sim.roamwell.test",
      matchingId: esim.matchingId,
      activationCode: `LPA:1$smdp.sim.roamwell.test$${esim.matchingId}`,
      iosLink: `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(esim.activationCode)}`,
    });
    expect(view.qrSvg).toMatch(/^<svg aria-hidden="true" focusable="false" [^>]*>.*<path [^>]*d="M/s);
  });
});
