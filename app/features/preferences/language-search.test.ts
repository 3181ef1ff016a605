import { describe, expect, it } from "vitest";
import { filterLanguages } from "./language-search.ts";

describe("language search", () => {
  it("restores the full list for an empty or blank query", () => {
    expect(filterLanguages("", "en")).toHaveLength(7);
    expect(filterLanguages("   ", "en")).toHaveLength(7);
  });
  it("is trimmed and case-insensitive on the language name", () => {
    expect(filterLanguages("  DEUTSCH ", "en")).toEqual(["de"]);
    expect(filterLanguages("türk", "en")).toEqual(["tr"]);
    expect(filterLanguages("日本", "en")).toEqual(["ja"]);
  });
  it("also finds a language by its name in the current UI language", () => {
    expect(filterLanguages("german", "en")).toEqual(["de"]);
    expect(filterLanguages("ドイツ", "ja")).toEqual(["de"]);
  });
  it("finds nothing for an unknown name", () => {
    expect(filterLanguages("klingon", "en")).toEqual([]);
  });
});
