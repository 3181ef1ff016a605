/** Language-prefix canonicalization for page loaders (the language itself comes from the request context). */
import { redirect } from "react-router";
import { canonicalLang, DEFAULT_LANG } from "../shared/i18n/locales.ts";

/** `/zh-cn/japan` -> 301 `/zh-CN/japan`: one URL per page, whatever case was typed. */
export function canonicalCaseRedirect(url: URL): Response | null {
  const [, first = "", ...rest] = url.pathname.split("/");
  const lang = canonicalLang(first);
  if (!lang || lang === DEFAULT_LANG || first === lang) return null;
  return redirect(`/${[lang, ...rest].join("/")}${url.search}`, 301);
}
