import { describe, expect, it } from "vitest";
import { defaultSpan, monthEnded, monthName, requestedSpan } from "./report-months.ts";

const at = (iso: string) => new Date(iso);

describe("the partners' report months", () => {
  it("default to this UTC month and the five before, across a new year", () => {
    expect(defaultSpan(at("2026-11-29T08:00:00Z"))).toEqual({ from: "2026-06", to: "2026-11" });
    expect(defaultSpan(at("2027-03-01T00:00:00Z"))).toEqual({ from: "2026-10", to: "2027-03" });
    // Still February in UTC, whatever the clock says elsewhere.
    expect(defaultSpan(at("2027-02-28T23:30:00Z"))).toEqual({ from: "2026-09", to: "2027-02" });
  });

  it("take what a request typed, the default for what it left out, and pass anything else on for the desk to refuse", () => {
    const now = at("2026-11-29T08:00:00Z");
    const span = (query: string) => requestedSpan(new URL(`http://store.test/x${query}`), now);
    expect(span("")).toEqual({ from: "2026-06", to: "2026-11" });
    expect(span("?from=2026-01&to=")).toEqual({ from: "2026-01", to: "2026-11" });
    expect(span("?from=%202025-12%20&to=2026-02")).toEqual({ from: "2025-12", to: "2026-02" });
    expect(span("?from=nonsense&to=2026-13")).toEqual({ from: "nonsense", to: "2026-13" });
  });

  it("are over from the first instant of the next month", () => {
    expect(monthEnded("2026-10", at("2026-10-31T23:59:59Z"))).toBe(false);
    expect(monthEnded("2026-10", at("2026-11-01T00:00:00Z"))).toBe(true);
    expect(monthEnded("2026-12", at("2027-01-01T00:00:00Z"))).toBe(true);
    expect(monthEnded("not a month", at("2030-01-01T00:00:00Z"))).toBe(false);
  });

  it("are named in the member's language", () => {
    expect(monthName("en")("2026-11")).toBe("November 2026");
    expect(monthName("de")("2026-03")).toBe("März 2026");
    expect(monthName("en")("2026-13")).toBe("2026-13");
  });
});
