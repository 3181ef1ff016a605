// @both-engines
/**
 * Orders fulfilled by eSIM Access (ESIM_PROVIDER=esimaccess) through its stand-in, which speaks
 * its wire format, allocates profiles some seconds after an order, and posts its unsigned
 * webhooks to the store's secret address over HTTP (docs/SUPPLIERS.md#fulfilment). What must
 * hold: the buyer gets the supplier's ICCID and activation code; an order is placed at the
 * supplier once, whatever times out, repeats or arrives late; a failure that lasts ends in one
 * refund; a refund cancels the unused profile once; a top-up is bought once; usage pushed by the
 * supplier shows on the orders page.
 */
import { describe, expect, it } from "vitest";
import { checkoutJobs } from "../checkout/index.ts";
import { ESIMACCESS_TOKEN, useSupplyStore } from "../../../tests/support/supply.ts";

const ALLOCATION_MS = 10_000;
const store = useSupplyStore("esimaccess", { allocationDelayMs: ALLOCATION_MS });
const { c } = store;
const control = () => store.control;


/** Lets the stand-in's allocation time pass, has it allocate (and notify), and runs what the store does next. */
async function allocate() {
  c.advance(ALLOCATION_MS + 1);
  control().allocateDue();
  await control().idle();
  await c.runJobs();
  await c.runJobs();
}

/** Provisioning retried until done or given up, the stand-in allocating what is due before each run. A reconcile may wait for eSIM Access to be able to tell (10 minutes), every 30 s. */
const untilSettled = (orderId: string) =>
  store.untilSettled(orderId, {
    rounds: 30 * checkoutJobs.PROVISION_ATTEMPTS,
    beforeRun: async () => {
      control().allocateDue();
      await control().idle();
    },
  });
const paidOrder = store.paidOrder;

async function expectDeliveredOnce(orderNo: string, email: string, token: string) {
  const order = await c.orderRow(orderNo);
  expect(order.status).toBe("DELIVERED");
  const [profile, ...others] = control().orders(order.id);
  expect(others, "one order at the supplier").toEqual([]);
  const [esim, ...more] = await c.esimsOf(orderNo);
  expect(more).toEqual([]);
  const wire = control().profile(esim!.iccid)!;
  expect(esim).toMatchObject({ provider: "esimaccess", providerRef: wire.esimTranNo, iccid: wire.iccid, activationCode: wire.ac });
  expect(profile!.esimTranNos).toEqual([wire.esimTranNo]);
  await store.expectBuyerSees(orderNo, email, token, { iccid: wire.iccid, activationCode: wire.ac! });
  return { esim: esim!, wire };
}

describe("a purchase fulfilled by eSIM Access", () => {
  it("waits for the allocation, is woken by the supplier's webhook, and delivers the supplier's ICCID and activation code", async () => {
    const { email, token, orderNo, orderId } = await paidOrder();
    expect((await c.orderRow(orderNo)).status).toBe("PAID");
    expect(await store.supplierOrder(orderNo)).toMatchObject({ state: "PLACED", sends: 1, reference: orderId });
    const [job] = await c.jobsFor("order.provision", orderId);
    expect(job, "waiting spends no attempt").toMatchObject({ attempts: 0, doneAt: null });

    await allocate();
    await expectDeliveredOnce(orderNo, email, token);
    expect(await store.supplierOrder(orderNo)).toMatchObject({ state: "DONE" });
    expect((await c.jobsFor("order.provision", orderId))[0]).toMatchObject({ attempts: 1 });
  });

  it("finds the eSIM by polling when the webhook is lost", async () => {
    control().webhooks.mode = "drop";
    try {
      const { email, token, orderNo, orderId } = await paidOrder();
      await untilSettled(orderId);
      await expectDeliveredOnce(orderNo, email, token);
    } finally {
      control().webhooks.mode = "send";
    }
  });

  it("delivers once when the webhook comes late, twice, and out of order", async () => {
    control().webhooks.mode = "hold";
    control().webhooks.duplicate = true;
    try {
      const { email, token, orderNo, orderId } = await paidOrder();
      await untilSettled(orderId);
      await expectDeliveredOnce(orderNo, email, token);
      control().webhooks.mode = "send";
      control().flushWebhooks("newest-first");
      await control().idle();
      await c.runJobs();
      await expectDeliveredOnce(orderNo, email, token);
    } finally {
      control().webhooks.mode = "send";
      control().webhooks.duplicate = false;
    }
  });

  it("reconciles an order whose answer never came: the supplier's order is found, never placed twice", async () => {
    control().failNext("esim/order", { kind: "hang-after-accept" });
    const { email, token, orderNo, orderId } = await paidOrder();
    expect(await store.supplierOrder(orderNo)).toMatchObject({ state: "SENDING", sends: 1 });
    expect(control().orders(orderId)).toHaveLength(1);

    await untilSettled(orderId);
    await expectDeliveredOnce(orderNo, email, token);
    expect(await store.supplierOrder(orderNo)).toMatchObject({ state: "DONE", sends: 1 });
  });

  it("refunds once when the supplier keeps failing, with nothing bought there", async () => {
    control().failNext("esim/order", { kind: "http", status: 503 }, 100);
    try {
      const { email, orderNo, orderId, paymentId } = await paidOrder();
      const job = await untilSettled(orderId);
      expect(job.failedAt).not.toBeNull();
      expect((await c.orderRow(orderNo)).status).toBe("REFUNDED");
      expect((await c.t.services.checkout.payment(paymentId))?.status).toBe("REFUNDED");
      expect(await c.jobsFor("payment.refund", paymentId)).toHaveLength(1);
      expect(await c.mailsOf(orderNo, "esim-not-delivered")).toHaveLength(1);
      expect(c.sentTo(email).filter((m) => m.text.includes(orderNo))).toHaveLength(1);
      expect(control().orders(orderId)).toEqual([]);
      expect(await store.supplierOrder(orderNo)).toMatchObject({ state: "ABANDONED" });
    } finally {
      control().clearFailures("esim/order");
    }
  });

  it("settles at once, refunded, when the package has none left", async () => {
    const row = await store.expectRefundedWithoutStock();
    expect(control().orders(row.id)).toEqual([]);
  });
});

describe("an eSIM from eSIM Access, after delivery", () => {
  it("is cancelled at the supplier once when its unused order is refunded", async () => {
    const { token, orderNo, email } = await paidOrder();
    await allocate();
    const { wire } = await expectDeliveredOnce(orderNo, email, token);
    const cancels = () => control().requests.filter((r) => r.path.endsWith("esim/cancel")).length;
    const before = cancels();

    const refunded = await c.refund(token, orderNo);
    expect(refunded.body).toMatchObject({ success: true });
    await c.runJobs();
    await c.runJobs();
    expect((await c.orderRow(orderNo)).status).toBe("REFUNDED");
    expect(cancels() - before).toBe(1);
    expect(control().profile(wire.iccid)).toMatchObject({ esimStatus: "CANCEL" });
    expect((await c.esimsOf(orderNo))[0]).toMatchObject({ installState: "DISABLED" });

    expect((await c.refund(token, orderNo)).body).toMatchObject({ success: false });
    await c.runJobs();
    expect(cancels() - before).toBe(1);
  });

  it("refunds the buyer even when the supplier refuses the cancellation for good", async () => {
    const { token, orderNo, email, paymentId } = await paidOrder();
    await allocate();
    await expectDeliveredOnce(orderNo, email, token);
    control().failNext("esim/cancel", { kind: "refuse", code: "200002" });
    expect((await c.refund(token, orderNo)).body).toMatchObject({ success: true });
    await c.runJobs();
    await c.runJobs();
    expect((await c.orderRow(orderNo)).status).toBe("REFUNDED");
    expect((await c.t.services.checkout.payment(paymentId))?.status).toBe("REFUNDED");
  });

  it("takes a top-up once: the supplier's top-up package for its ICCID", async () => {
    const { token, orderNo, email, orderId } = await paidOrder();
    await allocate();
    const { esim } = await expectDeliveredOnce(orderNo, email, token);
    const plan = await store.plan(1024);
    const { topupNo } = await store.paidTopup(token, orderNo, plan.plan);
    await c.runJobs();
    const topup = await c.orderRow(topupNo);
    expect(topup.status).toBe("DELIVERED");
    const bought = control().topups(topup.id);
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ esimTranNo: esim.providerRef });
    expect(bought[0]!.packageCode.startsWith("TOPUP_")).toBe(true);
    expect((await c.esimsOf(orderNo))[0]).toMatchObject({ dataTotalMb: esim.dataTotalMb! + plan.dataMb });
    await c.runJobs();
    expect(control().topups(topup.id)).toHaveLength(1);
    expect(orderId).not.toBe(topup.id);
  });

  it("shows the usage the supplier pushes on the orders page", async () => {
    const { token, orderNo, email } = await paidOrder();
    await allocate();
    const { wire } = await expectDeliveredOnce(orderNo, email, token);
    control().use(wire.iccid, 600 * 1024 * 1024);
    await control().idle();
    await c.runJobs();
    const card = (await c.ordersList(token)).find((o) => o.orderNo === orderNo);
    expect(card?.esim).toMatchObject({ dataUsedMb: 600, installState: expect.not.stringMatching(/^UNDOWNLOAD$/) });
  });
});

describe("the eSIM Access webhook address", () => {
  it("answers 404 without the secret token, and stores nothing", async () => {
    const body = JSON.stringify({ notifyType: "ORDER_STATUS", notifyId: "x-1", content: { orderNo: "B1", orderStatus: "GOT_RESOURCE" } });
    const wrong = await c.t.app.inject({ method: "POST", url: `/webhooks/esimaccess/${ESIMACCESS_TOKEN}x`, headers: { "content-type": "application/json" }, payload: body });
    expect(wrong.statusCode).toBe(404);
    const right = await c.t.app.inject({ method: "POST", url: `/webhooks/esimaccess/${ESIMACCESS_TOKEN}`, headers: { "content-type": "application/json" }, payload: body });
    expect(right.statusCode).toBe(200);
    expect(JSON.parse(right.body)).toMatchObject({ stored: 1 });
    const again = await c.t.app.inject({ method: "POST", url: `/webhooks/esimaccess/${ESIMACCESS_TOKEN}`, headers: { "content-type": "application/json" }, payload: body });
    expect(JSON.parse(again.body)).toMatchObject({ stored: 0 });
  });
});
