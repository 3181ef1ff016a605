/**
 * The frame of every page of one language (the locale layout's component): messages and store
 * facts for the page, the progress bar, skip link, cookie notice, account host, header, main,
 * review prompt and footer. The data comes from the locale layout's loader (app/routes/locale-layout.tsx). A page
 * whose route's `handle` says `layout: "bare"` (checkout, payment results) gets the bare frame:
 * the header without navigation, and no footer. The optional analytics and chat are fetched only
 * when configured (app/features/third-party), after the page is drawn.
 */
import { Suspense, useEffect, useMemo } from "react";
import { Outlet, type UIMatch } from "react-router";
import { createI18n, I18nContext } from "../i18n/i18n.tsx";
import { pageMessages } from "./seo.ts";
import { AccountHost } from "./account-host.tsx";
import CookieBanner from "./cookie-banner.tsx";
import type { LayoutData, PageHandle } from "./layout-data.ts";
import { ProgressBar } from "./progress-bar.tsx";
import { ReviewPromptHost } from "./review-prompt-host.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { StoreContext, type StoreInfo } from "./store-context.tsx";
import { useReferralCapture } from "./use-referral-capture.ts";

export function LocaleFrame({ loaderData: data, matches }: { loaderData: LayoutData; matches: readonly UIMatch[] }) {
  // The shell's messages, and the page's own, which its loader sends with its data (also on client navigations).
  const shellI18n = useMemo(() => createI18n(data.lang, [data.messages], data.brand.name), [data.lang, data.messages, data.brand.name]);
  const ownMessages = pageMessages(matches);
  const i18n = useMemo(() => createI18n(data.lang, [data.messages, ownMessages], data.brand.name), [data.lang, data.messages, data.brand.name, ownMessages]);
  const store = useMemo<StoreInfo>(
    () => ({ brand: data.brand, currency: data.currency, currencySymbol: data.currencySymbol, path: data.path, captcha: data.captcha }),
    [data.brand, data.currency, data.currencySymbol, data.path, data.captcha],
  );
  useReferralCapture();
  const isHome = data.path === "/";
  const bare = matches.some((m) => (m.handle as PageHandle | undefined)?.layout === "bare");
  const { tools } = data;
  const analyticsId = data.account?.analyticsId;
  // The configured tools start with the page, and look again when the visitor answers the notice.
  // With the shell's messages, which stay the same from page to page: the tools do not start again on each navigation.
  const startTools = () => void (tools && import("../features/third-party/third-party.ts").then((m) => m.startThirdParty(tools, analyticsId, shellI18n)));
  useEffect(startTools, [tools, analyticsId, shellI18n]);
  return (
    <I18nContext.Provider value={i18n}>
      <StoreContext.Provider value={store}>
        <ProgressBar />
        <a className="skip-link" href="#main">
          {i18n.t("layout.skip")}
        </a>
        {/* PRODUCT.md#cookie-banner: the notice shows only on the home page of each language, until dismissed.
            First in the page: a strip above the header on wide screens, a card at the bottom on phones. */}
        {isHome && data.showCookieNotice && <CookieBanner tools={tools} onAnswer={startTools} />}
        <AccountHost account={data.account}>
          <SiteHeader bare={bare} />
          <main id="main" tabIndex={-1}>
            <Outlet />
          </main>
          <ReviewPromptHost prompt={data.reviewPrompt} />
        </AccountHost>
        {!bare && (
          <Suspense>
            <SiteFooter />
          </Suspense>
        )}
      </StoreContext.Provider>
    </I18nContext.Provider>
  );
}
