/**
 * eSIM data top-up endpoints (docs/WALLET.md#top-ups; the API's five top-up calls, mapped in
 * docs/decisions/0014-recharge-and-top-up.md): thin adapters from the contract to the top-ups
 * service and the checkout's payments. Every call needs a session; an order or eSIM another
 * user owns answers ORDER_NOT_FOUND, exactly as one that does not exist, and changes nothing.
 */
import { buyerOf } from "../../shared/buyer.ts";
import type { Lang } from "../../shared/i18n/locales.ts";
import { displayPrice } from "../../shared/money.ts";
import { TOPUP_RETURN_PATHS } from "../../shared/site-pages.ts";
import { returnUrls } from "../../shared/return-address.ts";
import { orderStatus, orderSummary } from "../domain/orders/order-view.ts";
import type { PaymentsService } from "../domain/payments/payments-service.ts";
import type { TopupOptions, TopupsService } from "../domain/topups/topups-service.ts";
import { fail, header, ok, type Api, type HandlerContext } from "./contract.ts";
import { FORM_LIMITS } from "./page-forms.ts";

const TAG = "Top-ups";
/** Placing top-ups and starting payments: the checkout's numbers, which the top-up page's forms share. */
const BURST = { max: FORM_LIMITS.topup.max, timeWindow: FORM_LIMITS.topup.windowMs };

export interface TopupRouteDeps {
  topups: TopupsService;
  payments: PaymentsService;
  /** The package's name on the provider's page and statement. */
  describe: (order: { areaSlug: string; planSlug: string }, lang: Lang) => string;
}

/** The options answer: the eSIM's usage and the packages, each with what it adds and its price. */
function optionsAnswer(found: TopupOptions & { esim: NonNullable<TopupOptions["esim"]> }, blocked: string | null) {
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

export function registerTopupRoutes(api: Api, deps: TopupRouteDeps) {
  const { topups, payments } = deps;

  /** The session's top-up order by number, or null (not found, not a top-up and not yours look the same). */
  const ownTopup = (ctx: HandlerContext<{ orderNo: string }>) =>
    ctx.context.session ? topups.ownedTopup(ctx.body.orderNo, ctx.context.session.userId) : Promise.resolve(null);

  api.route({
    path: "/v1/data/query/topup-order",
    tag: TAG,
    summary: "The top-up packages for the eSIM of order `orderNo`: what each adds (data MB, days) and its price; `blocked` says why none can be bought now",
    handler: async (ctx) => {
      const session = ctx.context.session;
      if (!session) return fail("SESSION_REQUIRED");
      const found = await topups.options(session.userId, ctx.body.orderNo, ctx.lang, ctx.body.currency ?? "USD");
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
    rateLimit: BURST,
    headers: [{ name: "Idempotency-Key", required: true, description: "16-64 of A-Z a-z 0-9 _ -, one per top-up the buyer means to place: the same key answers the same order" }],
    handler: async (ctx) => {
      const session = ctx.context.session;
      if (!session) return fail("SESSION_REQUIRED");
      const placed = await topups.create({
        buyer: buyerOf(session),
        orderNo: ctx.body.orderNo,
        planSlug: ctx.body.plan,
        lang: ctx.lang,
        currency: ctx.body.currency ?? "USD",
        idempotencyKey: header(ctx, "idempotency-key"),
        useBalance: ctx.body.useBalance,
      });
      return placed.ok ? ok(orderSummary(placed.obj)) : fail(placed.code);
    },
  });

  api.route({
    path: "/v1/setup/topup",
    tag: TAG,
    summary: "The payment methods available for a top-up order",
    handler: async (ctx) => ((await ownTopup(ctx)) ? ok(payments.methods()) : fail("ORDER_NOT_FOUND")),
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
      const started = await payments.startPayment(order, returnUrls(ctx.context.returnOrigin, order.lang, TOPUP_RETURN_PATHS, `order=${order.orderNo}`), deps.describe(order, order.lang));
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
      const payment = await payments.confirm(order);
      return ok(orderStatus((await payments.order(order.id)) ?? order, payment));
    },
  });
}
