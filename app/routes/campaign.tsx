/** `/esim-christmas-discount`: the holiday campaign's landing page with its plans on sale. */
import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/campaign";
import { planTitle } from "../../shared/i18n/plan-text.ts";
import { CONTENT_PAGES } from "../../shared/site-pages.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { loadContent } from "../features/editorial/content.server.ts";
import type { ContentPageDoc } from "../features/editorial/content.ts";
import { PriceTag } from "../features/catalog/price-tag.tsx";
import { i18nFromMatches, seoTags } from "../shell/seo.ts";
import { LocalLink } from "../ui/links.tsx";
import { ContentSections } from "../features/editorial/content-sections.tsx";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

export function loader({ context }: Route.LoaderArgs) {
  const { lang, currency } = context;
  const { catalog, pricing } = context.services;
  const { doc } = loadContent<ContentPageDoc>(context, CONTENT_PAGES.christmas, lang);
  const running = pricing.campaignOfPage(CONTENT_PAGES.christmas);
  if (!running) throw data(null, { status: 404 });
  const { campaign, active } = running;
  // Prices come from the catalogue like on every other page: the sale price while it runs.
  const plans = campaign.plans.flatMap(([area, plan]) => {
    const found = catalog.plan(area, plan, lang, currency);
    if (!found) return [];
    return [{ href: `/${area}/${plan}`, flag: found.area.flag, title: `${found.area.name} · ${planTitle(found.plan, lang)}`, price: found.plan.price }];
  });
  const endsOn = new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${campaign.endsOn}T00:00:00Z`));
  return { doc, plans, active, endsOn };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const ctx = i18nFromMatches(matches);
  if (!ctx || !loaderData) return [];
  return seoTags({ layout: ctx.layout, title: loaderData.doc.title, description: loaderData.doc.description, path: CONTENT_PAGES.christmas });
}

export default function Campaign() {
  const { doc, plans, active, endsOn } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <article className="prose campaign">
      <h1>{doc.title}</h1>
      <p className="lead">{doc.intro}</p>
      {active && <p className="badge">{t("campaign.ends", { date: endsOn })}</p>}
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
      <ContentSections sections={doc.sections} />
    </article>
  );
}
