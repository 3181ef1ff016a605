/**
 * eSIM data top-up endpoints (docs/WALLET.md#top-ups; the API's five top-up calls, mapped in
 * docs/decisions/0014-recharge-and-top-up.md): thin adapters from the contract to the top-ups
 * service and the checkout's payments. Every call needs a session; an order or eSIM another
 * user owns answers ORDER_NOT_FOUND, exactly as one that does not exist, and changes nothing.
 */
import { buyerOf } from "../../shared/buyer.ts";
import { displayPrice } from "../../shared/money.ts";
import { orderStatus, orderSummary, type CheckoutService, type TopupOffer } from "../domain/checkout/index.ts";
import { fail, ok, type Api, type HandlerContext } from "./contract.ts";
import { FORM_LIMITS } from "./page-forms.ts";

const TAG = "Top-ups";
/** Placing top-ups and starting payments: the checkout's numbers, which the top-up page's forms share. */
const BURST = { max: FORM_LIMITS.topup.max, timeWindow: FORM_LIMITS.topup.windowMs };


/** The options answer: the eSIM's usage and the packages, each with what it adds and its price. */
function optionsAnswer(found: TopupOffer & { esim: NonNullable<TopupOffer["esim"]> }, blocked: string | null) {
  const { order, esim } = found;
  return {
    orderNo: order.orderNo,
    iccid: esim.iccid,
    areaSlug: order.areaSlug,
    blocked,
    dataTotalMb: esim.dataTotalMb,
    dataUsedMb: esim.dataUsedMb,
    validityDays: esim.validityDays,
    expiresAt: esim.expiresAt?.toISOString() ?? null,
    packages: found.packages.map((p) => {
      const { currency, symbol, minor, amount } = p.plan.price;
      return {
        plan: p.plan.slug,
        title: p.title,
        addsDataMb: p.addsDataMb,
        addsDays: p.addsDays,
        price: displayPrice(p.plan.price.usdMinor, "USD"),
        display: { currency, symbol, minor, amount },
      };
    }),
  };
}

export function registerTopupRoutes(api: Api, checkout: CheckoutService) {
  /** The session's top-up order by number, or null (not found, not a top-up and not yours look the same). */
  const ownTopup = (ctx: HandlerContext<{ orderNo: string }>) =>
    ctx.context.session ? checkout.ownedTopup(ctx.body.orderNo, ctx.context.session.userId) : Promise.resolve(null);

  api.route({
    path: "/v1/data/query/topup-order",
    tag: TAG,
    summary: "The top-up packages for the eSIM of order `orderNo`: what each adds (data MB, days) and its price; `blocked` says why none can be bought now",
    auth: "guest",
    handler: async (ctx) => {
      const found = await checkout.topupOptions(ctx.session.userId, ctx.body.orderNo, ctx.lang, ctx.body.currency ?? "USD");
      if (!found.ok) return fail(found.code);
      const { esim, blocked } = found.obj;
      // No eSIM yet (still being prepared, or never delivered): nothing to show but the reason.
      if (!esim) return fail(blocked ?? "TOPUP_NOT_READY");
      return ok(optionsAnswer({ ...found.obj, esim }, blocked && ctx.context.message(blocked)));
    },
  });

  api.route({
    path: "/v1.1/data/create/topup-order",
    tag: TAG,
    summary: "Place a top-up of one of the eSIM's packages at the server's price; idempotent by the Idempotency-Key header; useBalance pays from the balance first",
    mutates: true,
    auth: "guest",
    rateLimit: BURST,
    idempotencyKey: { description: "16-64 of A-Z a-z 0-9 _ -, one per top-up the buyer means to place: the same key answers the same order" },
    handler: async (ctx) => {
      const placed = await checkout.createTopup({
        buyer: buyerOf(ctx.session),
        orderNo: ctx.body.orderNo,
        planSlug: ctx.body.plan,
        lang: ctx.lang,
        currency: ctx.body.currency ?? "USD",
        idempotencyKey: ctx.idempotencyKey,
        useBalance: ctx.body.useBalance,
      });
      return placed.ok ? ok(orderSummary(placed.obj)) : fail(placed.code);
    },
  });

  api.route({
    path: "/v1/setup/topup",
    tag: TAG,
    summary: "The payment methods available for a top-up order",
    handler: async (ctx) => ((await ownTopup(ctx)) ? ok(checkout.methods()) : fail("ORDER_NOT_FOUND")),
  });

  api.route({
    path: "/v1.1/execute/topup/payment",
    tag: TAG,
    summary: "Start a payment attempt for an unpaid top-up order; answers the provider's hosted payment page, which returns to /topup-success or /topup-fail",
    mutates: true,
    rateLimit: BURST,
    handler: async (ctx) => {
      const order = await ownTopup(ctx);
      if (!order) return fail("ORDER_NOT_FOUND");
      const started = await checkout.startPayment({ order }, ctx.context.returnOrigin);
      return started ? ok(started) : fail("ORDER_NOT_PAYABLE");
    },
  });

  api.route({
    path: "/v1/query/topup/payment-status",
    tag: TAG,
    summary: "Ask the provider about the top-up's latest payment attempt and apply its answer; DELIVERED once the data and days are on the eSIM",
    mutates: true,
    rateLimit: { max: 60, timeWindow: 60_000 },
    handler: async (ctx) => {
      const order = await ownTopup(ctx);
      if (!order) return fail("ORDER_NOT_FOUND");
      const now = await checkout.confirm({ order });
      return ok(orderStatus(now.order, now.payment));
    },
  });
}
