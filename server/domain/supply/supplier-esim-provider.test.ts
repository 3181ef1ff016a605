import { describe, expect, it } from "vitest";
import type { SupplierPackage } from "../../adapters/esim/supplier.ts";
import { matchTopupPackage } from "./supplier-esim-provider.ts";

const MIB = 1024 * 1024;
const pkg = (code: string, mb: number | null, days: number, cost = 10_000, kind: SupplierPackage["kind"] = "topup"): SupplierPackage => ({
  code,
  kind,
  name: code,
  countries: ["JP"],
  region: null,
  dataBytes: mb === null ? null : mb * MIB,
  dailyBytes: null,
  validityDays: days,
  cost,
  minimumPrice: null,
  speedAfter: null,
  hotspot: null,
  networks: [],
});

describe("the supplier's top-up package for what the buyer paid", () => {
  const offered = [pkg("T-3G-30", 3072, 30), pkg("T-1G-7", 1024, 7), pkg("T-1G-30", 1024, 30), pkg("T-5G-30", 5120, 30), pkg("B-1G-7", 1024, 7, 5_000, "base"), pkg("T-UNL", null, 7)];

  it("is the one that adds exactly its data and days", () => {
    expect(matchTopupPackage(offered, 1024, 7)?.code).toBe("T-1G-7");
    expect(matchTopupPackage(offered, 3072, 30)?.code).toBe("T-3G-30");
  });

  it("else the smallest that gives at least both, never less than what was sold", () => {
    expect(matchTopupPackage(offered, 1024, 15)?.code).toBe("T-1G-30");
    expect(matchTopupPackage(offered, 2048, 7)?.code).toBe("T-3G-30");
  });

  it("is never a base package nor one without a known allowance, and none when nothing gives enough", () => {
    expect(matchTopupPackage([offered[4]!, offered[5]!], 1024, 7)).toBeNull();
    expect(matchTopupPackage(offered, 10_240, 30)).toBeNull();
    expect(matchTopupPackage(offered, 1024, 60)).toBeNull();
  });
});
