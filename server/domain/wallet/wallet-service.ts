/**
 * The balance as its holder sees it (docs/WALLET.md): the credit plans on sale, what the balance
 * holds, and its statement. Buying a credit plan (a recharge) is a checkout step
 * (server/domain/checkout/recharges.ts); every change of the balance is a ledger posting.
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { creditPlans } from "../../db/schema.ts";
import { usdPrice as usd } from "../../../shared/money.ts";
import type { DataExportSections } from "../../../shared/api/privacy.ts";
import type { Ledger, StatementLine } from "./ledger.ts";
import { statementLineView } from "./wallet-view.ts";

/** Statement lines read at a time for the data export. */
const EXPORT_PAGE = 500;

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

    /** The balance section of the user's data export: the balance and every movement of it, newest first (PRODUCT.md#privacy-self-service). */
    async exportFor(userId: string): Promise<DataExportSections["balance"]> {
      const lines: StatementLine[] = [];
      for (let pageNum = 1; ; pageNum++) {
        const page = await deps.ledger.statement(userId, pageNum, EXPORT_PAGE);
        lines.push(...page.list);
        if (page.list.length < EXPORT_PAGE || lines.length >= page.total) break;
      }
      return { balance: usd(await deps.ledger.balance(userId)), statement: lines.map(statementLineView) };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
