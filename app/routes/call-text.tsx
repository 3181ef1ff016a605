/** `/esim-call-text`: every destination that sells plans with calls and texts. */
import { useLoaderData } from "react-router";
import type { Route } from "./+types/call-text";
import { messagesFor } from "../i18n/messages.server.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { formatPrice } from "../features/catalog/format.ts";
import { i18nFromMatches, seoTags } from "../shell/seo.ts";
import { CONTENT_PAGES } from "../../shared/site-pages.ts";
import { LocalLink } from "../ui/links.tsx";
import { KEPT_PAGE } from "../shell/kept-page.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

/** Kept for visitors who are not signed in (app/shell/kept-page.ts). */
export const handle = KEPT_PAGE;

export function loader({ context }: Route.LoaderArgs) {
  const { lang, currency } = context;
  return {
    areas: context.services.catalog.areasWithKind("calltext", lang, currency).map(({ area, from }) => ({
      slug: area.slug,
      name: area.name,
      flag: area.flag,
      from: formatPrice(from, lang),
    })),
    messages: messagesFor(lang, ["callText"]),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const ctx = i18nFromMatches(matches);
  if (!ctx || !loaderData) return [];
  const { t } = ctx.i18n;
  return seoTags({
    layout: ctx.layout,
    title: t("meta.callText.title"),
    description: t("meta.callText.description", { count: loaderData.areas.length }),
    path: CONTENT_PAGES.callText,
  });
}

export default function CallText() {
  const { areas } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <>
      <header className="page-head">
        <div>
          <h1>{t("callText.heading")}</h1>
          <p className="lead">{t("callText.lead")}</p>
        </div>
      </header>
      <section aria-labelledby="call-text-areas">
        <h2 id="call-text-areas">{t("callText.all")}</h2>
        <ul className="card-grid">
          {areas.map((a) => (
            <li key={a.slug} className="card area-card">
              <LocalLink to={`${CONTENT_PAGES.callText}/${a.slug}`}>
                <img src={a.flag} alt="" width={40} height={30} className="flag" loading="lazy" />
                <span className="name">{a.name}</span>
                <span className="from">{t("common.from", { price: a.from })}</span>
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
