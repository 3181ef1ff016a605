/**
 * Privacy self-service (PRODUCT.md#privacy-self-service): a signed-in account downloads what the
 * store holds about it, and deletes itself with a code mailed to its own address.
 *
 * This domain owns no table. It composes what the domains that hold a traveller's data
 * contribute: each gives its sections of the export (`exportParts`) and, for a deletion, its
 * forget hook (`forgetHooks`), both wired in server/services.ts. A domain that comes to hold
 * such data adds one of each there, and its section to shared/api/privacy.ts.
 */
import { DATA_EXPORT_VERSION, DataExportSchema, type DataExport, type DataExportSections } from "../../../shared/api/privacy.ts";
import type { RateLimiter } from "../../adapters/rate-limit/rate-limiter.ts";
import { no, ok, systemClock, type Clock, type Db, type Outcome, type Tx } from "../../kernel/index.ts";
import type { AccountError, AccountsService, Session } from "../accounts/index.ts";
import type { CheckoutService } from "../checkout/index.ts";
import type { Ledger } from "../wallet/index.ts";
import type { PrivacyError } from "./errors.ts";

/** Whose data: a signed-in account's. */
export interface DataSubject {
  userId: string;
  email: string;
}

/** One domain's sections of the export. */
export type ExportPart = (who: DataSubject) => Promise<Partial<DataExportSections>>;

/**
 * One domain forgetting a deleted account: called in the deletion's transaction once its checks
 * and its code passed, before the account row itself is erased, so it can still read the address.
 * It must not take locks the deletion's order does not allow (docs/CHECKOUT.md#exactly-once).
 */
export type ForgetHook = (tx: Tx, who: DataSubject) => Promise<void>;

/** Exports per account (both doors): each one reads every order, eSIM and movement of the balance. */
export const EXPORT_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;

export interface PrivacyDeps {
  db: Db;
  limiter: RateLimiter;
  accounts: Pick<AccountsService, "lockAddress" | "lockAccountForDeletion" | "useDeletionCode" | "forget">;
  ledger: Pick<Ledger, "lockWallet">;
  checkout: Pick<CheckoutService, "balanceMoneyPending">;
  exportParts: readonly ExportPart[];
  forgetHooks: readonly ForgetHook[];
  now?: Clock;
}

export type PrivacyOutcome<T> = Outcome<T, PrivacyError | AccountError>;

/** The account a session signed in with, or null for a guest's (guests have no account to export or delete). */
function subjectOf(session: Session): DataSubject | null {
  return session.loginType === "accountLogin" && session.email ? { userId: session.userId, email: session.email } : null;
}

export function createPrivacyService(deps: PrivacyDeps) {
  const now = deps.now ?? systemClock;

  async function exportLimited(who: DataSubject): Promise<PrivacyOutcome<DataExport>> {
    const { max, windowMs } = EXPORT_LIMIT;
    if (!(await deps.limiter.hit(`data-export:${who.userId}`, max, windowMs)).allowed) return no("EXPORT_THROTTLED");
    const parts = await Promise.all(deps.exportParts.map((part) => part(who)));
    return ok(DataExportSchema.parse({ version: DATA_EXPORT_VERSION, exportedAt: now().toISOString(), ...Object.assign({}, ...parts) }));
  }

  /**
   * One erasure, in one transaction, taking its locks in the store's order (docs/CHECKOUT.md#exactly-once):
   * the address, the account row, then the wallet. `allow` decides with the balance held under the
   * wallet's lock: `balanceProblem` first, then `allow` (which uses the code, or posts what the
   * operator's erasure posts) once nothing may still come in; a refusal ends it.
   */
  function erase(
    who: DataSubject,
    balanceProblem: (balanceMinor: number) => PrivacyError | null,
    allow: (tx: Tx, balanceMinor: number) => Promise<PrivacyError | AccountError | null>,
  ): Promise<PrivacyOutcome<null>> {
    return deps.db.transaction(async (tx): Promise<PrivacyOutcome<null>> => {
      await deps.accounts.lockAddress(tx, who.email);
      if (!(await deps.accounts.lockAccountForDeletion(tx, who.userId))) return no("SESSION_REQUIRED");
      const balance = await deps.ledger.lockWallet(tx, who.userId);
      const refused = balanceProblem(balance);
      if (refused) return no(refused);
      if (await deps.checkout.balanceMoneyPending(tx, who.userId)) return no("DELETE_BALANCE_PENDING");
      const problem = await allow(tx, balance);
      if (problem) return no(problem);
      // Every domain's forget hook, then the account itself: one transaction, all or nothing.
      for (const forget of deps.forgetHooks) await forget(tx, who);
      await deps.accounts.forget(tx, who);
      return ok(null);
    });
  }

  return {
    /**
     * Everything the store holds about the signed-in account, as one document: each domain's
     * sections, checked against the published schema, so a section missing or of the wrong
     * shape fails here rather than reaching the traveller.
     */
    async exportData(session: Session): Promise<PrivacyOutcome<DataExport>> {
      const who = subjectOf(session);
      if (!who) return no("SESSION_REQUIRED");
      return exportLimited(who);
    },

    /**
     * The same document for a member of staff (docs/CONSOLE.md#customers), who checked the
     * permission and writes the audit entry; under the same limit per account, whoever asks.
     */
    exportFor: (who: DataSubject): Promise<PrivacyOutcome<DataExport>> => exportLimited(who),

    /**
     * Deletes the signed-in account with its DELETEACCOUNT code, in one transaction, taking its
     * locks in the store's order (docs/CHECKOUT.md#exactly-once): the address first (accounts:
     * no log-in, code or sign-up of it meanwhile), then the wallet (nothing moves in or out of
     * the balance meanwhile). Orders are only read: the deletion moves none.
     *
     * Refused while the balance holds money or may still receive some: the journal is
     * append-only and the balance is the traveller's money, so it is spent or paid out by
     * support first, never dropped (docs/WALLET.md#deleted-accounts). The refusals come before
     * the code is checked, so they do not use it up; a wrong code counts as a wrong try.
     */
    async deleteAccount(session: Session, code: string): Promise<PrivacyOutcome<null>> {
      const who = subjectOf(session);
      if (!who) return no("SESSION_REQUIRED");
      return erase(who, (balanceMinor) => (balanceMinor !== 0 ? "DELETE_BALANCE_NOT_EMPTY" : null), (tx) => deps.accounts.useDeletionCode(tx, who.email, code));
    },

    /**
     * The same erasure, asked by a member of staff (docs/CONSOLE.md#customers) instead of with the
     * account's code: the same locks, the same refusal while money may still come in, the same
     * forget hooks. `settle` runs in the erasure's transaction with the balance the wallet holds
     * under its lock (the console posts its write-off and its audit entry there); it may refuse.
     */
    async eraseByOperator(who: DataSubject, settle: (tx: Tx, balanceMinor: number) => Promise<PrivacyError | null>): Promise<PrivacyOutcome<null>> {
      return erase(who, () => null, settle);
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
