/**
 * Plural forms by the Unicode CLDR rules of each language (Intl.PluralRules), so a count reads
 * "1 destination" / "2 destinations", "1 Land" / "2 Länder", and Japanese and Chinese, which do
 * not inflect, write one form. A text that takes a count is written once per category its
 * language uses; the table below names those categories so the message files can be typed
 * against it (plural.test.ts checks it against the runtime's CLDR data).
 */
import type { Lang, Localized } from "./locales.ts";

export const PLURAL_CATEGORIES = {
  en: ["one", "other"],
  de: ["one", "other"],
  // "many" is CLDR's form for millions ("1.000.000 días"), the same words as "other" here.
  es: ["one", "many", "other"],
  ja: ["other"],
  // Turkish keeps the noun singular after a number, but CLDR still tells the two apart.
  tr: ["one", "other"],
  "zh-CN": ["other"],
  "zh-HK": ["other"],
} as const satisfies Localized<readonly Intl.LDMLPluralRule[]>;

export type PluralCategory<L extends Lang = Lang> = (typeof PLURAL_CATEGORIES)[L][number];

/** One text per plural category of `L`: exactly those, no more, no fewer. */
export type PluralForms<L extends Lang> = Record<PluralCategory<L>, string>;

const rules = new Map<Lang, Intl.PluralRules>();

/** The plural category of `count` in `lang` ("one", "many", "other", ...). */
export function pluralCategory(lang: Lang, count: number): PluralCategory {
  let r = rules.get(lang);
  if (!r) rules.set(lang, (r = new Intl.PluralRules(lang)));
  return r.select(count) as PluralCategory;
}

/** The form of `forms` for `count` in `lang`, with `{n}` replaced by `shown` (the count as written). */
export function pluralText(forms: Partial<Record<PluralCategory, string>> & { other: string }, lang: Lang, count: number, shown: string): string {
  return (forms[pluralCategory(lang, count)] ?? forms.other).replace("{n}", shown);
}
