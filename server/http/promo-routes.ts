/**
 * Promo code endpoints (docs/WALLET.md#promo-codes): thin adapters from the contract to the
 * promos service. Both need a session; redeeming is for account logins (a guest answers
 * BALANCE_ACCOUNT_ONLY). The redeem payload carries the account's e-mail beside the code
 * (docs/API.md#wallet-balance-credit-plans-promo-codes-top-ups); the session alone decides whose
 * account it is.
 */
import type { PromosService } from "../domain/promos/index.ts";
import { fail, ok, type Api } from "./contract.ts";

const TAG = "Promo codes";
/**
 * Ten tries a minute per client address: plenty for a traveller who mistypes, while a script
 * gets 14,400 guesses a day, against the 2 billion codes of six letters and digits alone.
 */
export const REDEEM_LIMIT = { max: 10, timeWindow: 60_000 };

export function registerPromoRoutes(api: Api, promos: PromosService) {
  api.route({
    path: "/v2/submit/redeem",
    tag: TAG,
    summary:
      "Redeem a promo code for the signed-in account, all or nothing: a CREDIT code credits the balance at once, a PERCENT or FIXED code waits for the next order; 10 a minute per client",
    mutates: true,
    rateLimit: REDEEM_LIMIT,
    auth: "guest",
    handler: async (ctx) => {
      const redeemed = await promos.redeem({ userId: ctx.session.userId, loginType: ctx.session.loginType, code: ctx.body.code });
      return redeemed.ok ? ok(redeemed.obj) : fail(redeemed.code);
    },
  });

  api.route({
    path: "/v2/isRedeemedByRedeemType",
    tag: TAG,
    summary:
      "DISCOUNT (default): whether a discount waits for the account's next order, and which; CREDIT: whether the account ever redeemed a credit code (credits never wait). A guest holds neither",
    auth: "guest",
    handler: async (ctx) => ok(await promos.redeemedByType(ctx.session, ctx.body.redeemType ?? "DISCOUNT")),
  });
}
