import { describe, expect, it } from "vitest";
import { describePromo, listReport, promoProblemText, promoState, promoValue, type ReportedPromo } from "./promo-report.ts";

const AT = new Date("2026-12-10T09:00:00.000Z");
const base: ReportedPromo = {
  code: "WELCOME5",
  kind: "CREDIT",
  value: 500,
  minOrderMinor: 0,
  disabledAt: null,
  startsAt: null,
  expiresAt: null,
  maxUses: null,
  usesCount: 0,
  perUserLimit: 1,
  newCustomersOnly: false,
};

describe("npm run promo", () => {
  it("words values in dollars and percent", () => {
    expect(promoValue({ kind: "CREDIT", value: 500 })).toBe("$5.00 credit");
    expect(promoValue({ kind: "FIXED", value: 1250 })).toBe("$12.50 off");
    expect(promoValue({ kind: "PERCENT", value: 15 })).toBe("15% off");
  });

  it("states whether a code can be redeemed now, by the rule redeeming applies", () => {
    expect(promoState(base, AT)).toBe("active");
    expect(promoState({ ...base, disabledAt: AT }, AT)).toBe("disabled");
    expect(promoState({ ...base, startsAt: new Date("2026-12-11T00:00:00Z") }, AT)).toBe("not started");
    expect(promoState({ ...base, expiresAt: AT }, AT)).toBe("ended");
    expect(promoState({ ...base, maxUses: 3, usesCount: 3 }, AT)).toBe("used up");
    // Limits that concern one account say nothing of the code.
    expect(promoState({ ...base, newCustomersOnly: true }, AT)).toBe("active");
  });

  it("describes a code on one line", () => {
    expect(describePromo(base)).toBe("WELCOME5: $5.00 credit, used 0/no limit, 1 per account");
    expect(
      describePromo({
        ...base,
        code: "WINTER10",
        kind: "PERCENT",
        value: 10,
        maxUses: 100,
        usesCount: 7,
        perUserLimit: 2,
        newCustomersOnly: true,
        minOrderMinor: 1000,
        startsAt: new Date("2026-12-01T00:00:00Z"),
        expiresAt: new Date("2027-02-01T00:00:00Z"),
      }),
    ).toBe("WINTER10: 10% off, used 7/100, 2 per account, new customers only, orders from $10.00, starts 2026-12-01 00:00 UTC, ends 2027-02-01 00:00 UTC");
  });

  it("lists codes as a table with their state now, numbers aligned right", () => {
    const lines = listReport(
      [
        { ...base, usesCount: 3, maxUses: 10 },
        { ...base, code: "TENOFF", kind: "FIXED", value: 1000, minOrderMinor: 2500, waiting: 4, newCustomersOnly: true, expiresAt: new Date("2026-12-01T00:00:00Z") },
      ],
      AT,
    );
    expect(lines).toEqual([
      "code      value         used        per account  waiting  new customers  min order  starts  ends                  state",
      "WELCOME5  $5.00 credit  3/10                  1        -  -                      -  -       -                     active",
      "TENOFF    $10.00 off    0/no limit            1        4  only              $25.00  -       2026-12-01 00:00 UTC  ended",
    ]);
  });

  it("says how to start when there is no code", () => {
    expect(listReport([], AT)).toEqual(["no promo codes yet: npm run promo -- create CODE --kind credit|percent|fixed --value <n>"]);
  });

  it("says a refused change in English, as it always has", () => {
    expect(promoProblemText({ code: "PROMO_CODE_EXISTS", promoCode: "WELCOME5" })).toBe("the code WELCOME5 already exists");
    expect(promoProblemText({ code: "PROMO_NOT_FOUND", promoCode: "NOPE" })).toBe("no promo code NOPE");
    expect(promoProblemText({ code: "PROMO_AMOUNT_RANGE", kind: "CREDIT", value: 0, maxMinor: 1_000_000_000 })).toBe(
      "the value of a credit code is a positive whole number of cents (500 for $5.00), at most 1000000000",
    );
  });
});
