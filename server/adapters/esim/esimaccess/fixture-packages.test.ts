import { describe, expect, it } from "vitest";
import { DATA_TYPE } from "./esimaccess-wire.ts";
import { fixtureLocations, fixturePackages } from "./fixture-packages.ts";

describe("stand-in catalogue", () => {
  const packages = fixturePackages();

  it("is several hundred packages, the same on every call, each code and slug unique", () => {
    expect(packages.length).toBeGreaterThan(500);
    expect(fixturePackages()).toEqual(packages);
    expect(new Set(packages.map((p) => p.packageCode)).size).toBe(packages.length);
    expect(new Set(packages.map((p) => p.slug)).size).toBe(packages.length);
  });

  it("has single countries, regions, a global package, daily plans and top-ups", () => {
    const base = packages.filter((p) => p.type === "BASE");
    expect(base.some((p) => p.location === "JP")).toBe(true);
    expect(base.some((p) => p.locationCode.startsWith("EU-") && p.location.split(",").length > 30)).toBe(true);
    expect(base.some((p) => p.locationCode.startsWith("GL-"))).toBe(true);
    expect(base.filter((p) => p.dataType === DATA_TYPE.daily).length).toBeGreaterThan(30);
    expect(packages.filter((p) => p.type === "TOPUP").length).toBeGreaterThan(200);
  });

  it("sells top-ups only where a base package takes them, and prices everything to the cent", () => {
    const toppable = new Set(packages.filter((p) => p.type === "BASE" && p.supportTopUpType > 1).map((p) => p.locationCode));
    expect(packages.filter((p) => p.type === "TOPUP").every((p) => toppable.has(p.locationCode))).toBe(true);
    expect(packages.every((p) => p.price > 0 && p.price % 100 === 0 && p.currencyCode === "USD")).toBe(true);
  });

  it("lists every location its packages use, regions with their countries", () => {
    const locations = new Map(fixtureLocations().map((l) => [l.code, l]));
    for (const p of packages) {
      const loc = locations.get(p.locationCode);
      expect(loc).toBeDefined();
      const countries = loc!.type === 1 ? [loc!.code] : loc!.subLocation!.map((s) => s.code);
      expect(countries.join()).toBe(p.location);
    }
  });
});
