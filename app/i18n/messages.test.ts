/**
 * Every UI string exists in all seven languages, with the same placeholders (a text that takes a
 * count in exactly the plural forms the language's CLDR rules use), and no language is left in
 * English: a non-English value equal to the English one fails unless it is listed below as a
 * proper noun or a language-neutral token.
 */
import { describe, expect, it } from "vitest";
import { LANGS, type Lang } from "../../shared/i18n/locales.ts";
import { en, type MessageKey } from "./messages/en.ts";
import { MESSAGES } from "./messages.server.ts";
import { HARD_CODED_COUNT } from "../../tests/support/hard-coded-count.ts";

/** Values that are the same word in the listed languages (proper nouns, units, symbols, loanwords). */
const SAME_AS_ENGLISH: Partial<Record<MessageKey, string[]>> = {
  "coverage.fiveG": ["de", "es", "ja", "tr", "zh-CN", "zh-HK"], // "5G"
  "suggest.quantity": ["de", "es", "ja", "tr", "zh-CN", "zh-HK"], // "{count} ×"
  "footer.copyright": ["de", "es", "ja", "tr"], // "© {year} {brand}"
  "footer.blog": ["de", "es", "tr"], // "Blog"
  "common.no": ["es"], // Spanish "No"
  "home.group.asia": ["es"], // Spanish "Asia"
  "receipts.total": ["es"], // Spanish "Total"
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

type Table = Partial<Record<string, string>>;
const english: Table = en;
const sameAsEnglish: Partial<Record<string, string[]>> = SAME_AS_ENGLISH;
const plainKeys = Object.keys(en).filter((k) => !/_(zero|one|two|few|many|other)$/.test(k));
/** Texts that take a count, by their base key ("search.results" for "search.results_other"). */
const pluralKeys = Object.keys(en).filter((k) => k.endsWith("_other")).map((k) => k.slice(0, -"_other".length));

/** The keys a language must have: every plain text, and each counted one in the categories its plural rules use. */
const expectedKeys = (lang: Lang) => [
  ...plainKeys,
  ...pluralKeys.flatMap((base) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories.map((c) => `${base}_${c}`)),
];
/** The English text a key is compared with: the same key, or English "other" for a category English lacks. */
const reference = (key: string) => english[key] ?? english[key.replace(/_[a-z]+$/, "_other")] ?? "";

describe("UI messages", () => {
  it("has texts that take a count", () => expect(pluralKeys).toContain("search.results"));

  it.each(LANGS)("%s has exactly the plain keys and the plural variants its plural rules use", (lang) => {
    expect(Object.keys(MESSAGES[lang]).sort()).toEqual(expectedKeys(lang).sort());
  });

  it.each(LANGS.filter((l) => l !== "en"))("%s keeps every placeholder", (lang) => {
    const table: Table = MESSAGES[lang];
    const wrong = Object.keys(table).filter((k) => placeholders(table[k] ?? "").join() !== placeholders(reference(k)).join());
    expect(wrong).toEqual([]);
  });

  it.each(LANGS.filter((l) => l !== "en"))("%s leaves nothing untranslated", (lang) => {
    const table: Table = MESSAGES[lang];
    const untranslated = Object.keys(table).filter((k) => table[k] === reference(k) && !sameAsEnglish[k]?.includes(lang));
    expect(untranslated).toEqual([]);
  });

  it.each(LANGS)("%s has no empty value", (lang) => {
    const table: Table = MESSAGES[lang];
    expect(Object.keys(table).filter((k) => !table[k]?.trim())).toEqual([]);
  });

  it.each(LANGS)("%s states no catalogue count by hand (PRODUCT.md#catalogue-counts)", (lang) => {
    const table: Table = MESSAGES[lang];
    expect(Object.keys(table).filter((k) => HARD_CODED_COUNT.test(table[k] ?? ""))).toEqual([]);
  });

  it("zh-HK is written for Hong Kong, not copied from zh-CN", () => {
    const hk: Table = MESSAGES["zh-HK"];
    const cn: Table = MESSAGES["zh-CN"];
    const copied = Object.keys(hk).filter((k) => hk[k] === cn[k] && !sameAsEnglish[k]);
    // A handful of short identical words (e.g. 其他) are fine; wholesale copying is not.
    expect(copied.length).toBeLessThan(5);
  });
});

import { ERROR_PAGE_FAILED } from "./fallback.server.ts";
import { REGIONS } from "../../server/db/seed/data/regions.ts";

describe("other translated tables", () => {
  const tables: [string, Record<string, Record<string, unknown>>][] = [
    [
      "error-page fallback",
      Object.fromEntries((["text", "home"] as const).map((k) => [k, Object.fromEntries(LANGS.map((l) => [l, ERROR_PAGE_FAILED[l][k]]))])),
    ],
    ["region names", Object.fromEntries(REGIONS.map((r) => [r.slug, r.name]))],
  ];
  /** Identical to English on purpose: region names that are the same word ("Asia" in Spanish). */
  const allowed = new Set(["asia:es", "global:es", "global-plus:es", "global:tr"]);

  it.each(tables)("%s exist in every language and are translated", (_name, table) => {
    const problems: string[] = [];
    for (const [key, byLang] of Object.entries(table)) {
      for (const lang of LANGS) {
        const value = JSON.stringify(byLang[lang]);
        if (!value || value === '""') problems.push(`${key}:${lang} missing`);
        else if (lang !== "en" && value === JSON.stringify(byLang.en) && !allowed.has(`${key}:${lang}`)) problems.push(`${key}:${lang} untranslated`);
      }
    }
    expect(problems).toEqual([]);
  });
});
