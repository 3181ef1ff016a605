/** What the API answers about credit plans and the statement (shared/api/wallet.ts), from their rows. */
import { displayPrice, usdPrice as usd, type CurrencyCode } from "../../../shared/money.ts";
import type { creditPlans } from "../../db/schema.ts";
import type { StatementLine } from "./ledger.ts";

// From the schema, not wallet-service.ts, which uses this file: no import goes both ways.
type CreditPlanRow = typeof creditPlans.$inferSelect;

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

/** A movement of the balance as the statement shows it (/v2/query/transactions, the data export). */
export function statementLineView(line: StatementLine) {
  return {
    id: line.id,
    kind: line.kind,
    reference: line.reference,
    amount: usd(line.amountMinor),
    balanceAfter: usd(line.balanceAfterMinor),
    createdAt: line.createdAt.toISOString(),
  };
}
