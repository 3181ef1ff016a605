import { describe, expect, it } from "vitest";
import { isReservedSlug, slugify } from "./slug.ts";

describe("slugs", () => {
  it.each([
    ["Japan", "japan"], ["United States", "united-states"], ["Côte d'Ivoire", "cote-d-ivoire"],
    ["Åland Islands", "aland-islands"], ["Curaçao", "curacao"], ["Bosnia & Herzegovina", "bosnia-and-herzegovina"],
    ["St. Kitts & Nevis", "st-kitts-and-nevis"], ["Türkiye", "turkiye"], ["  Latin   America ", "latin-america"],
  ])("%s -> %s", (text, slug) => expect(slugify(text)).toBe(slug));

  it("reserves language prefixes in any case and fixed paths", () => {
    for (const s of ["de", "zh-cn", "ZH-HK", "en", "api", "error"]) expect(isReservedSlug(s)).toBe(true);
    expect(isReservedSlug("japan")).toBe(false);
  });
});
