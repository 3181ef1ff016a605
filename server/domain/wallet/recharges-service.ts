/**
 * Balance recharges (docs/WALLET.md#credit-plans): the credit plans on sale, placing a recharge
 * idempotently at the server's price, and reading recharges and the balance back for their
 * owner. Paying goes through the payments service; crediting through recharge-books.ts.
 */
import { createHash, randomInt, randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n/locales.ts";
import { formatMoney, type CurrencyCode } from "../../../shared/money.ts";
import { MAIL_TEXTS } from "../../messages/mail/index.ts";
import { fill } from "../mail/mail-templates.ts";
import type { Db } from "../../db/client.ts";
import { creditPlans, recharges } from "../../db/schema.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { JobQueue } from "../jobs/job-types.ts";
import type { OrderError } from "../orders/errors.ts";
import { displayAmountMinor, IDEMPOTENCY_KEY_PATTERN } from "../orders/order-rules.ts";
import type { WalletError } from "./errors.ts";
import type { Ledger } from "./ledger.ts";
import type { RechargeRow } from "./recharge-books.ts";

export type RechargeCode = WalletError | Extract<OrderError, "IDEMPOTENCY_KEY_INVALID" | "ORDER_IDEMPOTENCY_CONFLICT">;
export type RechargeOutcome<T> = { ok: true; obj: T } | { ok: false; code: RechargeCode };
const ok = <T>(obj: T): RechargeOutcome<T> => ({ ok: true, obj });
const no = <T = never>(code: RechargeCode): RechargeOutcome<T> => ({ ok: false, code });

export type CreditPlanRow = typeof creditPlans.$inferSelect;

/** Who recharges: only an account login has a balance. */
export interface Holder {
  userId: string;
  loginType: "accountLogin" | "guestLogin";
  email: string | null;
}

/** The job that cancels a recharge left unpaid for a day. */
export const RECHARGE_EXPIRE_JOB = "recharge.expire";
const UNPAID_RECHARGE_TTL_MS = 24 * 3_600_000;

export const RECHARGE_NO_PATTERN = /^RC\d{10}$/;
const newRechargeNo = () => `RC${String(randomInt(0, 1e10)).padStart(10, "0")}`;
const fingerprint = (planId: string) => createHash("sha256").update(JSON.stringify(["recharge", planId])).digest("hex");

export function createRechargesService(deps: { db: Db; ledger: Ledger; jobs: JobQueue; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  const accountOnly = (holder: Holder | null): holder is Holder & { email: string } => holder?.loginType === "accountLogin" && !!holder.email;

  return {
    /** The credit plans on sale, cheapest first. */
    plans: (): Promise<CreditPlanRow[]> => db.select().from(creditPlans).where(eq(creditPlans.active, true)).orderBy(asc(creditPlans.sort), asc(creditPlans.payUsdMinor)),

    balance: (userId: string) => deps.ledger.balance(userId),

    async place(input: { holder: Holder | null; planId: string; lang: Lang; currency: CurrencyCode; idempotencyKey: string | undefined }): Promise<RechargeOutcome<RechargeRow>> {
      const { holder } = input;
      if (!accountOnly(holder)) return no("BALANCE_ACCOUNT_ONLY");
      const key = input.idempotencyKey;
      if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) return no("IDEMPOTENCY_KEY_INVALID");
      const hash = fingerprint(input.planId);
      const replay = async (): Promise<RechargeOutcome<RechargeRow> | null> => {
        const [existing] = await db
          .select()
          .from(recharges)
          .where(and(eq(recharges.userId, holder.userId), eq(recharges.idempotencyKey, key)));
        if (!existing) return null;
        return existing.requestHash === hash ? ok(existing) : no("ORDER_IDEMPOTENCY_CONFLICT");
      };
      const earlier = await replay();
      if (earlier) return earlier;
      const [plan] = await db
        .select()
        .from(creditPlans)
        .where(and(eq(creditPlans.id, input.planId), eq(creditPlans.active, true)));
      if (!plan) return no("CREDIT_PLAN_NOT_FOUND");
      const at = now();
      for (let attempt = 0; ; attempt++) {
        try {
          const row = await db.transaction(async (tx) => {
            const [created] = await tx
              .insert(recharges)
              .values({
                id: randomUUID(),
                rechargeNo: newRechargeNo(),
                userId: holder.userId,
                creditPlanId: plan.id,
                payUsdMinor: plan.payUsdMinor,
                creditUsdMinor: plan.creditUsdMinor,
                displayCurrency: input.currency,
                displayAmountMinor: displayAmountMinor(plan.payUsdMinor, input.currency),
                email: holder.email,
                lang: input.lang,
                status: "AWAITING_PAYMENT",
                idempotencyKey: key,
                requestHash: hash,
                createdAt: at,
                updatedAt: at,
              })
              .onConflictDoNothing({ target: [recharges.userId, recharges.idempotencyKey] })
              .returning();
            if (created) {
              const runAt = new Date(at.getTime() + UNPAID_RECHARGE_TTL_MS);
              await deps.jobs.enqueue(tx, { kind: RECHARGE_EXPIRE_JOB, key: `recharge-expire:${created.id}`, payload: { rechargeId: created.id }, runAt });
            }
            return created;
          });
          if (row) return ok(row);
          return (await replay())!;
        } catch (err) {
          // Two random recharge numbers clashed: a one-in-billions event, tried once more.
          if (!isUniqueViolation(err) || attempt > 0) throw err;
        }
      }
    },

    /** The recharge if `userId` owns it; otherwise null, the same as when it does not exist. */
    async owned(rechargeNo: string, userId: string): Promise<RechargeRow | null> {
      if (!RECHARGE_NO_PATTERN.test(rechargeNo)) return null;
      const [row] = await db.select().from(recharges).where(eq(recharges.rechargeNo, rechargeNo));
      return row?.userId === userId ? row : null;
    },

    async byId(rechargeId: string): Promise<RechargeRow | null> {
      const [row] = await db.select().from(recharges).where(eq(recharges.id, rechargeId));
      return row ?? null;
    },

    /** Cancels a recharge still unpaid (the expiry job); a payment that succeeds later is refunded. */
    async expire(rechargeId: string): Promise<void> {
      await db
        .update(recharges)
        .set({ status: "CANCELLED", updatedAt: now() })
        .where(and(eq(recharges.id, rechargeId), eq(recharges.status, "AWAITING_PAYMENT")));
    },

    /** The recharge's name on the provider's page and the card statement, in its buyer's language (the receipt's wording). */
    describe: (recharge: Pick<RechargeRow, "payUsdMinor" | "creditUsdMinor" | "lang">) => {
      const lang = recharge.lang;
      return fill(MAIL_TEXTS[lang]["receipt.item.recharge"], { pay: formatMoney(recharge.payUsdMinor, "USD", lang), credit: formatMoney(recharge.creditUsdMinor, "USD", lang) });
    },

    statement: (userId: string, pageNum: number, pageSize: number) => deps.ledger.statement(userId, pageNum, pageSize),
  };
}

export type RechargesService = ReturnType<typeof createRechargesService>;
