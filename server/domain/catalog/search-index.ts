/**
 * Destination search over every area's names in all seven languages, its aliases ("USA",
 * "Holland", "Bali"), slug and ISO code. Case-, accent- and width-insensitive; tolerates one
 * typo in queries of four or more characters. A linear scan over a few thousand pre-folded
 * terms answers in well under a millisecond, so no external search engine is needed.
 * Which matches are listed, and in what order, is the ranking rule (shared/search-rank.ts).
 */
import { boundedEditDistance, normalizeSearchText } from "../../../shared/search-normalize.ts";
import { rankSearchMatches, type MatchKind, type SearchMatch } from "../../../shared/search-rank.ts";
import { LANGS, type Lang } from "../../../shared/i18n/locales.ts";
import type { AreaRecord } from "./catalog-records.ts";

interface Term {
  area: AreaRecord;
  /** Folded text compared with the query. */
  folded: string;
  /** Folded words of the term, for matches inside multi-word names ("south korea"). */
  words: string[];
  /** The text as written, reported back as what matched. */
  original: string;
  /** Languages whose name this is; null for an alias or the slug, which belong to no language. */
  langs: ReadonlySet<Lang> | null;
}

export interface SearchResult {
  area: AreaRecord;
  matched: string;
}

export interface SearchIndex {
  /** Destinations for `query`, ranked for a page in `lang`. */
  search(query: string, limit: number, lang: Lang): SearchResult[];
}

const MIN_TYPO_LENGTH = 4;

function matchKind(q: string, term: Term): MatchKind | null {
  const t = term.folded;
  if (t === q) return "exact";
  if (t.startsWith(q)) return "prefix";
  if (term.words.some((w) => w.startsWith(q))) return "word";
  if (t.includes(q)) return "contains";
  if (q.length < MIN_TYPO_LENGTH) return null;
  // One edit from the name, or from what is still its start ("japn" from "japa"/"japan").
  if (
    boundedEditDistance(q, t, 1) <= 1 ||
    boundedEditDistance(q, t.slice(0, q.length), 1) <= 1 ||
    boundedEditDistance(q, t.slice(0, q.length + 1), 1) <= 1
  ) {
    return "typo";
  }
  return term.words.some((w) => boundedEditDistance(q, w, 1) <= 1) ? "typo-word" : null;
}

/**
 * How far the name is from the query within its kind, smaller first: the letters the name has
 * beyond the query; for a typo, a left-out letter ("holand" for "holland") is the commonest slip,
 * so it comes before a wrong one ("poland").
 */
function closeness(kind: MatchKind, q: string, t: string): number {
  const beyond = Math.abs(t.length - q.length);
  if (kind !== "typo" && kind !== "typo-word") return beyond;
  return t.length === q.length + 1 ? 0 : 1 + beyond;
}

export function buildSearchIndex(areas: readonly AreaRecord[]): SearchIndex {
  const terms: Term[] = [];
  for (const area of areas) {
    const byText = new Map<string, Set<Lang> | null>();
    for (const lang of LANGS) {
      const langs = byText.get(area.names[lang]) ?? new Set<Lang>();
      langs.add(lang);
      byText.set(area.names[lang], langs);
    }
    // An alias equal to a name (e.g. "Czechia") counts as language-neutral: it is an alias too.
    for (const alias of [...area.aliases, area.slug.replace(/-/g, " ")]) byText.set(alias, null);
    for (const [original, langs] of byText) {
      const folded = normalizeSearchText(original);
      if (folded) terms.push({ area, folded, words: folded.split(" "), original, langs });
    }
  }

  return {
    search(query, limit, lang) {
      const q = normalizeSearchText(query);
      if (!q) return [];
      const matches: SearchMatch<AreaRecord>[] = [];
      for (const term of terms) {
        const kind = matchKind(q, term);
        if (!kind) continue;
        matches.push({
          item: term.area,
          key: term.area.id,
          kind,
          local: term.langs === null || term.langs.has(lang),
          extra: closeness(kind, q, term.folded),
          matched: term.original,
        });
      }
      // A two-letter query may be an ISO code ("jp", "us"): a whole, language-neutral name.
      if (q.length === 2) {
        for (const area of areas) {
          if (area.iso2 === q) matches.push({ item: area, key: area.id, kind: "exact", local: true, extra: 0, matched: area.names[lang] });
        }
      }
      const collator = new Intl.Collator(lang);
      return rankSearchMatches(
        matches,
        limit,
        (a, b) =>
          Number(b.popular) - Number(a.popular) ||
          a.sortOrder - b.sortOrder ||
          collator.compare(a.names[lang], b.names[lang]),
      ).map((hit) => ({ area: hit.item, matched: hit.matched }));
    },
  };
}
