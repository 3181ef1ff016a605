/**
 * Balance recharges (docs/WALLET.md#credit-plans): placing one idempotently at the server's price,
 * crediting it once when paid, and cancelling it when left unpaid. Crediting runs inside the
 * transaction that records the payment's success: the recharge moves AWAITING_PAYMENT -> CREDITED
 * under its row lock, the ledger posts its credit under the key `recharge:<id>`, and the receipt
 * mail is enqueued, all or nothing. A second success (a replayed webhook, a second attempt) finds
 * the recharge credited and changes nothing.
 */
import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n/locales.ts";
import type { LoginType } from "../../../shared/login-type.ts";
import { formatMoney, type CurrencyCode } from "../../../shared/money.ts";
import { MAIL_TEXTS } from "../../messages/mail/index.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { recharges } from "../../db/schema.ts";
import type { Clock } from "../../kernel/clock.ts";
import { newId, sha256 } from "../../kernel/ids.ts";
import { no, ok, type Outcome } from "../../kernel/outcome.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { JobQueue } from "../jobs/index.ts";
import { fill } from "../mail/index.ts";
import { rechargeEntries, type Ledger, type WalletError, type WalletService } from "../wallet/index.ts";
import { rechargeById, transitionRecharge, type RechargeRow } from "./checkout-repository.ts";
import { expireRechargeJob, receiptJob } from "./checkout-jobs.ts";
import type { CheckoutAccounts } from "./checkout-accounts.ts";
import type { OrderError } from "./errors.ts";
import { displayAmountMinor, IDEMPOTENCY_KEY_PATTERN } from "./order-rules.ts";
import { UNPAID_RECHARGE_TTL_MS } from "./recharge-machine.ts";

export type RechargeCode = WalletError | Extract<OrderError, "IDEMPOTENCY_KEY_INVALID" | "ORDER_IDEMPOTENCY_CONFLICT"> | "ACCOUNT_BLOCKED";

/** Who recharges: only an account login has a balance. */
export interface Holder {
  userId: string;
  loginType: LoginType;
  email: string | null;
}

export const RECHARGE_NO_PATTERN = /^RC\d{10}$/;
const newRechargeNo = () => `RC${String(randomInt(0, 1e10)).padStart(10, "0")}`;
const fingerprint = (planId: string) => sha256(JSON.stringify(["recharge", planId]));

export interface RechargesDeps {
  db: Db;
  ledger: Pick<Ledger, "post">;
  wallet: Pick<WalletService, "activePlan">;
  /** Holds the buyer's account while a recharge is placed: a deleted account gets none (privacy deletion). */
  accounts: Pick<CheckoutAccounts, "holdAccount" | "isBlocked">;
  jobs: JobQueue;
  now: Clock;
}

export function createRecharges(deps: RechargesDeps) {
  const { db, now } = deps;

  const accountOnly = (holder: Holder | null): holder is Holder & { email: string } => holder?.loginType === "accountLogin" && !!holder.email;

  return {
    async place(input: { holder: Holder | null; planId: string; lang: Lang; currency: CurrencyCode; idempotencyKey: string | undefined }): Promise<Outcome<RechargeRow, RechargeCode>> {
      const { holder } = input;
      if (!accountOnly(holder)) return no("BALANCE_ACCOUNT_ONLY");
      const key = input.idempotencyKey;
      if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) return no("IDEMPOTENCY_KEY_INVALID");
      const hash = fingerprint(input.planId);
      const replay = async (): Promise<Outcome<RechargeRow, RechargeCode> | null> => {
        const [existing] = await db
          .select()
          .from(recharges)
          .where(and(eq(recharges.userId, holder.userId), eq(recharges.idempotencyKey, key)));
        if (!existing) return null;
        return existing.requestHash === hash ? ok(existing) : no("ORDER_IDEMPOTENCY_CONFLICT");
      };
      const earlier = await replay();
      if (earlier) return earlier;
      const plan = await deps.wallet.activePlan(input.planId);
      if (!plan) return no("CREDIT_PLAN_NOT_FOUND");
      const at = now();
      for (let attempt = 0; ; attempt++) {
        try {
          const row = await db.transaction(async (tx) => {
            if (!(await deps.accounts.holdAccount(tx, holder.userId))) return "gone" as const;
            if (await deps.accounts.isBlocked(tx, holder.userId)) return "blocked" as const;
            const [created] = await tx
              .insert(recharges)
              .values({
                id: newId(),
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
              await deps.jobs.enqueue(tx, expireRechargeJob, { rechargeId: created.id }, { key: `recharge-expire:${created.id}`, runAt });
            }
            return created;
          });
          if (row === "gone") return no("BALANCE_ACCOUNT_ONLY");
          if (row === "blocked") return no("ACCOUNT_BLOCKED");
          if (row) return ok(row);
          return (await replay())!;
        } catch (err) {
          // Two random recharge numbers clashed: a one-in-billions event, tried once more.
          if (!isUniqueViolation(err) || attempt > 0) throw err;
        }
      }
    },

    /** Credits a paid recharge; false when it is not awaiting payment (credited already, or cancelled: the caller refunds). */
    async credit(tx: Tx, rechargeId: string, paymentId: string, at: Date): Promise<boolean> {
      const recharge = await transitionRecharge(tx, rechargeId, "paymentSucceeded", at);
      if (!recharge) return false;
      await deps.ledger.post(tx, { sourceKey: `recharge:${rechargeId}`, kind: "recharge", reference: recharge.rechargeNo, entries: rechargeEntries(recharge) });
      await deps.jobs.enqueue(tx, receiptJob, { rechargeId, paymentId }, { key: `receipt:recharge:${rechargeId}` });
      return true;
    },

    /** Cancels a recharge still unpaid (the expiry job); a payment that succeeds later is refunded. */
    async expire(rechargeId: string): Promise<void> {
      await db.transaction((tx) => transitionRecharge(tx, rechargeId, "expired", now()));
    },

    /** The recharge if `userId` owns it; otherwise null, the same as when it does not exist. */
    async owned(rechargeNo: string, userId: string): Promise<RechargeRow | null> {
      if (!RECHARGE_NO_PATTERN.test(rechargeNo)) return null;
      const [row] = await db.select().from(recharges).where(eq(recharges.rechargeNo, rechargeNo));
      return row?.userId === userId ? row : null;
    },

    byId: (rechargeId: string) => rechargeById(db, rechargeId),

    /** The recharge's name on the provider's page and the card statement, in its buyer's language (the receipt's wording). */
    describe(recharge: Pick<RechargeRow, "payUsdMinor" | "creditUsdMinor" | "lang">): string {
      const lang = recharge.lang;
      return fill(MAIL_TEXTS[lang]["receipt.item.recharge"], { pay: formatMoney(recharge.payUsdMinor, "USD", lang), credit: formatMoney(recharge.creditUsdMinor, "USD", lang) });
    },
  };
}

export type Recharges = ReturnType<typeof createRecharges>;
