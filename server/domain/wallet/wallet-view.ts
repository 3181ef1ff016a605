/** What the API answers about credit plans and recharges (shared/api/wallet.ts), from their rows. */
import { displayPrice, storedPrice, usdPrice as usd, type CurrencyCode } from "../../../shared/money.ts";
import type { RechargeRow } from "./recharge-books.ts";
import type { CreditPlanRow } from "./recharges-service.ts";

export function creditPlanView(plan: CreditPlanRow, currency: CurrencyCode) {
  const bonus = plan.creditUsdMinor - plan.payUsdMinor;
  return {
    id: plan.id,
    pay: usd(plan.payUsdMinor),
    credit: usd(plan.creditUsdMinor),
    bonus: bonus > 0 ? usd(bonus) : null,
    payDisplay: displayPrice(plan.payUsdMinor, currency),
    creditDisplay: displayPrice(plan.creditUsdMinor, currency),
  };
}

export function rechargeView(recharge: RechargeRow) {
  return {
    rechargeNo: recharge.rechargeNo,
    status: recharge.status,
    planId: recharge.creditPlanId,
    pay: usd(recharge.payUsdMinor),
    credit: usd(recharge.creditUsdMinor),
    // As converted when it was placed: what the buyer saw, even if rates change later.
    display: storedPrice(recharge.displayCurrency, recharge.displayAmountMinor),
    createdAt: recharge.createdAt.toISOString(),
    creditedAt: recharge.creditedAt?.toISOString() ?? null,
  };
}
