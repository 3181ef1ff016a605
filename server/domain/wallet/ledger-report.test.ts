import { describe, expect, it } from "vitest";
import { balanceReport, totalsReport, verifyReport } from "./ledger-report.ts";

describe("npm run ledger", () => {
  it("verify: says the books agree, or lists each problem and exits 1", () => {
    expect(verifyReport([])).toEqual({ lines: ["books agree"], exitCode: 0 });
    expect(verifyReport(["wallet:u1: running balance 500, journal 400", "all entries sum to 100"])).toEqual({
      lines: ["2 problems:", "  wallet:u1: running balance 500, journal 400", "  all entries sum to 100"],
      exitCode: 1,
    });
    expect(verifyReport(["transaction t1 sums to 1"]).lines[0]).toBe("1 problem:");
  });

  it("totals: each store account, the wallets together and everything, amounts aligned right", () => {
    const lines = totalsReport({ "store:bonus": -500, "store:card": -5000, "store:promo": -10000, "store:sales": 999 }, { wallets: 3, totalMinor: 14501 });
    expect(lines).toEqual([
      "store:bonus     -$5.00",
      "store:card     -$50.00",
      "store:promo   -$100.00",
      "store:sales      $9.99",
      "wallets (3)    $145.01",
      "all accounts     $0.00",
    ]);
  });

  it("totals: an empty journal", () => {
    expect(totalsReport({}, { wallets: 0, totalMinor: 0 })).toEqual(["wallets (0)   $0.00", "all accounts  $0.00"]);
  });

  it("balance: the balance, then the statement newest first, saying when there is more", () => {
    const at = (iso: string) => new Date(iso);
    const lines = balanceReport("ada@example.com", 4501, {
      total: 25,
      list: [
        { id: "t3", kind: "order", reference: "RW0123456789", amountMinor: -999, balanceAfterMinor: 4501, createdAt: at("2026-12-10T09:05:31Z") },
        { id: "t2", kind: "recharge", reference: "RC0123456789", amountMinor: 5500, balanceAfterMinor: 5500, createdAt: at("2026-12-09T18:00:00Z") },
        { id: "t1", kind: "promo", reference: null, amountMinor: 1000000, balanceAfterMinor: 1000000, createdAt: at("2026-12-01T00:00:00Z") },
      ],
    });
    expect(lines).toEqual([
      "ada@example.com: balance $45.01, 25 entries (the latest 3)",
      "when                  kind      reference         amount  balance after",
      "2026-12-10 09:05 UTC  order     RW0123456789      -$9.99         $45.01",
      "2026-12-09 18:00 UTC  recharge  RC0123456789      $55.00         $55.00",
      "2026-12-01 00:00 UTC  promo     -             $10,000.00     $10,000.00",
    ]);
    expect(balanceReport("new@example.com", 0, { total: 0, list: [] })).toEqual(["new@example.com: balance $0.00, 0 entries"]);
  });
});
