/**
 * One layout per language: resolves the language (redirecting a non-canonical case), applies a
 * currency choice made with `?currency=`, and hands pages the shell's messages and preferences. The
 * frame it draws (header, main, footer, cookie notice, progress bar) is app/shell/locale-frame.tsx.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/locale-layout";
import { currencySymbol, isCurrencyCode } from "../../shared/money.ts";
import { canonicalCaseRedirect, languageChoiceRedirect } from "../locale.server.ts";
import { signOutToken } from "../features/account/account-forms.server.ts";
import { messagesFor, SHELL_NAMESPACES } from "../i18n/messages.server.ts";
import { currencyCookie, showCookieNotice } from "../../shared/preferences.ts";
import { unprefixedPath } from "../shell/seo.ts";
import type { LayoutData } from "../shell/layout-data.ts";
import type { ThirdPartySettings } from "../../shared/third-party.ts";
import { guardRedirect } from "../../shared/access-guard.ts";
import { sameSiteTarget } from "../../shared/same-site.ts";
import { reviewPrompt } from "../features/reviews/review-prompt.server.ts";

import { LocaleFrame } from "../shell/locale-frame.tsx";
import { KEPT_PAGE } from "../shell/kept-page.ts";

/** Kept for visitors who are not signed in (app/shell/kept-page.ts). */
export const handle = KEPT_PAGE;

// A default export of its own (not a re-export), so React Router hands the frame its data and `matches`.
export default LocaleFrame;

export async function loader({ request, context }: Route.LoaderArgs): Promise<LayoutData> {
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
    // The shell's texts only: each page's loader sends its own (app/i18n/messages.server.ts).
    messages: messagesFor(lang, SHELL_NAMESPACES),
    currency,
    currencySymbol: currencySymbol(currency),
    // With analytics on, the notice asks a question: it also shows to a visitor who never answered it.
    showCookieNotice: showCookieNotice(request.headers.get("cookie"), context.thirdParty?.analytics !== undefined),
    path: unprefixedPath(url.pathname, lang),
    publicUrl: context.publicUrl,
    captcha: context.captcha,
    account: session
      ? {
          email: session.email,
          loginType: session.loginType,
          signOutToken: signOutToken(context.token ?? ""),
          ...(context.thirdParty?.analytics && { analyticsId: session.userId }),
        }
      : null,
    reviewPrompt: await reviewPrompt(context, url.pathname),
    brand: {
      name: brand.name,
      slug: brand.slug,
      supportEmail: brand.supportEmail,
      whyUrl: brand.whyUrl,
      blogUrl: brand.blogUrl,
      iosAppUrl: brand.iosAppUrl,
      androidAppUrl: brand.androidAppUrl,
    },
    tools: withStyleNonce(context.thirdParty, context.styleNonce),
  };
}

/**
 * The chat's SDK adds a <style> element, which the pages' policy lets in by this response's style
 * nonce alone (server/http/content-security-policy.ts). It travels in the loader's data, never in
 * an attribute a stylesheet could read; the chat uses the one of the document it loads in.
 */
function withStyleNonce(tools: ThirdPartySettings | null, styleNonce: string): ThirdPartySettings | null {
  return tools?.chat ? { ...tools, chat: { ...tools.chat, styleNonce } } : tools;
}
