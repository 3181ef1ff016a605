/** Reads the page language from the URL: the first segment when it is a language prefix, else English. */
import { redirect } from "react-router";
import { canonicalLang, DEFAULT_LANG, type Lang } from "../shared/i18n/locales.ts";

export function langFromUrl(url: URL): Lang {
  const first = url.pathname.split("/")[1] ?? "";
  const lang = canonicalLang(first);
  return lang && lang !== DEFAULT_LANG ? lang : DEFAULT_LANG;
}

/** `/zh-cn/japan` -> 301 `/zh-CN/japan`: one URL per page, whatever case was typed. */
export function canonicalCaseRedirect(url: URL): Response | null {
  const [, first = "", ...rest] = url.pathname.split("/");
  const lang = canonicalLang(first);
  if (!lang || lang === DEFAULT_LANG || first === lang) return null;
  return redirect(`/${[lang, ...rest].join("/")}${url.search}`, 301);
}
