import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newOrderNo, ORDER_NO_PATTERN, orderTerms, requestFingerprint, IDEMPOTENCY_KEY_PATTERN, settlement } from "./order-rules.ts";

const price = (usdMinor: number, sale?: { listUsdMinor: number; campaign: string }) => ({
  usdMinor,
  currency: "USD" as const,
  symbol: "$",
  minor: usdMinor,
  amount: (usdMinor / 100).toFixed(2),
  sale: sale
    ? {
        campaign: sale.campaign,
        percentOff: 20,
        endsOn: "2026-12-31",
        listUsdMinor: sale.listUsdMinor,
        listMinor: sale.listUsdMinor,
        listAmount: "",
      }
    : null,
});
const dataPlan = { kind: "data" as const, validityDays: 30, price: price(900) };
const dailyPlan = {
  kind: "daily" as const,
  validityDays: null,
  price: price(399),
};

describe("order terms", () => {
  it("charges a data plan its price once, valid for the plan's days", () => {
    expect(orderTerms(dataPlan, null)).toEqual({
      ok: true,
      terms: {
        amountUsdMinor: 900,
        listUsdMinor: 900,
        campaignId: null,
        days: null,
        validityDays: 30,
      },
    });
  });

  it("charges a daily plan its price per day times the days, valid for those days", () => {
    expect(orderTerms(dailyPlan, 9)).toEqual({
      ok: true,
      terms: {
        amountUsdMinor: 3591,
        listUsdMinor: 3591,
        campaignId: null,
        days: 9,
        validityDays: 9,
      },
    });
  });

  it("charges the campaign's sale price and keeps the list price beside it", () => {
    const onSale = {
      kind: "data" as const,
      validityDays: 7,
      price: price(720, { listUsdMinor: 900, campaign: "christmas-2026" }),
    };
    expect(orderTerms(onSale, undefined)).toMatchObject({
      ok: true,
      terms: {
        amountUsdMinor: 720,
        listUsdMinor: 900,
        campaignId: "christmas-2026",
      },
    });
  });

  it.each([[0], [31], [2.5], [-1], [null]])("refuses %s days for a daily plan", (days) => {
    expect(orderTerms(dailyPlan, days)).toEqual({
      ok: false,
      code: "DAYS_INVALID",
    });
  });

  it("refuses a day count for a plan that is not daily", () => {
    expect(orderTerms(dataPlan, 3)).toEqual({
      ok: false,
      code: "DAYS_INVALID",
    });
  });

  it("a daily plan's total is exactly days times the day price, for every allowed day count", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 100_000 }), (days, perDay) => {
        const r = orderTerms({ kind: "daily", validityDays: null, price: price(perDay) }, days);
        return r.ok && r.terms.amountUsdMinor === perDay * days && r.terms.validityDays === days;
      }),
    );
  });
});

describe("idempotency and order numbers", () => {
  it("fingerprints differ when the plan, days or e-mail differ, and match otherwise", () => {
    const base = {
      areaSlug: "japan",
      planSlug: "10gb-30-days",
      days: null,
      email: "a@example.com",
      useBalance: false,
      topupEsimId: null,
    };
    expect(requestFingerprint(base)).toBe(requestFingerprint({ ...base }));
    expect(requestFingerprint(base)).not.toBe(requestFingerprint({ ...base, planSlug: "5gb-30-days" }));
    expect(requestFingerprint(base)).not.toBe(requestFingerprint({ ...base, days: 3 }));
    expect(requestFingerprint(base)).not.toBe(requestFingerprint({ ...base, email: "b@example.com" }));
    expect(requestFingerprint(base)).not.toBe(requestFingerprint({ ...base, useBalance: true }));
    expect(requestFingerprint(base)).not.toBe(requestFingerprint({ ...base, topupEsimId: "0b6f2b8e-8a7c-4f5e-9d21-1c2b3a4d5e6f" }));
  });

  it("accepts a UUID as an idempotency key, refuses short or odd ones", () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test(crypto.randomUUID())).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test("short")).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test("x".repeat(65))).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test("has spaces in it, sixteen+")).toBe(false);
  });

  it("order numbers are RW and ten digits", () => {
    for (let i = 0; i < 100; i++) expect(newOrderNo()).toMatch(ORDER_NO_PATTERN);
  });
});

describe("settlement", () => {
  it("takes the discount off the price, then as much of the balance as it holds", () => {
    expect(settlement({ priceMinor: 1_000, discountMinor: 200, balanceHeldMinor: 300 })).toEqual({ dueMinor: 800, balanceMinor: 300, cardMinor: 500 });
  });

  it("lets the balance pay it all, never more than is due", () => {
    expect(settlement({ priceMinor: 1_000, discountMinor: 0, balanceHeldMinor: 5_000 })).toEqual({ dueMinor: 1_000, balanceMinor: 1_000, cardMinor: 0 });
  });

  it("leaves everything to the card without a balance", () => {
    expect(settlement({ priceMinor: 450, discountMinor: 50, balanceHeldMinor: 0 })).toEqual({ dueMinor: 400, balanceMinor: 0, cardMinor: 400 });
  });
});
