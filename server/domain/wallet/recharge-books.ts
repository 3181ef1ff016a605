/**
 * The one place a paid recharge becomes balance (docs/WALLET.md#credit-plans), called by the
 * payments service inside the transaction that records the payment's success: the recharge
 * moves AWAITING_PAYMENT -> CREDITED under its row lock, the ledger posts its credit under the
 * key `recharge:<id>`, and the receipt mail is enqueued, all or nothing. A second success (a
 * replayed webhook, a second attempt) finds the recharge credited and changes nothing.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { recharges } from "../../db/schema.ts";
import type { JobQueue } from "../jobs/job-types.ts";
import { RECEIPT_JOB } from "../orders/order-paid.ts";
import type { Tx } from "../orders/orders-repository.ts";
import type { Ledger } from "./ledger.ts";
import { STORE_ACCOUNTS, walletAccount, type Entry } from "./ledger-rules.ts";

export type RechargeRow = typeof recharges.$inferSelect;

export async function lockRecharge(tx: Tx, rechargeId: string): Promise<RechargeRow | null> {
  const [row] = await tx.select().from(recharges).where(eq(recharges.id, rechargeId)).for("update");
  return row ?? null;
}

/** The ledger entries of a credited recharge: the card money and the plan's bonus become balance. */
export function rechargeEntries(recharge: Pick<RechargeRow, "userId" | "payUsdMinor" | "creditUsdMinor">): Entry[] {
  const bonus = recharge.creditUsdMinor - recharge.payUsdMinor;
  return [
    { account: walletAccount(recharge.userId), amountMinor: recharge.creditUsdMinor },
    { account: STORE_ACCOUNTS.card, amountMinor: -recharge.payUsdMinor },
    ...(bonus > 0 ? [{ account: STORE_ACCOUNTS.bonus, amountMinor: -bonus }] : []),
  ];
}

export function createRechargeBooks(deps: { db: Db; ledger: Ledger; jobs: JobQueue }) {
  return {
    /** Credits a paid recharge; false when it is not awaiting payment (credited already, or cancelled: the caller refunds). */
    async credit(tx: Tx, rechargeId: string, paymentId: string, at: Date): Promise<boolean> {
      const recharge = await lockRecharge(tx, rechargeId);
      if (recharge?.status !== "AWAITING_PAYMENT") return false;
      await tx.update(recharges).set({ status: "CREDITED", creditedAt: at, updatedAt: at }).where(eq(recharges.id, rechargeId));
      await deps.ledger.post(tx, { sourceKey: `recharge:${rechargeId}`, kind: "recharge", reference: recharge.rechargeNo, entries: rechargeEntries(recharge) });
      await deps.jobs.enqueue(tx, { kind: RECEIPT_JOB, key: `receipt:recharge:${rechargeId}`, payload: { rechargeId, paymentId } });
      return true;
    },

    async ownerOf(rechargeId: string): Promise<string | null> {
      const [row] = await deps.db.select({ userId: recharges.userId }).from(recharges).where(eq(recharges.id, rechargeId));
      return row?.userId ?? null;
    },
  };
}

export type RechargeBooks = ReturnType<typeof createRechargeBooks>;
