/** `/esim-christmas-discount`: the holiday campaign's landing page with its plans on sale. */
import { useLoaderData } from "react-router";
import type { Route } from "./+types/campaign";
import { CHRISTMAS_CAMPAIGN, discountedUsdMinor, isCampaignActive } from "../../shared/campaigns.ts";
import { displayPrice } from "../../shared/money.ts";
import { planTitle } from "../../shared/i18n/plan-text.ts";
import { CONTENT_PAGES } from "../../shared/site-pages.ts";
import { langFromUrl } from "../locale.server.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { currencyFrom } from "../lib/preferences.ts";
import { loadContent } from "../lib/content.server.ts";
import type { ContentPageDoc } from "../lib/content.ts";
import { formatPrice } from "../lib/format.ts";
import { i18nFromMatches, seoTags } from "../seo.ts";
import { LocalLink } from "../components/links.tsx";
import { ContentSections } from "../components/content-sections.tsx";
export { PageErrorBoundary as ErrorBoundary } from "../components/page-error.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromUrl(new URL(request.url));
  const currency = currencyFrom(request.headers.get("cookie"));
  const { doc } = loadContent<ContentPageDoc>(context, CONTENT_PAGES.christmas, lang);
  const active = isCampaignActive(CHRISTMAS_CAMPAIGN, new Date().toISOString().slice(0, 10));
  const plans = CHRISTMAS_CAMPAIGN.plans.flatMap(([area, plan]) => {
    const found = context.services.catalog.plan(area, plan, lang, currency);
    if (!found) return [];
    const usd = found.plan.price.usdMinor;
    return [{
      href: `/${area}/${plan}`,
      flag: found.area.flag,
      title: `${found.area.name} · ${planTitle(found.plan, lang)}`,
      price: formatPrice(displayPrice(active ? discountedUsdMinor(usd, CHRISTMAS_CAMPAIGN.percentOff) : usd, currency)),
      was: active ? formatPrice(found.plan.price) : null,
    }];
  });
  const endsOn = new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${CHRISTMAS_CAMPAIGN.endsOn}T00:00:00Z`));
  return { doc, plans, active, endsOn, percent: CHRISTMAS_CAMPAIGN.percentOff };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const ctx = i18nFromMatches(matches);
  if (!ctx || !loaderData) return [];
  return seoTags({ layout: ctx.layout, title: loaderData.doc.title, description: loaderData.doc.description, path: CONTENT_PAGES.christmas });
}

export default function Campaign() {
  const { doc, plans, active, endsOn, percent } = useLoaderData<typeof loader>();
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
              <p className="price">
                {p.price} {p.was && <span className="sale">{t("campaign.off", { percent })}</span>}
              </p>
              {p.was && <p className="was">{t("campaign.was", { price: p.was })}</p>}
            </li>
          ))}
        </ul>
      </section>
      <ContentSections sections={doc.sections} />
    </article>
  );
}
