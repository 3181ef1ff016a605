/**
 * Plan detail (`/{area}/{dataplan}`, and `/mealdetail?area=&plan=` showing the same plan):
 * every fact a buyer must know before paying, and schema.org Product data. Each view is
 * remembered in the `last_plan` cookie, where a bare `/mealdetail` leads (PRODUCT.md#last-plan).
 * A daily plan's `?days=` (the days chosen on the area page) sets its total and Buy now's days.
 */
import { data, Link, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/plan";
import { messagesFor } from "../i18n/messages.server.ts";
import { lastPlanCookie, lastPlanFrom } from "../../shared/preferences.ts";
import { localizePath } from "../../shared/i18n/paths.ts";
import { formatDays, formatPerDay, planTitle } from "../../shared/i18n/plan-text.ts";
import { formatMb } from "../../shared/data-units.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { formatPrice, formatSpeed, multipliedPrice } from "../features/catalog/format.ts";
import { PriceTag } from "../features/catalog/price-tag.tsx";
import { i18nFromMatches, seoTags } from "../shell/seo.ts";
import { LocalLink } from "../ui/links.tsx";
import { DayPicker } from "../features/plans/day-picker.tsx";
import { useChosenDays, withDays } from "../features/plans/use-chosen-days.ts";
import { CoverageTable } from "../features/plans/coverage-table.tsx";
import { GoodToKnow } from "../features/plans/good-to-know.tsx";
import { PlanCard } from "../features/plans/plan-card.tsx";
import { MarketingDialog } from "../features/marketing/marketing-dialog.tsx";
import { marketingDialog } from "../features/marketing/marketing-dialog.server.ts";
import { useAccount } from "../shell/account-context.ts";
import { useStore } from "../shell/store-context.tsx";
import { reviewsData } from "../features/reviews/reviews.server.ts";
import { productRating } from "../features/reviews/review-ld.ts";
import { ReviewsSection } from "../features/reviews/reviews-section.tsx";
import { KEPT_PAGE } from "../shell/kept-page.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

/** Kept for visitors who are not signed in (app/shell/kept-page.ts). */
export const handle = KEPT_PAGE;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang, currency } = context;
  const { catalog } = context.services;
  if (!params.area && !url.searchParams.has("area") && !url.searchParams.has("plan")) throw lastPlanRedirect(request, context);
  const areaSlug = params.area ?? url.searchParams.get("area") ?? "";
  const planSlug = params.dataplan ?? url.searchParams.get("plan") ?? "";
  const found = catalog.plan(areaSlug, planSlug, lang, currency);
  if (!found) throw data(null, { status: 404 });
  const siblings = catalog.areaPlans(areaSlug, lang, currency)!.plans.filter((p) => p.kind === found.plan.kind && p.id !== found.plan.id);
  // PRODUCT.md#order-reviews: a plan page shows the reviews of that plan.
  const reviews = await reviewsData(context, { area: found.area.slug, plan: found.plan.slug }, url);
  return data(
    {
      ...found,
      siblings: siblings.slice(0, 6),
      publicUrl: context.publicUrl,
      dialog: marketingDialog(request, context, "plan"),
      reviews,
      messages: messagesFor(lang, ["buy", "coverage", "daily", "explain", "plan", "price", "promo", "reviews"]),
    },
    { headers: { "Set-Cookie": lastPlanCookie(found.area.slug, found.plan.slug) } },
  );
}

/** Bare `/mealdetail`: the plan last viewed here if it is still sold, else this language's home. */
function lastPlanRedirect(request: Request, context: Route.LoaderArgs["context"]): Response {
  const last = lastPlanFrom(request.headers.get("cookie"));
  const stillSold = last !== null && context.services.catalog.plan(last.area, last.plan, context.lang, context.currency) !== null;
  return redirect(localizePath(context.lang, last && stillSold ? `/${last.area}/${last.plan}` : "/"));
}

/** The remembered-plan cookie set by the loader reaches the browser on documents and data requests alike. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const ctx = i18nFromMatches(matches);
  if (!ctx || !loaderData) return [];
  const { t, lang } = ctx.i18n;
  const { area, plan } = loaderData;
  const vars = {
    area: area.name,
    plan: planTitle(plan, lang),
    price: formatPrice(plan.price, lang),
    network: plan.network,
    hotspot: plan.hotspot ? t("common.yes") : t("common.no"),
  };
  return seoTags({ layout: ctx.layout, title: t("meta.plan.title", vars), description: t("meta.plan.description", vars), path: `/${area.slug}/${plan.slug}` });
}

export default function PlanPage() {
  const { area, plan, siblings, publicUrl, dialog, reviews } = useLoaderData<typeof loader>();
  const { t, lang } = useI18n();
  const { brand } = useStore();
  // As chosen on the area page (`?days=`), carried on to checkout by Buy now.
  const [days, setDays] = useChosenDays();
  const { account, open } = useAccount();
  const title = planTitle(plan, lang);
  const daily = plan.kind === "daily";
  // PRODUCT.md#checkout: signed in, straight to checkout; signed out, the account chooser first,
  // which goes on to checkout. Without JavaScript the link itself leads there (it asks to sign in).
  const checkout = localizePath(lang, `/topay?area=${area.slug}&plan=${plan.slug}${daily ? `&days=${days}` : ""}`);
  const yesNo = (v: boolean) => (v ? t("common.yes") : t("common.no"));

  const facts: [string, string][] = [
    plan.kind === "daily"
      ? [t("plan.fact.daily"), formatMb(plan.dailyMb ?? 0) ?? ""]
      : [t("plan.fact.data"), formatMb(plan.dataMb ?? 0) ?? ""],
    plan.kind === "daily"
      ? [t("plan.fact.duration"), t("plan.fact.durationDaily")]
      : [t("plan.fact.validity"), formatDays(plan.validityDays ?? 0, lang)],
    ...(plan.kind === "calltext"
      ? ([
          [t("plan.fact.calls"), `${plan.voiceMinutes} min`],
          [t("plan.fact.sms"), `${plan.smsCount} SMS`],
        ] as [string, string][])
      : []),
    [t("plan.fact.network"), plan.network],
    [t("plan.fact.speedAfter"), plan.throttleKbps > 0 ? formatSpeed(plan.throttleKbps) : t("plan.speed.stops")],
    [t("plan.fact.hotspot"), yesNo(plan.hotspot)],
    [t("plan.fact.topup"), plan.topup ? t("plan.topup.yes") : t("plan.topup.no")],
    [t("plan.fact.starts"), t(`plan.starts.${plan.validityStart}`)],
    [t("plan.fact.coverage"), area.kind === "local" ? area.name : t("common.countries", { count: area.countryCount })],
  ];

  const productLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `${area.name} eSIM ${title}`,
    description: facts.map(([k, v]) => `${k}: ${v}`).join(". "),
    image: `${publicUrl}${area.flag}`,
    sku: `${area.slug}/${plan.slug}`,
    category: "eSIM",
    offers: {
      "@type": "Offer",
      price: (plan.price.usdMinor / 100).toFixed(2),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url: `${publicUrl}/${area.slug}/${plan.slug}`,
    },
    // Only with published reviews: a rating without reviews would be made up.
    ...productRating(reviews, t("reviews.author"), brand.name),
  };

  return (
    <>
      <MarketingDialog dialog={dialog} />
      <nav aria-label={t("plan.backToArea", { area: area.name })} className="crumbs">
        <LocalLink to={`/${area.slug}`}>← {t("plan.backToArea", { area: area.name })}</LocalLink>
      </nav>
      <header className="page-head">
        <img src={area.flag} alt="" width={56} height={42} className="flag" />
        <div>
          <h1>{t("plan.heading", { area: area.name, plan: title })}</h1>
          <PriceTag price={plan.price} big unit={plan.kind === "daily" ? t("common.perDay") : undefined} />
        </div>
      </header>

      {daily && (
        <section className="daily-total-box" aria-label={t("daily.days")}>
          <DayPicker days={days} onChange={setDays} />
          <p className="total" data-testid="daily-total">
            {t("daily.total", { days: formatDays(days, lang) })}: <strong>{multipliedPrice(plan.price.usdMinor, days, plan.price.currency, lang)}</strong>
          </p>
          <p className="hint">{formatPerDay(plan.dailyMb ?? 0, lang)}</p>
        </section>
      )}

      <p className="buy">
        <Link
          to={checkout}
          className="button buy-button"
          onClick={(e) => {
            if (account) return;
            e.preventDefault();
            open({ kind: "chooser", next: checkout });
          }}
        >
          {daily ? t("buy.nowDays", { days: formatDays(days, lang) }) : t("buy.now")}
        </Link>
      </p>

      <section aria-labelledby="facts">
        <h2 id="facts">{t("plan.facts")}</h2>
        <dl className="facts">
          {facts.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        <ul className="assurances">
          <li>{t("plan.delivery")}</li>
          <li>{t("plan.compat")}</li>
          <li>{t("plan.refund")}</li>
        </ul>
      </section>

      <ReviewsSection reviews={reviews} lead={t("reviews.lead.plan")} />
      <CoverageTable area={area} />
      <GoodToKnow />

      {siblings.length > 0 && (
        <section aria-labelledby="others">
          <h2 id="others">{t("plan.others", { area: area.name })}</h2>
          <ul className="card-grid">
            {siblings.map((p) => (
              <PlanCard key={p.id} plan={p} href={withDays(`/${p.areaSlug}/${p.slug}`, daily ? days : undefined)} />
            ))}
          </ul>
        </section>
      )}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(productLd).replace(/</g, "\\u003c") }} />
    </>
  );
}
