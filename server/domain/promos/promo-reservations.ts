/**
 * A discount code's life on orders (docs/WALLET.md#promo-codes): placing an order takes the
 * buyer's waiting discount (ACTIVE -> USED, tied to the order) in the order's own transaction;
 * an order cancelled unpaid gives it back (USED -> ACTIVE). The row lock on the redemption makes
 * two orders placed at once take it once.
 */
import { and, asc, eq, gt, isNull, or } from "drizzle-orm";
import { promoCodes, promoRedemptions } from "../../db/schema.ts";
import type { Tx } from "../orders/orders-repository.ts";
import { discountFor } from "./promo-rules.ts";

/**
 * Takes the user's oldest waiting discount that applies to `priceMinor` (not expired, not
 * disabled, minimum order met) for the order; null when there is none.
 */
export async function reserveDiscount(tx: Tx, input: { userId: string; orderId: string; priceMinor: number; at: Date }): Promise<{ redemptionId: string; discountMinor: number } | null> {
  const waiting = await tx
    .select({ id: promoRedemptions.id, kind: promoCodes.kind, value: promoCodes.value, minOrderMinor: promoCodes.minOrderMinor })
    .from(promoRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoId))
    .where(
      and(
        eq(promoRedemptions.userId, input.userId),
        eq(promoRedemptions.status, "ACTIVE"),
        isNull(promoCodes.disabledAt),
        or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, input.at)),
      ),
    )
    .orderBy(asc(promoRedemptions.createdAt))
    .for("update", { of: promoRedemptions });
  for (const candidate of waiting) {
    const discountMinor = discountFor(candidate, input.priceMinor);
    if (discountMinor <= 0) continue;
    await tx.update(promoRedemptions).set({ status: "USED", orderId: input.orderId, usedAt: input.at }).where(eq(promoRedemptions.id, candidate.id));
    return { redemptionId: candidate.id, discountMinor };
  }
  return null;
}

/** Gives an unpaid, cancelled order's discount back to its buyer. */
export async function releaseDiscount(tx: Tx, orderId: string): Promise<void> {
  await tx
    .update(promoRedemptions)
    .set({ status: "ACTIVE", orderId: null, usedAt: null })
    .where(and(eq(promoRedemptions.orderId, orderId), eq(promoRedemptions.status, "USED")));
}
