import { describe, expect, it } from "vitest";
import { formatMb, splitMb } from "./data-units.ts";

describe("data units (1024 MB = 1 GB)", () => {
  it("splits MB into GB and remaining MB", () => {
    expect(splitMb(3584)).toEqual({ gb: 3, mb: 512 });
    expect(splitMb(1023)).toEqual({ gb: 0, mb: 1023 });
  });
  it.each([
    [0, null], [500, "500 MB"], [1024, "1 GB"], [1536, "1 GB 512 MB"], [51200, "50 GB"],
  ])("formats %i MB as %s", (mb, text) => expect(formatMb(mb)).toBe(text));
  it("refuses negative or fractional amounts", () => {
    expect(() => splitMb(-1)).toThrow(RangeError);
    expect(() => splitMb(1.5)).toThrow(RangeError);
  });
});
