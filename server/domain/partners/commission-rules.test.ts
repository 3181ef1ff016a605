/** The partner commission's pure rules (docs/CONSOLE.md#partners): rounding, state, months, and reports that add up. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { monthBounds, monthEnded, monthOf } from "../../../shared/partner-commissions.ts";
import { addLine, commissionLine, commissionOf, emptyReportRow, reportRows, type CommissionLine } from "./commission-rules.ts";
import { rateBps } from "./partner-desk.ts";

describe("commission rules", () => {
  it("takes the rate of what was kept, rounded half up to a cent", () => {
    expect(commissionOf(1999, 1000)).toBe(200); // 199.9
    expect(commissionOf(1995, 1000)).toBe(200); // 199.5
    expect(commissionOf(1994, 1000)).toBe(199); // 199.4
    expect(commissionOf(1234, 0)).toBe(0);
    expect(commissionOf(1234, 10_000)).toBe(1234);
  });

  it("never pays more than was kept, nor less than nothing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (net, bps) => {
        const c = commissionOf(net, bps);
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(net);
        expect(Math.abs(c - (net * bps) / 10_000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("follows the order until decided: partly refunded earns on the rest, all refunded declines itself", () => {
    expect(commissionLine({ amountUsdMinor: 1000, refundedMinor: 0, decision: null }, 1000)).toEqual({
      status: "pending",
      reason: null,
      netMinor: 1000,
      rateBps: 1000,
      commissionMinor: 100,
    });
    expect(commissionLine({ amountUsdMinor: 1000, refundedMinor: 400, decision: null }, 1000)).toMatchObject({ status: "pending", netMinor: 600, commissionMinor: 60 });
    expect(commissionLine({ amountUsdMinor: 1000, refundedMinor: 1000, decision: null }, 1000)).toEqual({
      status: "declined",
      reason: "refunded",
      netMinor: 0,
      rateBps: 1000,
      commissionMinor: 0,
    });
    const decision = {
      status: "approved" as const,
      reason: null,
      netMinor: 1000,
      rateBps: 500,
      commissionMinor: 50,
    };
    // Approval fixed the amount: a later refund or rate does not move it.
    expect(commissionLine({ amountUsdMinor: 1000, refundedMinor: 1000, decision }, 2000)).toEqual(decision);
  });

  it("reads a rate typed as a percentage", () => {
    expect(rateBps("10")).toBe(1000);
    expect(rateBps("7.5")).toBe(750);
    expect(rateBps("7,25")).toBe(725);
    expect(rateBps(" 12 % ")).toBe(1200);
    expect(rateBps("100")).toBe(10_000);
    for (const bad of ["", "100.01", "101", "1.234", "-1", "1e2", "ten"]) expect(rateBps(bad), bad).toBeNull();
  });
});

describe("months", () => {
  it("are UTC months, over at the first instant of the next", () => {
    expect(monthOf(new Date("2027-03-31T23:59:59.999Z"))).toBe("2027-03");
    expect(monthBounds("2027-12")).toEqual({
      from: new Date("2027-12-01T00:00:00Z"),
      to: new Date("2028-01-01T00:00:00Z"),
    });
    expect(monthBounds("2027-13")).toBeNull();
    expect(monthBounds("27-01")).toBeNull();
    expect(monthEnded("2027-03", new Date("2027-03-31T23:59:59.999Z"))).toBe(false);
    expect(monthEnded("2027-03", new Date("2027-04-01T00:00:00Z"))).toBe(true);
  });
});

describe("reports", () => {
  const line = (status: CommissionLine["status"], netMinor: number, commissionMinor: number): CommissionLine => ({
    status,
    reason: status === "declined" ? "fraud" : null,
    netMinor,
    rateBps: 1000,
    commissionMinor,
  });

  it("count earned commission as pending, approved and paid, never declined", () => {
    const row = emptyReportRow("2027-03", null);
    for (const l of [line("pending", 1000, 100), line("approved", 500, 50), line("paid", 300, 30), line("declined", 200, 0)]) addLine(row, l);
    expect(row).toMatchObject({
      orders: 4,
      netMinor: 2000,
      commissionMinor: 180,
    });
    expect(row.byStatus.declined).toEqual({ orders: 1, commissionMinor: 0 });
  });

  it("add up: the total is the sum of the rows, and the rows the sum of their orders", () => {
    const order = fc.record({
      month: fc.constantFrom("2027-01", "2027-02", "2027-03"),
      subId: fc.constantFrom(null, "a", "b"),
      line: fc
        .record({
          status: fc.constantFrom("pending", "approved", "paid", "declined" as const),
          netMinor: fc.integer({ min: 0, max: 100_000 }),
        })
        .map(({ status, netMinor }) => line(status, netMinor, status === "declined" ? 0 : commissionOf(netMinor, 1000))),
    });
    fc.assert(
      fc.property(fc.array(order, { maxLength: 40 }), (orders) => {
        const { rows, total } = reportRows(orders, []);
        expect(total.orders).toBe(orders.length);
        expect(rows.reduce((s, r) => s + r.netMinor, 0)).toBe(total.netMinor);
        expect(total.netMinor).toBe(orders.reduce((s, o) => s + o.line.netMinor, 0));
        expect(total.commissionMinor).toBe(orders.filter((o) => o.line.status !== "declined").reduce((s, o) => s + o.line.commissionMinor, 0));
        // Newest month first.
        expect(rows.map((r) => r.month)).toEqual([...rows.map((r) => r.month)].sort().reverse());
      }),
    );
  });
});
