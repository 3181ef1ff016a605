/**
 * The destination search ranking rule (PRODUCT.md#search-ranking), as one pure function: which
 * of the destinations whose names met a query are listed, and in what order. The search index
 * finds the matches (server/domain/catalog/search-index.ts); this decides what a traveller sees,
 * for the JSON API and the server-rendered page alike.
 */

/**
 * How a query met one of a destination's names, strongest first: the whole name, the start of
 * the name, the start of one of its words, somewhere inside it, one typo away from the name (or
 * from its start), one typo away from one of its words.
 */
export const MATCH_KINDS = ["exact", "prefix", "word", "contains", "typo", "typo-word"] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** Kinds that show the traveller typed the start of a name as it is written. */
const STRONG: ReadonlySet<MatchKind> = new Set(["exact", "prefix", "word"]);
const TYPO: ReadonlySet<MatchKind> = new Set(["typo", "typo-word"]);

export interface SearchMatch<T> {
  /** The destination; matches of one destination share the same `key`. */
  item: T;
  key: string | number;
  kind: MatchKind;
  /**
   * The name is in the page's language, or belongs to no language (an alias such as "UK" or
   * "Bali", the ISO code, the URL slug). False for the names in the six other languages.
   */
  local: boolean;
  /** Distance within the kind, smaller first: "Japan" is a closer start of "ja" than "Jamaica". */
  extra: number;
  /** The name as written, reported back as what matched. */
  matched: string;
}

export interface RankedHit<T> {
  item: T;
  matched: string;
}

const rank = (kind: MatchKind) => MATCH_KINDS.indexOf(kind);

/** Stronger kind first, then the page's language, then the closer name. */
function compareMatches<T>(a: SearchMatch<T>, b: SearchMatch<T>): number {
  return rank(a.kind) - rank(b.kind) || Number(b.local) - Number(a.local) || a.extra - b.extra;
}

/**
 * 1. Each destination counts once, by its best match.
 * 2. Typos are a fallback: typo matches are listed only when no destination matched the query as
 *    typed, and then only those of the closest typo kind ("japn" lists Japan, one letter from
 *    "Japan", not Svalbard & Jan Mayen, one letter from its word "Jan").
 * 3. When some destination matched strongly (exact, start of its name or of a word), weak
 *    matches in another language are dropped ("uk" lists the United Kingdom and Ukraine, not
 *    Albania and Luxembourg, whose Turkish names contain "uk").
 * 4. Order: stronger kind first; within a kind, the page's language (and aliases) before the
 *    other languages; then the closer name; then `tiebreak` (popularity, catalogue order, name).
 * A query that matches only in another language still finds its destination.
 */
export function rankSearchMatches<T>(
  matches: Iterable<SearchMatch<T>>,
  limit: number,
  tiebreak: (a: T, b: T) => number,
): RankedHit<T>[] {
  const best = new Map<string | number, SearchMatch<T>>();
  for (const m of matches) {
    const previous = best.get(m.key);
    if (!previous || compareMatches(m, previous) < 0) best.set(m.key, m);
  }
  let kept = [...best.values()];
  const asTyped = kept.filter((m) => !TYPO.has(m.kind));
  if (asTyped.length > 0) {
    kept = asTyped;
  } else if (kept.length > 0) {
    const closest = Math.min(...kept.map((m) => rank(m.kind)));
    kept = kept.filter((m) => rank(m.kind) === closest);
  }
  if (kept.some((m) => STRONG.has(m.kind))) kept = kept.filter((m) => STRONG.has(m.kind) || m.local);
  return kept
    .sort((a, b) => compareMatches(a, b) || tiebreak(a.item, b.item))
    .slice(0, Math.max(0, limit))
    .map((m) => ({ item: m.item, matched: m.matched }));
}
