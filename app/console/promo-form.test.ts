/** The console's new promo code form: dollars to cents exactly, UTC date-times, and what it cannot read. */
import { describe, expect, it } from "vitest";
import { dateTimeField, dollarsToMinor, readPromoForm, utcDateTime } from "./promo-form.ts";

const form = (fields: Record<string, string>) =>
  readPromoForm(
    (name) => fields[name] ?? "",
    (name) => name in fields,
  );

describe("the new promo code form", () => {
  it("reads dollars into cents exactly, and refuses what is not dollars and cents", () => {
    expect(dollarsToMinor("5.00")).toBe(500);
    expect(dollarsToMinor(" 5 ")).toBe(500);
    expect(dollarsToMinor("5.5")).toBe(550);
    expect(dollarsToMinor("0.29")).toBe(29);
    expect(dollarsToMinor("1.10")).toBe(110);
    expect(dollarsToMinor("123456789.99")).toBe(12_345_678_999);
    for (const bad of ["", "5.001", "-1", "1,000.00", "5e2", "$5", ".5", "5.", "1234567890"]) expect(dollarsToMinor(bad), bad).toBeNull();
  });

  it("reads a date-time field as UTC and refuses a time that does not exist", () => {
    expect(utcDateTime("2026-12-01T09:00")?.toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(utcDateTime("2026-12-01T09:00:30")?.toISOString()).toBe("2026-12-01T09:00:30.000Z");
    for (const bad of ["2027-02-30T00:00", "2026-12-01", "2026-12-01T24:00", "tomorrow"]) expect(utcDateTime(bad), bad).toBeNull();
    expect(dateTimeField(new Date("2026-12-01T09:05:59.999Z"))).toBe("2026-12-01T09:05");
  });

  it("gives the domain every term, empty fields as their defaults", () => {
    expect(form({ code: "winter10", kind: "PERCENT", value: "10", newCustomersOnly: "on", minOrder: "15", expiresAt: "2027-01-31T23:59" })).toEqual({
      ok: true,
      promo: {
        code: "winter10",
        kind: "PERCENT",
        value: 10,
        maxUses: null,
        perUserLimit: 1,
        newCustomersOnly: true,
        minOrderMinor: 1500,
        startsAt: null,
        expiresAt: new Date("2027-01-31T23:59:00Z"),
      },
    });
    expect(form({ code: "WELCOME5", kind: "CREDIT", value: "5.00", maxUses: "100", perUserLimit: "2" })).toMatchObject({
      ok: true,
      promo: { kind: "CREDIT", value: 500, maxUses: 100, perUserLimit: 2, newCustomersOnly: false, minOrderMinor: 0 },
    });
  });

  it("leaves numbers that are not whole to the domain's problems, and refuses what it cannot read", () => {
    expect(form({ code: "X10", kind: "PERCENT", value: "12.5" })).toMatchObject({ ok: true, promo: { value: Number.NaN } });
    expect(form({ code: "X10", kind: "CREDIT", value: "5", maxUses: "0.5" })).toMatchObject({ ok: true, promo: { maxUses: Number.NaN } });
    expect(form({ code: "X10", kind: "BONUS", value: "5" })).toEqual({ ok: false, key: "form.problem" });
    expect(form({ code: "X10", kind: "FIXED", value: "5.001" })).toEqual({ ok: false, key: "promos.problem.dollars" });
    expect(form({ code: "X10", kind: "FIXED", value: "5", minOrder: "ten" })).toEqual({ ok: false, key: "promos.problem.dollars" });
    expect(form({ code: "X10", kind: "FIXED", value: "5", startsAt: "soon" })).toEqual({ ok: false, key: "promos.problem.date" });
  });
});
