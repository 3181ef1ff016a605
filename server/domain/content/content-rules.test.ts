import { describe, expect, it } from "vitest";
import { pickDialog, runningDialogs } from "./content-rules.ts";

const welcome = { id: "welcome", frequencyHours: 720, startsOn: "2026-01-01" };
const sale = { id: "christmas-2026", frequencyHours: 24, startsOn: "2026-11-15" };
const now = new Date("2026-12-01T12:00:00Z");
const secondsAgo = (hours: number) => now.getTime() / 1000 - hours * 3600;

describe("which marketing dialog is shown (PRODUCT.md#marketing-dialogs)", () => {
  it("shows nothing when no dialog runs on the page", () => {
    expect(pickDialog([], {}, now)).toBeNull();
  });

  it("shows one dialog at a time, the longest-running first", () => {
    expect(pickDialog([sale, welcome], {}, now)).toBe(welcome);
  });

  it("leaves out a dialog seen within its frequency, and shows the next one", () => {
    expect(pickDialog([sale, welcome], { welcome: secondsAgo(1) }, now)).toBe(sale);
    expect(pickDialog([sale, welcome], { welcome: secondsAgo(1), "christmas-2026": secondsAgo(23.9) }, now)).toBeNull();
  });

  it("shows a dialog again once its frequency has passed", () => {
    expect(pickDialog([sale], { "christmas-2026": secondsAgo(24) }, now)).toBe(sale);
    expect(pickDialog([welcome], { welcome: secondsAgo(719) }, now)).toBeNull();
    expect(pickDialog([welcome], { welcome: secondsAgo(720) }, now)).toBe(welcome);
  });

  it("ignores what was seen of other dialogs", () => {
    expect(pickDialog([welcome], { other: secondsAgo(0) }, now)).toBe(welcome);
    expect(pickDialog([{ ...welcome, id: "constructor" }], {}, now)?.id).toBe("constructor");
  });
});

describe("which marketing dialogs run on a page", () => {
  const christmas = { id: "christmas-2026", pages: ["home", "area"] as const, startsOn: "2026-11-15", endsOn: "2027-01-06" };

  it("are those of the page whose days, in UTC and both ends included, hold the moment", () => {
    expect(runningDialogs([christmas], "home", new Date("2026-11-15T00:00:00Z"))).toEqual([christmas]);
    expect(runningDialogs([christmas], "area", new Date("2027-01-06T23:59:59Z"))).toEqual([christmas]);
    expect(runningDialogs([christmas], "plan", new Date("2026-12-01T12:00:00Z"))).toEqual([]);
    expect(runningDialogs([christmas], "home", new Date("2026-11-14T23:59:59Z"))).toEqual([]);
    expect(runningDialogs([christmas], "home", new Date("2027-01-07T00:00:00Z"))).toEqual([]);
  });
});
