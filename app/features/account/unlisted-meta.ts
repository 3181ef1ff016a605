/**
 * Head tags of the pages that belong to one visitor (account, checkout, orders, wallet, top-up):
 * search engines should not list them. Only those pages load it.
 */
import type { MetaDescriptor } from "react-router";
import type { PlainKey } from "../../i18n/messages/en.ts";
import { i18nFromMatches, seoTags, type MatchLike } from "../../shell/seo.ts";

/** Meta of a page that search engines should not list (account pages): title, description, no index. */
export function unlistedPageMeta(matches: readonly (MatchLike | undefined)[], title: PlainKey, description: PlainKey, path: string): MetaDescriptor[] {
  const ctx = i18nFromMatches(matches);
  if (!ctx) return [];
  const { t } = ctx.i18n;
  return seoTags({ layout: ctx.layout, title: t(title), description: t(description), path, noindex: true });
}
