/**
 * Balance endpoints (docs/WALLET.md#credit-plans): the credit plans, a recharge placed, paid on the
 * provider's hosted page and asked after, and the statement. Thin adapters from the contract to
 * the recharges service and the payments service. Only account logins hold a balance; a
 * recharge someone else owns answers RECHARGE_NOT_FOUND, exactly as one that does not exist.
 */
import { buyerOf } from "../../shared/buyer.ts";
import { displayPrice, usdPrice as usd } from "../../shared/money.ts";
import { RECHARGE_RETURN_PATHS } from "../../shared/site-pages.ts";
import { returnUrls } from "../../shared/return-address.ts";
import type { PaymentsService } from "../domain/payments/payments-service.ts";
import type { RechargesService } from "../domain/wallet/recharges-service.ts";
import { creditPlanView, rechargeView } from "../domain/wallet/wallet-view.ts";
import { fail, header, ok, type Api, type HandlerContext } from "./contract.ts";
import { FORM_LIMITS } from "./page-forms.ts";

const TAG = "Balance";
/** Placing recharges and starting payments: the numbers /credit's own forms share. */
const BURST = { max: FORM_LIMITS.credit.max, timeWindow: FORM_LIMITS.credit.windowMs };

export interface WalletRouteDeps {
  recharges: RechargesService;
  payments: PaymentsService;
}

export function registerWalletRoutes(api: Api, deps: WalletRouteDeps) {
  const { recharges, payments } = deps;

  /** The account holder's user id, or null for a guest or no session (neither has a balance). */
  const holderId = (ctx: HandlerContext<unknown, unknown>) => (ctx.context.session?.loginType === "accountLogin" ? ctx.context.session.userId : null);
  const ownRecharge = (ctx: HandlerContext<{ rechargeNo: string }>) => {
    const userId = holderId(ctx);
    return userId ? recharges.owned(ctx.body.rechargeNo, userId) : Promise.resolve(null);
  };

  api.route({
    path: "/v1/query/credit-plan",
    tag: TAG,
    summary: "The credit plans on sale (pay an amount, get a balance, with any bonus) and the account's balance now",
    handler: async (ctx) => {
      const currency = ctx.body.currency ?? "USD";
      const userId = holderId(ctx);
      const balance = userId ? await recharges.balance(userId) : 0;
      const plans = await recharges.plans();
      return ok({ list: plans.map((p) => creditPlanView(p, currency)), balance: usd(balance), balanceDisplay: displayPrice(balance, currency) });
    },
  });

  api.route({
    path: "/v1/create/recharge",
    tag: TAG,
    summary: "Place a recharge of the balance with a credit plan at the server's price; idempotent by the Idempotency-Key header",
    mutates: true,
    rateLimit: BURST,
    headers: [{ name: "Idempotency-Key", required: true, description: "16-64 of A-Z a-z 0-9 _ -, one per recharge the buyer means to place: the same key answers the same recharge" }],
    handler: async (ctx) => {
      const session = ctx.context.session;
      if (!session) return fail("SESSION_REQUIRED");
      const placed = await recharges.place({
        holder: buyerOf(session),
        planId: ctx.body.plan,
        lang: ctx.lang,
        currency: ctx.body.currency ?? "USD",
        idempotencyKey: header(ctx, "idempotency-key"),
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
    handler: async (ctx) => {
      if (!ctx.context.session) return fail("SESSION_REQUIRED");
      const recharge = await ownRecharge(ctx);
      if (!recharge) return fail("RECHARGE_NOT_FOUND");
      const started = await payments.startRechargePayment(recharge, returnUrls(ctx.context.returnOrigin, recharge.lang, RECHARGE_RETURN_PATHS, `recharge=${recharge.rechargeNo}`), recharges.describe(recharge));
      return started ? ok(started) : fail("RECHARGE_NOT_PAYABLE");
    },
  });

  api.route({
    path: "/v1/query/recharge/payment-status",
    tag: TAG,
    summary: "Ask the provider about the recharge's latest payment attempt and apply its answer; CREDITED once the balance holds it",
    mutates: true,
    rateLimit: { max: 60, timeWindow: 60_000 },
    handler: async (ctx) => {
      if (!ctx.context.session) return fail("SESSION_REQUIRED");
      const recharge = await ownRecharge(ctx);
      if (!recharge) return fail("RECHARGE_NOT_FOUND");
      const payment = await payments.confirmRecharge(recharge.id);
      const now = (await recharges.byId(recharge.id)) ?? recharge;
      return ok({
        recharge: rechargeView(now),
        payment: payment?.status ?? null,
        failureCode: payment?.failureCode ?? null,
        balance: usd(await recharges.balance(recharge.userId)),
      });
    },
  });

  api.route({
    path: "/v2/query/transactions",
    tag: TAG,
    summary: "The balance statement, newest first: pageNum and pageSize (at most 50) in the query string, an empty body",
    handler: async (ctx) => {
      if (!ctx.context.session) return fail("SESSION_REQUIRED");
      const userId = holderId(ctx);
      if (!userId) return fail("BALANCE_ACCOUNT_ONLY");
      const { pageNum, pageSize } = ctx.query;
      const page = await recharges.statement(userId, pageNum, pageSize);
      return ok({
        pageNum,
        pageSize,
        total: page.total,
        list: page.list.map((line) => ({
          id: line.id,
          kind: line.kind,
          reference: line.reference,
          amount: usd(line.amountMinor),
          balanceAfter: usd(line.balanceAfterMinor),
          createdAt: line.createdAt.toISOString(),
        })),
      });
    },
  });
}
