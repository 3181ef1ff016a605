/** Language picker filter (PRODUCT.md#language-picker): trimmed, case-insensitive on the language name. */
import { LANG_NAMES, LANGS, type Lang } from "../../../shared/i18n/locales.ts";

export const LANGUAGE_SEARCH_DELAY_MS = 600;

/** Names a language is found by: its own name and its name in the current UI language. */
export function languageNames(lang: Lang, uiLang: Lang): string[] {
  const names = [LANG_NAMES[lang]];
  try {
    const local = new Intl.DisplayNames([uiLang], { type: "language" }).of(lang);
    if (local && local !== lang) names.push(local);
  } catch {
    // Intl without display names: the endonym is enough.
  }
  return names;
}

export function filterLanguages(query: string, uiLang: Lang): Lang[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [...LANGS];
  return LANGS.filter((l) => languageNames(l, uiLang).some((n) => n.toLocaleLowerCase().includes(q)));
}
