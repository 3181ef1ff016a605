// @both-engines
/**
 * Orders fulfilled by Airalo (ESIM_PROVIDER=airalo) through its stand-in, which speaks its wire
 * format, answers an order with its eSIM at once (synchronous orders, the adapter's default), and
 * posts its signed low-data notices to the store over HTTP (docs/SUPPLIERS.md#fulfilment). What
 * must hold: the buyer gets Airalo's ICCID and LPA string; an order is placed at Airalo once,
 * whatever times out or fails after Airalo took it; a failure that lasts, or no stock, ends in one
 * refund; a notice that comes late, twice or out of order is stored once and reads the eSIM back;
 * a refund asks Airalo once to refund the unused eSIM; a top-up buys Airalo's matching top-up once.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { airaloFixturePackages } from "../../adapters/esim/airalo/fixture-packages.ts";
import { AIRALO_SIGNATURE_HEADER, airaloSignature } from "../../adapters/esim/airalo/airalo-wire.ts";
import { supplierEvents } from "../../db/schema.ts";
import { useSupplyStore } from "../../../tests/support/supply.ts";

const store = useSupplyStore("airalo");
const { c } = store;
const control = () => store.control;
const db = () => c.t.services.database.db;
const { paidOrder, paidTopup } = store;
const untilSettled = (orderId: string, kind: "order.provision" | "order.topup" = "order.provision") => store.untilSettled(orderId, { kind });

/** Airalo's orders for one of ours: the adapter writes our reference, the order's id, in each one's description. */
const airaloOrdersOf = (orderId: string, type: "sim" | "topup" = "sim") => control().orders().filter((o) => o.type === type && o.description?.endsWith(`:${orderId}`));

/** The notices the store stored for an eSIM. */
const eventsFor = (iccid: string) =>
  db()
    .select()
    .from(supplierEvents)
    .where(and(eq(supplierEvents.supplier, "airalo"), sql`${supplierEvents.payload}->>'iccid' = ${iccid}`));




/** Airalo's top-up package a top-up order bought, from the stand-in's catalogue. */
const packageBought = (packageId: string) =>
  airaloFixturePackages()
    .flatMap((entry) => entry.operators.flatMap((op) => op.packages))
    .find((p) => p.id === packageId);

async function expectDeliveredOnce(orderNo: string, email: string, token: string) {
  const order = await c.orderRow(orderNo);
  expect(order.status).toBe("DELIVERED");
  const [bought, ...others] = airaloOrdersOf(order.id);
  expect(others, "one order at Airalo").toEqual([]);
  const [esim, ...more] = await c.esimsOf(orderNo);
  expect(more).toEqual([]);
  expect(bought!.iccids).toEqual([esim!.iccid]);
  const wire = control().sim(esim!.iccid)!;
  expect(wire.qrcode).toBe(`LPA:1$${wire.lpa}$${wire.matching_id}`);
  expect(esim).toMatchObject({ provider: "airalo", providerRef: wire.iccid, iccid: wire.iccid, smdpAddress: wire.lpa, matchingId: wire.matching_id, activationCode: wire.qrcode });
  await store.expectBuyerSees(orderNo, email, token, { iccid: wire.iccid, activationCode: wire.qrcode });
  return { esim: esim!, wire, bought: bought! };
}

describe("a purchase fulfilled by Airalo", () => {
  it("delivers Airalo's ICCID and LPA string at the first run: its orders answer with the eSIM", async () => {
    const { email, token, orderNo, orderId } = await paidOrder();
    const { bought } = await expectDeliveredOnce(orderNo, email, token);
    expect(await store.supplierOrder(orderNo)).toMatchObject({ state: "DONE", sends: 1, reference: orderId, supplierOrderRef: String(bought.id) });
    const [job] = await c.jobsFor("order.provision", orderId);
    expect(job).toMatchObject({ attempts: 1, failedAt: null });
    expect(job!.doneAt).not.toBeNull();
  });

  it.each([
    ["whose answer never came", () => control().hang("POST /orders")],
    ["Airalo took before its gateway answered 503", () => control().fail("POST /orders", 503, { afterCommit: true })],
  ])("reconciles an order %s: Airalo's order is found, never placed twice", async (_what, fail) => {
    fail();
    const { email, token, orderNo, orderId } = await paidOrder();
    expect(await store.supplierOrder(orderNo)).toMatchObject({ state: "SENDING", sends: 1 });
    expect(airaloOrdersOf(orderId)).toHaveLength(1);

    await untilSettled(orderId);
    await expectDeliveredOnce(orderNo, email, token);
    expect(await store.supplierOrder(orderNo)).toMatchObject({ state: "DONE", sends: 1 });
  });

  it("refunds once when Airalo keeps answering 503, with nothing bought there", async () => {
    const sentBefore = control().count("POST /orders");
    control().fail("POST /orders", 503, { times: 1000 });
    try {
      const { email, orderNo, orderId, paymentId } = await paidOrder();
      const job = await untilSettled(orderId);
      expect(job.failedAt).not.toBeNull();
      expect((await c.orderRow(orderNo)).status).toBe("REFUNDED");
      expect((await c.t.services.checkout.payment(paymentId))?.status).toBe("REFUNDED");
      expect(await c.jobsFor("payment.refund", paymentId)).toHaveLength(1);
      expect(await c.mailsOf(orderNo, "esim-not-delivered")).toHaveLength(1);
      expect(c.sentTo(email).filter((m) => m.text.includes(orderNo))).toHaveLength(1);
      expect(airaloOrdersOf(orderId)).toEqual([]);
      // Each 503 may have been an order taken: sent again only after a reconcile found none, every send recorded.
      const row = await store.supplierOrder(orderNo);
      expect(row).toMatchObject({ state: "ABANDONED" });
      expect(row!.sends).toBe(control().count("POST /orders") - sentBefore);
    } finally {
      control().clearFailures("POST /orders");
    }
  });

  it("settles at once, refunded, when the package has none left", async () => {
    const sentBefore = control().count("POST /orders");
    const row = await store.expectRefundedWithoutStock();
    expect(control().count("POST /orders") - sentBefore).toBe(1);
    expect(airaloOrdersOf(row.id)).toEqual([]);
  });
});

describe("an eSIM from Airalo, after delivery", () => {
  afterEach(async () => {
    // A test that failed while notices were held must not hold the next one's.
    control().webhooks.drop();
    await control().webhooks.release();
  });

  it("stores each low-data notice once however late, repeated or shuffled, and reads the eSIM back", async () => {
    const { email, token, orderNo } = await paidOrder();
    const { esim, wire } = await expectDeliveredOnce(orderNo, email, token);
    const sentBefore = control().webhooks.delivered.length;
    control().webhooks.hold();
    control().use(wire.iccid, 800);
    control().lowData(wire.iccid, "75%");
    control().use(wire.iccid, 150);
    control().lowData(wire.iccid, "90%");
    expect(control().webhooks.held()).toBe(2);
    await c.runJobs();
    expect((await c.esimsOf(orderNo))[0]).toMatchObject({ dataUsedMb: 0, installState: "UNDOWNLOAD" });

    await control().webhooks.release({ twice: true, reverse: true });
    const deliveries = control().webhooks.delivered.slice(sentBefore);
    expect(deliveries.map((d) => [d.kind, d.status])).toEqual(Array.from({ length: 4 }, () => ["low-data", 200]));
    expect(await eventsFor(wire.iccid)).toHaveLength(2);
    await c.runJobs();

    const events = await eventsFor(wire.iccid);
    expect(events.map((e) => e.outcome)).toEqual([`refreshed ${esim.id}`, `refreshed ${esim.id}`]);
    const [refreshed, ...more] = await c.esimsOf(orderNo);
    expect(more).toEqual([]);
    expect(refreshed).toMatchObject({ iccid: wire.iccid, dataUsedMb: 950, installState: "ENABLED", validityState: "INUSE" });
    expect(refreshed!.activatedAt).not.toBeNull();
    expect(airaloOrdersOf((await c.orderRow(orderNo)).id)).toHaveLength(1);
  });

  it("shows the usage a low-data notice reports on the orders page", async () => {
    const { token, orderNo, email } = await paidOrder();
    const { wire } = await expectDeliveredOnce(orderNo, email, token);
    const cardOf = async () => (await c.ordersList(token)).find((o) => o.orderNo === orderNo)!.esim;
    control().use(wire.iccid, 800);
    // Read a moment ago: the page shows the stored figures until the supplier says they changed.
    expect(await cardOf()).toMatchObject({ dataUsedMb: 0, installState: "UNDOWNLOAD" });

    control().lowData(wire.iccid, "75%");
    await control().webhooks.settle();
    await c.runJobs();
    expect(await cardOf()).toMatchObject({ dataUsedMb: 800, dataTotalMb: 1024, installState: "ENABLED", validityState: "INUSE" });
  });

  it("asks Airalo once to refund the unused eSIM, however often the refund job runs", async () => {
    const { token, orderNo, email, paymentId } = await paidOrder();
    const { wire } = await expectDeliveredOnce(orderNo, email, token);
    const askedBefore = control().count("POST /refund");
    const refundsOf = () => control().refunds().filter((r) => r.iccids.includes(wire.iccid));

    expect((await c.refund(token, orderNo)).body).toMatchObject({ success: true });
    await c.runJobs();
    await c.runJobs();
    expect((await c.orderRow(orderNo)).status).toBe("REFUNDED");
    expect((await c.t.services.checkout.payment(paymentId))?.status).toBe("REFUNDED");
    expect(refundsOf()).toEqual([{ refundId: expect.any(String), iccids: [wire.iccid], reason: "CHANGE_OF_PLAN" }]);
    expect(control().count("POST /refund") - askedBefore).toBe(1);
    expect((await c.esimsOf(orderNo))[0]).toMatchObject({ installState: "DISABLED" });

    // The job again (a worker whose claim expired), and the buyer asking again.
    await c.t.services.checkout.runRefund(paymentId);
    expect((await c.refund(token, orderNo)).body).toMatchObject({ success: false });
    await c.runJobs();
    expect(refundsOf()).toHaveLength(1);
    expect(control().count("POST /refund") - askedBefore).toBe(1);
  });

  it("takes a top-up once: Airalo's top-up package of the plan's data and days, for its ICCID", async () => {
    const { token, orderNo, email } = await paidOrder();
    const { esim } = await expectDeliveredOnce(orderNo, email, token);
    const plan = await store.plan(1024);
    const sentBefore = control().count("POST /orders/topups");
    const { topupNo, topupId } = await paidTopup(token, orderNo, plan.plan);
    await c.runJobs();

    expect((await c.orderRow(topupNo)).status).toBe("DELIVERED");
    const bought = airaloOrdersOf(topupId, "topup");
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ iccids: [esim.iccid], status: "completed" });
    expect(packageBought(bought[0]!.packageId)).toMatchObject({ type: "topup", amount: plan.dataMb, day: plan.validityDays });
    expect(control().count("POST /orders/topups") - sentBefore).toBe(1);
    expect((await c.esimsOf(orderNo))[0]).toMatchObject({ dataTotalMb: esim.dataTotalMb! + plan.dataMb, validityDays: esim.validityDays + plan.validityDays });

    await c.runJobs();
    expect(airaloOrdersOf(topupId, "topup")).toHaveLength(1);
    expect(control().count("POST /orders/topups") - sentBefore).toBe(1);
  });

  it("takes a top-up whose answer never came once: seen on the eSIM, not bought again", async () => {
    const { token, orderNo, email } = await paidOrder();
    const { esim } = await expectDeliveredOnce(orderNo, email, token);
    const plan = await store.plan(1024);
    const sentBefore = control().count("POST /orders/topups");
    control().hang("POST /orders/topups");
    const { topupNo, topupId } = await paidTopup(token, orderNo, plan.plan);
    expect((await c.orderRow(topupNo)).status).toBe("PAID");
    expect(airaloOrdersOf(topupId, "topup")).toHaveLength(1);

    const job = await untilSettled(topupId, "order.topup");
    expect(job.failedAt).toBeNull();
    expect((await c.orderRow(topupNo)).status).toBe("DELIVERED");
    expect(airaloOrdersOf(topupId, "topup")).toHaveLength(1);
    expect(control().count("POST /orders/topups") - sentBefore).toBe(1);
    expect((await c.esimsOf(orderNo))[0]).toMatchObject({ dataTotalMb: esim.dataTotalMb! + plan.dataMb });
  });
});

describe("the Airalo webhook address", () => {
  it("answers Airalo's HEAD check with 200, as an opt-in for notifications requires", async () => {
    const head = await c.t.app.inject({ method: "HEAD", url: "/webhooks/airalo" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });

  it("answers 401 to a notice without Airalo's signature, and stores nothing", async () => {
    const { token, orderNo, email } = await paidOrder();
    const { wire } = await expectDeliveredOnce(orderNo, email, token);
    const body = JSON.stringify({ level: "90%", package_name: "forged", remaining_percentage: 10, iccid: wire.iccid });
    const post = (headers: Record<string, string>) => c.t.app.inject({ method: "POST", url: "/webhooks/airalo", headers: { "content-type": "application/json", ...headers }, payload: body });

    expect((await post({})).statusCode).toBe(401);
    expect((await post({ [AIRALO_SIGNATURE_HEADER]: airaloSignature("not-the-client-secret", body) })).statusCode).toBe(401);
    expect((await post({ [AIRALO_SIGNATURE_HEADER]: "0".repeat(12) })).statusCode).toBe(401);
    expect(await eventsFor(wire.iccid)).toEqual([]);

    // The same address takes a notice Airalo signed.
    control().lowData(wire.iccid, "75%");
    await control().webhooks.settle();
    expect(control().webhooks.delivered.at(-1)).toMatchObject({ kind: "low-data", status: 200 });
    expect(await eventsFor(wire.iccid)).toHaveLength(1);
  });
});

