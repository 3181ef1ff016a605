import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_ENTRY_MINOR, postingProblem, reversalOf, STORE_ACCOUNTS, walletAccount, walletOwner } from "./ledger-rules.ts";

const wallet = walletAccount("0b6f2b8e-8a7c-4f5e-9d21-1c2b3a4d5e6f");

describe("postingProblem", () => {
  it("accepts entries on distinct accounts that sum to zero", () => {
    expect(
      postingProblem([
        { account: wallet, amountMinor: 5500 },
        { account: STORE_ACCOUNTS.card, amountMinor: -5000 },
        { account: STORE_ACCOUNTS.bonus, amountMinor: -500 },
      ]),
    ).toBeNull();
  });

  it("names what is wrong with anything else", () => {
    expect(postingProblem([{ account: wallet, amountMinor: 0 }])).toBe("TOO_FEW_ENTRIES");
    expect(postingProblem([{ account: wallet, amountMinor: 1 }, { account: STORE_ACCOUNTS.promo, amountMinor: 0 }])).toBe("ZERO_AMOUNT");
    expect(postingProblem([{ account: wallet, amountMinor: 1.5 }, { account: STORE_ACCOUNTS.promo, amountMinor: -1.5 }])).toBe("NOT_AN_AMOUNT");
    expect(postingProblem([{ account: wallet, amountMinor: MAX_ENTRY_MINOR + 1 }, { account: STORE_ACCOUNTS.promo, amountMinor: -MAX_ENTRY_MINOR - 1 }])).toBe("NOT_AN_AMOUNT");
    expect(postingProblem([{ account: wallet, amountMinor: Number.NaN }, { account: STORE_ACCOUNTS.promo, amountMinor: 1 }])).toBe("NOT_AN_AMOUNT");
    expect(postingProblem([{ account: wallet, amountMinor: 1 }, { account: wallet, amountMinor: -1 }])).toBe("DUPLICATE_ACCOUNT");
    expect(postingProblem([{ account: wallet, amountMinor: 100 }, { account: STORE_ACCOUNTS.promo, amountMinor: -99 }])).toBe("UNBALANCED");
  });

  it("finds the reversal of any valid posting valid too, and the two together sum to nothing", () => {
    const accounts = [wallet, ...Object.values(STORE_ACCOUNTS)];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 100_000 }), fc.boolean()).map(([n, negative]) => (negative ? -n : n)), { minLength: 1, maxLength: accounts.length - 1 }), (amounts) => {
        const entries = amounts.map((amountMinor, i) => ({ account: accounts[i]!, amountMinor }));
        const rest = -amounts.reduce((a, b) => a + b, 0);
        if (rest === 0) return;
        entries.push({ account: accounts[amounts.length]!, amountMinor: rest });
        expect(postingProblem(entries)).toBeNull();
        const back = reversalOf(entries);
        expect(postingProblem(back)).toBeNull();
        expect(entries.map((e, i) => e.amountMinor + back[i]!.amountMinor)).toEqual(entries.map(() => 0));
      }),
    );
  });
});

describe("wallet accounts", () => {
  it("name their owner, and the store's accounts name none", () => {
    expect(walletOwner(wallet)).toBe("0b6f2b8e-8a7c-4f5e-9d21-1c2b3a4d5e6f");
    expect(walletOwner(STORE_ACCOUNTS.sales)).toBeNull();
  });
});
