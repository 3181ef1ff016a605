/**
 * Every UI string exists in all seven languages, with the same placeholders, and no language is
 * left in English: a non-English value equal to the English one fails unless it is listed below
 * as a proper noun or a language-neutral token.
 */
import { describe, expect, it } from "vitest";
import { LANGS } from "../../shared/i18n/locales.ts";
import { en, type MessageKey } from "./messages/en.ts";
import { MESSAGES } from "./messages.server.ts";

/** Values that are the same word in the listed languages (proper nouns, units, symbols, loanwords). */
const SAME_AS_ENGLISH: Partial<Record<MessageKey, string[]>> = {
  "coverage.fiveG": ["de", "es", "ja", "tr", "zh-CN", "zh-HK"], // "5G"
  "suggest.quantity": ["de", "es", "ja", "tr", "zh-CN", "zh-HK"], // "{count} ×"
  "footer.copyright": ["de", "es", "ja", "tr"], // "© {year} {brand}"
  "footer.blog": ["de", "es", "tr"], // "Blog"
  "common.no": ["es"], // Spanish "No"
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("UI messages", () => {
  const keys = Object.keys(en) as MessageKey[];

  it.each(LANGS.filter((l) => l !== "en"))("%s has exactly the English keys", (lang) => {
    expect(Object.keys(MESSAGES[lang]).sort()).toEqual([...keys].sort());
  });

  it.each(LANGS.filter((l) => l !== "en"))("%s keeps every placeholder", (lang) => {
    const wrong = keys.filter((k) => placeholders(MESSAGES[lang][k]).join() !== placeholders(en[k]).join());
    expect(wrong).toEqual([]);
  });

  it.each(LANGS.filter((l) => l !== "en"))("%s leaves nothing untranslated", (lang) => {
    const untranslated = keys.filter((k) => MESSAGES[lang][k] === en[k] && !SAME_AS_ENGLISH[k]?.includes(lang));
    expect(untranslated).toEqual([]);
  });

  it.each(LANGS)("%s has no empty value", (lang) => {
    expect(keys.filter((k) => !MESSAGES[lang][k]?.trim())).toEqual([]);
  });

  it("zh-HK is written for Hong Kong, not copied from zh-CN", () => {
    const copied = keys.filter((k) => MESSAGES["zh-HK"][k] === MESSAGES["zh-CN"][k] && !SAME_AS_ENGLISH[k]);
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
