/**
 * What the locale layout's loader hands every page (app/routes/locale-layout.tsx): language and
 * the shell's messages, display currency, brand, account. Declared here rather than inferred from the
 * loader, so the page helpers that read it from `matches` (seo.ts) need not import the route
 * module that imports them. Also what a page route tells the frame through its `handle`.
 */
import type { CaptchaSettings } from "../../shared/captcha.ts";
import type { Lang } from "../../shared/i18n/locales.ts";
import type { CurrencyCode } from "../../shared/money.ts";
import type { ThirdPartySettings } from "../../shared/third-party.ts";
import type { PageMessages } from "../i18n/messages/en.ts";
import type { Account } from "./account-context.ts";
import type { StoreInfo } from "./store-context.tsx";

export interface LayoutData {
  lang: Lang;
  /** The shell's namespaces of the visitor's language (SHELL_NAMESPACES); each page's loader sends its own. */
  messages: PageMessages;
  currency: CurrencyCode;
  currencySymbol: string;
  showCookieNotice: boolean;
  /** Current path without the language prefix. */
  path: string;
  publicUrl: string;
  captcha: CaptchaSettings;
  account: Account | null;
  /** An order the review prompt asks this account about now (docs/PRODUCT.md#order-reviews), or null. */
  reviewPrompt: ReviewPromptData | null;
  brand: StoreInfo["brand"];
  /** The optional analytics and support chat (PRODUCT.md#analytics-and-chat); null when both are off. */
  tools: ThirdPartySettings | null;
}

/** What the review prompt names: the order, and where it took the traveller. */
export interface ReviewPromptData {
  orderNo: string;
  area: string;
}

/** What a page route may say about its frame, as its `handle` (read by locale-frame.tsx). */
export interface PageHandle {
  /**
   * `bare`: checkout and payment results keep the logo (a link home), the language picker and a
   * help link, without the navigation and the footer, so nothing leads a payer away mid-payment.
   */
  layout?: "bare";
  /**
   * A page that waits for news (a payment's, a top-up's) and, without JavaScript, reloads itself:
   * the `<meta http-equiv="refresh">` content while its loader's data says it waits, else null.
   * The server writes it into the document's head inside <noscript> (no-script-refresh.server.ts),
   * where HTML allows it and where a browser running the page's polling never reads it.
   */
  refreshWithoutScript?: (data: unknown) => string | null;
}

/** The handle of the checkout pages (`export { BARE_LAYOUT as handle }`). */
export const BARE_LAYOUT: PageHandle = { layout: "bare" };
