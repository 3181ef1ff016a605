/**
 * Refunds and the orders page through HTTP (docs/CHECKOUT.md, PRODUCT.md#orders-and-delivery): a
 * refund while the eSIM is untouched goes REFUNDING then REFUNDED and pays out once however often
 * it is asked; the orders page labels each order as PRODUCT.md#order-labels says while the
 * simulator moves the eSIM along; and nobody reaches another user's order.
 */
// @both-engines: refunds asked for at once pay out once.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sandboxSessions } from "../../db/schema.ts";
import { DAY, HOUR, MINUTE, newGuestEmail, useCheckoutApp, type CheckoutApp } from "../../../tests/support/checkout.ts";
import { call } from "../../../tests/support/test-app.ts";

const FIVE_GB = { area: "japan", plan: "5gb-30-days" };
const DAILY = { area: "japan", plan: "daily-1gb", days: 9 };
/** The simulator's schedule in tests: the configuration's defaults (ESIM_SIM_DOWNLOAD_AFTER, ...). */
const DOWNLOADED = 2 * MINUTE;
const ACTIVATED = 5 * MINUTE;

async function guestBuys(c: CheckoutApp, fields: Record<string, unknown> = FIVE_GB) {
  const token = await c.guest();
  const email = newGuestEmail();
  const bought = await c.buy(token, { ...FIVE_GB, ...fields, email });
  expect((await c.orderRow(bought.order.orderNo)).status).toBe("DELIVERED");
  return { token, email, ...bought };
}

const sessionRow = async (c: CheckoutApp, id: string) => (await c.t.services.database.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, id)))[0];
const refundEvents = async (c: CheckoutApp, paymentId: string) => (await c.eventsOf(paymentId)).filter((e) => e.type === "refund.succeeded");

// One app for the file: each test has buyers and orders of its own, and each group of tests starts
// at the app's first moment, as with an app of its own (an eSIM that is never used, which needs
// other simulator settings, is in never-activated.api.test.ts).
const c = useCheckoutApp();

describe("refunds", () => {
  beforeAll(() => c.restartClock());

  it("of an order whose eSIM is untouched: REFUNDING, then REFUNDED once the provider confirms; the eSIM is disabled", async () => {
    const { token, order, paymentId, session } = await guestBuys(c);
    const r = await c.refund(token, order.orderNo);
    expect(r.body).toMatchObject({ success: true, obj: { orderNo: order.orderNo, status: "REFUNDING", paymentState: "REFUNDING", label: "refunding", refundable: false } });
    expect((await c.orderRow(order.orderNo)).status).toBe("REFUNDING");
    expect((await c.t.services.checkout.payment(paymentId))?.status).toBe("REFUNDING");
    expect(await c.ordersList(token)).toMatchObject([{ orderNo: order.orderNo, label: "refunding" }]);

    await c.runJobs();
    expect((await c.orderRow(order.orderNo)).status).toBe("REFUNDED");
    expect((await c.t.services.checkout.payment(paymentId))?.status).toBe("REFUNDED");
    expect(await c.esimsOf(order.orderNo)).toMatchObject([{ installState: "DISABLED" }]);
    expect((await sessionRow(c, session)).status).toBe("refunded");
    expect(c.webhooksOf(session).map((w) => [w.event.type, w.status])).toEqual([
      ["payment.succeeded", 200],
      ["refund.succeeded", 200],
    ]);
    expect(await c.ordersList(token)).toMatchObject([{ orderNo: order.orderNo, paymentState: "REFUNDED", label: "refunded", refundable: false }]);
    expect((await c.status(token, order.orderNo)).body.obj).toMatchObject({ status: "REFUNDED", payment: "REFUNDED" });

    // Once is all: asked again, refused, and nothing moves.
    expect((await c.refund(token, order.orderNo)).body).toMatchObject({ success: false, code: "REFUND_NOT_ALLOWED" });
    await c.runJobs();
    expect(await c.jobsFor("payment.refund", paymentId)).toHaveLength(1);
    expect(await refundEvents(c, paymentId)).toHaveLength(1);
  });

  it("asked twice at the same moment, pays out once", async () => {
    const { token, order, paymentId, session } = await guestBuys(c);
    const answers = await Promise.all([c.refund(token, order.orderNo), c.refund(token, order.orderNo)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, "REFUND_NOT_ALLOWED"].sort());
    // And both refund jobs' runners at once.
    await Promise.all([c.t.services.jobWorker.runDue(), c.t.services.jobWorker.runDue()]);
    await c.runJobs();
    expect(await c.jobsFor("payment.refund", paymentId)).toHaveLength(1);
    expect(c.webhooksOf(session).filter((w) => w.event.type === "refund.succeeded")).toHaveLength(1);
    expect(await refundEvents(c, paymentId)).toHaveLength(1);
    expect((await c.orderRow(order.orderNo)).status).toBe("REFUNDED");
    expect((await c.t.services.checkout.payment(paymentId))?.status).toBe("REFUNDED");
  });

  it("asked ten times at once, pays out once", async () => {
    const { token, order, paymentId, session } = await guestBuys(c);
    const answers = await Promise.all(Array.from({ length: 10 }, () => c.refund(token, order.orderNo)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    await c.runJobs();
    expect(c.webhooksOf(session).filter((w) => w.event.type === "refund.succeeded")).toHaveLength(1);
    expect(await refundEvents(c, paymentId)).toHaveLength(1);
  });

  it("is refused for an order not paid yet, and for one not delivered yet", async () => {
    const token = await c.guest();
    const order = await c.placed(token, { ...FIVE_GB, email: newGuestEmail() });
    expect((await c.refund(token, order.orderNo)).body).toMatchObject({ success: false, code: "REFUND_NOT_ALLOWED" });
    expect((await c.orderRow(order.orderNo)).status).toBe("AWAITING_PAYMENT");
    // Paid, the eSIM still being provisioned.
    const { pagePath } = await c.startPayment(token, order.orderNo);
    await c.payOnPage(pagePath);
    expect((await c.confirm(token, order.orderNo)).body.obj).toMatchObject({ status: "PAID" });
    expect((await c.refund(token, order.orderNo)).body).toMatchObject({ success: false, code: "REFUND_NOT_ALLOWED" });
    await c.runJobs();
    expect((await c.orderRow(order.orderNo)).status).toBe("DELIVERED");
  });

  it("is refused once the eSIM is downloaded (the simulator's clock), and nothing moves", async () => {
    const { token, order, paymentId } = await guestBuys(c);
    c.advance(DOWNLOADED);
    const r = await c.refund(token, order.orderNo, "de");
    expect(r.body).toMatchObject({
      success: false,
      code: "REFUND_NOT_ALLOWED",
      msg: "Diese eSIM kann nicht mehr erstattet werden: Sie wurde bereits installiert oder ihre Gültigkeit hat begonnen.",
    });
    expect((await c.orderRow(order.orderNo)).status).toBe("DELIVERED");
    expect((await c.t.services.checkout.payment(paymentId))?.status).toBe("SUCCEEDED");
    expect(await c.jobsFor("payment.refund", paymentId)).toHaveLength(0);
    expect(await c.ordersList(token)).toMatchObject([{ orderNo: order.orderNo, label: "inactive", refundable: false, esim: { installState: "INSTALLED", validityState: "VALID" } }]);
  });

  it("a duplicate payment's refund leaves a refunding order refunding until its own refund is confirmed", async () => {
    const token = await c.guest();
    const order = await c.placed(token, { ...FIVE_GB, email: newGuestEmail() });
    const { first, second, paidFirst, paidSecond } = await c.paidTwiceWithWebhooksHeld(token, order.orderNo);

    expect(await c.redeliver(paidFirst)).toBe(200);
    await c.runJobs();
    expect((await c.orderRow(order.orderNo)).status).toBe("DELIVERED");
    expect((await c.refund(token, order.orderNo)).body.success).toBe(true);
    // The second payment's news arrives now: that money goes back too.
    expect(await c.redeliver(paidSecond)).toBe(200);
    expect((await c.t.services.checkout.payment(second.paymentId))?.status).toBe("REFUNDING");

    // The duplicate's refund is confirmed first: the order's own money is still on its way.
    await c.t.services.checkout.runRefund(second.paymentId);
    expect((await c.t.services.checkout.payment(second.paymentId))?.status).toBe("REFUNDED");
    expect((await c.t.services.checkout.payment(first.paymentId))?.status).toBe("REFUNDING");
    expect((await c.orderRow(order.orderNo)).status).toBe("REFUNDING");

    await c.runJobs();
    c.holdWebhooks(false);
    expect((await c.t.services.checkout.payment(first.paymentId))?.status).toBe("REFUNDED");
    expect((await c.orderRow(order.orderNo)).status).toBe("REFUNDED");
    expect((await sessionRow(c, first.session)).status).toBe("refunded");
    expect((await sessionRow(c, second.session)).status).toBe("refunded");
  });
});

describe("the orders page", () => {
  beforeAll(() => c.restartClock());

  it("labels each order as the order-label table says while the eSIM moves along, tab 1 showing the current ones", async () => {
    const { token } = await c.account();
    const labels = async (tab: 0 | 1) => Object.fromEntries((await c.ordersList(token, tab)).map((o) => [o.orderNo, o.label]));

    // Paid, the eSIM not provisioned yet: "preparing".
    const preparing = await c.placed(token, FIVE_GB);
    const started = await c.startPayment(token, preparing.orderNo);
    c.holdWebhooks(true);
    await c.payOnPage(started.pagePath);
    expect((await c.confirm(token, preparing.orderNo)).body.obj).toMatchObject({ status: "PAID" });
    expect(await labels(0)).toEqual({ [preparing.orderNo]: "preparing" });
    await c.runJobs();
    c.holdWebhooks(false);

    const data = preparing;
    // A second apart: the list is newest first (orders of the same instant by their number).
    c.advance(1_000);
    const daily = (await c.buy(token, DAILY)).order;
    c.advance(1_000);
    const refunded = (await c.buy(token, FIVE_GB)).order;
    const unpaid = await c.placed(token, FIVE_GB);
    expect((await c.refund(token, refunded.orderNo)).body.success).toBe(true);
    expect((await labels(0))[refunded.orderNo]).toBe("refunding");
    await c.runJobs();

    // Newest first; unpaid orders are not listed.
    const all = await c.ordersList(token, 0);
    expect(all.map((o) => o.orderNo)).toEqual([refunded.orderNo, daily.orderNo, data.orderNo]);
    expect(all.map((o) => o.orderNo)).not.toContain(unpaid.orderNo);
    expect(await labels(0)).toEqual({ [data.orderNo]: "undownload", [daily.orderNo]: "undownload", [refunded.orderNo]: "refunded" });
    expect(await labels(1)).toEqual({ [data.orderNo]: "undownload", [daily.orderNo]: "undownload" });
    // Without a tab: all of them.
    expect(await c.ordersList(token)).toHaveLength(3);

    c.advance(DOWNLOADED);
    expect(await labels(1)).toEqual({ [data.orderNo]: "inactive", [daily.orderNo]: "inactive" });

    // In use for an hour at the simulator's 200 MB an hour.
    c.advance(ACTIVATED - DOWNLOADED + HOUR);
    expect(await labels(1)).toEqual({ [data.orderNo]: "active", [daily.orderNo]: "active" });
    const inUse = await c.ordersList(token, 1);
    for (const card of inUse) {
      expect(card.esim).toMatchObject({ installState: "ENABLED", validityState: "INUSE" });
      expect(card.esim!.dataUsedMb).toBeGreaterThan(0);
      expect(card.esim!.activatedAt).not.toBeNull();
      expect(card.refundable).toBe(false);
    }
    expect(inUse.find((o) => o.orderNo === data.orderNo)!.esim).toMatchObject({ dataTotalMb: 5120, dataUsedMb: 200 });
    expect(inUse.find((o) => o.orderNo === daily.orderNo)!.esim).toMatchObject({ dataTotalMb: null, dataUsedMb: 200 });
    // The refunded one stays as it was: disabled, never asked about again.
    expect((await c.ordersList(token, 0)).find((o) => o.orderNo === refunded.orderNo)).toMatchObject({ label: "refunded", esim: { installState: "DISABLED", dataUsedMb: 0 } });

    // 5 GB at 200 MB an hour is used up after 25.6 hours; the daily plan starts again each day.
    c.advance(25 * HOUR);
    expect(await labels(0)).toEqual({ [data.orderNo]: "usageFinished", [daily.orderNo]: "active", [refunded.orderNo]: "refunded" });
    expect(await labels(1)).toEqual({ [daily.orderNo]: "active" });

    // Nine days of validity from the first use.
    c.advance(9 * DAY);
    expect(await labels(0)).toEqual({ [data.orderNo]: "usageFinished", [daily.orderNo]: "timeFinished", [refunded.orderNo]: "refunded" });
    expect(await labels(1)).toEqual({});
  });

  it("needs a session", async () => {
    expect((await call(c.t.app, "/v3/query/orders", { tab: 1 })).body).toMatchObject({ success: false, code: "SESSION_REQUIRED" });
  });

  it("refuses a tab that is not 0 or 1", async () => {
    const token = await c.guest();
    const r = await call(c.t.app, "/v3/query/orders", { tab: 2 }, { token });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain("“tab”");
  });
});

describe("another user's order", () => {
  beforeAll(() => c.restartClock());

  it("is not readable, payable or refundable: ORDER_NOT_FOUND, exactly as an order that does not exist", async () => {
    const owner = await guestBuys(c);
    const ownerUnpaid = await c.placed(owner.token, { ...FIVE_GB, email: owner.email });
    const stranger = await c.account();
    const strangersOwn = (await c.buy(stranger.token, FIVE_GB)).order;

    const asStranger = (path: string, fields: Record<string, unknown>) => call(c.t.app, path, fields, { token: stranger.token });
    const calls: [string, Record<string, unknown>][] = [
      ["/v1.1/query/payments", { orderNo: owner.order.orderNo }],
      ["/v1.1/execute/payment", { orderNo: ownerUnpaid.orderNo, method: "card" }],
      ["/v1.1/payOrder/payment-status", { orderNo: owner.order.orderNo }],
      ["/v1.1/payOrder/confirm", { orderNo: owner.order.orderNo }],
      ["/v1.1/payOrder/confirm", { orderNo: ownerUnpaid.orderNo }],
      ["/v1/refund/order", { orderNo: owner.order.orderNo }],
      ["/v1.1/query/payment-status", { paymentId: owner.paymentId }],
    ];
    for (const [path, fields] of calls) {
      const theirs = await asStranger(path, fields);
      expect(theirs.body, path).toEqual({ code: "ORDER_NOT_FOUND", success: false, msg: "We couldn't find this order.", obj: null });
      const none = await asStranger(path, "paymentId" in fields ? { paymentId: "00000000-0000-4000-8000-000000000000" } : { ...fields, orderNo: "RW0000000000" });
      expect(none.body, `${path}, no such order`).toEqual(theirs.body);
      // Signed out, the same.
      expect((await call(c.t.app, path, fields)).body.code, `${path}, signed out`).toBe("ORDER_NOT_FOUND");
    }

    // Nothing moved: no payment attempt on the unpaid order, no refund of the paid one.
    expect(await c.paymentsOf(ownerUnpaid.orderNo)).toEqual([]);
    expect((await c.orderRow(owner.order.orderNo)).status).toBe("DELIVERED");
    expect(await c.jobsFor("payment.refund", owner.paymentId)).toEqual([]);

    // Each lists only their own.
    expect((await c.ordersList(stranger.token, 0)).map((o) => o.orderNo)).toEqual([strangersOwn.orderNo]);
    expect((await c.ordersList(owner.token, 0)).map((o) => o.orderNo)).toEqual([owner.order.orderNo]);
    // The owner still can.
    expect((await c.refund(owner.token, owner.order.orderNo)).body.success).toBe(true);
  });
});
