import { describe, expect, it } from "vitest";
import { boundedEditDistance, normalizeSearchText } from "./search-normalize.ts";

describe("search text folding", () => {
  it.each([
    ["JAPAN", "japan"], ["España", "espana"], ["Türkiye", "turkiye"], ["Ｊａｐａｎ", "japan"], ["  Côte d’Ivoire ", "cote d ivoire"],
    ["Straße", "strasse"], ["日本", "日本"], ["ヨーロッパ", "ヨーロッパ"], ["Bosnia-Herzegovina", "bosnia herzegovina"],
  ])("%s folds to %s", (text, folded) => expect(normalizeSearchText(text)).toBe(folded));
});

describe("bounded edit distance", () => {
  it.each([
    ["japn", "japan", 1], ["holand", "holland", 1], ["japna", "japan", 1], ["japan", "japan", 0], ["jpn", "japan", 2], ["abc", "xyz", 2],
  ])("%s ~ %s", (a, b, expected) => expect(boundedEditDistance(a, b, 1)).toBe(Math.min(expected, 2)));
});
