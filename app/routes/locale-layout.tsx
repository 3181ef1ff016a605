/**
 * One layout per language: resolves the language (redirecting a non-canonical case), applies a
 * currency choice made with `?currency=`, hands pages their messages and preferences, and draws
 * the frame: header, main, footer, cookie notice, progress bar.
 */
import { Outlet, redirect, useLoaderData } from "react-router";
import { Suspense, useMemo } from "react";
import CookieBanner from "../shell/cookie-banner.tsx";
import type { Route } from "./+types/locale-layout";
import { currencySymbol, isCurrencyCode } from "../../shared/money.ts";
import { canonicalCaseRedirect, languageChoiceRedirect } from "../locale.server.ts";
import { signOutToken } from "../features/account/account-forms.server.ts";
import { MESSAGES } from "../i18n/messages.server.ts";
import { createI18n, I18nContext } from "../i18n/i18n.tsx";
import { currencyCookie, showCookieNotice } from "../../shared/preferences.ts";
import { StoreContext, type StoreInfo } from "../shell/store-context.tsx";
import { unprefixedPath } from "../shell/seo.ts";
import { SiteHeader } from "../shell/site-header.tsx";
import { SiteFooter } from "../shell/site-footer.tsx";

import { ProgressBar } from "../shell/progress-bar.tsx";
import { AccountHost } from "../shell/account-host.tsx";
import type { LayoutData } from "../shell/layout-data.ts";
import { guardRedirect } from "../../shared/access-guard.ts";
import { sameSiteTarget } from "../../shared/same-site.ts";
import { useReferralCapture } from "../shell/use-referral-capture.ts";

export function loader({ request, context }: Route.LoaderArgs): LayoutData {
  const url = new URL(request.url);
  const caseRedirect = canonicalCaseRedirect(url);
  if (caseRedirect) throw caseRedirect;
  const languageChoice = languageChoiceRedirect(url);
  if (languageChoice) throw languageChoice;
  const chosen = url.searchParams.get("currency");
  if (chosen !== null) {
    url.searchParams.delete("currency");
    const headers = isCurrencyCode(chosen) ? { "Set-Cookie": currencyCookie(chosen) } : undefined;
    throw redirect(sameSiteTarget(url), { headers });
  }
  const { lang, currency, brand, session } = context;
  // PRODUCT.md#access-guard: every document request (unknown paths too) passes here first; the
  // not-found page and the guarded pages check again for navigations inside the app, which do
  // not run this loader.
  const guarded = guardRedirect(url.pathname, url.search, session !== null);
  if (guarded) throw redirect(guarded);
  return {
    lang,
    messages: MESSAGES[lang],
    currency,
    currencySymbol: currencySymbol(currency),
    showCookieNotice: showCookieNotice(request.headers.get("cookie")),
    path: unprefixedPath(url.pathname, lang),
    publicUrl: context.publicUrl,
    captcha: context.captcha,
    account: session ? { email: session.email, loginType: session.loginType, signOutToken: signOutToken(context.token ?? "") } : null,
    brand: {
      name: brand.name,
      slug: brand.slug,
      supportEmail: brand.supportEmail,
      whyUrl: brand.whyUrl,
      blogUrl: brand.blogUrl,
      iosAppUrl: brand.iosAppUrl,
      androidAppUrl: brand.androidAppUrl,
    },
  };
}

export default function LocaleLayout() {
  const data = useLoaderData<typeof loader>();
  const i18n = useMemo(() => createI18n(data.lang, data.messages, data.brand.name), [data.lang, data.messages, data.brand.name]);
  const store = useMemo<StoreInfo>(
    () => ({ brand: data.brand, currency: data.currency, currencySymbol: data.currencySymbol, path: data.path, captcha: data.captcha }),
    [data.brand, data.currency, data.currencySymbol, data.path, data.captcha],
  );
  useReferralCapture();
  const isHome = data.path === "/";
  return (
    <I18nContext.Provider value={i18n}>
      <StoreContext.Provider value={store}>
        <ProgressBar />
        <a className="skip-link" href="#main">
          {i18n.t("layout.skip")}
        </a>
        {/* PRODUCT.md#cookie-banner: the notice shows only on the home page of each language, until dismissed.
            First in the page: a strip above the header on wide screens, a card at the bottom on phones. */}
        {isHome && data.showCookieNotice && <CookieBanner />}
        <AccountHost account={data.account}>
          <SiteHeader />
          <main id="main" tabIndex={-1}>
            <Outlet />
          </main>
        </AccountHost>
        <Suspense>
          <SiteFooter />
        </Suspense>
      </StoreContext.Provider>
    </I18nContext.Provider>
  );
}
