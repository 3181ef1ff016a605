/**
 * Pure rules of promo codes (docs/WALLET.md#promo-codes): what a discount takes off a price.
 */
import type { PromoKind } from "../../../shared/wallet-kinds.ts";

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
