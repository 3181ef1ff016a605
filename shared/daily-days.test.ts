import { describe, expect, it } from "vitest";
import { chosenDays, DEFAULT_DAYS } from "./daily-days.ts";

describe("chosenDays", () => {
  it("reads a whole number of days from 1 to 30", () => {
    expect(chosenDays("1")).toBe(1);
    expect(chosenDays("4")).toBe(4);
    expect(chosenDays(" 30 ")).toBe(30);
    expect(chosenDays("04")).toBe(4);
  });

  it("falls back to the default for anything else", () => {
    for (const text of [null, undefined, "", "0", "31", "45", "4.5", "-4", "1e1", "abc", "４", "100"]) expect(chosenDays(text)).toBe(DEFAULT_DAYS);
  });
});
