/**
 * Visitor preferences kept in cookies so the server renders the right language and currency on
 * the first byte (no flash of USD): names, lifetimes and readers shared by loaders and the browser.
 */
import { isCurrencyCode, type CurrencyCode } from "./money.ts";
import { canonicalLang, type Lang } from "./i18n/locales.ts";
import { negotiateLang } from "./i18n/negotiate.ts";

export const LOCALE_COOKIE = "i18n_redirected"; // 365 days, path /, SameSite=Lax, not Secure (PRODUCT.md#language-detection)
/** Query parameter of a language chosen with a plain link: `/japan?lang=de` (PRODUCT.md#language-detection). */
export const LANG_PARAM = "lang";
export const CURRENCY_COOKIE = "currency";
/** The session token of a signed-in visitor, so pages render signed in (docs/decisions/0011). */
export const SESSION_COOKIE = "session";
export const COOKIE_NOTICE_COOKIE = "cookie_notice"; // "1" = show (default), "0" = dismissed; 9999 days
/**
 * The visitor's answer to the cookie notice while it asks about analytics (PRODUCT.md#cookie-banner):
 * "accepted" or "rejected", 9999 days. Without analytics configured the notice asks nothing and
 * its buttons only dismiss it, so no answer is kept.
 */
export const CONSENT_COOKIE = "cookie_consent";
export type Consent = "accepted" | "rejected";
/** The plan last viewed in this browser, `area/plan`, where a bare /mealdetail leads (PRODUCT.md#last-plan); 30 days. */
export const LAST_PLAN_COOKIE = "last_plan";
/** Marketing dialogs already seen, `id.seconds` pairs joined by `~`, as browsers were given them before each dialog had a cookie of its own (`dialog_<id>`); still read. */
export const DIALOGS_SEEN_COOKIE = "dialogs_seen";
const YEAR_SECONDS = 365 * 86_400;
const LAST_PLAN_SECONDS = 30 * 86_400;
/** Catalogue slugs: lower-case words joined by hyphens, as the catalogue writes them. */
const SLUG = "[a-z0-9]+(?:-[a-z0-9]+)*";
// Pure: the browser's scripts never read the last plan, and without the mark the bundler keeps the
// construction (and the pattern) in every page's script.
const LAST_PLAN = /* @__PURE__ */ new RegExp(`^(${SLUG})/(${SLUG})$`);
const NOTICE_SECONDS = 9_999 * 86_400;

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return undefined;
}

/**
 * The language a visit to the bare root is for (PRODUCT.md#language-detection): the locale cookie's,
 * else the browser's Accept-Language. Anything but English is redirected to its prefix.
 */
export function rootLanguage(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): { lang: Lang; remembered: boolean } {
  const cookie = canonicalLang(readCookie(cookieHeader, LOCALE_COOKIE));
  return cookie ? { lang: cookie, remembered: true } : { lang: negotiateLang(acceptLanguage), remembered: false };
}

export function currencyFrom(cookieHeader: string | null | undefined): CurrencyCode {
  const value = readCookie(cookieHeader, CURRENCY_COOKIE);
  return isCurrencyCode(value) ? value : "USD";
}

/**
 * The notice shows while its flag is "1" (the default). With analytics to ask about (`asks`), it
 * also shows to a visitor who dismissed it before it asked: they never answered that question.
 */
export function showCookieNotice(cookieHeader: string | null | undefined, asks = false): boolean {
  return (readCookie(cookieHeader, COOKIE_NOTICE_COOKIE) ?? "1") === "1" || (asks && consentFrom(cookieHeader) === undefined);
}

export function consentFrom(cookieHeader: string | null | undefined): Consent | undefined {
  const value = readCookie(cookieHeader, CONSENT_COOKIE);
  return value === "accepted" || value === "rejected" ? value : undefined;
}

export const localeCookie = (lang: string) => `${LOCALE_COOKIE}=${lang}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`;
export const currencyCookie = (code: CurrencyCode) => `${CURRENCY_COOKIE}=${code}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`;
export const noticeDismissedCookie = () => `${COOKIE_NOTICE_COOKIE}=0; Max-Age=${NOTICE_SECONDS}; Path=/; SameSite=Lax`;
export const consentCookie = (consent: Consent) => `${CONSENT_COOKIE}=${consent}; Max-Age=${NOTICE_SECONDS}; Path=/; SameSite=Lax`;

export const lastPlanCookie = (area: string, plan: string) =>
  `${LAST_PLAN_COOKIE}=${area}/${plan}; Max-Age=${LAST_PLAN_SECONDS}; Path=/; SameSite=Lax`;

/** The remembered plan, or null when absent or not exactly two catalogue slugs (anyone can write a cookie). */
export function lastPlanFrom(cookieHeader: string | null | undefined): { area: string; plan: string } | null {
  const value = readCookie(cookieHeader, LAST_PLAN_COOKIE);
  const m = value && value.length <= 130 ? LAST_PLAN.exec(value) : null;
  return m ? { area: m[1], plan: m[2] } : null;
}

const SEEN_ENTRY = /^([a-z0-9][a-z0-9-]{0,39})\.(\d{1,11})$/;
/** Enough for every campaign a store runs at once; older entries go first. */
const MAX_SEEN = 12;
/** One cookie a dialog seen, `dialog_<id>=<seconds>`: the cookie the page words then holds nothing of the visitor's. */
const SEEN_COOKIE = /^dialog_([a-z0-9][a-z0-9-]{0,39})$/;
const SEEN_SECONDS = /^\d{1,11}$/;

/**
 * When each marketing dialog was last seen (seconds), from its `dialog_<id>` cookie, or from the
 * older `dialogs_seen` list (`id.seconds` pairs) a browser may still hold; malformed entries are ignored.
 */
export function dialogsSeenFrom(cookieHeader: string | null | undefined): Record<string, number> {
  const seen: Record<string, number> = {};
  for (const entry of (readCookie(cookieHeader, DIALOGS_SEEN_COOKIE) ?? "").split("~").slice(-MAX_SEEN)) {
    const m = SEEN_ENTRY.exec(entry);
    if (m) seen[m[1]] = Number(m[2]);
  }
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    const m = SEEN_COOKIE.exec(name);
    if (m && value !== undefined && SEEN_SECONDS.test(value)) seen[m[1]] = Math.max(seen[m[1]] ?? 0, Number(value));
  }
  return seen;
}

/**
 * Stands for the moment a dialog opened in the cookie the server words (marketing-dialog.tsx puts
 * the time in): a page kept for many visitors (server/http/page-cache.ts) must not carry the time it was drawn.
 */
export const SEEN_AT = "{at}";

/** The cookie that records dialog `id` as seen at `at` seconds (or at SEEN_AT, filled in by the browser). */
export const dialogSeenCookie = (id: string, at: number | typeof SEEN_AT): string =>
  `dialog_${id}=${at === SEEN_AT ? at : Math.floor(at)}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`;
