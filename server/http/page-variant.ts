/**
 * What a storefront page drawn for a visitor who is not signed in depends on, besides its address:
 * the page cache's key (server/http/page-cache.ts), and how shared caches may keep the page.
 *
 * A route's page may be kept only if its module (and each layout around it) says so with
 * `handle.pageCache` (app/shell/page-cache.ts), promising its loader reads nothing of the request
 * but what is named here: the address (path and query), the device class, three preference
 * cookies (currency; the cookie notice and its answer), and which marketing dialogs the visitor
 * is spared for now (seen less than their frequency ago). Requests the key cannot describe are
 * rendered as before: a session cookie (even an expired one), and a bare root that is about to
 * be sent to another language.
 */
import type { FastifyRequest } from "fastify";
import { isMobileDevice, DEVICE_VARY } from "../../shared/device.ts";
import { CONSENT_COOKIE, COOKIE_NOTICE_COOKIE, consentFrom, CURRENCY_COOKIE, currencyFrom, dialogsSeenFrom, LANG_PARAM, readCookie, rootLanguage, SESSION_COOKIE } from "../../shared/preferences.ts";

export interface PageVariant {
  key: string;
  /** No preference cookie came with the request: the page is everyone's default, so a shared cache may keep it. */
  shareable: boolean;
  vary: string;
}

/** A shared cache keeps a page this long, then serves it stale for this much more while it asks again (bounded by the day's end below). */
export const SHARED_MAX_AGE_S = 60;
export const STALE_WHILE_REVALIDATE_S = 300;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Query parameters only the browser reads: the referral capture's (shared/referral.ts) and the
 * tags ads and mail tools add. A campaign mail's thousands of tagged links then share one kept
 * page. Kept routes promise not to read them (app/shell/kept-page.ts).
 */
const BROWSER_ONLY_PARAM = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|mc_cid|mc_eid|shortcode|c|subid)$/i;

/** The address as the key holds it: without the parameters only the browser reads. */
function keyedAddress(url: string, queryAt: number): string {
  if (queryAt === -1) return url;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of [...query.keys()]) if (BROWSER_ONLY_PARAM.test(name)) query.delete(name);
  const rest = query.toString();
  return rest ? `${url.slice(0, queryAt)}?${rest}` : url.slice(0, queryAt);
}

/**
 * The key of the page this request asks for, or null when it must be rendered for it alone.
 * `resting`: the ids of the dialogs a visitor who saw `seen` is spared now (the content service's).
 */
export function pageVariant(request: FastifyRequest, resting: (seen: Readonly<Record<string, number>>) => readonly string[]): PageVariant | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = request.url;
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // React Router's data requests (client navigation) are not documents.
  if (path.endsWith(".data")) return null;
  const cookies = request.headers.cookie;
  if (readCookie(cookies, SESSION_COOKIE) !== undefined) return null;
  const bareRoot = path === "/" && !new URLSearchParams(url.slice(queryAt + 1 || url.length)).has(LANG_PARAM);
  if (bareRoot && rootLanguage(cookies, header(request.headers["accept-language"])).lang !== "en") return null;
  const mobile = isMobileDevice(request.headers["user-agent"], header(request.headers["sec-ch-ua-mobile"]));
  const notice = readCookie(cookies, COOKIE_NOTICE_COOKIE) ?? "1";
  const consent = consentFrom(cookies) ?? "";
  const seen = dialogsSeenFrom(cookies);
  const spared = Object.keys(seen).length > 0 ? resting(seen).join(",") : "";
  const preferences = spared !== "" || [CURRENCY_COOKIE, COOKIE_NOTICE_COOKIE, CONSENT_COOKIE].some((name) => readCookie(cookies, name) !== undefined);
  return {
    key: `${mobile ? "m" : "d"} ${currencyFrom(cookies)} ${notice === "1" ? 1 : 0}${consent} ${spared} ${keyedAddress(url, queryAt)}`,
    shareable: !preferences,
    // The bare root also answers by language (a German browser is sent to /de).
    vary: `${DEVICE_VARY}, Cookie, Accept-Encoding${bareRoot ? ", Accept-Language" : ""}`,
  };
}

/**
 * Cache-Control of a kept page. Shared caches keep a default page briefly, never past the end of
 * the UTC day (when campaigns start and end); a page drawn for a visitor's preferences, or one
 * that sets a cookie, only the browser keeps, and it asks again each time (answered 304 while it
 * is unchanged).
 */
export function pageCacheControl(shareable: boolean, nowMs: number): string {
  if (!shareable) return "private, no-cache";
  const leftToday = Math.floor((86_400_000 - (nowMs % 86_400_000)) / 1000);
  const maxAge = Math.min(SHARED_MAX_AGE_S, leftToday);
  return `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${Math.min(STALE_WHILE_REVALIDATE_S, leftToday - maxAge)}`;
}

/** If-None-Match against a page's ETag, compared weakly (RFC 9110 section 13.1.2). */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}
