/** Finds the content document behind a content page's path. */
import { data } from "react-router";
import type { ContentKey } from "../../../shared/content/keys.ts";
import type { Lang } from "../../../shared/i18n/locales.ts";
import { CONTENT_PAGES, pagePath } from "../../../shared/site-pages.ts";
import type { RequestContext } from "../../load-context.ts";
import { unprefixedPath } from "../../shell/seo.ts";

/** The page that shows each document: every content key has one (the compiler checks). */
const PAGE_OF: Record<ContentKey, string> = {
  "how-it-works": CONTENT_PAGES.howItWorks,
  faq: CONTENT_PAGES.faq,
  about: CONTENT_PAGES.about,
  agreement: CONTENT_PAGES.agreement,
  "privacy-policy": CONTENT_PAGES.privacy,
  "christmas-campaign": CONTENT_PAGES.christmas,
};

/** Loader body of a content page: the document for the URL's path in the URL's language. */
export function loadContentPage<T>(request: Request, context: RequestContext) {
  const url = new URL(request.url);
  const lang = context.lang;
  const path = unprefixedPath(url.pathname, lang);
  return { path, ...loadContent<T>(context, path, lang) };
}

export function loadContent<T>(context: RequestContext, path: string, lang: Lang): { key: ContentKey; doc: T } {
  const key = (Object.keys(PAGE_OF) as ContentKey[]).find((k) => pagePath(PAGE_OF[k], context.brand.slug) === path);
  const doc = key && context.services.content.resource(key, lang);
  if (!key || !doc) throw data(null, { status: 404 });
  return { key, doc: doc as T };
}
