/**
 * Checkout and payment endpoints (docs/CHECKOUT.md#api): thin adapters from the contract to the
 * orders and payments services. Every call needs a session (an account or a guest); an order
 * another user owns answers ORDER_NOT_FOUND, exactly as one that does not exist.
 */
import { buyerOf } from "../../shared/buyer.ts";
import { AdyenPayAnswer, NuveiOptionsAnswer } from "../../shared/api/orders.ts";
import type { BuyerOrdersService } from "../domain/orders/index.ts";
import { orderStatus, orderSummary, type CheckoutService } from "../domain/checkout/index.ts";
import { fail, ok, type Api, type HandlerContext } from "./contract.ts";
import { FORM_LIMITS } from "./page-forms.ts";
import { paymentUnavailable, UNAVAILABLE_PAYMENT_PATHS } from "./payment-unavailable.ts";

const TAG = "Checkout";
/** Placing orders and starting payments: generous for a traveller, tight for a script. */
const BURST = { max: 20, timeWindow: 60_000 };

export interface CheckoutRouteDeps {
  checkout: CheckoutService;
  buyerOrders: BuyerOrdersService;
}

export function registerCheckoutRoutes(api: Api, deps: CheckoutRouteDeps) {
  const { checkout } = deps;

  /** The session's order by number, or null (not found and not yours look the same). */
  const ownOrder = (ctx: HandlerContext<{ orderNo: string }>) =>
    ctx.context.session ? checkout.ownedOrder(ctx.body.orderNo, ctx.context.session.userId) : Promise.resolve(null);

  api.route({
    path: "/v1.1/setup/payment",
    tag: TAG,
    summary: "Place an order for a plan (and days, for a daily plan) at the server's price; idempotent by the Idempotency-Key header",
    mutates: true,
    auth: "guest",
    rateLimit: BURST,
    idempotencyKey: { description: "16-64 of A-Z a-z 0-9 _ -, one per order the buyer means to place: the same key answers the same order" },
    handler: async (ctx) => {
      const placed = await checkout.placeOrder({
        buyer: buyerOf(ctx.session),
        areaSlug: ctx.body.area,
        planSlug: ctx.body.plan,
        days: ctx.body.days ?? null,
        email: ctx.body.email ?? null,
        lang: ctx.lang,
        currency: ctx.body.currency ?? "USD",
        idempotencyKey: ctx.idempotencyKey,
        useBalance: ctx.body.useBalance,
      });
      return placed.ok ? ok(orderSummary(placed.obj)) : fail(placed.code);
    },
  });

  api.route({
    path: "/v1.1/query/payments",
    tag: TAG,
    summary: "The payment methods available for an order",
    handler: async (ctx) => ((await ownOrder(ctx)) ? ok(checkout.methods()) : fail("ORDER_NOT_FOUND")),
  });

  api.route({
    path: "/v1.1/execute/payment",
    tag: TAG,
    summary: "Start a payment attempt for an unpaid order; answers the provider's hosted payment page",
    mutates: true,
    rateLimit: BURST,
    handler: async (ctx) => {
      const order = await ownOrder(ctx);
      if (!order) return fail("ORDER_NOT_FOUND");
      const started = await checkout.startPayment({ order }, ctx.context.returnOrigin);
      return started ? ok(started) : fail("ORDER_NOT_PAYABLE");
    },
  });

  api.route({
    path: "/v1.1/query/payment-status",
    tag: TAG,
    summary: "One payment attempt's state",
    handler: async (ctx) => {
      const session = ctx.context.session;
      const payment = session ? await checkout.ownedPayment(ctx.body.paymentId, session.userId) : null;
      if (!payment) return fail("ORDER_NOT_FOUND");
      return ok({ paymentId: payment.id, status: payment.status, failureCode: payment.failureCode });
    },
  });

  api.route({
    path: "/v1.1/payOrder/payment-status",
    tag: TAG,
    summary: "The order's state and its latest payment attempt's, as stored (no provider call)",
    handler: async (ctx) => {
      const order = await ownOrder(ctx);
      if (!order) return fail("ORDER_NOT_FOUND");
      return ok(orderStatus(order, await checkout.latestPayment({ orderId: order.id })));
    },
  });

  api.route({
    path: "/v1.1/payOrder/confirm",
    tag: TAG,
    summary: "Ask the provider about the order's latest payment attempt and apply its answer (the return page's check)",
    mutates: true,
    rateLimit: { max: 60, timeWindow: 60_000 },
    handler: async (ctx) => {
      const order = await ownOrder(ctx);
      if (!order) return fail("ORDER_NOT_FOUND");
      const now = await checkout.confirm({ order });
      return ok(orderStatus(now.order, now.payment));
    },
  });

  api.route({
    path: "/v3/query/orders",
    tag: TAG,
    summary: "The signed-in traveller's orders with their labels and eSIMs, newest first, a page at a time (pageNum, pageSize; the first 100 unless told); tab 1: current ones, 0: all",
    auth: "guest",
    handler: async (ctx) => {
      const { tab, pageNum, pageSize } = ctx.body;
      return ok(await deps.buyerOrders.list(ctx.session.userId, tab ?? 0, pageNum, pageSize));
    },
  });

  api.route({
    path: "/v1/refund/order",
    tag: TAG,
    summary: "Refund an order while its eSIM is not downloaded and its validity has not started; the money goes back through the provider",
    mutates: true,
    // The orders page's no-JavaScript refund form counts against the same numbers.
    rateLimit: { max: FORM_LIMITS.refund.max, timeWindow: FORM_LIMITS.refund.windowMs },
    handler: async (ctx) => {
      const session = ctx.context.session;
      if (!session) return fail("ORDER_NOT_FOUND");
      const refunded = await deps.buyerOrders.refund(session.userId, ctx.body.orderNo);
      return refunded.ok ? ok(refunded.card) : fail(refunded.code);
    },
  });

  api.route({
    path: UNAVAILABLE_PAYMENT_PATHS.adyen,
    tag: TAG,
    summary:
      "Start paying an unpaid order inside /topay with Adyen's card component: the component's session (payment types 5 and 6); RT_NOBEL_ERROR_10031 unless Adyen is the payment provider",
    mutates: true,
    rateLimit: BURST,
    handler: async (ctx) => {
      if (checkout.methods()[0]?.provider !== "adyen") return paymentUnavailable();
      const order = ctx.body.orderNo ? await ownOrder(ctx as HandlerContext<{ orderNo: string }>) : null;
      if (!order) return fail("ORDER_NOT_FOUND");
      const started = await checkout.startPaymentOnPage(order, ctx.context.returnOrigin);
      if (!started) return fail("ORDER_NOT_PAYABLE");
      const { client, paymentId, successUrl, cancelUrl } = started;
      // The adapter's session, checked against what the page's component is given.
      return ok(AdyenPayAnswer.parse({ ...client, paymentId, successUrl, cancelUrl }));
    },
  });

  api.route({
    path: UNAVAILABLE_PAYMENT_PATHS.nuvei,
    tag: TAG,
    summary:
      "Take the card for a payment attempt on /nuvei-jump with Nuvei's Simply Connect: a new Nuvei order's session token for the attempt (paymentId); RT_NOBEL_ERROR_10031 unless Nuvei is the payment provider",
    mutates: true,
    rateLimit: BURST,
    handler: async (ctx) => {
      if (checkout.methods()[0]?.provider !== "nuvei") return paymentUnavailable();
      const session = ctx.context.session;
      const { paymentId } = ctx.body;
      // Not found and someone else's look the same.
      const payment = session && paymentId ? await checkout.ownedPayment(paymentId, session.userId) : null;
      if (!payment) return fail("ORDER_NOT_FOUND");
      const opened = await checkout.resumePaymentOnPage(payment.id, ctx.context.returnOrigin);
      if (!opened) return fail("ORDER_NOT_PAYABLE");
      // The attempt the session is for: this one, or a new one when this was opened before (a reload, a second tab).
      const { client, successUrl, cancelUrl } = opened;
      // The adapter's order, checked against what Simply Connect is given.
      return ok(NuveiOptionsAnswer.parse({ ...client, paymentId: opened.paymentId, successUrl, cancelUrl }));
    },
  });
}
