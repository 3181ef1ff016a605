/** What the API answers about promo codes (shared/api/promos.ts), from their rows. */
import type { z } from "zod";
import type { RedeemAnswer, RedeemedByTypeAnswer } from "../../../shared/api/promos.ts";
import { usdPrice as usd } from "../../../shared/money.ts";
import type { PromoKind } from "../../../shared/wallet-kinds.ts";

type Redeemed = z.infer<typeof RedeemAnswer>;
type WaitingDiscount = NonNullable<z.infer<typeof RedeemedByTypeAnswer>["discount"]>;

interface CodeTerms {
  code: string;
  kind: PromoKind;
  value: number;
  expiresAt: Date | null;
}

/** A money amount for CREDIT and FIXED, a percentage for PERCENT: never both. */
const worth = (promo: CodeTerms) => ({
  amount: promo.kind === "PERCENT" ? null : usd(promo.value),
  percent: promo.kind === "PERCENT" ? promo.value : null,
});

/**
 * The answer to a redemption. A credit is on the balance already, so the code's end date no
 * longer concerns the buyer; a discount must be used before it.
 */
export function redeemAnswer(promo: CodeTerms, balanceMinor: number): Redeemed {
  return {
    code: promo.code,
    kind: promo.kind,
    ...worth(promo),
    balance: usd(balanceMinor),
    expiresAt: promo.kind === "CREDIT" ? null : (promo.expiresAt?.toISOString() ?? null),
  };
}

/** The discount the next order gets. */
export function waitingDiscountView(promo: CodeTerms & { minOrderMinor: number }): WaitingDiscount {
  return {
    code: promo.code,
    kind: promo.kind,
    ...worth(promo),
    minOrder: promo.minOrderMinor > 0 ? usd(promo.minOrderMinor) : null,
    expiresAt: promo.expiresAt?.toISOString() ?? null,
  };
}
