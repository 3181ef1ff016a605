/**
 * Promo codes (docs/WALLET.md#promo-codes): redeeming one for an account, all or nothing; the
 * discount waiting for the account's next order; and the operator's side (create, disable,
 * list) that `npm run promo` and the console's /admin/promos drive, each change audited.
 *
 * Redeeming locks the code's row for its whole transaction, so the redemptions of one code run
 * one after the other: each sees the uses and this user's redemptions as the previous one left
 * them, and 30 buyers racing for a 10-use code make exactly 10 redemptions. The database backs
 * the lock twice: a CHECK keeps uses_count within max_uses, and (promo, user, use_no) is unique,
 * so even a path that skipped the lock could not pass the per-user limit.
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { RedeemAnswer, RedeemedByTypeAnswer } from "../../../shared/api/promos.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { promoCodes, promoRedemptions } from "../../db/schema.ts";
import type { LoginType } from "../../../shared/login-type.ts";
import type { Tx } from "../../kernel/tx.ts";
import { can, recordAudit } from "../staff/index.ts";
import { STORE_ACCOUNTS, walletAccount, type Ledger, type WalletError } from "../wallet/index.ts";
import type { PromoError } from "./errors.ts";
import { promoState, type PromoState } from "./promo-report.ts";
import { waitingDiscounts } from "./promo-reservations.ts";
import { applicableDiscount, newPromoProblem, normalizePromoCode, PROMO_CODE_PATTERN, redeemRefusal, type NewPromo, type PromoProblem } from "./promo-rules.ts";
import { redeemAnswer, waitingDiscountView } from "./promo-view.ts";

export type PromoRefusal = PromoError | Extract<WalletError, "BALANCE_ACCOUNT_ONLY">;
export type PromoOutcome<T> = { ok: true; obj: T } | { ok: false; code: PromoRefusal };
const ok = <T>(obj: T): PromoOutcome<T> => ({ ok: true, obj });
const no = <T = never>(code: PromoRefusal): PromoOutcome<T> => ({ ok: false, code });

export type PromoRow = typeof promoCodes.$inferSelect;
/** A code as the operator's list shows it: the row, how many of its discounts wait for an order, and its state now. */
export type PromoListing = PromoRow & { waiting: number; state: PromoState };
export type RedeemType = "DISCOUNT" | "CREDIT";

/** Who redeems: only an account login may (a guest has no balance and no account to keep a discount on). */
export interface Redeemer {
  userId: string;
  loginType: LoginType;
}

const REDEMPTION_UNIQUE = "promo_redemptions_use_uq";

/** A console member changing codes, and the address they came from; the command line is no one. */
export interface PromoChangedBy {
  actor: { staffId: string; roles: readonly string[] };
  address: string;
}

/** Who an audit entry names: the member and their address, or nobody for the command line. */
const auditedBy = (by: PromoChangedBy | undefined) => (by ? { staffId: by.actor.staffId, address: by.address.slice(0, 100) } : { staffId: null, address: null });

/** A new code's terms as its audit entry keeps them (dates as ISO instants). */
const auditedTerms = (p: PromoRow) => ({
  kind: p.kind,
  value: p.value,
  maxUses: p.maxUses,
  perUserLimit: p.perUserLimit,
  newCustomersOnly: p.newCustomersOnly,
  minOrderMinor: p.minOrderMinor,
  startsAt: p.startsAt?.toISOString() ?? null,
  expiresAt: p.expiresAt?.toISOString() ?? null,
});

export interface PromosDeps {
  db: Db;
  ledger: Ledger;
  /** Whether the user has bought before (an order in EVER_PAID_ORDER_STATUSES): the checkout knows. */
  hasPaidOrder: (tx: Tx, userId: string) => Promise<boolean>;
  now?: () => Date;
}

export function createPromosService(deps: PromosDeps) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());

  async function waitingDiscount(userId: string, at: Date = now()) {
    const [first] = await waitingDiscounts(db, userId, at).limit(1);
    return first ? waitingDiscountView(first) : null;
  }

  return {
    /**
     * Redeems `code` for the account, all or nothing: the checks, the use counted, the
     * redemption recorded and, for a CREDIT code, the balance credited (ledger `promo:<id>`), in
     * one transaction under the code's row lock.
     */
    async redeem(input: Redeemer & { code: string }): Promise<PromoOutcome<z.infer<typeof RedeemAnswer>>> {
      if (input.loginType !== "accountLogin") return no("BALANCE_ACCOUNT_ONLY");
      const code = normalizePromoCode(input.code);
      // What cannot be a code is answered as an unknown one, without a query.
      if (!PROMO_CODE_PATTERN.test(code)) return no("PROMO_CODE_INVALID");
      try {
        return await db.transaction(async (tx) => {
          const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for("update");
          if (!promo) return no("PROMO_CODE_INVALID");
          const at = now();
          const [mine] = await tx
            .select({ n: count() })
            .from(promoRedemptions)
            .where(and(eq(promoRedemptions.promoId, promo.id), eq(promoRedemptions.userId, input.userId)));
          const redeemedBefore = mine?.n ?? 0;
          // Asked only when the code cares: most codes are for everyone.
          const paid = promo.newCustomersOnly && (await deps.hasPaidOrder(tx, input.userId));
          const refusal = redeemRefusal(promo, { redeemedBefore, hasPaidOrder: paid }, at);
          if (refusal) return no(refusal);

          await tx
            .update(promoCodes)
            .set({ usesCount: sql`${promoCodes.usesCount} + 1` })
            .where(eq(promoCodes.id, promo.id));
          const redemptionId = randomUUID();
          await tx.insert(promoRedemptions).values({
            id: redemptionId,
            promoId: promo.id,
            userId: input.userId,
            useNo: redeemedBefore + 1,
            // A credit is done once posted; a discount waits for the next order (promo-reservations.ts).
            status: promo.kind === "CREDIT" ? "CREDITED" : "ACTIVE",
            createdAt: at,
          });
          if (promo.kind === "CREDIT") {
            await ledger.post(tx, {
              sourceKey: `promo:${redemptionId}`,
              kind: "promo",
              reference: promo.code,
              entries: [
                { account: walletAccount(input.userId), amountMinor: promo.value },
                { account: STORE_ACCOUNTS.promo, amountMinor: -promo.value },
              ],
            });
          }
          return ok(redeemAnswer(promo, await ledger.balance(input.userId, tx)));
        });
      } catch (err) {
        // Only reachable if a redemption skipped the row lock: the unique use number still holds the line.
        if (isUniqueViolation(err, REDEMPTION_UNIQUE)) return no("PROMO_CODE_ALREADY_REDEEMED");
        throw err;
      }
    },

    /** The account's oldest waiting discount, as `/v2/isRedeemedByRedeemType` shows it, or null. */
    waitingDiscount,

    /**
     * What placing an order priced `priceMinor` (USD, after any campaign) would take off it now,
     * by the rule placing applies (the oldest waiting discount that gives something at that
     * price), so a page can show it before paying; null when nothing would.
     */
    async discountOn(userId: string, priceMinor: number, at: Date = now()): Promise<{ code: string; minor: number } | null> {
      const taken = applicableDiscount(await waitingDiscounts(db, userId, at), priceMinor);
      return taken ? { code: taken.discount.code, minor: taken.minor } : null;
    },

    /**
     * `/v2/isRedeemedByRedeemType`. DISCOUNT (the client's isBindPromoCode): does a discount wait
     * for the next order, and which. CREDIT: a credit is spent into the balance at once and never
     * waits, so the only thing "redeemed" can mean is whether the account ever redeemed a credit
     * code. A guest holds neither.
     */
    async redeemedByType(redeemer: Redeemer, type: RedeemType): Promise<z.infer<typeof RedeemedByTypeAnswer>> {
      if (redeemer.loginType !== "accountLogin") return { redeemed: false, discount: null };
      if (type === "DISCOUNT") {
        const discount = await waitingDiscount(redeemer.userId);
        return { redeemed: discount !== null, discount };
      }
      const [credited] = await db
        .select({ id: promoRedemptions.id })
        .from(promoRedemptions)
        .where(and(eq(promoRedemptions.userId, redeemer.userId), eq(promoRedemptions.status, "CREDITED")))
        .limit(1);
      return { redeemed: credited !== undefined, discount: null };
    },

    /**
     * A new code (operators). From the console `by` names the member, who needs `promos.edit`,
     * and their address; the command line passes none (its audit entry has no member). The code
     * and its `promo.created` audit entry are written in one transaction.
     */
    async create(input: NewPromo, by?: PromoChangedBy): Promise<{ ok: true; promo: PromoRow } | { ok: false; problem: PromoProblem }> {
      if (by && !can(by.actor.roles, "promos.edit")) return { ok: false, problem: { code: "STAFF_FORBIDDEN" } };
      const promo = { ...input, code: normalizePromoCode(input.code) };
      const at = now();
      const problem = newPromoProblem(promo, at);
      if (problem) return { ok: false, problem };
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(promoCodes)
          .values({ id: randomUUID(), ...promo, createdAt: at })
          .onConflictDoNothing({ target: promoCodes.code })
          .returning();
        if (!created) return { ok: false, problem: { code: "PROMO_CODE_EXISTS", promoCode: promo.code } };
        await recordAudit(tx, { ...auditedBy(by), action: "promo.created", targetKind: "promo", targetId: created.code, after: auditedTerms(created) }, at);
        return { ok: true, promo: created };
      });
    },

    /**
     * Stops a code: it can no longer be redeemed, and its discounts still waiting on accounts are
     * no longer taken by orders. Disabling twice changes nothing (and records nothing). `by` as
     * for `create`; the change and its `promo.disabled` audit entry are one transaction.
     */
    async disable(typed: string, by?: PromoChangedBy): Promise<{ ok: true; result: "disabled" | "already"; promo: PromoRow } | { ok: false; problem: PromoProblem }> {
      if (by && !can(by.actor.roles, "promos.edit")) return { ok: false, problem: { code: "STAFF_FORBIDDEN" } };
      const code = normalizePromoCode(typed);
      const at = now();
      return db.transaction(async (tx) => {
        const [done] = await tx
          .update(promoCodes)
          .set({ disabledAt: at })
          .where(and(eq(promoCodes.code, code), isNull(promoCodes.disabledAt)))
          .returning();
        if (done) {
          const change = { before: { disabledAt: null }, after: { disabledAt: at.toISOString() } };
          await recordAudit(tx, { ...auditedBy(by), action: "promo.disabled", targetKind: "promo", targetId: done.code, ...change }, at);
          return { ok: true, result: "disabled", promo: done };
        }
        const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code));
        return row ? { ok: true, result: "already", promo: row } : { ok: false, problem: { code: "PROMO_NOT_FOUND", promoCode: code } };
      });
    },

    /** Every code, newest first, with how many of its discounts wait for an order and its state now. */
    async list(): Promise<PromoListing[]> {
      const rows = await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), asc(promoCodes.code));
      const waiting = await db
        .select({ promoId: promoRedemptions.promoId, n: count() })
        .from(promoRedemptions)
        .where(eq(promoRedemptions.status, "ACTIVE"))
        .groupBy(promoRedemptions.promoId);
      const waitingOf = new Map(waiting.map((w) => [w.promoId, w.n]));
      const at = now();
      return rows.map((r) => ({ ...r, waiting: waitingOf.get(r.id) ?? 0, state: promoState(r, at) }));
    },
  };
}

export type PromosService = ReturnType<typeof createPromosService>;
