/**
 * A discount code's life on orders (docs/WALLET.md#promo-codes): placing an order takes the
 * buyer's waiting discount (ACTIVE -> USED, tied to the order) in the order's own transaction;
 * an order cancelled unpaid gives it back (USED -> ACTIVE). The row lock on the redemption makes
 * two orders placed at once take it once.
 */
import { and, asc, eq, gt, isNull, or } from "drizzle-orm";
import { promoCodes, promoRedemptions } from "../../db/schema.ts";
import type { Tx } from "../../kernel/tx.ts";
import { applicableDiscount } from "./promo-rules.ts";

/**
 * The user's discounts waiting for an order, oldest first: ACTIVE, of a code neither expired nor
 * disabled at `at`. One query for the order that takes one and for the page that shows it, so
 * both always agree on what is waiting.
 */
export function waitingDiscounts(executor: Tx, userId: string, at: Date) {
  return executor
    .select({
      id: promoRedemptions.id,
      code: promoCodes.code,
      kind: promoCodes.kind,
      value: promoCodes.value,
      minOrderMinor: promoCodes.minOrderMinor,
      expiresAt: promoCodes.expiresAt,
    })
    .from(promoRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoId))
    .where(
      and(
        eq(promoRedemptions.userId, userId),
        eq(promoRedemptions.status, "ACTIVE"),
        isNull(promoCodes.disabledAt),
        or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, at)),
      ),
    )
    .orderBy(asc(promoRedemptions.createdAt), asc(promoRedemptions.id));
}

/**
 * Takes the user's oldest waiting discount that applies to `priceMinor` (not expired, not
 * disabled, minimum order met) for the order; null when there is none.
 */
export async function reserveDiscount(tx: Tx, input: { userId: string; orderId: string; priceMinor: number; at: Date }): Promise<{ redemptionId: string; discountMinor: number } | null> {
  const waiting = await waitingDiscounts(tx, input.userId, input.at).for("update", { of: promoRedemptions });
  const taken = applicableDiscount(waiting, input.priceMinor);
  if (!taken) return null;
  await tx.update(promoRedemptions).set({ status: "USED", orderId: input.orderId, usedAt: input.at }).where(eq(promoRedemptions.id, taken.discount.id));
  return { redemptionId: taken.discount.id, discountMinor: taken.minor };
}

/** Gives an unpaid, cancelled order's discount back to its buyer. */
export async function releaseDiscount(tx: Tx, orderId: string): Promise<void> {
  await tx
    .update(promoRedemptions)
    .set({ status: "ACTIVE", orderId: null, usedAt: null })
    .where(and(eq(promoRedemptions.orderId, orderId), eq(promoRedemptions.status, "USED")));
}
