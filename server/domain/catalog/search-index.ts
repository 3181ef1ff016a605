/**
 * Destination search over every area's names in all seven languages, its aliases ("USA",
 * "Holland", "Bali"), slug and ISO code. Case-, accent- and width-insensitive; tolerates one
 * typo in queries of four or more characters. A linear scan over a few thousand pre-folded
 * terms answers in well under a millisecond, so no external search engine is needed.
 */
import { boundedEditDistance, normalizeSearchText } from "../../../shared/search-normalize.ts";
import { LANGS } from "../../../shared/i18n/locales.ts";
import type { AreaRecord } from "./catalog-snapshot.ts";

interface Term {
  area: AreaRecord;
  /** Folded text compared with the query. */
  folded: string;
  /** Folded words of the term, for matches inside multi-word names ("south korea"). */
  words: string[];
  /** The text as written, reported back as what matched. */
  original: string;
}

export interface SearchResult {
  area: AreaRecord;
  matched: string;
  score: number;
}

export interface SearchIndex {
  search(query: string, limit: number): SearchResult[];
}

const MIN_TYPO_LENGTH = 4;

function scoreTerm(q: string, term: Term): number {
  const t = term.folded;
  if (t === q) return 100;
  if (t.startsWith(q)) return 80 - Math.min(20, t.length - q.length) / 2;
  if (term.words.some((w) => w.startsWith(q))) return 60;
  if (t.includes(q)) return 50;
  if (q.length < MIN_TYPO_LENGTH) return 0;
  if (boundedEditDistance(q, t, 1) <= 1) return 45;
  for (const w of term.words) {
    if (boundedEditDistance(q, w, 1) <= 1) return 40;
  }
  // A typo inside what is still a prefix: "japn" is one edit from "japa"/"japan"'s start.
  const head = t.slice(0, q.length);
  if (boundedEditDistance(q, head, 1) <= 1 || boundedEditDistance(q, t.slice(0, q.length + 1), 1) <= 1) return 30;
  return 0;
}

export function buildSearchIndex(areas: readonly AreaRecord[]): SearchIndex {
  const terms: Term[] = [];
  for (const area of areas) {
    const texts = new Set<string>([...LANGS.map((l) => area.names[l]), ...area.aliases, area.slug.replace(/-/g, " ")]);
    for (const original of texts) {
      const folded = normalizeSearchText(original);
      if (folded) terms.push({ area, folded, words: folded.split(" "), original });
    }
  }

  return {
    search(query, limit) {
      const q = normalizeSearchText(query);
      if (!q) return [];
      const best = new Map<number, SearchResult>();
      for (const term of terms) {
        let score = scoreTerm(q, term);
        if (score === 0 && q.length === 2 && term.area.iso2 === q) score = 90;
        if (score === 0) continue;
        const previous = best.get(term.area.id);
        if (!previous || score > previous.score) best.set(term.area.id, { area: term.area, matched: term.original, score });
      }
      return [...best.values()]
        .sort(
          (a, b) =>
            b.score - a.score ||
            Number(b.area.popular) - Number(a.area.popular) ||
            a.area.sortOrder - b.area.sortOrder ||
            a.area.names.en.localeCompare(b.area.names.en, "en"),
        )
        .slice(0, limit);
    },
  };
}
