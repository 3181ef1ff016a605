/**
 * Destination search with instant results: asks /v2/search/areas as the traveller types
 * (debounced, earlier requests cancelled). Without JavaScript the form submits `?q=` and the
 * server renders the same results.
 *
 * The box is an ARIA combobox with a listbox popup (PRODUCT.md#destination-search): ArrowDown /
 * ArrowUp move the active option, Enter opens it (or the top match, asking at once when typing
 * outran the answer), Escape closes the list. Focus stays in the box; each option is the link
 * itself, so clicking works with or without scripts.
 *
 * The API client is fetched when the box first gets focus, not with the page: the home page
 * stays inside its JavaScript budget (docs/decisions/0005-javascript-budget.md).
 */
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import type { SearchHit } from "../../../shared/api/catalog.ts";
import { localizePath } from "../../../shared/i18n/paths.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { formatPrice } from "./format.ts";
import { useStore } from "../../shell/store-context.tsx";
import { LocalLink } from "../../ui/links.tsx";

const DEBOUNCE_MS = 120;
const loadClient = () => import("../../api/api-client.ts");

export function SearchBox({ initialQuery, initialResults }: { initialQuery: string; initialResults: SearchHit[] | null }) {
  const { t, lang } = useI18n();
  const { currency } = useStore();
  const navigate = useNavigate();
  const [query, setQuery] = useState(initialQuery);
  const [results, setResults] = useState<SearchHit[] | null>(initialResults);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  // What the shown results answer (text, currency, language): Enter trusts them only while it
  // still matches the box, and no request is repeated for it.
  const [answered, setAnswered] = useState(initialResults ? `${initialQuery.trim()}|${currency}|${lang}` : "");
  // Enter pressed before the answer for this text arrived: ask at once, open the top match.
  const [enterFor, setEnterFor] = useState("");
  const inFlight = useRef<AbortController | null>(null);
  const inputId = useId();
  const resultsId = useId();
  const listId = useId();
  const optionId = (i: number) => `${listId}-${i}`;

  const keyword = query.trim();
  const asked = `${keyword}|${currency}|${lang}`;
  const hits = keyword && results ? results : [];
  const expanded = open && hits.length > 0;
  const openHit = (hit: SearchHit) => navigate(localizePath(lang, `/${hit.slug}`));

  const search = useEffectEvent(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const { apiPost } = await loadClient();
      const answer = await apiPost("/v2/search/areas", { keyword, limit: 8, currency }, { lang, signal: controller.signal });
      if (controller.signal.aborted) return;
      setAnswered(asked);
      setFailed(!answer.success);
      setResults(answer.obj ?? []);
      setActive(-1);
      if (enterFor === asked && answer.obj?.[0]) openHit(answer.obj[0]);
    } catch {
      // Aborted by a newer keystroke.
    }
  });

  useEffect(() => {
    if (!query.trim() || `${query.trim()}|${currency}|${lang}` === answered) return;
    const timer = setTimeout(search, enterFor === `${query.trim()}|${currency}|${lang}` ? 0 : DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, currency, lang, answered, enterFor]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (hits.length === 0) return;
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive(expanded ? (active + step + hits.length) % hits.length : step > 0 ? 0 : hits.length - 1);
      setOpen(true);
    } else if (e.key === "Escape" && expanded) {
      // Only closes: a second Escape clears the box, as a search field does.
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (e.key === "Escape" && query) {
      e.preventDefault();
      setQuery("");
      setResults(null);
      setAnswered("");
    }
  };

  return (
    <form
      role="search"
      className="search"
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        if (!keyword) return;
        if (asked !== answered) setEnterFor(asked);
        else if (hits.length > 0) {
          openHit(hits[expanded && active >= 0 ? active : 0]);
        }
      }}
    >
      <label htmlFor={inputId}>{t("search.label")}</label>
      <input
        id={inputId}
        name="q"
        // A text input: HTML allows the combobox role on it, not on type="search".
        type="text"
        enterKeyHint="search"
        role="combobox"
        autoComplete="off"
        value={query}
        placeholder={t("search.placeholder")}
        aria-describedby={resultsId}
        aria-autocomplete="list"
        aria-controls={listId}
        aria-expanded={expanded}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onKeyDown={onKeyDown}
        onFocus={() => void loadClient()}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
          // An emptied box shows no results at once, without waiting for the debounce.
          if (!e.target.value.trim()) {
            setResults(null);
            setAnswered("");
          }
        }}
      />
      <div id={resultsId} className="search-results">
        <p className="visually-hidden" role="status">
          {keyword && results ? t("search.results", { count: results.length }) : ""}
        </p>
        {failed && <p className="error-text">{t("common.networkError")}</p>}
        {keyword && results && results.length === 0 && !failed && <p>{t("search.noResults", { query: keyword })}</p>}
        <ul id={listId} role="listbox" aria-label={t("search.label")} hidden={!expanded}>
          {hits.map((hit, i) => (
            <li key={hit.slug} role="none">
              <LocalLink to={`/${hit.slug}`} id={optionId(i)} role="option" aria-selected={i === active}>
                <img src={hit.flag} alt="" width={28} height={21} className="flag" loading="lazy" />
                <span className="name">{hit.name}</span>
                {hit.matched !== hit.name && <span className="matched">{t("search.matched", { matched: hit.matched })}</span>}
                {hit.fromPrice && (
                  <span className="from">
                    {t("common.from", {
                      price: formatPrice(hit.fromPrice, lang),
                    })}
                  </span>
                )}
              </LocalLink>
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}
