/** Head tags of editorial pages (about, how it works, FAQ, legal texts): only those pages load it. */
import type { MetaDescriptor } from "react-router";
import { layoutData, seoTags, type MatchLike } from "../../shell/seo.ts";

/** Head tags of an editorial page: its own title (with the brand) and description. */
export function contentMeta(
  matches: readonly (MatchLike | undefined)[],
  data: { path: string; doc: { title: string; description: string } } | undefined,
): MetaDescriptor[] {
  const layout = layoutData(matches);
  if (!layout || !data) return [];
  return seoTags({ layout, title: `${data.doc.title} | ${layout.brand.name}`, description: data.doc.description, path: data.path });
}
