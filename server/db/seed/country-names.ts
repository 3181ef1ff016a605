/**
 * Country and territory names in the seven languages, from the runtime's CLDR data
 * (Intl.DisplayNames), so they are maintained by the Unicode consortium rather than by us.
 */
import { LANGS, type Lang, type Localized } from "../../../shared/i18n/locales.ts";

/** Locale passed to Intl for each storefront language (zh-HK wants Hong Kong traditional usage). */
const INTL_LOCALE: Record<Lang, string> = {
  en: "en", de: "de", es: "es", ja: "ja", tr: "tr", "zh-CN": "zh-CN", "zh-HK": "zh-Hant-HK",
};

/** Where CLDR's long form is the political one ("Hong Kong SAR China"), travellers expect the short one. */
const SHORT_FORM = new Set(["hk", "mo", "ps"]);

const long = new Map(LANGS.map((l) => [l, new Intl.DisplayNames([INTL_LOCALE[l]], { type: "region" })]));
const short = new Map(LANGS.map((l) => [l, new Intl.DisplayNames([INTL_LOCALE[l]], { type: "region", style: "short" })]));

export function countryNames(iso2: string): Localized {
  const code = iso2.toUpperCase();
  const table = SHORT_FORM.has(iso2) ? short : long;
  const names = {} as Localized;
  for (const lang of LANGS) {
    const name = table.get(lang)!.of(code);
    if (!name || name === code) throw new Error(`No ${lang} name for region ${code}`);
    names[lang] = name.replace(/’/g, "'");
  }
  return names;
}
