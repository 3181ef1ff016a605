/**
 * Previous and next links around "Page 2 of 8", for a list shown a page at a time (/balance's
 * statement, /orders). Plain links to `?page=N`, so they work without JavaScript too; nothing
 * when everything fits on one page.
 */
import { LocalLink } from "./links.tsx";
import { useI18n } from "../i18n/i18n.tsx";

export function Pager({ page, pages, label, path }: { page: number; pages: number; label: string; path: (page: number) => string }) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <LocalLink to={path(page - 1)} rel="prev" className="button secondary small">
          ← {t("pager.prev")}
        </LocalLink>
      ) : (
        <span />
      )}
      <span aria-current="page">{t("pager.page", { page, pages })}</span>
      {page < pages ? (
        <LocalLink to={path(page + 1)} rel="next" className="button secondary small">
          {t("pager.next")} →
        </LocalLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
