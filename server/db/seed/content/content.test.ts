/**
 * Editorial content exists in all seven languages with the same structure as English, and no
 * language is left with English text.
 */
import { describe, expect, it } from "vitest";
import { LANGS } from "../../../../shared/i18n/locales.ts";
import { CONTENT_RESOURCES } from "../demo-seed.ts";
import { BANNERS } from "./banners.ts";
import { DIALOGS } from "./dialogs.ts";

/** Shape of a document: arrays by length, objects by keys, strings as "s". */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return typeof value === "string" ? "s" : typeof value;
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("content documents", () => {
  for (const [key, byLang] of Object.entries(CONTENT_RESOURCES)) {
    it(`${key} has the English structure in every language and is translated`, () => {
      const english = strings(byLang.en);
      for (const lang of LANGS.filter((l) => l !== "en")) {
        expect(shape(byLang[lang]), `${key} ${lang}`).toEqual(shape(byLang.en));
        const same = strings(byLang[lang]).filter((s, i) => s === english[i] && /[a-z]{4,}/i.test(s.replace(/\{\w+\}/g, "")));
        expect(same, `${key} ${lang} untranslated`).toEqual([]);
      }
    });
  }

  it("banners and dialogs are written in every language", () => {
    for (const item of [...BANNERS, ...DIALOGS]) {
      for (const field of ["title", "cta"] as const) {
        for (const lang of LANGS) expect(item[field][lang], `${item.id} ${field} ${lang}`).toBeTruthy();
        for (const lang of LANGS.filter((l) => l !== "en")) expect(item[field][lang]).not.toBe(item[field].en);
      }
    }
  });
});
