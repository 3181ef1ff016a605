/**
 * The sandbox's other ways of delivering its webhooks (SANDBOX_WEBHOOK_MODE, docs/CHECKOUT.md#providers):
 * every event twice, a stale pending after the success, or the success half a minute late. Each
 * way, an order is paid once and gets one eSIM and one delivery mail. The mode is fixed when an
 * app is built, so each has an app of its own (checkout-payment.api.test.ts has the default one).
 */
import { describe, expect, it } from "vitest";
import { LATE_DELIVERY_MS, SHUFFLED_DELAY_MS } from "../../adapters/payments/sandbox/sandbox-provider.ts";
import { expectFulfilledOnce, guestOrder, useCheckoutApp } from "../../../tests/support/checkout.ts";

describe("SANDBOX_WEBHOOK_MODE=twice", () => {
  const c = useCheckoutApp({ env: { SANDBOX_WEBHOOK_MODE: "twice" } });

  it("every event arrives twice with one id: one event row, one eSIM", async () => {
    const { token, email, order } = await guestOrder(c);
    const started = await c.startPayment(token, order.orderNo);
    await c.payOnPage(started.pagePath);
    await c.runJobs();
    const deliveries = c.webhooksOf(started.session);
    expect(deliveries).toHaveLength(2);
    expect(deliveries.map((d) => d.event.id)).toEqual([deliveries[0].event.id, deliveries[0].event.id]);
    expect(deliveries.map((d) => d.status)).toEqual([200, 200]);
    expect(await c.eventsOf(started.paymentId)).toHaveLength(1);
    await expectFulfilledOnce(c, order.orderNo, email);
  });
});

describe("SANDBOX_WEBHOOK_MODE=shuffled", () => {
  const c = useCheckoutApp({ env: { SANDBOX_WEBHOOK_MODE: "shuffled" } });

  it("a stale pending after the success leaves the order paid and delivered", async () => {
    const { token, email, order } = await guestOrder(c);
    const { paymentId, pagePath, session } = await c.startPayment(token, order.orderNo);
    await c.payOnPage(pagePath);
    await c.runJobs();
    await expectFulfilledOnce(c, order.orderNo, email);
    c.advance(SHUFFLED_DELAY_MS);
    await c.runJobs();
    expect(c.webhooksOf(session).map((d) => [d.event.type, d.status])).toEqual([
      ["payment.succeeded", 200],
      ["payment.pending", 200],
    ]);
    expect((await c.t.services.checkout.payment(paymentId))?.status).toBe("SUCCEEDED");
    expect(await c.eventsOf(paymentId)).toHaveLength(2);
    await expectFulfilledOnce(c, order.orderNo, email);
  });
});

describe("SANDBOX_WEBHOOK_MODE=late", () => {
  const c = useCheckoutApp({ env: { SANDBOX_WEBHOOK_MODE: "late" } });

  it("the return page's confirm pays the order before the webhook; the late webhook changes nothing", async () => {
    const { token, email, order } = await guestOrder(c);
    const { paymentId, pagePath, session } = await c.startPayment(token, order.orderNo);
    await c.payOnPage(pagePath);
    await c.runJobs();
    expect(c.webhooksOf(session)).toHaveLength(0);
    expect((await c.confirm(token, order.orderNo)).body.obj).toMatchObject({ status: "PAID", payment: "SUCCEEDED" });
    await c.runJobs();
    await expectFulfilledOnce(c, order.orderNo, email);
    c.advance(LATE_DELIVERY_MS);
    await c.runJobs();
    expect(c.webhooksOf(session)).toMatchObject([{ event: { type: "payment.succeeded" }, status: 200 }]);
    expect(await c.eventsOf(paymentId)).toHaveLength(1);
    await expectFulfilledOnce(c, order.orderNo, email);
  });
});
