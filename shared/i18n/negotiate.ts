import { DEFAULT_LANG, LANGS, type Lang } from "./locales.ts";

/**
 * Picks the storefront language for an Accept-Language header: exact tags first, then the
 * primary language ("de-AT" -> de), with Chinese split by script/region: Hant, TW, HK and MO
 * read traditional (zh-HK); everything else Chinese reads simplified (zh-CN).
 */
export function negotiateLang(header: string | undefined | null): Lang {
  if (!header) return DEFAULT_LANG;
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.tag && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranges) {
    const lang = matchTag(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}

function matchTag(tag: string): Lang | undefined {
  if (tag === "*") return DEFAULT_LANG;
  const [primary, ...rest] = tag.split("-");
  if (primary === "zh") {
    return rest.some((s) => s === "hant" || s === "tw" || s === "hk" || s === "mo") ? "zh-HK" : "zh-CN";
  }
  return LANGS.find((l) => l === primary);
}
