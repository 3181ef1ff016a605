/**
 * Balance endpoints (docs/WALLET.md#credit-plans): the credit plans, a recharge placed, paid on the
 * provider's hosted page and asked after, and the statement. Thin adapters from the contract to
 * the recharges service and the payments service. Only account logins hold a balance; a
 * recharge someone else owns answers RECHARGE_NOT_FOUND, exactly as one that does not exist.
 */
import { buyerOf } from "../../shared/buyer.ts";
import { displayPrice, usdPrice as usd } from "../../shared/money.ts";
import { rechargeView, type CheckoutService } from "../domain/checkout/index.ts";
import { creditPlanView, statementLineView, type WalletService } from "../domain/wallet/index.ts";
import { fail, ok, type Api, type HandlerContext } from "./contract.ts";
import { FORM_LIMITS } from "./page-forms.ts";

const TAG = "Balance";
/** Placing recharges and starting payments: the numbers /credit's own forms share. */
const BURST = { max: FORM_LIMITS.credit.max, timeWindow: FORM_LIMITS.credit.windowMs };

export interface WalletRouteDeps {
  wallet: WalletService;
  checkout: CheckoutService;
}

export function registerWalletRoutes(api: Api, deps: WalletRouteDeps) {
  const { wallet, checkout } = deps;

  /** The account holder's user id, or null for a guest or no session (neither has a balance). */
  const holderId = (ctx: HandlerContext<unknown, unknown>) => (ctx.context.session?.loginType === "accountLogin" ? ctx.context.session.userId : null);
  const ownRecharge = (ctx: HandlerContext<{ rechargeNo: string }>) => {
    const userId = holderId(ctx);
    return userId ? checkout.ownedRecharge(ctx.body.rechargeNo, userId) : Promise.resolve(null);
  };

  api.route({
    path: "/v1/query/credit-plan",
    tag: TAG,
    summary: "The credit plans on sale (pay an amount, get a balance, with any bonus) and the account's balance now",
    handler: async (ctx) => {
      const currency = ctx.body.currency ?? "USD";
      const userId = holderId(ctx);
      const balance = userId ? await wallet.balance(userId) : 0;
      const plans = await wallet.plans();
      return ok({ list: plans.map((p) => creditPlanView(p, currency)), balance: usd(balance), balanceDisplay: displayPrice(balance, currency) });
    },
  });

  api.route({
    path: "/v1/create/recharge",
    tag: TAG,
    summary: "Place a recharge of the balance with a credit plan at the server's price; idempotent by the Idempotency-Key header",
    mutates: true,
    auth: "account",
    rateLimit: BURST,
    idempotencyKey: { description: "16-64 of A-Z a-z 0-9 _ -, one per recharge the buyer means to place: the same key answers the same recharge" },
    handler: async (ctx) => {
      const placed = await checkout.placeRecharge({
        holder: buyerOf(ctx.session),
        planId: ctx.body.plan,
        lang: ctx.lang,
        currency: ctx.body.currency ?? "USD",
        idempotencyKey: ctx.idempotencyKey,
      });
      return placed.ok ? ok(rechargeView(placed.obj)) : fail(placed.code);
    },
  });

  api.route({
    path: "/v1/execute/recharge/payment",
    tag: TAG,
    summary: "Start a payment attempt for an unpaid recharge; answers the provider's hosted payment page, which returns to /recharge-success or /recharge-fail",
    mutates: true,
    rateLimit: BURST,
    auth: "guest",
    handler: async (ctx) => {
      const recharge = await ownRecharge(ctx);
      if (!recharge) return fail("RECHARGE_NOT_FOUND");
      const started = await checkout.startPayment({ recharge }, ctx.context.returnOrigin);
      return started ? ok(started) : fail("RECHARGE_NOT_PAYABLE");
    },
  });

  api.route({
    path: "/v1/query/recharge/payment-status",
    tag: TAG,
    summary: "Ask the provider about the recharge's latest payment attempt and apply its answer; CREDITED once the balance holds it",
    mutates: true,
    rateLimit: { max: 60, timeWindow: 60_000 },
    auth: "guest",
    handler: async (ctx) => {
      const recharge = await ownRecharge(ctx);
      if (!recharge) return fail("RECHARGE_NOT_FOUND");
      const { recharge: now, payment } = await checkout.confirm({ recharge });
      return ok({
        recharge: rechargeView(now),
        payment: payment?.status ?? null,
        failureCode: payment?.failureCode ?? null,
        balance: usd(await wallet.balance(recharge.userId)),
      });
    },
  });

  api.route({
    path: "/v2/query/transactions",
    tag: TAG,
    summary: "The balance statement, newest first: pageNum and pageSize (at most 50) in the query string, an empty body",
    auth: "account",
    handler: async (ctx) => {
      const { pageNum, pageSize } = ctx.query;
      const page = await wallet.statement(ctx.session.userId, pageNum, pageSize);
      return ok({
        pageNum,
        pageSize,
        total: page.total,
        list: page.list.map(statementLineView),
      });
    },
  });
}
