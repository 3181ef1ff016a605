import { Suspense } from "react";
import { redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { messagesFor } from "../i18n/messages.server.ts";
import { planTitle } from "../../shared/i18n/plan-text.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { LANG_PARAM, localeCookie, rootLanguage } from "../../shared/preferences.ts";
import { homeShelves } from "../features/catalog/home-shelves.server.ts";
import { i18nFromMatches, seoTags } from "../shell/seo.ts";
import { PriceTag } from "../features/catalog/price-tag.tsx";
import { LocalLink } from "../ui/links.tsx";
import { SearchBox } from "../features/catalog/search-box.tsx";
import { AreaGrid } from "../features/catalog/area-grid.tsx";
import { AreaTabs } from "../features/catalog/area-tabs.tsx";
import { BannerArt } from "../features/marketing/banner-art.tsx";
import { CONTENT_PAGES } from "../../shared/site-pages.ts";
import { useStore } from "../shell/store-context.tsx";
import { MarketingDialog } from "../features/marketing/marketing-dialog.tsx";
import { marketingDialog } from "../features/marketing/marketing-dialog.server.ts";
import { KEPT_PAGE } from "../shell/kept-page.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

/** Kept for visitors who are not signed in (app/shell/kept-page.ts). */
export const handle = KEPT_PAGE;

/**
 * Language detection happens on the bare root only (PRODUCT.md#language-detection): the locale cookie wins,
 * else Accept-Language; a non-English choice redirects to that language's home and is remembered.
 */
function detectLanguage(request: Request): Response | null {
  const url = new URL(request.url);
  // A language picked with `?lang=` is the layout's to remember and redirect (PRODUCT.md#language-detection).
  if (url.pathname !== "/" || url.searchParams.has(LANG_PARAM)) return null;
  const { lang, remembered } = rootLanguage(request.headers.get("cookie"), request.headers.get("accept-language"));
  if (lang === "en") return null;
  return remembered ? redirect(`/${lang}${url.search}`) : redirect(`/${lang}${url.search}`, { headers: { "Set-Cookie": localeCookie(lang) } });
}

export function loader({ request, context }: Route.LoaderArgs) {
  const detected = detectLanguage(request);
  if (detected) throw detected;
  const url = new URL(request.url);
  const { lang, currency } = context;
  const { catalog, content } = context.services;
  const query = url.searchParams.get("q")?.trim().slice(0, 64) ?? "";
  return {
    // Built once per catalogue list, not per request.
    ...homeShelves(catalog.listAreas(lang, currency), lang),
    // Said in the heading and title, counted from the catalogue (PRODUCT.md#catalogue-counts).
    countries: catalog.countryCount(null) ?? 0,
    banners: content.banners(lang),
    // Titles and prices are worded on the server: the home page then needs no plan-wording code.
    recommended: catalog.recommended(6, lang, currency).map(({ area, plan }) => ({
      href: `/${area.slug}/${plan.slug}`,
      flag: area.flag,
      title: `${area.name} · ${planTitle(plan, lang)}`,
      price: plan.price,
      daily: plan.kind === "daily",
    })),
    query,
    // Without JavaScript the search form submits here and the results are rendered on the server.
    results: query ? catalog.searchAreas(query, 8, lang, currency) : null,
    dialog: marketingDialog(request, context, "home"),
    messages: messagesFor(lang, ["home", "price", "promo", "search"]),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const ctx = i18nFromMatches(matches);
  if (!ctx || !loaderData) return [];
  return seoTags({ layout: ctx.layout, title: ctx.i18n.t("meta.home.title", { count: loaderData.countries }), description: ctx.i18n.t("meta.home.description"), path: "/" });
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const { brand } = useStore();
  return (
    <>
      <MarketingDialog dialog={data.dialog} />
      <section className="hero">
        <h1>{t("home.heading")}</h1>
        <p className="lead">{t("home.subheading", { count: data.countries })}</p>
        <SearchBox initialQuery={data.query} initialResults={data.results} />
      </section>

      {data.banners.length > 0 && (
        <div className="banners">
          {data.banners.map((b) => (
            <LocalLink key={b.id} to={b.link} className="banner">
              <BannerArt art={b.art} />
              <span className="banner-text">
                <strong>{b.title}</strong>
                <span>{b.subtitle}</span>
                <span className="banner-cta">{b.cta} →</span>
              </span>
            </LocalLink>
          ))}
        </div>
      )}

      <section aria-labelledby="popular">
        <h2 id="popular">{t("home.popular")}</h2>
        <AreaGrid areas={data.popular} />
      </section>

      {/* Suspense boundaries let React hydrate the long lists in separate, short tasks. */}
      <Suspense>
        <section aria-labelledby="browse">
          <h2 id="browse">{t("home.browse")}</h2>
          <AreaTabs areas={data.areas} countryGroups={data.countryGroups} />
        </section>
      </Suspense>

      <section aria-labelledby="recommended">
        <h2 id="recommended">{t("home.recommended")}</h2>
        <ul className="card-grid">
          {data.recommended.map((r) => (
            <li key={r.href} className="card plan-card">
              <img src={r.flag} alt="" width={32} height={24} className="flag" loading="lazy" />
              <h3>
                <LocalLink to={r.href}>{r.title}</LocalLink>
              </h3>
              <PriceTag price={r.price} unit={r.daily ? t("common.perDay") : undefined} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps" className="steps">
        <h2 id="steps">{t("home.steps.title")}</h2>
        <ol>
          {([1, 2, 3] as const).map((n) => (
            <li key={n}>
              <h3>{t(`home.steps.${n}.title`)}</h3>
              <p>{t(`home.steps.${n}.text`)}</p>
            </li>
          ))}
        </ol>
        <p>
          <LocalLink to={CONTENT_PAGES.howItWorks}>{t("home.steps.more")} →</LocalLink>
        </p>
      </section>

      {/* Only a store with an app of its own (IOS_APP_URL, ANDROID_APP_URL) invites visitors to get it. */}
      {(brand.iosAppUrl || brand.androidAppUrl) && (
        <section aria-labelledby="apps" className="apps">
          <h2 id="apps">{t("home.apps.title", { brand: brand.name })}</h2>
          <p>{t("home.apps.text")}</p>
          <p className="actions">
            {brand.iosAppUrl && <a className="button secondary" href={brand.iosAppUrl} rel="noopener">{t("footer.appStore")}</a>}
            {brand.androidAppUrl && <a className="button secondary" href={brand.androidAppUrl} rel="noopener">{t("footer.googlePlay")}</a>}
          </p>
        </section>
      )}
    </>
  );
}
