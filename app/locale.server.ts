/** Language-prefix canonicalization for page loaders (the language itself comes from the request context). */
import { redirect } from "react-router";
import { canonicalLang, DEFAULT_LANG } from "../shared/i18n/locales.ts";
import { LANG_PARAM, localeCookie } from "../shared/preferences.ts";
import { sameSitePath, sameSiteTarget } from "../shared/same-site.ts";

/** `/zh-cn/japan` -> 301 `/zh-CN/japan`: one URL per page, whatever case was typed. */
export function canonicalCaseRedirect(url: URL): Response | null {
  const [, first = "", ...rest] = url.pathname.split("/");
  const lang = canonicalLang(first);
  if (!lang || lang === DEFAULT_LANG || first === lang) return null;
  return redirect(sameSitePath(`/${[lang, ...rest].join("/")}`) + url.search, 301);
}

/**
 * `?lang=de` on any page: a language chosen with a plain link (the footer's, which work without
 * JavaScript). The choice is remembered in the locale cookie and the visitor is sent (302) to the
 * same address without the parameter, so the root's detection honours it next time
 * (PRODUCT.md#language-detection). An unknown code is dropped without a cookie.
 */
export function languageChoiceRedirect(url: URL): Response | null {
  const chosen = url.searchParams.get(LANG_PARAM);
  if (chosen === null) return null;
  const clean = new URL(url);
  clean.searchParams.delete(LANG_PARAM);
  const lang = canonicalLang(chosen);
  // `//evil.test?lang=de` goes to `/evil.test`, never to another host.
  return redirect(sameSiteTarget(clean), lang ? { headers: { "Set-Cookie": localeCookie(lang) } } : undefined);
}
