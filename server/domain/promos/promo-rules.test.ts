import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "../../../shared/order-states.ts";
import { promoProblemText } from "./promo-report.ts";
import { applicableDiscount, discountFor, EVER_PAID_ORDER_STATUSES, newPromoProblem as problemOf, normalizePromoCode, PROMO_CODE_PATTERN, redeemRefusal, type NewPromo, type PromoLimits } from "./promo-rules.ts";

/** The problem as the command line says it, so these tests also hold its English wording. */
const newPromoProblem = (promo: NewPromo, at: Date) => {
  const problem = problemOf(promo, at);
  return problem && promoProblemText(problem);
};

const AT = new Date("2026-12-10T09:00:00.000Z");
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(AT.getTime() - ms);
const ahead = (ms: number) => new Date(AT.getTime() + ms);

const open: PromoLimits = { disabledAt: null, startsAt: null, expiresAt: null, maxUses: null, usesCount: 0, perUserLimit: 1, newCustomersOnly: false };
const newcomer = { redeemedBefore: 0, hasPaidOrder: false };

describe("a typed code", () => {
  it("is trimmed and upper-cased, then must be 3-40 of A-Z, 0-9 and -", () => {
    expect(normalizePromoCode("  welcome-10 \n")).toBe("WELCOME-10");
    for (const ok of ["ABC", "WELCOME-10", "X".repeat(40), "2027"]) expect(PROMO_CODE_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ["AB", "X".repeat(41), "WEL COME", "WELCOME_10", "ÉTÉ", "<SCRIPT>", ""]) expect(PROMO_CODE_PATTERN.test(normalizePromoCode(bad)), bad).toBe(false);
  });
});

describe("a paid order", () => {
  it("is one that was paid at some point, refunds included; an abandoned checkout is not", () => {
    expect([...EVER_PAID_ORDER_STATUSES].sort()).toEqual(["DELIVERED", "PAID", "REFUNDED", "REFUNDING"]);
    expect(ORDER_STATUSES.filter((s) => !(EVER_PAID_ORDER_STATUSES as readonly string[]).includes(s))).toEqual(["AWAITING_PAYMENT", "CANCELLED"]);
  });
});

describe("redeeming", () => {
  it("is allowed for an open code", () => {
    expect(redeemRefusal(open, newcomer, AT)).toBeNull();
  });

  it("refuses a disabled code as an unknown one", () => {
    expect(redeemRefusal({ ...open, disabledAt: ago(HOUR) }, newcomer, AT)).toBe("PROMO_CODE_INVALID");
  });

  it("refuses before the start and from the end on, to the millisecond", () => {
    expect(redeemRefusal({ ...open, startsAt: ahead(1) }, newcomer, AT)).toBe("PROMO_CODE_NOT_STARTED");
    expect(redeemRefusal({ ...open, startsAt: AT }, newcomer, AT)).toBeNull();
    expect(redeemRefusal({ ...open, expiresAt: AT }, newcomer, AT)).toBe("PROMO_CODE_EXPIRED");
    expect(redeemRefusal({ ...open, expiresAt: ahead(1) }, newcomer, AT)).toBeNull();
  });

  it("counts the user's own uses against the per-user limit", () => {
    expect(redeemRefusal(open, { ...newcomer, redeemedBefore: 1 }, AT)).toBe("PROMO_CODE_ALREADY_REDEEMED");
    expect(redeemRefusal({ ...open, perUserLimit: 3 }, { ...newcomer, redeemedBefore: 2 }, AT)).toBeNull();
    expect(redeemRefusal({ ...open, perUserLimit: 3 }, { ...newcomer, redeemedBefore: 3 }, AT)).toBe("PROMO_CODE_ALREADY_REDEEMED");
  });

  it("keeps new-customers codes from accounts with a paid order, and only those codes", () => {
    expect(redeemRefusal({ ...open, newCustomersOnly: true }, { ...newcomer, hasPaidOrder: true }, AT)).toBe("PROMO_NEW_CUSTOMERS_ONLY");
    expect(redeemRefusal({ ...open, newCustomersOnly: true }, newcomer, AT)).toBeNull();
    expect(redeemRefusal(open, { ...newcomer, hasPaidOrder: true }, AT)).toBeNull();
  });

  it("stops at the total limit", () => {
    expect(redeemRefusal({ ...open, maxUses: 10, usesCount: 9 }, newcomer, AT)).toBeNull();
    expect(redeemRefusal({ ...open, maxUses: 10, usesCount: 10 }, newcomer, AT)).toBe("PROMO_CODE_USED_UP");
  });

  it("answers the code's own state first, then the user's, then the shared limit", () => {
    const everything: PromoLimits = { disabledAt: null, startsAt: null, expiresAt: ago(1), maxUses: 1, usesCount: 1, perUserLimit: 1, newCustomersOnly: true };
    const regular = { redeemedBefore: 1, hasPaidOrder: true };
    expect(redeemRefusal({ ...everything, disabledAt: ago(HOUR), startsAt: ahead(HOUR) }, regular, AT)).toBe("PROMO_CODE_INVALID");
    expect(redeemRefusal({ ...everything, startsAt: ahead(HOUR), expiresAt: ahead(2 * HOUR) }, regular, AT)).toBe("PROMO_CODE_NOT_STARTED");
    expect(redeemRefusal(everything, regular, AT)).toBe("PROMO_CODE_EXPIRED");
    expect(redeemRefusal({ ...everything, expiresAt: null }, regular, AT)).toBe("PROMO_CODE_ALREADY_REDEEMED");
    expect(redeemRefusal({ ...everything, expiresAt: null }, { ...regular, redeemedBefore: 0 }, AT)).toBe("PROMO_NEW_CUSTOMERS_ONLY");
    expect(redeemRefusal({ ...everything, expiresAt: null }, newcomer, AT)).toBe("PROMO_CODE_USED_UP");
  });
});

describe("a new code", () => {
  const credit: NewPromo = { code: "WELCOME5", kind: "CREDIT", value: 500, maxUses: null, perUserLimit: 1, newCustomersOnly: false, minOrderMinor: 0, startsAt: null, expiresAt: null };

  it("is accepted with sane terms", () => {
    expect(newPromoProblem(credit, AT)).toBeNull();
    expect(newPromoProblem({ ...credit, kind: "PERCENT", value: 100, minOrderMinor: 1000, maxUses: 10, perUserLimit: 2, startsAt: ahead(HOUR), expiresAt: ahead(2 * HOUR) }, AT)).toBeNull();
    expect(newPromoProblem({ ...credit, kind: "FIXED", value: 1, minOrderMinor: 1 }, AT)).toBeNull();
  });

  it("refuses a code that is not 3-40 of A-Z, 0-9 and -", () => {
    for (const code of ["AB", "welcome", "WEL COME", "X".repeat(41)]) expect(newPromoProblem({ ...credit, code }, AT), code).toMatch(/3-40 of A-Z, 0-9 and -/);
  });

  it("refuses a percentage outside 1-100 and an amount that is not a positive whole number of cents", () => {
    for (const value of [0, 101, 12.5, -1]) expect(newPromoProblem({ ...credit, kind: "PERCENT", value }, AT), String(value)).toMatch(/1 to 100/);
    for (const value of [0, -500, 5.5, Number.NaN, 2_000_000_000]) {
      expect(newPromoProblem({ ...credit, value }, AT), String(value)).toMatch(/positive whole number of cents \(500 for \$5\.00\)/);
      expect(newPromoProblem({ ...credit, kind: "FIXED", value }, AT), String(value)).toMatch(/fixed code/);
    }
  });

  it("refuses limits below one, a minimum order on a credit, and dates that leave no time to use it", () => {
    expect(newPromoProblem({ ...credit, maxUses: 0 }, AT)).toMatch(/uses in all/);
    expect(newPromoProblem({ ...credit, perUserLimit: 0 }, AT)).toMatch(/uses per account/);
    expect(newPromoProblem({ ...credit, kind: "FIXED", minOrderMinor: -1 }, AT)).toMatch(/minimum order/);
    expect(newPromoProblem({ ...credit, minOrderMinor: 1000 }, AT)).toMatch(/discounts \(percent, fixed\) only/);
    expect(newPromoProblem({ ...credit, startsAt: ahead(HOUR), expiresAt: ahead(HOUR) }, AT)).toMatch(/end after it starts/);
    expect(newPromoProblem({ ...credit, expiresAt: AT }, AT)).toMatch(/already have ended/);
  });

  it("names each problem by a code with the values its sentence needs, which the console words in the member's language", () => {
    expect(problemOf({ ...credit, code: "ab" }, AT)).toEqual({ code: "PROMO_CODE_FORMAT", typed: "ab" });
    expect(problemOf({ ...credit, kind: "PERCENT", value: 101 }, AT)).toEqual({ code: "PROMO_PERCENT_RANGE", value: 101 });
    expect(problemOf({ ...credit, kind: "FIXED", value: 0 }, AT)).toEqual({ code: "PROMO_AMOUNT_RANGE", kind: "FIXED", value: 0, maxMinor: 1_000_000_000 });
    expect(problemOf({ ...credit, maxUses: 0 }, AT)).toEqual({ code: "PROMO_MAX_USES_INVALID" });
    expect(problemOf({ ...credit, perUserLimit: 0 }, AT)).toEqual({ code: "PROMO_PER_USER_INVALID" });
    expect(problemOf({ ...credit, kind: "FIXED", minOrderMinor: -1 }, AT)).toEqual({ code: "PROMO_MIN_ORDER_INVALID", maxMinor: 1_000_000_000 });
    expect(problemOf({ ...credit, minOrderMinor: 1000 }, AT)).toEqual({ code: "PROMO_MIN_ORDER_ON_CREDIT" });
    expect(problemOf({ ...credit, startsAt: ahead(HOUR), expiresAt: ahead(HOUR) }, AT)).toEqual({ code: "PROMO_ENDS_BEFORE_START" });
    expect(problemOf({ ...credit, expiresAt: ago(1) }, AT)).toEqual({ code: "PROMO_ALREADY_ENDED" });
  });
});

describe("a discount on a price", () => {
  it("rounds a percentage down to the cent, caps a fixed amount at the price, and needs the minimum order", () => {
    expect(discountFor({ kind: "PERCENT", value: 15, minOrderMinor: 0 }, 999)).toBe(149);
    expect(discountFor({ kind: "FIXED", value: 500, minOrderMinor: 0 }, 300)).toBe(300);
    expect(discountFor({ kind: "FIXED", value: 500, minOrderMinor: 1000 }, 999)).toBe(0);
    expect(discountFor({ kind: "FIXED", value: 500, minOrderMinor: 1000 }, 1000)).toBe(500);
    expect(discountFor({ kind: "CREDIT", value: 500, minOrderMinor: 0 }, 1000)).toBe(0);
  });
});

describe("the discount an order takes", () => {
  it("is the oldest waiting one that gives something at its price", () => {
    const needs50 = { id: "a", kind: "FIXED" as const, value: 1000, minOrderMinor: 5000 };
    const tenPercent = { id: "b", kind: "PERCENT" as const, value: 10, minOrderMinor: 0 };
    expect(applicableDiscount([needs50, tenPercent], 2000)).toEqual({ discount: tenPercent, minor: 200 });
    expect(applicableDiscount([needs50, tenPercent], 5000)).toEqual({ discount: needs50, minor: 1000 });
    expect(applicableDiscount([needs50], 2000)).toBeNull();
    expect(applicableDiscount([], 2000)).toBeNull();
  });
});
