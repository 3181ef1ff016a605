/** The hosted pages' texts exist in every language with English's placeholders, and none is left in English. */
import { describe, expect, it } from "vitest";
import { LANGS } from "../../../../shared/i18n/locales.ts";
import { fill, SANDBOX_TEXTS, type SandboxTexts } from "./sandbox-texts.ts";

/** Values that are the same in these languages. */
const SAME_AS_ENGLISH: Partial<Record<keyof SandboxTexts, string[]>> = {
  total: ["es"],
  expiryPlaceholder: ["ja"],
};

const en = SANDBOX_TEXTS.en;
const keys = Object.keys(en) as (keyof SandboxTexts)[];
const others = LANGS.filter((l) => l !== "en");
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join();

describe("sandbox page texts", () => {
  it.each(others)("%s has exactly the English keys", (lang) => {
    expect(Object.keys(SANDBOX_TEXTS[lang]).sort()).toEqual([...keys].sort());
  });

  it.each(others)("%s keeps every placeholder", (lang) => {
    expect(keys.filter((k) => placeholders(SANDBOX_TEXTS[lang][k]) !== placeholders(en[k]))).toEqual([]);
  });

  it.each(others)("%s leaves nothing untranslated", (lang) => {
    expect(keys.filter((k) => SANDBOX_TEXTS[lang][k] === en[k] && !SAME_AS_ENGLISH[k]?.includes(lang))).toEqual([]);
  });

  it.each(LANGS)("%s has no empty value", (lang) => {
    expect(keys.filter((k) => !SANDBOX_TEXTS[lang][k].trim())).toEqual([]);
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(fill("Pay {amount} to {merchant}", { amount: "$9.00", merchant: "Roamwell" })).toBe("Pay $9.00 to Roamwell");
    expect(fill("Card ending in {last4}", {})).toBe("Card ending in {last4}");
  });
});
