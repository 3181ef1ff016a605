/**
 * Destination search with instant results: asks /v2/search/areas as the traveller types
 * (debounced, earlier requests cancelled). Without JavaScript the form submits `?q=` and the
 * server renders the same results.
 */
import { useEffect, useId, useRef, useState } from "react";
import type { SearchHit } from "../../shared/api/catalog.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { apiPost } from "../lib/api-client.ts";
import { formatPrice } from "../lib/format.ts";
import { useStore } from "../lib/store-context.tsx";
import { LocalLink } from "./links.tsx";

const DEBOUNCE_MS = 120;

export function SearchBox({ initialQuery, initialResults }: { initialQuery: string; initialResults: SearchHit[] | null }) {
  const { t, lang } = useI18n();
  const { currency } = useStore();
  const [query, setQuery] = useState(initialQuery);
  const [results, setResults] = useState<SearchHit[] | null>(initialResults);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  const inputId = useId();
  const resultsId = useId();

  useEffect(() => {
    const keyword = query.trim();
    if (!keyword) return;
    const timer = setTimeout(async () => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const answer = await apiPost("/v2/search/areas", { keyword, limit: 8, currency }, { lang, signal: controller.signal });
        if (controller.signal.aborted) return;
        setFailed(!answer.success);
        setResults(answer.obj ?? []);
      } catch {
        // Aborted by a newer keystroke.
      }
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, currency, lang]);

  const keyword = query.trim();
  return (
    <form role="search" className="search" method="get" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={inputId}>{t("search.label")}</label>
      <input
        id={inputId}
        name="q"
        type="search"
        autoComplete="off"
        value={query}
        placeholder={t("search.placeholder")}
        aria-describedby={resultsId}
        onChange={(e) => {
          setQuery(e.target.value);
          // An emptied box shows no results at once, without waiting for the debounce.
          if (!e.target.value.trim()) setResults(null);
        }}
      />
      <div id={resultsId} className="search-results">
        <p className="visually-hidden" role="status">
          {keyword && results ? t("search.results", { count: results.length }) : ""}
        </p>
        {failed && <p className="error-text">{t("common.networkError")}</p>}
        {keyword && results && results.length === 0 && !failed && <p>{t("search.noResults", { query: keyword })}</p>}
        {keyword && results && results.length > 0 && (
          <ul>
            {results.map((hit) => (
              <li key={hit.slug}>
                <LocalLink to={`/${hit.slug}`}>
                  <img src={hit.flag} alt="" width={28} height={21} className="flag" loading="lazy" />
                  <span className="name">{hit.name}</span>
                  {hit.matched !== hit.name && <span className="matched">{t("search.matched", { matched: hit.matched })}</span>}
                  {hit.fromPrice && <span className="from">{t("common.from", { price: formatPrice(hit.fromPrice, lang) })}</span>}
                </LocalLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </form>
  );
}
