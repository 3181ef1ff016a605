/**
 * The request context: built once per request by the server and handed to React Router loaders
 * and actions (as their `context`) and to API handlers. It carries what every one of them
 * needs, resolved once: the domain services, the language, the display currency, the CSP
 * nonce, the client address with the page-form guard, and the visitor's session.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { FastifyRequest } from "fastify";
import type { Config } from "./config.ts";
import type { CurrencyCode } from "../shared/money.ts";
import type { CaptchaSettings } from "../shared/captcha.ts";
import { thirdPartySettings, type ThirdPartySettings } from "../shared/third-party.ts";
import { langOfPath, type Lang } from "../shared/i18n/locales.ts";
import { negotiateLang } from "../shared/i18n/negotiate.ts";
import { currencyFrom, readCookie, SESSION_COOKIE } from "../shared/preferences.ts";
import { isMobileDevice } from "../shared/device.ts";
import { CONSOLE_LANG_COOKIE, consoleLangOf, isConsolePath } from "../shared/console.ts";
import type { Session } from "./domain/accounts/index.ts";
import { domainServices, type DomainServices, type Services } from "./services.ts";
import { createPageForms, type PageForms } from "./http/page-forms.ts";
import { clientAddress } from "./http/client-address.ts";
import { returnOrigin } from "./http/return-origin.ts";
import { apiMessage } from "./messages/index.ts";

/** A code of the API's catalogue (server/http/errors.ts), such as an account service's outcome. */
export type MessageCode = Parameters<typeof apiMessage>[0];

// A type alias, not an interface: React Router's AppLoadContext has a string index signature,
// which only an alias's implicit index signature satisfies.
export type RequestContext = {
  services: DomainServices;
  lang: Lang;
  /** A phone, by its user agent or client hint: pages then get the mobile layout at any width (PRODUCT.md#mobile-layout). */
  mobile: boolean;
  /** Display currency: the visitor's cookie, else USD. Charges are always in USD. */
  currency: CurrencyCode;
  /** CSP nonce for inline scripts (pages only; empty for API calls). */
  nonce: string;
  /** CSP nonce for <style> elements (pages only; empty for API calls): the chat's stylesheet takes it. */
  styleNonce: string;
  brand: Config["brand"];
  publicUrl: string;
  /** Where a payment provider's page sends this visitor back: PUBLIC_URL, else the address they used (server/http/return-origin.ts). */
  returnOrigin: string;
  /** The guest log-in's captcha as the browser may know it: provider, and reCAPTCHA's public site key and version. */
  captcha: CaptchaSettings;
  /** The optional analytics and support chat as the pages load them (all public by design), or null when both are off. */
  thirdParty: ThirdPartySettings | null;
  clientIp: string;
  /** The visitor's country (ISO 3166-1 alpha-2) as a trusted proxy names it; null when unknown. */
  country: string | null;
  /** Rate limit and idempotency for forms posted to page actions. */
  forms: PageForms;
  /** The signed-in visitor (a valid, unrevoked session), or null. */
  session: Session | null;
  /** The token the session came from, for signing the API calls made on its behalf. */
  token: string | undefined;
  /** The API's message for a code in this request's language: page actions show what the API would say. */
  message: (code: MessageCode) => string;
  /**
   * Errors met while answering (React Router's handleError adds those of loaders and actions):
   * a page that failed because the database was away is answered 503, not as a fault.
   */
  errors: unknown[];
  /** Set by the document's render when every route it is made of may be kept (app/shell/kept-page.ts). */
  keptPage: boolean;
};

/** The response's CSP nonces (helmet makes one for scripts, one for styles). */
interface Nonces {
  script: string;
  style: string;
}

export function createContextFactory(config: Config, services: Services) {
  const domain = domainServices(services);
  // Picked field by field so the secret can never reach a page.
  const captcha: CaptchaSettings =
    config.captcha.provider === "recaptcha" ? { provider: "recaptcha", siteKey: config.captcha.siteKey, version: config.captcha.version } : { provider: "altcha" };
  const thirdParty = thirdPartySettings(config.analytics, config.chat);
  const build = async (request: FastifyRequest, lang: Lang, nonces: Nonces, token: string | undefined): Promise<RequestContext> => {
    const clientIp = clientAddress(request);
    return {
      services: domain,
      lang,
      mobile: isMobileDevice(request.headers["user-agent"], header(request.headers, "sec-ch-ua-mobile")),
      currency: currencyFrom(request.headers.cookie),
      nonce: nonces.script,
      styleNonce: nonces.style,
      brand: config.brand,
      publicUrl: config.publicUrl,
      returnOrigin: returnOrigin(config, request),
      captcha,
      thirdParty,
      clientIp,
      country: clientCountry(request.headers, config.trustProxy !== false),
      forms: createPageForms(services.limiter, clientIp, lang),
      // Anonymous visitors (no token) cost no database read: catalogue pages stay as fast as before.
      session: token ? await services.accounts.authenticate(token) : null,
      token,
      message: (code) => apiMessage(code, lang),
      errors: [],
      keptPage: false,
    };
  };
  return {
    /** Pages: the language is the URL's prefix (PRODUCT.md#language-prefixes); the session comes from its cookie. */
    page: (request: FastifyRequest, nonces: Nonces) => {
      const path = request.url.split("?")[0];
      // The console has no language prefixes: its staff's choice (a cookie of its own), else the browser's.
      const lang = isConsolePath(path)
        ? (consoleLangOf(readCookie(request.headers.cookie, CONSOLE_LANG_COOKIE)) ?? negotiateLang(request.headers["accept-language"]))
        : langOfPath(path);
      return build(request, lang, nonces, readCookie(request.headers.cookie, SESSION_COOKIE));
    },
    /** API calls: the language is the Accept-Language header the storefront sends; the session its bearer token. */
    api: (request: FastifyRequest) => build(request, negotiateLang(request.headers["accept-language"]), { script: "", style: "" }, bearerToken(request)),
  };
}

/**
 * The country the proxy in front names: Cloudflare's `CF-IPCountry`, or `X-Country-Code` set by
 * another proxy. Read only with TRUST_PROXY (anyone can send the header otherwise). Cloudflare's
 * `XX` means unknown; its `T1` (Tor) counts as a country of its own.
 */
export function clientCountry(headers: IncomingHttpHeaders, trustProxy: boolean): string | null {
  if (!trustProxy) return null;
  const raw = headers["cf-ipcountry"] ?? headers["x-country-code"];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  return value && /^[A-Z][A-Z0-9]$/.test(value) && value !== "XX" ? value : null;
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** `Authorization: Bearer <token>`, the header the storefront's client sends when signed in. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  return h?.startsWith("Bearer ") ? h.slice(7).trim() || undefined : undefined;
}

export type ContextFactory = ReturnType<typeof createContextFactory>;
