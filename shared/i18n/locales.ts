/**
 * The seven storefront languages. English is the default and has no path prefix;
 * every other language is served under `/{code}` with exactly this casing.
 */
export const LANGS = ["en", "de", "es", "ja", "tr", "zh-CN", "zh-HK"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";

/** A value written once per language: the unit every translated text in the project is stored as. */
export type Localized<T = string> = Record<Lang, T>;

const byLower = new Map(LANGS.map((l) => [l.toLowerCase(), l] as const));

/** Canonical language for a code in any case ("zh-cn" -> "zh-CN"), or undefined when unsupported. */
export function canonicalLang(code: string | undefined | null): Lang | undefined {
  if (!code) return undefined;
  return byLower.get(code.toLowerCase());
}

/** Each language's name in itself: the same in every UI language (endonyms). */
export const LANG_NAMES: Record<Lang, string> = {
  en: "English",
  de: "Deutsch",
  es: "Español",
  ja: "日本語",
  tr: "Türkçe",
  "zh-CN": "简体中文",
  "zh-HK": "繁體中文（香港）",
};

/**
 * The page language of a path: its first segment when that is a language prefix, else English.
 * Data requests of client-side navigations (`/de.data`, `/de/japan.data`) name the same page.
 */
export function langOfPath(pathname: string): Lang {
  const first = (pathname.split("/")[1] ?? "").replace(/\.data$/, "");
  return canonicalLang(first) ?? DEFAULT_LANG;
}
