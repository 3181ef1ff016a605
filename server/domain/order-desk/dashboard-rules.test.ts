import { describe, expect, it } from "vitest";
import { fillDays, isDashboardPeriod, lastDays, startOfUtcDay } from "./dashboard-rules.ts";

describe("the dashboard's periods", () => {
  it("are whole UTC days ending with today's, whatever the hour", () => {
    const now = new Date("2026-12-10T23:59:59.999Z");
    expect(startOfUtcDay(now).toISOString()).toBe("2026-12-10T00:00:00.000Z");
    expect(lastDays(1, now)).toEqual({ from: new Date("2026-12-10T00:00:00.000Z"), until: new Date("2026-12-11T00:00:00.000Z") });
    expect(lastDays(7, new Date("2026-12-10T00:00:00.000Z"))).toEqual({ from: new Date("2026-12-04T00:00:00.000Z"), until: new Date("2026-12-11T00:00:00.000Z") });
    expect(lastDays(30, now).from.toISOString()).toBe("2026-11-11T00:00:00.000Z");
  });

  it("knows its periods and nothing else", () => {
    expect(["today", "7d", "30d"].every(isDashboardPeriod)).toBe(true);
    expect(["", "1d", "TODAY", undefined, 7].some(isDashboardPeriod)).toBe(false);
  });

  it("fills the chart's days without sales with zeros, oldest first, across a month's end", () => {
    const rows = [{ day: "2026-12-01", n: 3 }];
    expect(fillDays(new Date("2026-11-29T00:00:00.000Z"), 4, rows, (day) => ({ day, n: 0 }))).toEqual([
      { day: "2026-11-29", n: 0 },
      { day: "2026-11-30", n: 0 },
      { day: "2026-12-01", n: 3 },
      { day: "2026-12-02", n: 0 },
    ]);
  });
});
