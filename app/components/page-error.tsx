/**
 * What a page shows when its loader fails: the not-found page for 404s ("Looks like you got
 * lost", a way home), otherwise the error page with the status code (or 500). Rendered inside
 * the locale layout, so header, footer and language stay.
 */
import { isRouteErrorResponse, useRouteError } from "react-router";
import { useI18n } from "../i18n/i18n.tsx";
import { LocalLink } from "./links.tsx";

export function NotFoundView() {
  const { t } = useI18n();
  return (
    <section className="status-page">
      <title>{t("meta.notFound.title")}</title>
      <meta name="robots" content="noindex" />
      <p className="status-code" aria-hidden="true">404</p>
      <h1>{t("notFound.title")}</h1>
      <p>{t("notFound.description")}</p>
      <LocalLink to="/" className="button">
        {t("notFound.home")}
      </LocalLink>
    </section>
  );
}

/** `head` is false where the route's own meta already sets the title (the /error page). */
export function ErrorView({ status, head = true }: { status: number; head?: boolean }) {
  const { t } = useI18n();
  return (
    <section className="status-page">
      {head && <title>{t("meta.error.title")}</title>}
      {head && <meta name="robots" content="noindex" />}
      <p className="status-code">{t("error.status", { status })}</p>
      <h1>{t("error.title")}</h1>
      <p>{t("error.description")}</p>
      <LocalLink to="/" className="button">
        {t("error.home")}
      </LocalLink>
    </section>
  );
}

export function PageErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return <ErrorView status={isRouteErrorResponse(error) ? error.status : 500} />;
}
