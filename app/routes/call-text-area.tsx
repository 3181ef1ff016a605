/**
 * `/esim-call-text/{dataplan}`: the calls-and-texts plans of one destination. The segment is the
 * destination's slug (`/esim-call-text/japan`), which groups its call plans under one readable URL.
 */
import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/call-text-area";
import { messagesFor } from "../i18n/messages.server.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { formatPrice } from "../features/catalog/format.ts";
import { i18nFromMatches, seoTags } from "../shell/seo.ts";
import { CONTENT_PAGES } from "../../shared/site-pages.ts";
import { LocalLink } from "../ui/links.tsx";
import { PlanCard } from "../features/plans/plan-card.tsx";
import { CoverageTable } from "../features/plans/coverage-table.tsx";
import { KEPT_PAGE } from "../shell/kept-page.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

/** Kept for visitors who are not signed in (app/shell/kept-page.ts). */
export const handle = KEPT_PAGE;

export function loader({ context, params }: Route.LoaderArgs) {
  const { lang, currency } = context;
  const found = context.services.catalog.areaPlans(params.dataplan, lang, currency, "calltext");
  if (!found || found.plans.length === 0) throw data(null, { status: 404 });
  return { ...found, messages: messagesFor(lang, ["area", "callText", "coverage", "daily", "plan", "price"]) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const ctx = i18nFromMatches(matches);
  if (!ctx || !loaderData) return [];
  const { t, lang } = ctx.i18n;
  const from = formatPrice(loaderData.plans[0].price, lang);
  return seoTags({
    layout: ctx.layout,
    title: t("callText.areaHeading", { area: loaderData.area.name }),
    description: t("meta.area.description", { area: loaderData.area.name, count: loaderData.plans.length, price: from }),
    path: `${CONTENT_PAGES.callText}/${loaderData.area.slug}`,
  });
}

export default function CallTextArea() {
  const { area, plans } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <>
      <nav aria-label={t("callText.all")} className="crumbs">
        <LocalLink to={CONTENT_PAGES.callText}>← {t("callText.all")}</LocalLink>
      </nav>
      <header className="page-head">
        <img src={area.flag} alt="" width={56} height={42} className="flag" />
        <div>
          <h1>{t("callText.areaHeading", { area: area.name })}</h1>
          <p className="lead">{t("area.kind.calltext.hint")}</p>
        </div>
      </header>
      <section aria-labelledby="call-plans">
        <h2 id="call-plans">{t("area.kind.calltext")}</h2>
        <ul className="card-grid">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      </section>
      <CoverageTable area={area} />
    </>
  );
}
