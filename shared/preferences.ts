/**
 * Visitor preferences kept in cookies so the server renders the right language and currency on
 * the first byte (no flash of USD): names, lifetimes and readers shared by loaders and the browser.
 */
import { isCurrencyCode, type CurrencyCode } from "./money.ts";

export const LOCALE_COOKIE = "i18n_redirected"; // 365 days, path /, SameSite=Lax, not Secure (PRODUCT.md#language-detection)
export const CURRENCY_COOKIE = "currency";
/** The session token of a signed-in visitor, so pages render signed in (docs/decisions/0011). */
export const SESSION_COOKIE = "session";
export const COOKIE_NOTICE_COOKIE = "cookie_notice"; // "1" = show (default), "0" = dismissed; 9999 days
const YEAR_SECONDS = 365 * 86_400;
const NOTICE_SECONDS = 9_999 * 86_400;

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return undefined;
}

export function currencyFrom(cookieHeader: string | null | undefined): CurrencyCode {
  const value = readCookie(cookieHeader, CURRENCY_COOKIE);
  return isCurrencyCode(value) ? value : "USD";
}

export function showCookieNotice(cookieHeader: string | null | undefined): boolean {
  return (readCookie(cookieHeader, COOKIE_NOTICE_COOKIE) ?? "1") === "1";
}

export const localeCookie = (lang: string) => `${LOCALE_COOKIE}=${lang}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`;
export const currencyCookie = (code: CurrencyCode) => `${CURRENCY_COOKIE}=${code}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`;
export const noticeDismissedCookie = () => `${COOKIE_NOTICE_COOKIE}=0; Max-Age=${NOTICE_SECONDS}; Path=/; SameSite=Lax`;

