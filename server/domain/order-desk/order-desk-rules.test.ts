import { describe, expect, it } from "vitest";
import { cursorOf, dayRange, maskedActivationCode, normalizeNote, noteProblem, pageSize, readCursor, searchTerm, utcDay } from "./order-desk-rules.ts";

describe("what a search looks for", () => {
  it("an order number in any case, an e-mail address lower case, an ICCID as its digits", () => {
    expect(searchTerm(" rw0123456789 ")).toEqual({ kind: "orderNo", orderNo: "RW0123456789" });
    expect(searchTerm("Ada.Traveller@Example.COM")).toEqual({ kind: "email", email: "ada.traveller@example.com" });
    expect(searchTerm("8988 2990 0000 0000 0012")).toEqual({ kind: "iccid", iccid: "89882990000000000012" });
    expect(searchTerm("898829900000000001")).toEqual({ kind: "iccid", iccid: "898829900000000001" });
  });

  it("nothing else: parts of numbers, names, broken addresses", () => {
    for (const q of ["RW01234", "Ada Traveller", "ada@", "@example.com", "12345", "8988299000000000001234567", "RW0123456789x"]) expect(searchTerm(q), q).toBeNull();
  });
});

describe("the days a search covers", () => {
  it("reads real UTC days only", () => {
    expect(utcDay("2026-12-10")).toEqual(new Date("2026-12-10T00:00:00Z"));
    for (const d of ["2026-02-30", "2026-13-01", "10/12/2026", "2026-1-1", ""]) expect(utcDay(d), d).toBeNull();
  });

  it("includes both days, and refuses a start after the end", () => {
    expect(dayRange("2026-12-10", "2026-12-10")).toEqual({ from: new Date("2026-12-10T00:00:00Z"), until: new Date("2026-12-11T00:00:00Z") });
    expect(dayRange(undefined, "2026-12-31")).toEqual({ until: new Date("2027-01-01T00:00:00Z") });
    expect(dayRange(undefined, undefined)).toEqual({});
    expect(dayRange("2026-12-11", "2026-12-10")).toBeNull();
    expect(dayRange("yesterday", undefined)).toBeNull();
  });
});

describe("pages of the search", () => {
  it("50 rows unless asked, 1 to 200", () => {
    expect([pageSize(undefined), pageSize(10), pageSize(0), pageSize(1_000), pageSize(2.5)]).toEqual([50, 10, 1, 200, 50]);
  });

  it("a cursor reads back as the row it came from; anything else is not one", () => {
    const row = { createdAt: new Date("2026-12-10T09:00:00.123Z"), orderNo: "RW0000000042" };
    expect(readCursor(cursorOf(row))).toEqual(row);
    for (const c of ["", "2026-12-10_RW0000000042", "2026-12-10T09:00:00.123Z_RW42", "x".repeat(40)]) expect(readCursor(c), c).toBeNull();
  });
});

describe("an internal note", () => {
  it("is kept trimmed with line feeds, 1 to 2,000 characters (not UTF-16 units), without control characters", () => {
    expect(normalizeNote("  Called the buyer.\r\nWill try again tomorrow.\r ")).toBe("Called the buyer.\nWill try again tomorrow.");
    expect(noteProblem("")).toBe("ORDER_NOTE_LENGTH");
    expect(noteProblem("a".repeat(2001))).toBe("ORDER_NOTE_LENGTH");
    expect(noteProblem("🙂".repeat(2000))).toBeNull();
    expect(noteProblem("tab\tand\nlines")).toBeNull();
    expect(noteProblem("bell\u0007")).toBe("ORDER_NOTE_CHARACTERS");
    expect(noteProblem("broken \ud800 text")).toBe("ORDER_NOTE_CHARACTERS");
  });
});

describe("the activation code staff see", () => {
  it("keeps the SM-DP+ address and the matching ID's last four characters", () => {
    expect(maskedActivationCode("LPA:1$smdp.sim.roamwell.test$K2F7-9QX4-ABCD-1234")).toBe("LPA:1$smdp.sim.roamwell.test$•••••••••••••••1234");
    expect(maskedActivationCode("LPA:1$smdp.example.com$AB")).toBe("LPA:1$smdp.example.com$••••AB");
    expect(maskedActivationCode("not a code")).toBe("••••");
  });
});
