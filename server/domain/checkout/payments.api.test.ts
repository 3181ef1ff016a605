/**
 * Paying through HTTP, from the order to the delivered eSIM (docs/CHECKOUT.md#exactly-once): the
 * sandbox's hosted page takes the card, its signed webhooks come back into the app, and the jobs
 * provision and mail. Whatever arrives twice, late, out of order, at the same moment or with the
 * wrong amount, an order is paid once and gets one eSIM and one delivery mail.
 */
// @both-engines: confirms, webhooks and workers paying one order at the same moment.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseActivationCode } from "../../../shared/esim/activation-rules.ts";
import { isValidIccid } from "../../../shared/esim/iccid-rules.ts";
import type { ProviderEvent } from "../../adapters/payments/payment-provider.ts";
import { SIMULATOR_SMDP_ADDRESS } from "../../adapters/esim/simulator.ts";
import { paymentEvents, sandboxSessions } from "../../db/schema.ts";
import { CARDS, expectFulfilledOnce, guestOrder, PUBLIC_URL, useCheckoutApp, type WebhookDelivery } from "../../../tests/support/checkout.ts";

/** The one delivery of each type, in the order asked. */
function byType(deliveries: WebhookDelivery[], ...types: string[]): WebhookDelivery[] {
  expect(deliveries.map((d) => d.event.type).sort()).toEqual([...types].sort());
  return types.map((type) => deliveries.find((d) => d.event.type === type)!);
}

// One app for the whole file: every test makes its own guest, order and payment, and none moves
// the clock (the sandbox's other webhook modes, fixed when an app is built, are in
// checkout-webhook-modes.api.test.ts).
const c = useCheckoutApp();

describe("a guest buys a 5 GB plan with 4242", () => {
  it("pays on the hosted page, is told by webhook, gets one eSIM and the mail with a link that opens the order", async () => {
    const { token, email, order } = await guestOrder(c);
    expect((await c.status(token, order.orderNo)).body.obj).toEqual({ orderNo: order.orderNo, status: "AWAITING_PAYMENT", payment: null, failureCode: null });

    const { paymentId, pagePath, session } = await c.startPayment(token, order.orderNo);
    const page = await c.t.app.inject({ method: "GET", url: pagePath });
    expect(page.body).toContain(order.charge.symbol + order.charge.amount);
    const paid = await c.payOnPage(pagePath, CARDS.succeeds);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${PUBLIC_URL}/transit?order=${order.orderNo}`);
    // The money is taken; the store hears of it by webhook, a job away.
    expect(c.webhooksOf(session)).toHaveLength(0);
    expect((await c.orderRow(order.orderNo)).status).toBe("AWAITING_PAYMENT");

    await c.runJobs();
    expect(c.webhooksOf(session)).toMatchObject([{ event: { type: "payment.succeeded", data: { amountMinor: order.charge.minor, currency: "USD" } }, status: 200 }]);
    expect((await c.status(token, order.orderNo)).body.obj).toEqual({ orderNo: order.orderNo, status: "DELIVERED", payment: "SUCCEEDED", failureCode: null });
    expect((await c.t.services.checkout.payment(paymentId))?.status).toBe("SUCCEEDED");
    await expectFulfilledOnce(c, order.orderNo, email);

    const [esim] = await c.esimsOf(order.orderNo);
    expect(isValidIccid(esim.iccid)).toBe(true);
    expect(esim.iccid).toMatch(/^89\d{17,18}$/);
    expect(esim.activationCode).toBe(`LPA:1$${SIMULATOR_SMDP_ADDRESS}$${esim.matchingId}`);
    expect(parseActivationCode(esim.activationCode)).toEqual({ smdpAddress: esim.smdpAddress, matchingId: esim.matchingId });
    expect(esim).toMatchObject({ installState: "UNDOWNLOAD", validityState: "VALID", dataTotalMb: 5120, dataUsedMb: 0, validityDays: 30 });

    // The mail: to the guest's address, with the details and the QR code as an inline PNG.
    const [mail] = c.sentTo(email);
    expect(mail.text).toContain(esim.activationCode);
    expect(mail.text).toContain(esim.iccid);
    expect(mail.attachments).toHaveLength(1);
    const [qr] = mail.attachments!;
    expect(qr).toMatchObject({ contentType: "image/png", filename: `esim-${order.orderNo}.png` });
    expect(qr.content.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(mail.html).toContain(`cid:${qr.cid}`);

    // Its link opens the order for whoever holds it, and only with the right key.
    const link = new RegExp(`${PUBLIC_URL}/paysuccess\\?order=(RW\\d{10})&(?:amp;)?key=([A-Za-z0-9_-]+)`).exec(mail.text);
    expect(link?.[1]).toBe(order.orderNo);
    const key = link![2];
    expect(mail.html).toContain(`/paysuccess?order=${order.orderNo}&amp;key=${key}`);
    expect(await c.t.services.checkout.linkedOrder(order.orderNo, key)).toMatchObject({ orderNo: order.orderNo, status: "DELIVERED" });
    const wrong = `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`;
    expect(await c.t.services.checkout.linkedOrder(order.orderNo, wrong)).toBeNull();
    expect(await c.t.services.checkout.linkedOrder(order.orderNo, "")).toBeNull();
    const other = await guestOrder(c);
    expect(await c.t.services.checkout.linkedOrder(other.order.orderNo, key)).toBeNull();

    // The guest's orders page shows it, not downloaded yet.
    expect(await c.ordersList(token)).toMatchObject([
      { orderNo: order.orderNo, paymentState: "PAID", label: "undownload", refundable: true, esim: { iccid: esim.iccid, activationCode: esim.activationCode } },
    ]);
    // Paid: nothing more to pay.
    expect((await c.execute(token, order.orderNo)).body.code).toBe("ORDER_NOT_PAYABLE");
  });

  it("a declined card keeps the order unpaid; another card on the same page pays it", async () => {
    const { token, email, order } = await guestOrder(c);
    const { paymentId, pagePath } = await c.startPayment(token, order.orderNo);
    const declined = await c.payOnPage(pagePath, CARDS.declined);
    expect(declined.statusCode).toBe(402);
    await c.runJobs();
    expect(await c.t.services.checkout.payment(paymentId)).toMatchObject({ status: "PENDING", failureCode: "card_declined" });
    expect((await c.confirm(token, order.orderNo)).body.obj).toMatchObject({ status: "AWAITING_PAYMENT", payment: "PENDING", failureCode: "card_declined" });
    expect(await c.esimsOf(order.orderNo)).toHaveLength(0);

    expect((await c.payOnPage(pagePath, CARDS.succeeds)).statusCode).toBe(303);
    await c.runJobs();
    await expectFulfilledOnce(c, order.orderNo, email);
    expect(await c.t.services.checkout.payment(paymentId)).toMatchObject({ status: "SUCCEEDED", failureCode: null });
  });
});

describe("webhooks delivered again and out of order", () => {
  it("the same signed webhook 10 times, at once: one paid order, one eSIM, one event row", async () => {
    const { token, email, order } = await guestOrder(c);
    const { paymentId, pagePath, session } = await c.startPayment(token, order.orderNo);
    const succeeded = await c.paidWithWebhookHeld(pagePath, session);

    const statuses = await c.redeliverAtOnce(succeeded, 10);
    expect(statuses).toEqual(Array(10).fill(200));
    await c.runJobs();
    await expectFulfilledOnce(c, order.orderNo, email);
    const events = await c.eventsOf(paymentId);
    expect(events.map((e) => e.eventId)).toEqual([succeeded.event.id]);

    // And once more, long after: acknowledged, nothing else.
    expect(await c.redeliver(succeeded)).toBe(200);
    await c.runJobs();
    await expectFulfilledOnce(c, order.orderNo, email);
  });

  it("a 3-D Secure payment's success before its pending, then both again: paid once, never moved back", async () => {
    const { token, email, order } = await guestOrder(c);
    const { paymentId, pagePath, session } = await c.startPayment(token, order.orderNo);
    c.holdWebhooks(true);
    const challenge = await c.payOnPage(pagePath, CARDS.challenge);
    expect(challenge.statusCode).toBe(303);
    const challengePath = challenge.headers.location as string;
    const form = await c.t.app.inject({ method: "GET", url: challengePath });
    const formToken = /name="token" value="([^"]+)"/.exec(form.body)![1];
    const done = await c.t.app.inject({
      method: "POST",
      url: challengePath,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ token: formToken, action: "complete" }).toString(),
    });
    expect(done.headers.location).toBe(`${PUBLIC_URL}/transit?order=${order.orderNo}`);
    await c.runJobs();
    c.holdWebhooks(false);
    // Both left at the same moment: which reached the store first is not fixed.
    const [pending, succeeded] = byType(c.webhooksOf(session), "payment.pending", "payment.succeeded");

    for (const delivery of [succeeded, pending, pending, succeeded]) expect(await c.redeliver(delivery)).toBe(200);
    await c.runJobs();
    await expectFulfilledOnce(c, order.orderNo, email);
    expect((await c.t.services.checkout.payment(paymentId))?.status).toBe("SUCCEEDED");
    expect((await c.eventsOf(paymentId)).map((e) => e.eventId).sort()).toEqual([pending.event.id, succeeded.event.id].sort());
  });

  it("a decline's event arriving after the success that followed it changes nothing", async () => {
    const { token, email, order } = await guestOrder(c);
    const { paymentId, pagePath, session } = await c.startPayment(token, order.orderNo);
    c.holdWebhooks(true);
    expect((await c.payOnPage(pagePath, CARDS.declined)).statusCode).toBe(402);
    expect((await c.payOnPage(pagePath, CARDS.succeeds)).statusCode).toBe(303);
    await c.runJobs();
    c.holdWebhooks(false);
    const [declined, succeeded] = byType(c.webhooksOf(session), "payment.declined", "payment.succeeded");

    expect(await c.redeliver(succeeded)).toBe(200);
    expect(await c.redeliver(declined)).toBe(200);
    await c.runJobs();
    await expectFulfilledOnce(c, order.orderNo, email);
    expect(await c.t.services.checkout.payment(paymentId)).toMatchObject({ status: "SUCCEEDED", failureCode: null });
  });

  it("a webhook whose body was changed after signing is refused and stored nowhere", async () => {
    const { token, order } = await guestOrder(c);
    const { paymentId, pagePath, session } = await c.startPayment(token, order.orderNo);
    c.holdWebhooks(true);
    await c.payOnPage(pagePath);
    await c.runJobs();
    c.holdWebhooks(false);
    const [succeeded] = c.webhooksOf(session);
    const tampered = { ...succeeded, body: succeeded.body.replace(`"amountMinor":${order.charge.minor}`, '"amountMinor":1') };
    expect(tampered.body).not.toBe(succeeded.body);
    expect(await c.redeliver(tampered)).toBe(400);
    expect(await c.redeliver({ ...succeeded, headers: { "content-type": "application/json" } })).toBe(400);
    expect(await c.eventsOf(paymentId)).toEqual([]);
    expect((await c.orderRow(order.orderNo)).status).toBe("AWAITING_PAYMENT");
  });
});

describe("at the same moment", () => {
  it("20 confirms and the webhook together fulfil the order once", async () => {
    const { token, email, order } = await guestOrder(c);
    const { pagePath } = await c.startPayment(token, order.orderNo);
    await c.payOnPage(pagePath);
    // The webhook's job and the return page's polling, all at once.
    const [answers] = await Promise.all([Promise.all(Array.from({ length: 20 }, () => c.confirm(token, order.orderNo))), c.t.services.jobWorker.runDue()]);
    for (const a of answers) {
      expect(a.body.success).toBe(true);
      expect(a.body.obj!.payment).toBe("SUCCEEDED");
      expect(["PAID", "DELIVERED"]).toContain(a.body.obj!.status);
    }
    await c.runJobs();
    await expectFulfilledOnce(c, order.orderNo, email);
  });

  it("20 confirms, the webhook and the job worker twice over, on a 3-D Secure payment, fulfil it once", async () => {
    const { token, email, order } = await guestOrder(c);
    const { pagePath } = await c.startPayment(token, order.orderNo);
    const challenge = await c.payOnPage(pagePath, CARDS.challenge);
    const path = challenge.headers.location as string;
    const form = await c.t.app.inject({ method: "GET", url: path });
    const formToken = /name="token" value="([^"]+)"/.exec(form.body)![1];
    await c.t.app.inject({ method: "POST", url: path, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: `token=${formToken}&action=complete` });
    await Promise.all([
      ...Array.from({ length: 20 }, () => c.confirm(token, order.orderNo)),
      c.t.services.jobWorker.runDue(),
      c.t.services.jobWorker.runDue(),
    ]);
    await c.runJobs();
    await expectFulfilledOnce(c, order.orderNo, email);
  });
});

describe("a tampered amount", () => {
  /** The provider's own record says another amount or currency than the store asked for. */
  async function tamperedPayment(change: { amountMinor?: number; currency?: string }) {
    const { token, email, order } = await guestOrder(c);
    const { paymentId, pagePath, session } = await c.startPayment(token, order.orderNo);
    await c.t.services.database.db.update(sandboxSessions).set(change).where(eq(sandboxSessions.id, session));
    return { token, email, order, paymentId, pagePath, session };
  }

  async function expectRejected(orderNo: string, paymentId: string) {
    expect(await c.t.services.checkout.payment(paymentId)).toMatchObject({ status: "FAILED", failureCode: "AMOUNT_MISMATCH" });
    const order = await c.orderRow(orderNo);
    expect(order.status).toBe("AWAITING_PAYMENT");
    expect(order.paidAt).toBeNull();
    expect(await c.esimsOf(orderNo)).toHaveLength(0);
    expect(await c.jobsFor("order.provision", order.id)).toHaveLength(0);
    expect(await c.mailsOf(orderNo, "esim-delivered")).toHaveLength(0);
  }

  it("a succeeded webhook with a smaller amount fails the payment (AMOUNT_MISMATCH) and leaves the order unpaid", async () => {
    const { token, order, paymentId, pagePath, session } = await tamperedPayment({ amountMinor: 1 });
    await c.payOnPage(pagePath);
    await c.runJobs();
    expect(c.webhooksOf(session)).toMatchObject([{ event: { type: "payment.succeeded", data: { amountMinor: 1 } }, status: 200 }]);
    await expectRejected(order.orderNo, paymentId);
    expect((await c.confirm(token, order.orderNo)).body.obj).toEqual({ orderNo: order.orderNo, status: "AWAITING_PAYMENT", payment: "FAILED", failureCode: "AMOUNT_MISMATCH" });
    expect(await c.ordersList(token)).toEqual([]);
  });

  it("another currency is rejected the same way, when the return page asks before any webhook", async () => {
    const { token, order, paymentId, pagePath } = await tamperedPayment({ currency: "EUR" });
    c.holdWebhooks(true);
    await c.payOnPage(pagePath);
    expect((await c.confirm(token, order.orderNo)).body.obj).toMatchObject({ status: "AWAITING_PAYMENT", payment: "FAILED", failureCode: "AMOUNT_MISMATCH" });
    await c.runJobs();
    c.holdWebhooks(false);
    await expectRejected(order.orderNo, paymentId);
  });

  it("a provider event with another amount is rejected; the real payment afterwards still pays the order", async () => {
    const { token, email, order } = await guestOrder(c);
    const { paymentId, pagePath, session } = await c.startPayment(token, order.orderNo);
    const forged: ProviderEvent = {
      eventId: `evt_forged_${order.orderNo}`,
      type: "payment.succeeded",
      providerRef: session,
      outcome: "succeeded",
      amountMinor: order.charge.minor + 100,
      currency: "USD",
      createdAt: c.now(),
      payload: { forged: true },
    };
    expect(await c.t.services.checkout.handleEvent("sandbox", forged)).toBe("applied");
    await expectRejected(order.orderNo, paymentId);
    const [stored] = await c.t.services.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, forged.eventId));
    expect(stored).toMatchObject({ paymentId, type: "payment.succeeded" });

    await c.payOnPage(pagePath);
    await c.runJobs();
    await expectFulfilledOnce(c, order.orderNo, email);
  });
});

describe("an order paid twice through two attempts", () => {
  it("one after the other: the second payment is refunded at once, the order fulfilled once and its eSIM left alone", async () => {
    const { token, email, order } = await guestOrder(c);
    const first = await c.startPayment(token, order.orderNo);
    // A second tab opened another attempt before the first was paid.
    const second = await c.startPayment(token, order.orderNo);
    await c.payOnPage(first.pagePath);
    await c.runJobs();
    await expectFulfilledOnce(c, order.orderNo, email);

    expect((await c.payOnPage(second.pagePath)).statusCode).toBe(303);
    await c.runJobs();
    expect(await c.t.services.checkout.payment(first.paymentId)).toMatchObject({ status: "SUCCEEDED" });
    expect(await c.t.services.checkout.payment(second.paymentId)).toMatchObject({ status: "REFUNDED" });
    expect(await c.jobsFor("payment.refund", second.paymentId)).toHaveLength(1);
    expect(await c.jobsFor("payment.refund", first.paymentId)).toHaveLength(0);
    const [books] = await c.t.services.database.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, second.session));
    expect(books.status).toBe("refunded");
    expect(c.webhooksOf(second.session).map((w) => w.event.type)).toEqual(["payment.succeeded", "refund.succeeded"]);

    // The buyer's order and eSIM are untouched by the duplicate's refund.
    await expectFulfilledOnce(c, order.orderNo, email);
    expect(await c.esimsOf(order.orderNo)).toMatchObject([{ installState: "UNDOWNLOAD" }]);
    expect(await c.ordersList(token)).toMatchObject([{ orderNo: order.orderNo, paymentState: "PAID", label: "undownload", refundable: true }]);
  });

  it("both at once: one pays and is fulfilled, the other is refunded", async () => {
    const { token, email, order } = await guestOrder(c);
    const first = await c.startPayment(token, order.orderNo);
    const second = await c.startPayment(token, order.orderNo);
    await c.payOnPage(first.pagePath);
    await c.payOnPage(second.pagePath);
    await c.runJobs();
    await expectFulfilledOnce(c, order.orderNo, email);
    const statuses = (await c.paymentsOf(order.orderNo)).map((p) => p.status).sort();
    expect(statuses).toEqual(["REFUNDED", "SUCCEEDED"]);
    expect(await c.esimsOf(order.orderNo)).toMatchObject([{ installState: "UNDOWNLOAD" }]);
    expect((await c.orderRow(order.orderNo)).status).toBe("DELIVERED");
  });
});
