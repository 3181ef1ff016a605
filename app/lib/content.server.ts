/** Finds the content resource behind a content page's path. */
import { data } from "react-router";
import type { Lang } from "../../shared/i18n/locales.ts";
import { CONTENT_PAGES, pagePath } from "../../shared/site-pages.ts";
import type { StoreLoadContext } from "../load-context.ts";
import { langFromUrl } from "../locale.server.ts";
import { unprefixedPath } from "../seo.ts";

const KEY_BY_TEMPLATE: Record<string, string> = {
  [CONTENT_PAGES.howItWorks]: "how-it-works",
  [CONTENT_PAGES.faq]: "faq",
  [CONTENT_PAGES.about]: "about",
  [CONTENT_PAGES.agreement]: "agreement",
  [CONTENT_PAGES.privacy]: "privacy-policy",
  [CONTENT_PAGES.christmas]: "christmas-campaign",
};

/** Loader body of a content page: the document for the URL's path in the URL's language. */
export function loadContentPage<T>(request: Request, context: StoreLoadContext) {
  const url = new URL(request.url);
  const lang = langFromUrl(url);
  const path = unprefixedPath(url.pathname, lang);
  return { path, ...loadContent<T>(context, path, lang) };
}

export function loadContent<T>(context: StoreLoadContext, path: string, lang: Lang): { key: string; doc: T } {
  const entry = Object.entries(KEY_BY_TEMPLATE).find(([template]) => pagePath(template, context.brand.slug) === path);
  const doc = entry && context.services.catalog.resource(entry[1], lang);
  if (!entry || !doc) throw data(null, { status: 404 });
  return { key: entry[1], doc: doc as T };
}
