import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/area";
import { messagesFor } from "../i18n/messages.server.ts";
import { USAGE_PRESETS, type UsagePreset } from "../../shared/api/protocol.ts";
import { PLAN_KINDS as KINDS } from "../../shared/catalog-kinds.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { formatPrice } from "../features/catalog/format.ts";
import { i18nFromMatches, seoTags } from "../shell/seo.ts";
import { PlanCard } from "../features/plans/plan-card.tsx";
import { DayPicker } from "../features/plans/day-picker.tsx";
import { useChosenDays } from "../features/plans/use-chosen-days.ts";
import { CoverageTable } from "../features/plans/coverage-table.tsx";
import { GoodToKnow } from "../features/plans/good-to-know.tsx";
import { SuggestWidget, type SuggestInput } from "../features/plans/suggest-widget.tsx";
import { AreaFaq } from "../features/plans/area-faq.tsx";
import { MarketingDialog } from "../features/marketing/marketing-dialog.tsx";
import { marketingDialog } from "../features/marketing/marketing-dialog.server.ts";
import { reviewsData } from "../features/reviews/reviews.server.ts";
import { ReviewsSection } from "../features/reviews/reviews-section.tsx";
import { KEPT_PAGE } from "../shell/kept-page.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

/** Kept for visitors who are not signed in (app/shell/kept-page.ts). */
export const handle = KEPT_PAGE;

function suggestInput(url: URL): SuggestInput | null {
  const days = Number(url.searchParams.get("days"));
  const usage = url.searchParams.get("usage") as UsagePreset | null;
  if (!Number.isInteger(days) || days < 1 || days > 365 || !usage || !(usage in USAGE_PRESETS)) return null;
  return { days, usage };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang, currency } = context;
  const { catalog } = context.services;
  const found = catalog.areaPlans(params.area, lang, currency);
  if (!found) throw data(null, { status: 404 });
  const asked = suggestInput(url);
  const suggestion = asked ? catalog.suggest(params.area, asked.days, USAGE_PRESETS[asked.usage], lang, currency) : null;
  const cheapest = found.plans.filter((p) => p.kind === "data").sort((a, b) => a.price.usdMinor - b.price.usdMinor)[0];
  return {
    ...found,
    from: cheapest ? formatPrice(cheapest.price, lang) : null,
    suggest: asked ?? { days: 7, usage: "moderate" as UsagePreset },
    suggestion: suggestion?.found ? { ...suggestion, found: undefined } : null,
    dialog: marketingDialog(request, context, "area"),
    // PRODUCT.md#order-reviews: an area page shows the reviews of every plan of the area.
    reviews: await reviewsData(context, { area: found.area.slug }, url),
    messages: messagesFor(lang, ["area", "coverage", "daily", "explain", "faq", "plan", "price", "promo", "reviews", "suggest"]),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const ctx = i18nFromMatches(matches);
  if (!ctx || !loaderData) return [];
  const { t } = ctx.i18n;
  const vars = { area: loaderData.area.name, price: loaderData.from ?? "", count: loaderData.plans.length };
  return seoTags({ layout: ctx.layout, title: t("meta.area.title", vars), description: t("meta.area.description", vars), path: `/${loaderData.area.slug}` });
}

export default function Area() {
  const { area, plans, suggest, suggestion, dialog, reviews } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  // The days chosen here follow the traveller to the plan page and checkout (`storeDataplanDay`).
  const [days, setDays] = useChosenDays();
  const operators = area.coverage[0]?.operators.slice(0, 3).join(", ") ?? "";
  return (
    <>
      <MarketingDialog dialog={dialog} />
      <header className="page-head">
        <img src={area.flag} alt="" width={56} height={42} className="flag" />
        <div>
          <h1>{t("area.heading", { area: area.name })}</h1>
          <p className="lead">
            {area.kind === "local" ? t("area.lead.local", { operators }) : t("area.lead.multi", { count: area.countryCount })}
          </p>
        </div>
      </header>

      {KINDS.map((kind) => {
        const ofKind = plans.filter((p) => p.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`kind-${kind}`} className="plan-section">
            <h2 id={`kind-${kind}`}>{t(`area.kind.${kind}`)}</h2>
            <p className="hint">{t(`area.kind.${kind}.hint`)}</p>
            {kind === "daily" && <DayPicker days={days} onChange={setDays} />}
            <ul className="card-grid">
              {ofKind.map((plan) => (
                <PlanCard key={plan.id} plan={plan} days={kind === "daily" ? days : undefined} />
              ))}
            </ul>
          </section>
        );
      })}

      <SuggestWidget key={area.slug} areaSlug={area.slug} initial={suggest} initialResult={suggestion} />
      <ReviewsSection reviews={reviews} lead={t("reviews.lead.area", { area: area.name })} />
      <CoverageTable area={area} />
      <GoodToKnow />
      <AreaFaq area={area} />
    </>
  );
}
