/**
 * What a promo discount takes off an order (docs/WALLET.md#promo-codes), shared so the checkout
 * page can show before paying exactly what placing the order will take: the rule of
 * server/domain/promos/promo-rules.ts, which app/ may not import (docs/ARCHITECTURE.md).
 */
import type { PromoKind } from "./wallet-kinds.ts";

export interface DiscountTerms {
  kind: PromoKind;
  /** FIXED: USD minor units; PERCENT: 1-100. */
  value: number;
  minOrderMinor: number;
}

/**
 * What the discount takes off `priceMinor`: a percentage rounded down to the cent (the buyer is
 * never charged a fraction), or the fixed amount, never more than the price; 0 when the price is
 * under the code's minimum order or the code credits the balance instead.
 */
export function discountFor(terms: DiscountTerms, priceMinor: number): number {
  if (priceMinor < terms.minOrderMinor || priceMinor <= 0) return 0;
  if (terms.kind === "PERCENT") return Math.floor((priceMinor * terms.value) / 100);
  if (terms.kind === "FIXED") return Math.min(terms.value, priceMinor);
  return 0;
}
