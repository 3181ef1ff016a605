/**
 * Counts of destinations written out in each language ("38 countries", "38 Länder", "38か国"),
 * for text filled in from the catalogue on the server (content placeholders, see
 * shared/content/schema.ts). The storefront's own messages carry the same forms as
 * `common.countries_*`.
 */
import type { Lang } from "./locales.ts";
import { pluralText, type PluralForms } from "./plural.ts";

const COUNTRIES: { [L in Lang]: PluralForms<L> } = {
  en: { one: "{n} country", other: "{n} countries" },
  de: { one: "{n} Land", other: "{n} Länder" },
  es: { one: "{n} país", many: "{n} países", other: "{n} países" },
  ja: { other: "{n}か国" },
  tr: { one: "{n} ülke", other: "{n} ülke" },
  "zh-CN": { other: "{n} 个国家" },
  "zh-HK": { other: "{n} 個國家" },
};

export const formatCountries = (n: number, lang: Lang): string => pluralText(COUNTRIES[lang], lang, n, new Intl.NumberFormat(lang).format(n));
