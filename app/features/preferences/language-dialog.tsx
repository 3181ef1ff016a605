/**
 * The language dialog, loaded on first use: a searchable list (filtered 600 ms after typing
 * stops); centred on wide screens, a bottom sheet 77% high at 768 px and below (CSS). Choosing a
 * language keeps the page, remembers the choice in the locale cookie, closes the dialog and
 * clears the search.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { LANG_NAMES, type Lang } from "../../../shared/i18n/locales.ts";
import { localizePath } from "../../../shared/i18n/paths.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { filterLanguages, LANGUAGE_SEARCH_DELAY_MS } from "./language-search.ts";
import { localeCookie } from "../../../shared/preferences.ts";
import { useStore } from "../../shell/store-context.tsx";

export default function LanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, lang } = useI18n();
  const { path } = useStore();
  const { search } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState("");
  const [shown, setShown] = useState<Lang[]>(() => filterLanguages("", lang));
  const titleId = useId();

  useLayoutEffect(() => {
    const el = dialog.current;
    if (open && el && !el.open) el.showModal();
    if (!open && el?.open) el.close();
  }, [open]);

  useEffect(() => {
    const timer = setTimeout(() => setShown(filterLanguages(query, lang)), query.trim() ? LANGUAGE_SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [query, lang]);

  return (
    <dialog
      ref={dialog}
      className="sheet"
      aria-labelledby={titleId}
      onClose={() => {
        setQuery("");
        onClose();
      }}
    >
      <div className="sheet-head">
        <h2 id={titleId}>{t("lang.choose")}</h2>
        <button type="button" className="icon-button" onClick={() => dialog.current?.close()} aria-label={t("lang.close")}>
          ×
        </button>
      </div>
      <label className="field">
        <span className="visually-hidden">{t("lang.search")}</span>
        <input type="search" value={query} placeholder={t("lang.search")} onChange={(e) => setQuery(e.target.value)} />
      </label>
      {shown.length === 0 ? (
        <p role="status">{t("lang.noResults")}</p>
      ) : (
        <ul className="choice-list">
          {shown.map((l) => (
            <li key={l}>
              <Link
                to={localizePath(l, path) + search}
                lang={l}
                hrefLang={l}
                aria-current={l === lang ? "true" : undefined}
                onClick={() => {
                  document.cookie = localeCookie(l);
                  dialog.current?.close();
                }}
              >
                {LANG_NAMES[l]}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </dialog>
  );
}
