import { describe, expect, it } from "vitest";
import { LANGS } from "./locales.ts";
import { formatDays } from "./plan-text.ts";
import { PLURAL_CATEGORIES, pluralCategory } from "./plural.ts";

describe("plural categories", () => {
  it.each(LANGS)("%s: the typed table names exactly the categories of the runtime's CLDR rules", (lang) => {
    expect([...PLURAL_CATEGORIES[lang]].sort()).toEqual([...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort());
  });

  it.each([
    ["en", 1, "one"], ["en", 0, "other"], ["en", 2, "other"], ["en", 21, "other"],
    ["de", 1, "one"], ["de", 5, "other"],
    ["es", 1, "one"], ["es", 2, "other"], ["es", 1_000_000, "many"],
    ["tr", 1, "one"], ["tr", 3, "other"],
    ["ja", 1, "other"], ["zh-CN", 1, "other"], ["zh-HK", 2, "other"],
  ] as const)("%s: %i is %s", (lang, n, category) => expect(pluralCategory(lang, n)).toBe(category));
});

describe("day counts in plan wording", () => {
  it.each([
    ["en", 1, "1\u00a0day"], ["en", 7, "7\u00a0days"], ["de", 1, "1\u00a0Tag"], ["de", 30, "30\u00a0Tage"],
    ["es", 1, "1\u00a0día"], ["es", 15, "15\u00a0días"], ["tr", 1, "1\u00a0gün"], ["tr", 7, "7\u00a0gün"],
    ["ja", 1, "1日間"], ["zh-CN", 30, "30天"], ["zh-HK", 1, "1日"],
  ] as const)("%s: %i -> %s", (lang, n, text) => expect(formatDays(n, lang)).toBe(text));
});
