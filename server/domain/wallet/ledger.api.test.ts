/**
 * The ledger against a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set, where
 * the races are real): double entry, one transaction per cause, reversals, append-only, a wallet
 * never below zero under 50 concurrent spends, and the books agreeing after a random sequence of
 * operations (a property test).
 */
// @both-engines: 50 concurrent spends on one wallet, row locks on the balances.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { ledgerAccounts, ledgerEntries, ledgerTransactions, users } from "../../db/schema.ts";
import { openTestDatabase } from "../../../tests/support/test-database.ts";
import { createLedger, InsufficientBalanceError, InvalidPostingError, type Ledger } from "./ledger.ts";
import { STORE_ACCOUNTS, walletAccount } from "./ledger-rules.ts";

let database: Database;
let ledger: Ledger;
beforeAll(async () => {
  database = await openTestDatabase();
  ledger = createLedger({ db: database.db });
});
afterAll(() => database?.close());

async function newUser(): Promise<string> {
  const id = randomUUID();
  await database.db.insert(users).values({ id, email: `${id}@example.com`, passwordHash: "x", kind: "account", lang: "en" });
  return id;
}

const credit = (userId: string, amountMinor: number, sourceKey = `test-credit:${randomUUID()}`) =>
  database.db.transaction((tx) =>
    ledger.post(tx, {
      sourceKey,
      kind: "promo",
      entries: [
        { account: walletAccount(userId), amountMinor },
        { account: STORE_ACCOUNTS.promo, amountMinor: -amountMinor },
      ],
    }),
  );

const spend = (userId: string, amountMinor: number, sourceKey = `test-spend:${randomUUID()}`) =>
  database.db.transaction((tx) =>
    ledger.post(tx, {
      sourceKey,
      kind: "order",
      entries: [
        { account: walletAccount(userId), amountMinor: -amountMinor },
        { account: STORE_ACCOUNTS.sales, amountMinor },
      ],
    }),
  );

describe("posting", () => {
  it("credits a wallet once per cause, however often the cause is posted", async () => {
    const user = await newUser();
    const first = await credit(user, 500, `replayed:${user}`);
    const again = await Promise.all(Array.from({ length: 10 }, () => credit(user, 500, `replayed:${user}`)));
    expect(first.created).toBe(true);
    expect(again.every((p) => !p.created && p.transactionId === first.transactionId)).toBe(true);
    expect(await ledger.balance(user)).toBe(500);
    const rows = await database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.sourceKey, `replayed:${user}`));
    expect(rows).toHaveLength(1);
  });

  it("refuses entries that do not balance, and writes nothing", async () => {
    const user = await newUser();
    await expect(
      database.db.transaction((tx) =>
        ledger.post(tx, {
          sourceKey: `unbalanced:${user}`,
          kind: "promo",
          entries: [
            { account: walletAccount(user), amountMinor: 500 },
            { account: STORE_ACCOUNTS.promo, amountMinor: -400 },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(InvalidPostingError);
    expect(await ledger.posted(`unbalanced:${user}`)).toBeNull();
    expect(await ledger.balance(user)).toBe(0);
  });

  it("refuses a spend larger than the balance, and the transaction that tried it changes nothing", async () => {
    const user = await newUser();
    await credit(user, 300);
    const tried = spend(user, 301, `too-much:${user}`);
    await expect(tried).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await ledger.posted(`too-much:${user}`)).toBeNull();
    expect(await ledger.balance(user)).toBe(300);
  });

  it("keeps each wallet entry's balance after it, newest first on the statement", async () => {
    const user = await newUser();
    await credit(user, 1000);
    await spend(user, 250);
    await credit(user, 50);
    const page = await ledger.statement(user, 1, 10);
    expect(page.total).toBe(3);
    expect(page.list.map((l) => [l.amountMinor, l.balanceAfterMinor])).toEqual([
      [50, 800],
      [-250, 750],
      [1000, 1000],
    ]);
    expect((await ledger.statement(user, 2, 2)).list.map((l) => l.amountMinor)).toEqual([1000]);
  });
});

describe("reversal", () => {
  it("undoes a transaction with its mirror image, once", async () => {
    const user = await newUser();
    const spent = await credit(user, 700).then(() => spend(user, 200, `to-reverse:${user}`));
    const reversal = await database.db.transaction((tx) => ledger.reverse(tx, spent.transactionId, { sourceKey: `reversal:${user}`, kind: "order-release" }));
    expect(reversal.created).toBe(true);
    expect(await ledger.balance(user)).toBe(700);
    // Under another key, the same transaction cannot be reversed a second time.
    await expect(
      database.db.transaction((tx) => ledger.reverse(tx, spent.transactionId, { sourceKey: `reversal-2:${user}`, kind: "order-release" })),
    ).rejects.toThrow();
    expect(await ledger.balance(user)).toBe(700);
  });
});

describe("the journal is append-only", () => {
  it("refuses UPDATE and DELETE of entries and transactions, whoever asks", async () => {
    const user = await newUser();
    const { transactionId } = await credit(user, 100);
    await expect(database.db.update(ledgerEntries).set({ amountMinor: 1_000_000 }).where(eq(ledgerEntries.transactionId, transactionId))).rejects.toThrow();
    await expect(database.db.delete(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId))).rejects.toThrow();
    await expect(database.db.update(ledgerTransactions).set({ reference: "forged" }).where(eq(ledgerTransactions.id, transactionId))).rejects.toThrow();
    await expect(database.db.delete(ledgerTransactions).where(eq(ledgerTransactions.id, transactionId))).rejects.toThrow();
    await expect(database.db.execute(sql`truncate ledger_entries cascade`)).rejects.toThrow();
    expect(await ledger.balance(user)).toBe(100);
  });

  it("refuses, at commit, entries written around the service that do not sum to zero", async () => {
    const user = await newUser();
    await credit(user, 100);
    const forged = randomUUID();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(ledgerTransactions).values({ id: forged, sourceKey: `forged:${forged}`, kind: "promo", createdAt: new Date() });
        await tx.insert(ledgerEntries).values({ transactionId: forged, accountId: STORE_ACCOUNTS.promo, amountMinor: 5, balanceAfterMinor: null, createdAt: new Date() });
      }),
    ).rejects.toThrow();
    expect(await ledger.posted(`forged:${forged}`)).toBeNull();
  });

  it("refuses a wallet's running balance below zero in the database itself", async () => {
    const user = await newUser();
    await credit(user, 100);
    await expect(database.db.update(ledgerAccounts).set({ balanceMinor: -1 }).where(eq(ledgerAccounts.id, walletAccount(user)))).rejects.toThrow();
  });
});

describe("concurrency", () => {
  it("50 concurrent spends of one balance never take it below zero, and the journal balances", async () => {
    const user = await newUser();
    await credit(user, 1_000);
    // Each spends 30: at most 33 can succeed (990), the rest must be refused.
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => spend(user, 30, `race:${user}:${i}`)));
    const succeeded = results.filter((r) => r.status === "fulfilled").length;
    const refused = results.filter((r) => r.status === "rejected");
    expect(succeeded).toBe(33);
    expect(refused.every((r) => (r as PromiseRejectedResult).reason instanceof InsufficientBalanceError)).toBe(true);
    expect(await ledger.balance(user)).toBe(10);
    expect(await ledger.verify()).toEqual([]);
  });

  it("two postings touching two wallets in opposite orders both complete (no deadlock)", async () => {
    const [a, b] = [await newUser(), await newUser()];
    await credit(a, 1_000);
    await credit(b, 1_000);
    const move = (from: string, to: string, n: number) =>
      database.db.transaction((tx) =>
        ledger.post(tx, {
          sourceKey: `move:${from}:${to}:${n}`,
          kind: "reversal",
          entries: [
            { account: walletAccount(from), amountMinor: -10 },
            { account: walletAccount(to), amountMinor: 10 },
          ],
        }),
      );
    await Promise.all(Array.from({ length: 20 }, (_, n) => (n % 2 ? move(a, b, n) : move(b, a, n))));
    expect((await ledger.balance(a)) + (await ledger.balance(b))).toBe(2_000);
    expect(await ledger.verify()).toEqual([]);
  });
});

describe("the books agree after any sequence of operations (property)", () => {
  type Op = { op: "credit"; amount: number } | { op: "spend"; amount: number } | { op: "replay" } | { op: "reverse" };
  const opArb: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ op: fc.constant("credit" as const), amount: fc.integer({ min: 1, max: 5_000 }) }),
    fc.record({ op: fc.constant("spend" as const), amount: fc.integer({ min: 1, max: 5_000 }) }),
    fc.constant({ op: "replay" as const }),
    fc.constant({ op: "reverse" as const }),
  );

  it("the derived balance equals the model's, the journal's sum and the running figure", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        const user = await newUser();
        let model = 0;
        const posted: { key: string; id: string; delta: number; reversed: boolean }[] = [];
        for (const op of ops) {
          if (op.op === "credit") {
            const key = `p-credit:${randomUUID()}`;
            const p = await credit(user, op.amount, key);
            posted.push({ key, id: p.transactionId, delta: op.amount, reversed: false });
            model += op.amount;
          } else if (op.op === "spend") {
            const key = `p-spend:${randomUUID()}`;
            try {
              const p = await spend(user, op.amount, key);
              posted.push({ key, id: p.transactionId, delta: -op.amount, reversed: false });
              model -= op.amount;
            } catch (err) {
              expect(err).toBeInstanceOf(InsufficientBalanceError);
              expect(op.amount).toBeGreaterThan(model);
            }
          } else if (op.op === "replay" && posted.length > 0) {
            // A cause posted again changes nothing.
            const last = posted[posted.length - 1]!;
            const again = last.delta > 0 ? await credit(user, last.delta, last.key) : await spend(user, -last.delta, last.key);
            expect(again.created).toBe(false);
          } else if (op.op === "reverse") {
            const target = posted.find((p) => !p.reversed && model - p.delta >= 0);
            if (!target) continue;
            await database.db.transaction((tx) => ledger.reverse(tx, target.id, { sourceKey: `p-reverse:${target.id}`, kind: "reversal" }));
            target.reversed = true;
            model -= target.delta;
          }
        }
        expect(await ledger.balance(user)).toBe(model);
        const [running] = await database.db.select({ b: ledgerAccounts.balanceMinor }).from(ledgerAccounts).where(eq(ledgerAccounts.id, walletAccount(user)));
        expect(running?.b ?? 0).toBe(model);
        expect(await ledger.verify()).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
