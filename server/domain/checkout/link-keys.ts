/**
 * An order's secret link (docs/CHECKOUT.md#delivery-and-access): the delivery mail carries a key
 * that opens the order without a session. 32 random bytes, of which only a hash is kept; a new
 * key replaces the previous one, and the owner can stop it.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";
import type { Clock } from "../../kernel/clock.ts";
import { newSecret, sha256 } from "../../kernel/ids.ts";
import { orderByNo, type OrderRow } from "./checkout-repository.ts";
import { ORDER_NO_PATTERN } from "./order-rules.ts";

export function createLinkKeys(deps: { db: Db; now: Clock }) {
  const { db, now } = deps;
  return {
    /** A new key for the order (the previous link stops working); `executor` lets the delivery mail's job issue it in its own transaction. */
    async issue(orderId: string, executor: Pick<Db, "update"> = db): Promise<string> {
      const linkKey = newSecret();
      await executor.update(orders).set({ linkKeyHash: sha256(linkKey), updatedAt: now() }).where(eq(orders.id, orderId));
      return linkKey;
    },

    /** The order's link stops working; only a new delivery mail would carry a new one. */
    async revoke(orderId: string): Promise<void> {
      await db.update(orders).set({ linkKeyHash: null, updatedAt: now() }).where(eq(orders.id, orderId));
    },

    /** The order its secret link names, or null. */
    async linkedOrder(orderNo: string, linkKey: string): Promise<OrderRow | null> {
      if (!ORDER_NO_PATTERN.test(orderNo) || linkKey.length < 32 || linkKey.length > 64) return null;
      const row = await orderByNo(db, orderNo);
      return row?.linkKeyHash && row.linkKeyHash === sha256(linkKey) ? row : null;
    },
  };
}

export type LinkKeys = ReturnType<typeof createLinkKeys>;
