/**
 * `/esim-christmas-discount`: the holiday campaign's landing page (PRODUCT.md#campaign-pricing).
 * It presents the campaign whose `page` is this path: the one running, else the next to come,
 * else the last one that ran, with what it puts on sale at today's prices.
 */
import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/campaign";
import { messagesFor } from "../i18n/messages.server.ts";
import { CONTENT_PAGES } from "../../shared/site-pages.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { loadContent } from "../features/editorial/content.server.ts";
import type { ContentPageDoc } from "../features/editorial/content.ts";
import { campaignShelf } from "../features/marketing/campaign-page.server.ts";
import { AreaGrid } from "../features/catalog/area-grid.tsx";
import { PriceTag } from "../features/catalog/price-tag.tsx";
import { i18nFromMatches, seoTags } from "../shell/seo.ts";
import { LocalLink } from "../ui/links.tsx";
import { ContentSections } from "../features/editorial/content-sections.tsx";
import { KEPT_PAGE } from "../shell/kept-page.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

/** Kept for visitors who are not signed in (app/shell/kept-page.ts). */
export const handle = KEPT_PAGE;

export function loader({ context }: Route.LoaderArgs) {
  const { lang } = context;
  const { doc } = loadContent<ContentPageDoc>(context, CONTENT_PAGES.christmas, lang);
  const shown = context.services.pricing.campaignOfPage(CONTENT_PAGES.christmas);
  if (!shown) throw data(null, { status: 404 });
  const { campaign, state } = shown;
  const date = (day: string) => new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
  // Prices come from the catalogue like on every other page: the sale price while it runs.
  const { plans, areas } = campaignShelf(context, campaign);
  return {
    doc,
    state,
    everything: campaign.scope === "all",
    plans,
    areas,
    startsOn: date(campaign.startsOn),
    endsOn: date(campaign.endsOn),
    messages: messagesFor(lang, ["campaign", "home", "price"]),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const ctx = i18nFromMatches(matches);
  if (!ctx || !loaderData) return [];
  return seoTags({ layout: ctx.layout, title: loaderData.doc.title, description: loaderData.doc.description, path: CONTENT_PAGES.christmas });
}

export default function Campaign() {
  const { doc, state, everything, plans, areas, startsOn, endsOn } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <article className="prose campaign">
      <h1>{doc.title}</h1>
      <p className="lead">{doc.intro}</p>
      {state === "running" && <p className="badge">{t("campaign.ends", { date: endsOn })}</p>}
      {state === "upcoming" && <p className="badge">{t("campaign.starts", { date: startsOn })}</p>}
      {(state === "finished" || state === "ended") && <p className="badge">{t("campaign.over")}</p>}
      {plans.length > 0 && (
        <section aria-labelledby="sale-plans">
          <h2 id="sale-plans">{t("campaign.plans")}</h2>
          <ul className="card-grid">
            {plans.map((p) => (
              <li key={p.href} className="card plan-card">
                <img src={p.flag} alt="" width={32} height={24} className="flag" loading="lazy" />
                <h3>
                  <LocalLink to={p.href}>{p.title}</LocalLink>
                </h3>
                <PriceTag price={p.price} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {areas.length > 0 && (
        <section aria-labelledby="sale-areas">
          <h2 id="sale-areas">{t("campaign.areas")}</h2>
          <AreaGrid areas={areas} />
        </section>
      )}
      {everything && (
        <p>
          {t("campaign.everything")} <LocalLink to="/">{t("home.browse")} →</LocalLink>
        </p>
      )}
      <ContentSections sections={doc.sections} />
    </article>
  );
}
