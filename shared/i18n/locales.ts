/**
 * The seven storefront languages. English is the default and has no path prefix;
 * every other language is served under `/{code}` with exactly this casing.
 */
export const LANGS = ["en", "de", "es", "ja", "tr", "zh-CN", "zh-HK"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";

/** Every language other than the default, i.e. the ones that carry a path prefix. */
export const PREFIXED_LANGS = LANGS.filter((l) => l !== DEFAULT_LANG) as Exclude<Lang, "en">[];

/** A value written once per language: the unit every translated text in the project is stored as. */
export type Localized<T = string> = Record<Lang, T>;

const byLower = new Map(LANGS.map((l) => [l.toLowerCase(), l] as const));

/** Canonical language for a code in any case ("zh-cn" -> "zh-CN"), or undefined when unsupported. */
export function canonicalLang(code: string | undefined | null): Lang | undefined {
  if (!code) return undefined;
  return byLower.get(code.toLowerCase());
}

export function isLang(code: unknown): code is Lang {
  return typeof code === "string" && (LANGS as readonly string[]).includes(code);
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
