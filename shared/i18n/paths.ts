import { DEFAULT_LANG, type Lang } from "./locales.ts";

/** Storefront path in a language: English unprefixed, others under `/{lang}` ("/" -> "/de"). */
export function localizePath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG) return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}
