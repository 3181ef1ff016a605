/**
 * API messages and e-mail texts exist in every language with the English placeholders, and none
 * is left in English. The compiler already refuses a missing key; this catches what types cannot see.
 */
import { describe, expect, it } from "vitest";
import { LANGS } from "../../shared/i18n/locales.ts";
import { DOMAIN_ERRORS } from "../http/errors.ts";
import { FIELD_PROBLEMS, PAGE_FORM_REFUSALS, PROTOCOL_STATUS } from "../http/protocol-errors.ts";
import { en, type ApiMessageKey } from "./en.ts";
import { API_MESSAGES } from "./index.ts";
import { en as mailEn, type MailTexts } from "./mail/en.ts";
import { MAIL_TEXTS } from "./mail/index.ts";

/** Values that are the same word in the listed languages. */
const SAME_AS_ENGLISH: Partial<Record<ApiMessageKey, string[]>> = {
  OK: ["de", "tr"],
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const keys = Object.keys(en) as ApiMessageKey[];
const others = LANGS.filter((l) => l !== "en");

describe("API messages", () => {
  it("English has a message for every code and field problem, and nothing else", () => {
    const expected = [...Object.keys(PROTOCOL_STATUS), ...Object.keys(PAGE_FORM_REFUSALS), ...DOMAIN_ERRORS, ...FIELD_PROBLEMS.map((p) => `field.${p}`)];
    expect([...keys].sort()).toEqual(expected.sort());
  });

  it.each(others)("%s has exactly the English keys", (lang) => {
    expect(Object.keys(API_MESSAGES[lang]).sort()).toEqual([...keys].sort());
  });

  it.each(others)("%s keeps every placeholder", (lang) => {
    const wrong = keys.filter((k) => placeholders(API_MESSAGES[lang][k]).join() !== placeholders(en[k]).join());
    expect(wrong).toEqual([]);
  });

  it.each(others)("%s leaves nothing untranslated", (lang) => {
    const untranslated = keys.filter((k) => API_MESSAGES[lang][k] === en[k] && !SAME_AS_ENGLISH[k]?.includes(lang));
    expect(untranslated).toEqual([]);
  });

  it.each(LANGS)("%s has no empty value", (lang) => {
    expect(keys.filter((k) => !API_MESSAGES[lang][k]?.trim())).toEqual([]);
  });

  it("field messages name the field", () => {
    for (const lang of LANGS) {
      for (const p of FIELD_PROBLEMS) expect(API_MESSAGES[lang][`field.${p}`]).toContain("{field}");
    }
  });
});

describe("e-mail texts", () => {
  const mailKeys = Object.keys(mailEn) as (keyof MailTexts)[];

  it.each(others)("%s has exactly the English keys", (lang) => {
    expect(Object.keys(MAIL_TEXTS[lang]).sort()).toEqual([...mailKeys].sort());
  });

  it.each(others)("%s keeps every placeholder", (lang) => {
    const wrong = mailKeys.filter((k) => placeholders(MAIL_TEXTS[lang][k]).join() !== placeholders(mailEn[k]).join());
    expect(wrong).toEqual([]);
  });

  it.each(others)("%s leaves nothing untranslated", (lang) => {
    expect(mailKeys.filter((k) => MAIL_TEXTS[lang][k] === mailEn[k])).toEqual([]);
  });

  it.each(LANGS)("%s has no empty value", (lang) => {
    expect(mailKeys.filter((k) => !MAIL_TEXTS[lang][k]?.trim())).toEqual([]);
  });
});
