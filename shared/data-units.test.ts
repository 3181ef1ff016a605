import { describe, expect, it } from "vitest";
import { formatMb, splitMb } from "./data-units.ts";
import { planTitle } from "./i18n/plan-text.ts";
import { LANGS } from "./i18n/locales.ts";

describe("data units (1024 MB = 1 GB)", () => {
  it("splits MB into GB and remaining MB", () => {
    expect(splitMb(3584)).toEqual({ gb: 3, mb: 512 });
    expect(splitMb(1023)).toEqual({ gb: 0, mb: 1023 });
  });
  it.each([
    [0, null], [500, "500\u00a0MB"], [1024, "1\u00a0GB"], [1536, "1\u00a0GB 512\u00a0MB"], [51200, "50\u00a0GB"],
  ])("formats %i MB as %s, a no-break space before each unit", (mb, text) => expect(formatMb(mb)).toBe(text));
  it.each(LANGS)("never lets a %s plan title break between a number and its unit", (lang) => {
    const combo = { kind: "calltext", dataMb: 10240, dailyMb: null, validityDays: 30, voiceMinutes: 150, smsCount: 100 } as const;
    const daily = { kind: "daily", dataMb: null, dailyMb: 512, validityDays: null, voiceMinutes: null, smsCount: null } as const;
    for (const title of [planTitle(combo, lang), planTitle(daily, lang)]) {
      expect(title).not.toMatch(/\d (?!·)|(?:GB|MB|SMS) \d/);
    }
  });
  it("refuses negative or fractional amounts", () => {
    expect(() => splitMb(-1)).toThrow(RangeError);
    expect(() => splitMb(1.5)).toThrow(RangeError);
  });
});
