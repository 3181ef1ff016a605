/**
 * The console's customers section (docs/CONSOLE.md#customers): finding a customer, their page,
 * balance adjustments, blocking, the data export and the erasure, for members of staff.
 *
 * This domain owns no table. The accounts hold the users and their sessions, the checkout the
 * orders, the wallet the ledger, privacy the export and the erasure; this joins them for the
 * console, checks the member's permission itself (whatever the page offered), and writes each
 * action's audit entry in the action's own transaction. Audit entries name the customer by id,
 * never by address: the log is append-only, and an erased customer's address must not outlive them.
 */
import type { DataExport } from "../../../shared/api/privacy.ts";
import { no, ok, systemClock, type Clock, type Db, type Outcome, type Tx } from "../../kernel/index.ts";
import type { AccountsService, CustomerFacts } from "../accounts/index.ts";
import type { CheckoutService, OrderView } from "../checkout/index.ts";
import type { PrivacyService } from "../privacy/index.ts";
import { can, recordAudit, type Permission, type StaffError } from "../staff/index.ts";
import { adjustmentEntries, InsufficientBalanceError, type Ledger, type StatementLine } from "../wallet/index.ts";
import type { CustomerError } from "./errors.ts";
import { customerQuery, isAdjustmentReason, NOTE_MAX, parseDollars, type AdjustmentReason } from "./customers-rules.ts";

/** The member of staff acting: their id and roles, as their console session has them. */
export interface Actor {
  staffId: string;
  roles: readonly string[];
}

export type CustomerOutcome<T> = Outcome<T, CustomerError | Extract<StaffError, "STAFF_FORBIDDEN">>;

/** One line of the search's list. */
export interface CustomerListing {
  id: string;
  email: string | null;
  kind: CustomerFacts["kind"];
  createdAt: Date;
  blocked: boolean;
  orders: number;
  balanceMinor: number;
}

/** A customer's page. */
export interface CustomerPage {
  customer: CustomerListing & { lang: string; blockedAt: Date | null; deletedAt: Date | null };
  orders: OrderView[];
  sessions: { id: string; loginType: string; createdAt: Date; userAgent: string | null }[];
  statement: { total: number; list: StatementLine[] };
}

/** Search results at most. */
export const SEARCH_LIMIT = 50;
/** Statement lines the page shows (newest first). */
export const STATEMENT_PAGE = 50;

export interface CustomersDeps {
  db: Db;
  accounts: Pick<AccountsService, "findCustomers" | "customer" | "liveSessionsOf" | "endSessionsOf" | "setBlocked">;
  checkout: Pick<CheckoutService, "ownerOfOrder" | "orderCountsOf" | "ordersForExport">;
  ledger: Pick<Ledger, "balancesOf" | "statement" | "post" | "posted">;
  privacy: Pick<PrivacyService, "exportFor" | "eraseByOperator">;
  now?: Clock;
}

export function createCustomersService(deps: CustomersDeps) {
  const now = deps.now ?? systemClock;
  const { db } = deps;

  const allowed = (actor: Actor, permission: Permission) => can(actor.roles, permission);

  async function listings(rows: readonly CustomerFacts[]): Promise<CustomerListing[]> {
    const ids = rows.map((r) => r.id);
    const [orders, balances] = await Promise.all([deps.checkout.orderCountsOf(ids), deps.ledger.balancesOf(ids)]);
    return rows.map((r) => ({ id: r.id, email: r.email, kind: r.kind, createdAt: r.createdAt, blocked: r.blockedAt !== null, orders: orders.get(r.id) ?? 0, balanceMinor: balances.get(r.id) ?? 0 }));
  }

  /** A customer who is still someone (not erased), or null. */
  async function living(userId: string): Promise<CustomerFacts | null> {
    const found = await deps.accounts.customer(userId);
    return found && found.kind !== "deleted" ? found : null;
  }

  const adjustmentKey = (requestKey: string) => `adjustment:${requestKey}`;

  return {
    /** Customers by address (exact, or beginning), account id or order number; empty for a search too short to mean anything. */
    async search(actor: Actor, typed: string): Promise<CustomerOutcome<CustomerListing[]>> {
      if (!allowed(actor, "customers.read")) return no("STAFF_FORBIDDEN");
      const query = customerQuery(typed);
      if (query.kind === "none") return ok([]);
      let rows: CustomerFacts[];
      if (query.kind === "email") rows = await deps.accounts.findCustomers({ email: query.email, prefix: query.prefix }, SEARCH_LIMIT);
      else {
        const id = query.kind === "id" ? query.id : await deps.checkout.ownerOfOrder(query.orderNo);
        rows = id ? await deps.accounts.findCustomers({ ids: [id] }, SEARCH_LIMIT) : [];
      }
      return ok(await listings(rows));
    },

    /** The customer's facts, orders, live sessions and the latest page of their balance statement. */
    async customer(actor: Actor, userId: string): Promise<CustomerOutcome<CustomerPage>> {
      if (!allowed(actor, "customers.read")) return no("STAFF_FORBIDDEN");
      const found = await deps.accounts.customer(userId);
      if (!found) return no("CUSTOMER_NOT_FOUND");
      const [[listing], orders, sessions, statement] = await Promise.all([
        listings([found]),
        deps.checkout.ordersForExport(userId),
        deps.accounts.liveSessionsOf(userId),
        deps.ledger.statement(userId, 1, STATEMENT_PAGE),
      ]);
      return ok({ customer: { ...listing!, lang: found.lang, blockedAt: found.blockedAt, deletedAt: found.deletedAt }, orders, sessions, statement });
    },

    /**
     * Credits (positive) or debits (negative) the balance by `amount` typed in dollars, posted
     * through the ledger against `store:adjustments` (docs/WALLET.md#operator-adjustments), with
     * its audit entry in the same transaction. `requestKey` (the form's one-time token) makes it
     * exactly once: the same key posts nothing more and answers the first adjustment.
     */
    async adjustBalance(
      actor: Actor,
      userId: string,
      input: { amount: string; reason: string; note: string; requestKey: string },
      address: string | null,
    ): Promise<CustomerOutcome<{ amountMinor: number; balanceMinor: number; created: boolean }>> {
      if (!allowed(actor, "customers.adjust-balance")) return no("STAFF_FORBIDDEN");
      const amountMinor = parseDollars(input.amount);
      if (amountMinor === null) return no("CUSTOMER_AMOUNT_INVALID");
      if (!isAdjustmentReason(input.reason)) return no("CUSTOMER_REASON_INVALID");
      const reason: AdjustmentReason = input.reason;
      const note = input.note.trim().slice(0, NOTE_MAX);
      const customer = await living(userId);
      // A guest holds no balance (docs/WALLET.md): only accounts are adjusted.
      if (!customer) return no("CUSTOMER_NOT_FOUND");
      if (customer.kind !== "account") return no("CUSTOMER_NOT_ACCOUNT");
      try {
        return await db.transaction(async (tx) => {
          const posted = await deps.ledger.post(tx, { sourceKey: adjustmentKey(input.requestKey), kind: "adjustment", reference: reason, entries: adjustmentEntries(userId, amountMinor) });
          const balanceMinor = (await deps.ledger.balancesOf([userId], tx)).get(userId) ?? 0;
          if (!posted.created) return ok({ amountMinor, balanceMinor, created: false });
          await recordAudit(
            tx,
            { staffId: actor.staffId, action: "customer.balance-adjusted", targetKind: "customer", targetId: userId, before: { balanceMinor: balanceMinor - amountMinor }, after: { amountMinor, balanceMinor, reason, note, transactionId: posted.transactionId }, address },
            now(),
          );
          return ok({ amountMinor, balanceMinor, created: true });
        });
      } catch (err) {
        if (err instanceof InsufficientBalanceError) return no("CUSTOMER_BALANCE_TOO_LOW");
        throw err;
      }
    },

    /** Blocks or unblocks the customer (a block ends every session), with its audit entry. */
    async setBlocked(actor: Actor, userId: string, blocked: boolean, address: string | null): Promise<CustomerOutcome<{ changed: boolean }>> {
      if (!allowed(actor, "customers.block")) return no("STAFF_FORBIDDEN");
      return db.transaction(async (tx) => {
        const before = await deps.accounts.setBlocked(tx, userId, blocked);
        if (!before || before.kind === "deleted") return no("CUSTOMER_NOT_FOUND");
        if (before.wasBlocked === blocked) return ok({ changed: false });
        await recordAudit(
          tx,
          { staffId: actor.staffId, action: blocked ? "customer.blocked" : "customer.unblocked", targetKind: "customer", targetId: userId, before: { blocked: before.wasBlocked }, after: { blocked }, address },
          now(),
        );
        return ok({ changed: true });
      });
    },

    /** Ends every session of the customer ("sign out everywhere"), with its audit entry. */
    async signOutEverywhere(actor: Actor, userId: string, address: string | null): Promise<CustomerOutcome<null>> {
      if (!allowed(actor, "customers.block")) return no("STAFF_FORBIDDEN");
      if (!(await living(userId))) return no("CUSTOMER_NOT_FOUND");
      await db.transaction(async (tx) => {
        await deps.accounts.endSessionsOf(tx, userId);
        await recordAudit(tx, { staffId: actor.staffId, action: "customer.signed-out", targetKind: "customer", targetId: userId, address }, now());
      });
      return ok(null);
    },

    /** The customer's data, as the privacy export gives it to themselves, with its audit entry. */
    async exportData(actor: Actor, userId: string, address: string | null): Promise<Outcome<DataExport, CustomerError | "STAFF_FORBIDDEN" | "EXPORT_THROTTLED">> {
      if (!allowed(actor, "customers.read")) return no("STAFF_FORBIDDEN");
      const customer = await living(userId);
      if (!customer) return no("CUSTOMER_NOT_FOUND");
      if (customer.kind !== "account" || !customer.email) return no("CUSTOMER_NOT_ACCOUNT");
      const data = await deps.privacy.exportFor({ userId, email: customer.email });
      if (!data.ok) return no("EXPORT_THROTTLED");
      await db.transaction((tx) => recordAudit(tx, { staffId: actor.staffId, action: "customer.exported", targetKind: "customer", targetId: userId, address }, now()));
      return ok(data.obj);
    },

    /**
     * Erases the customer as their own deletion would (privacy), confirmed by typing their address.
     * What the balance still holds is written off to `store:adjustments` in the same transaction
     * (docs/WALLET.md#operator-adjustments), so the books stay balanced; money that may still come
     * in (an order or recharge awaiting payment) refuses it, as it refuses the customer's own.
     */
    async erase(actor: Actor, userId: string, confirmEmail: string, address: string | null): Promise<CustomerOutcome<{ writtenOffMinor: number }>> {
      if (!allowed(actor, "customers.erase")) return no("STAFF_FORBIDDEN");
      const customer = await living(userId);
      if (!customer) return no("CUSTOMER_NOT_FOUND");
      if (customer.kind !== "account" || !customer.email) return no("CUSTOMER_NOT_ACCOUNT");
      if (confirmEmail.trim().toLowerCase() !== customer.email) return no("CUSTOMER_CONFIRM_MISMATCH");
      let writtenOffMinor = 0;
      const done = await deps.privacy.eraseByOperator({ userId, email: customer.email }, async (tx: Tx, balanceMinor: number) => {
        writtenOffMinor = balanceMinor;
        if (balanceMinor > 0) await deps.ledger.post(tx, { sourceKey: `erasure:${userId}`, kind: "adjustment", reference: "erasure", entries: adjustmentEntries(userId, -balanceMinor) });
        await recordAudit(tx, { staffId: actor.staffId, action: "customer.erased", targetKind: "customer", targetId: userId, before: { balanceMinor }, after: { writtenOffMinor: balanceMinor }, address }, now());
        return null;
      });
      if (!done.ok) return done.code === "DELETE_BALANCE_PENDING" ? no("CUSTOMER_BALANCE_PENDING") : no("CUSTOMER_NOT_FOUND");
      return ok({ writtenOffMinor });
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
