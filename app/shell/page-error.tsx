/**
 * What a page shows when its loader fails: the not-found page for 404s ("Looks like you got
 * lost", a way home), otherwise the error page with the status code (or 500). Rendered inside
 * the locale layout, so header, footer and language stay.
 */
import { isRouteErrorResponse, useRouteError } from "react-router";
import { useI18n } from "../i18n/i18n.tsx";
import { LocalLink } from "../ui/links.tsx";

/** The shared frame of the not-found and error pages. */
function StatusView(props: { code: string; title: string; description: string; home: string; metaTitle?: string }) {
  return (
    <section className="status-page">
      {props.metaTitle && <title>{props.metaTitle}</title>}
      {props.metaTitle && <meta name="robots" content="noindex" />}
      <p className="status-code">{props.code}</p>
      <h1>{props.title}</h1>
      <p>{props.description}</p>
      <LocalLink to="/" className="button">
        {props.home}
      </LocalLink>
    </section>
  );
}

export function NotFoundView() {
  const { t } = useI18n();
  return (
    <StatusView
      code="404"
      title={t("notFound.title")}
      description={t("notFound.description")}
      home={t("notFound.home")}
      metaTitle={t("meta.notFound.title")}
    />
  );
}

/** `head` is false where the route's own meta already sets the title (the /error page). */
export function ErrorView({ status, head = true }: { status: number; head?: boolean }) {
  const { t } = useI18n();
  return (
    <StatusView
      code={t("error.status", { status })}
      title={t("error.title")}
      description={t("error.description")}
      home={t("error.home")}
      metaTitle={head ? t("meta.error.title") : undefined}
    />
  );
}

export function PageErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return <ErrorView status={isRouteErrorResponse(error) ? error.status : 500} />;
}
