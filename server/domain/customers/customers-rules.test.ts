import { describe, expect, it } from "vitest";
import { customerQuery, parseDollars } from "./customers-rules.ts";

describe("a typed dollar amount", () => {
  it("becomes exact cents, signed", () => {
    expect(parseDollars("5")).toBe(500);
    expect(parseDollars("+5.00")).toBe(500);
    expect(parseDollars("-2.5")).toBe(-250);
    expect(parseDollars("0.29")).toBe(29);
    expect(parseDollars("$1,250.10")).toBe(125_010);
    expect(parseDollars(" - $ 0.01 ")).toBe(-1);
    expect(parseDollars("10000.00")).toBe(1_000_000);
  });

  it("is refused when it is zero, too precise, too large or not a number", () => {
    for (const typed of ["", "0", "0.00", "-0", "1.234", "10000.01", "1e3", "five", "1,00", "12,34.00", "--1", "1.", ".5", "Infinity", "0x10"]) expect(parseDollars(typed), typed).toBeNull();
  });
});

describe("a customer search", () => {
  it("tells an order number, an id and an address apart", () => {
    expect(customerQuery("rw0123456789")).toEqual({ kind: "order", orderNo: "RW0123456789" });
    expect(customerQuery("8E1B3C6A-1F0B-4C44-9A3B-8A8F6D4C2B10")).toEqual({ kind: "id", id: "8e1b3c6a-1f0b-4c44-9a3b-8a8f6d4c2b10" });
    expect(customerQuery(" Ann@Example.com ")).toEqual({ kind: "email", email: "ann@example.com", prefix: false });
    expect(customerQuery("ann@exa")).toEqual({ kind: "email", email: "ann@exa", prefix: true });
    expect(customerQuery("an")).toEqual({ kind: "email", email: "an", prefix: true });
    expect(customerQuery("a")).toEqual({ kind: "none" });
  });
});
