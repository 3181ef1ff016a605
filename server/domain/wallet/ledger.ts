/**
 * The ledger (docs/WALLET.md#ledger): a double-entry, append-only journal of every movement of
 * balance money. A posting is one transaction whose signed entries sum to zero, tied to exactly
 * one cause by its `sourceKey`: posting the same cause again changes nothing and answers the
 * first transaction, so a replayed webhook or a retried job credits once. Corrections are
 * reversal transactions; the database refuses UPDATE and DELETE on the journal.
 *
 * Wallets never go below zero: a posting locks the wallets it touches (in account-id order, so
 * two postings never wait on each other in a circle), checks, and keeps each wallet's running
 * balance in the same transaction, where a CHECK constraint refuses a negative one even if this
 * code were wrong. The balance shown is the sum of the wallet's entries; `verify` proves the
 * running figures, the `balance_after` chain and the sums agree.
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, inArray, sql, sum } from "drizzle-orm";
import type { WalletTransactionKind } from "../../../shared/wallet-kinds.ts";
import type { Db } from "../../db/client.ts";
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from "../../db/schema.ts";
import type { Tx } from "../../kernel/tx.ts";
import { postingProblem, reversalOf, walletAccount, walletOwner, type Entry } from "./ledger-rules.ts";

export interface Posting {
  /** The one cause of this movement ("recharge:<id>", "promo:<redemption id>", "order:<id>", ...). */
  sourceKey: string;
  /** What the buyer's statement calls it. */
  kind: WalletTransactionKind;
  /** Shown beside it: an order or recharge number, a promo code. */
  reference?: string | null;
  entries: readonly Entry[];
}

export interface Posted {
  transactionId: string;
  /** False when the cause was posted before: nothing new was written. */
  created: boolean;
}

/** A spend larger than the balance: the transaction that tried it must roll back. */
export class InsufficientBalanceError extends Error {
  override name = "InsufficientBalanceError";
  constructor(
    readonly userId: string,
    readonly balanceMinor: number,
    readonly wantedMinor: number,
  ) {
    super(`wallet ${userId} holds ${balanceMinor}, ${wantedMinor} asked`);
  }
}

/** A posting the rules refuse (a programming error, never a buyer's). */
export class InvalidPostingError extends Error {
  override name = "InvalidPostingError";
}

export interface StatementLine {
  id: string;
  kind: WalletTransactionKind;
  reference: string | null;
  amountMinor: number;
  balanceAfterMinor: number;
  createdAt: Date;
}

export interface LedgerDeps {
  db: Db;
  now?: () => Date;
}

export function createLedger(deps: LedgerDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Creates the user's wallet if it has none yet, then locks it: the caller's transaction holds it until it ends. */
  async function lockWallet(tx: Tx, userId: string): Promise<number> {
    await tx
      .insert(ledgerAccounts)
      .values({ id: walletAccount(userId), kind: "wallet", userId, currency: "USD", balanceMinor: 0, createdAt: now() })
      .onConflictDoNothing({ target: ledgerAccounts.id });
    const [row] = await tx
      .select({ balance: ledgerAccounts.balanceMinor })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, walletAccount(userId)))
      .for("update");
    return row!.balance;
  }

  async function post(tx: Tx, posting: Posting, reversesId: string | null = null): Promise<Posted> {
    const problem = postingProblem(posting.entries);
    if (problem) throw new InvalidPostingError(`${posting.sourceKey}: ${problem}`);
    const id = randomUUID();
    const at = now();
    // The cause's key first: a second posting of it stops here, before any wallet is touched.
    const [created] = await tx
      .insert(ledgerTransactions)
      .values({ id, sourceKey: posting.sourceKey, kind: posting.kind, reference: posting.reference ?? null, reversesId, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: ledgerTransactions.id });
    if (!created) {
      const [earlier] = await tx.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.sourceKey, posting.sourceKey));
      if (!earlier) throw new InvalidPostingError(`${posting.sourceKey}: transaction ${reversesId} is already reversed`);
      return { transactionId: earlier.id, created: false };
    }
    const sorted = [...posting.entries].sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0));
    for (const entry of sorted) {
      const owner = walletOwner(entry.account);
      let balanceAfter: number | null = null;
      if (owner) {
        const balance = await lockWallet(tx, owner);
        balanceAfter = balance + entry.amountMinor;
        if (balanceAfter < 0) throw new InsufficientBalanceError(owner, balance, -entry.amountMinor);
        await tx.update(ledgerAccounts).set({ balanceMinor: balanceAfter }).where(eq(ledgerAccounts.id, entry.account));
      }
      await tx.insert(ledgerEntries).values({ transactionId: id, accountId: entry.account, amountMinor: entry.amountMinor, balanceAfterMinor: balanceAfter, createdAt: at });
    }
    return { transactionId: id, created: true };
  }

  async function entriesOf(executor: Tx, transactionId: string): Promise<Entry[]> {
    const rows = await executor
      .select({ account: ledgerEntries.accountId, amountMinor: ledgerEntries.amountMinor })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, transactionId));
    return rows;
  }

  /** The wallet's balance: the sum of its journal entries. */
  async function balance(userId: string, executor: Tx = db): Promise<number> {
    const [row] = await executor
      .select({ total: sum(ledgerEntries.amountMinor).mapWith(Number) })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, walletAccount(userId)));
    return row?.total ?? 0;
  }

  return {
    lockWallet,
    balance,

    /**
     * Writes one balanced transaction inside the caller's database transaction (so it commits or
     * rolls back with what caused it). Throws InsufficientBalanceError when a wallet would go
     * below zero; the caller's transaction must then end without committing.
     */
    post,

    /** The transaction already posted for a cause, if any. */
    async posted(sourceKey: string, executor: Tx = db): Promise<{ id: string; entries: Entry[] } | null> {
      const [row] = await executor.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.sourceKey, sourceKey));
      return row ? { id: row.id, entries: await entriesOf(executor, row.id) } : null;
    },

    /**
     * Undoes a transaction with its mirror image, tied to `sourceKey`; a transaction is reversed
     * at most once (unique `reverses_id`). Throws InsufficientBalanceError if the money was spent.
     */
    async reverse(tx: Tx, transactionId: string, reversal: Omit<Posting, "entries">): Promise<Posted> {
      const entries = await entriesOf(tx, transactionId);
      if (entries.length === 0) throw new InvalidPostingError(`no transaction ${transactionId}`);
      return post(tx, { ...reversal, entries: reversalOf(entries) }, transactionId);
    },

    /** The wallet's movements, newest first, one page of them (pageNum from 1). */
    async statement(userId: string, pageNum: number, pageSize: number): Promise<{ total: number; list: StatementLine[] }> {
      const account = walletAccount(userId);
      const [counted] = await db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.accountId, account));
      const rows = await db
        .select({
          id: ledgerTransactions.id,
          kind: ledgerTransactions.kind,
          reference: ledgerTransactions.reference,
          amountMinor: ledgerEntries.amountMinor,
          balanceAfterMinor: ledgerEntries.balanceAfterMinor,
          createdAt: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(eq(ledgerEntries.accountId, account))
        .orderBy(desc(ledgerEntries.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize);
      return { total: counted?.n ?? 0, list: rows.map((r) => ({ ...r, balanceAfterMinor: r.balanceAfterMinor ?? 0 })) };
    },

    /**
     * Proves the books agree: every transaction sums to zero, all entries together sum to zero,
     * and each wallet's running balance equals the sum of its entries and the last entry's
     * balance_after, with no wallet below zero. Answers the problems found (none: agreed).
     */
    async verify(executor: Tx = db): Promise<string[]> {
      const problems: string[] = [];
      const unbalanced = await executor
        .select({ id: ledgerEntries.transactionId, total: sum(ledgerEntries.amountMinor).mapWith(Number) })
        .from(ledgerEntries)
        .groupBy(ledgerEntries.transactionId)
        .having(sql`sum(${ledgerEntries.amountMinor}) <> 0`);
      for (const t of unbalanced) problems.push(`transaction ${t.id} sums to ${t.total}`);
      const [all] = await executor.select({ total: sum(ledgerEntries.amountMinor).mapWith(Number) }).from(ledgerEntries);
      if ((all?.total ?? 0) !== 0) problems.push(`all entries sum to ${all?.total}`);
      const wallets = await executor
        .select({ id: ledgerAccounts.id, running: ledgerAccounts.balanceMinor })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.kind, "wallet"));
      if (wallets.length === 0) return problems;
      const sums = await executor
        .select({ account: ledgerEntries.accountId, total: sum(ledgerEntries.amountMinor).mapWith(Number) })
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.accountId, wallets.map((w) => w.id)))
        .groupBy(ledgerEntries.accountId);
      const totals = new Map(sums.map((s) => [s.account, s.total]));
      for (const w of wallets) {
        const journal = totals.get(w.id) ?? 0;
        if (journal !== w.running) problems.push(`${w.id}: running balance ${w.running}, journal ${journal}`);
        if (journal < 0) problems.push(`${w.id}: below zero (${journal})`);
        const [last] = await executor
          .select({ after: ledgerEntries.balanceAfterMinor })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.accountId, w.id))
          .orderBy(desc(ledgerEntries.id))
          .limit(1);
        if ((last?.after ?? 0) !== journal) problems.push(`${w.id}: last balance_after ${last?.after}, journal ${journal}`);
      }
      return problems;
    },

    /** Several wallets' running balances at once (the console's customer list); a user without a wallet holds 0. */
    async balancesOf(userIds: readonly string[], executor: Tx = db): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await executor
        .select({ userId: ledgerAccounts.userId, balance: ledgerAccounts.balanceMinor })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, userIds.map(walletAccount)));
      return new Map(rows.map((r) => [r.userId!, r.balance]));
    },

    /** The store account totals, for the operator's report (docs/WALLET.md#ledger). */
    async storeTotals(): Promise<Record<string, number>> {
      const rows = await db
        .select({ account: ledgerEntries.accountId, total: sum(ledgerEntries.amountMinor).mapWith(Number) })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.kind, "store")))
        .groupBy(ledgerEntries.accountId)
        .orderBy(asc(ledgerEntries.accountId));
      return Object.fromEntries(rows.map((r) => [r.account, r.total]));
    },

    /** All wallets together, from their balances (the metrics, docs/OPERATIONS.md#metrics): one row a wallet, not the journal. */
    async walletBalances(): Promise<{ wallets: number; totalMinor: number }> {
      const [row] = await db
        .select({ wallets: sql<string>`count(*)`, total: sql<string>`coalesce(sum(${ledgerAccounts.balanceMinor}), 0)` })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.kind, "wallet"));
      return { wallets: Number(row?.wallets ?? 0), totalMinor: Number(row?.total ?? 0) };
    },

    /** All wallets together, from the journal: how many hold an entry, and what they hold in all. */
    async walletsTotal(): Promise<{ wallets: number; totalMinor: number }> {
      const [row] = await db
        .select({ wallets: sql<number>`count(distinct ${ledgerEntries.accountId})`.mapWith(Number), total: sum(ledgerEntries.amountMinor).mapWith(Number) })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.kind, "wallet")));
      return { wallets: row?.wallets ?? 0, totalMinor: row?.total ?? 0 };
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
