/**
 * The balance as its holder sees it (docs/WALLET.md): the credit plans on sale, what the balance
 * holds, and its statement. Buying a credit plan (a recharge) is a checkout step
 * (server/domain/checkout/recharges.ts); every change of the balance is a ledger posting.
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { creditPlans } from "../../db/schema.ts";
import type { Ledger } from "./ledger.ts";

export type CreditPlanRow = typeof creditPlans.$inferSelect;

export function createWalletService(deps: { db: Db; ledger: Ledger }) {
  const { db } = deps;

  async function activePlan(planId: string): Promise<CreditPlanRow | null> {
    const [plan] = await db.select().from(creditPlans).where(eq(creditPlans.id, planId));
    return plan?.active ? plan : null;
  }

  return {
    /** The credit plans on sale, cheapest first. */
    plans: (): Promise<CreditPlanRow[]> => db.select().from(creditPlans).where(eq(creditPlans.active, true)).orderBy(asc(creditPlans.sort), asc(creditPlans.payUsdMinor)),
    /** One credit plan on sale, or null. */
    activePlan,
    balance: (userId: string) => deps.ledger.balance(userId),
    statement: (userId: string, pageNum: number, pageSize: number) => deps.ledger.statement(userId, pageNum, pageSize),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
