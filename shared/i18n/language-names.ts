/**
 * A language's name in another's words, for saying which language a text is in (a review written
 * in German, read on an English page). Apart from locales.ts, which every page loads: only the
 * pages that show such texts carry it.
 */
import { LANG_NAMES, type Lang } from "./locales.ts";

/** The script a Chinese store language is written in: what a reader needs to know of a text in it. */
const LANGUAGE_TAGS: Partial<Record<Lang, string>> = { "zh-CN": "zh-Hans", "zh-HK": "zh-Hant" };

/**
 * `lang`'s name in `pageLang`'s words ("Englisch" on a German page), for saying which language a
 * text is in; LANG_NAMES (each language's own name, as the language picker shows it) where the
 * runtime has no such names.
 */
export function languageNameIn(lang: Lang, pageLang: Lang): string {
  try {
    return new Intl.DisplayNames([pageLang], { type: "language" }).of(LANGUAGE_TAGS[lang] ?? lang) ?? LANG_NAMES[lang];
  } catch {
    return LANG_NAMES[lang];
  }
}
