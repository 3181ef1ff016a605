/** What the API answers about credit plans (shared/api/wallet.ts), from their rows. */
import { displayPrice, usdPrice as usd, type CurrencyCode } from "../../../shared/money.ts";
import type { CreditPlanRow } from "./wallet-service.ts";

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
