/**
 * Head tags every page needs: localized title and description, canonical URL, hreflang
 * alternates for all seven languages (plus x-default) and Open Graph basics.
 */
import type { MetaDescriptor } from "react-router";
import { LANGS, type Lang } from "../../shared/i18n/locales.ts";
import { localizePath } from "../../shared/i18n/paths.ts";
import { createI18n, type I18n } from "../i18n/i18n.tsx";
import type { PageMessages } from "../i18n/messages/en.ts";
import type { LayoutData } from "./layout-data.ts";

export interface MatchLike {
  id: string;
  loaderData?: unknown;
  data?: unknown;
}

/** The locale layout's data, from a page's `matches`. */
export function layoutData(matches: readonly (MatchLike | undefined)[]): LayoutData | undefined {
  const match = matches.find((m) => m?.id.startsWith("layout-"));
  return (match?.loaderData ?? match?.data) as LayoutData | undefined;
}

/**
 * The messages a page's own loader sent (app/i18n/messages.server.ts): pages are the leaves below
 * the locale layout. Undefined when the page sent none, or its loader failed (the error views read
 * the shell's).
 */
export function pageMessages(matches: readonly (MatchLike | undefined)[]): PageMessages | undefined {
  const leaf = matches.at(-1);
  if (!leaf || leaf.id.startsWith("layout-")) return undefined;
  return ((leaf.loaderData ?? leaf.data) as { messages?: PageMessages } | null | undefined)?.messages;
}

export function i18nFromMatches(matches: readonly (MatchLike | undefined)[]): { i18n: I18n; layout: LayoutData } | undefined {
  const layout = layoutData(matches);
  if (!layout) return undefined;
  return { i18n: createI18n(layout.lang, [layout.messages, pageMessages(matches)], layout.brand.name), layout };
}

/** Strips the language prefix: "/de/japan" -> "/japan", "/de" -> "/". */
export function unprefixedPath(pathname: string, lang: Lang): string {
  if (lang === "en") return pathname;
  const rest = pathname.slice(lang.length + 1);
  return rest === "" ? "/" : rest;
}

export function seoTags(options: {
  layout: LayoutData;
  title: string;
  description: string;
  /** Path without language prefix, e.g. "/japan". */
  path: string;
  noindex?: boolean;
}): MetaDescriptor[] {
  const { layout, title, description, path } = options;
  const url = (lang: Lang) => layout.publicUrl + localizePath(lang, path);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url(layout.lang) },
    ...LANGS.map((lang) => ({ tagName: "link", rel: "alternate", hrefLang: lang, href: url(lang) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("en") },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url(layout.lang) },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: layout.brand.name },
    ...(options.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
