import { describe, expect, it } from "vitest";
import type { PlanRecord } from "./catalog-snapshot.ts";
import { suggestPlans } from "./catalog-rules.ts";

let id = 0;
const base = { areaId: 1, voiceMinutes: null, smsCount: null, network: "4G", throttleKbps: 0, hotspot: true, topup: true, validityStart: "first_connection", sortOrder: 0, supplier: null, supplierPackageCode: null, costE4: null } as const;
const data = (gb: number, days: number, cents: number): PlanRecord => ({ ...base, id: ++id, slug: `${gb}gb-${days}`, kind: "data", dataMb: gb * 1024, dailyMb: null, validityDays: days, priceUsdMinor: cents });
const daily = (mb: number, cents: number): PlanRecord => ({ ...base, id: ++id, slug: `daily-${mb}`, kind: "daily", dataMb: null, dailyMb: mb, validityDays: null, priceUsdMinor: cents, topup: false });

const oneGb = data(1, 7, 450);
const threeGb = data(3, 15, 850);
const fiveGb = data(5, 30, 1300);
const tenGb = data(10, 30, 2000);
const twentyGb = data(20, 30, 3300);
const fifty = data(50, 90, 6500);
const dailyHalf = daily(512, 150);
const dailyOne = daily(1024, 250);
const catalog = [oneGb, threeGb, fiveGb, tenGb, twentyGb, fifty, dailyHalf, dailyOne];

describe("trip suggestion", () => {
  it("picks the single plan that covers a short light trip", () => {
    const s = suggestPlans(catalog, 5, 150)!; // 750 MB over 5 days
    expect(s.kind).toBe("data");
    expect(s.items).toEqual([{ plan: oneGb, quantity: 1 }]);
    expect(s.totalUsdMinor).toBe(450);
  });

  it("only uses plans valid for the whole trip", () => {
    const s = suggestPlans(catalog, 20, 100)!; // 2000 MB, 20 days: 1 GB/7 d and 3 GB/15 d are too short
    expect(s.items.map((i) => i.plan)).toEqual([fiveGb]);
  });

  it("combines plans when that is cheaper than one bigger plan", () => {
    // 15000 MB -> 15 GB: 10 GB + 5 GB and one 20 GB both cost 33.00; the tie goes to fewer purchases.
    const s = suggestPlans(catalog, 30, 500)!;
    expect(s.totalUsdMinor).toBe(3300);
    expect(s.items).toEqual([{ plan: twentyGb, quantity: 1 }]);
  });

  it("prefers a daily plan when it is cheaper for heavy daily use", () => {
    const s = suggestPlans(catalog, 3, 1000)!; // 3000 MB/3 d: data 3 GB/15 d 8.50 vs daily 1 GB 3x2.50 = 7.50
    expect(s.kind).toBe("daily");
    expect(s.items).toEqual([{ plan: dailyOne, quantity: 3 }]);
    expect(s.totalUsdMinor).toBe(750);
    expect(s.coveredMb).toBeNull();
  });

  it("splits a trip longer than every validity into periods", () => {
    const s = suggestPlans([oneGb, fifty], 100, 100)!; // 90 days + 10 days
    expect(s.totalUsdMinor).toBe(6500 + 6500);
    expect(s.coveredMb).toBe(2 * 50 * 1024);
  });

  it("answers null when nothing can cover the trip", () => {
    expect(suggestPlans([], 5, 100)).toBeNull();
    expect(suggestPlans([dailyHalf], 5, 1024)).toBeNull();
  });

  it("is deterministic", () => {
    expect(suggestPlans(catalog, 12, 800)).toEqual(suggestPlans([...catalog].reverse(), 12, 800));
  });

  it("refuses nonsense input", () => {
    expect(() => suggestPlans(catalog, 0, 100)).toThrow(RangeError);
    expect(() => suggestPlans(catalog, 3, 0)).toThrow(RangeError);
  });
});
