/**
 * The pages' Content Security Policy (helmet's directives; inline scripts carry the request's
 * nonce). Strict by default: everything from this origin only. Google reCAPTCHA, when it is the
 * configured captcha, adds exactly the sources Google documents for its widget: its scripts
 * under www.google.com/recaptcha/ (api.js, enterprise.js) and www.gstatic.com/recaptcha/, and
 * its frames under www.google.com/recaptcha/ and recaptcha.google.com/recaptcha/. The optional
 * analytics and support chat (PRODUCT.md#analytics-and-chat) add their own sources only while
 * configured: without them the policy is exactly what it was before they existed.
 */
import type { Config } from "../config.ts";
import { adyenHosts } from "../../shared/adyen-hosts.ts";
import { NUVEI_SIMPLY_CONNECT_URL, NUVEI_WEB_SDK_URL, nuveiHosts } from "../../shared/nuvei-hosts.ts";
import { analyticsEventOrigin, CHATWOOT_SDK_PATH, type AnalyticsSettings, type ChatSettings } from "../../shared/third-party.ts";

/** Google's list for reCAPTCHA v2, v3 and Enterprise (enterprise.js lives under the same path). */
export const RECAPTCHA_SOURCES = {
  script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
} as const;

/**
 * What each optional tool needs, and nothing more. Analytics: its one script (the exact file)
 * and the origin it posts events to. Chatwoot: its SDK script (the exact file), the frame the
 * widget lives in and the images of its launcher (an inbox's avatar) from its origin; the SDK's
 * own stylesheet is a <style> element, given the page's nonce by the loader
 * (app/features/third-party/chat.ts), so no style source is added. The widget's live
 * connection is made inside its frame, under Chatwoot's own policy, so none is added here.
 */
export function thirdPartySources(tools: { analytics?: AnalyticsSettings; chat?: ChatSettings }) {
  const { analytics, chat } = tools;
  const chatOrigin = chat ? [new URL(chat.baseUrl).origin] : [];
  return {
    script: [...(analytics ? [analytics.scriptUrl] : []), ...(chat ? [chat.baseUrl + CHATWOOT_SDK_PATH] : [])],
    connect: analytics ? [analyticsEventOrigin(analytics)] : [],
    frame: chatOrigin,
    img: chatOrigin,
  };
}

/**
 * What a provider's component in the store's own page needs (docs/CHECKOUT.md#adyen). Adyen's
 * card component is bundled from npm, so no script source: it calls its shopper host (sessions,
 * the card fields' frames, the device check), its CDN (brand logos, translations) and its
 * analytics host (the attempt id), per environment. 3-D Secure opens the card issuer's own
 * page (its ACS) in a frame, posting a form to it: the issuer's host is known only then, so
 * frames and form posts are allowed to any https address while Adyen is the provider, as Adyen
 * advises for 3-D Secure 2 in the page.
 *
 * Nuvei's Simply Connect (docs/CHECKOUT.md#nuvei) is loaded on /nuvei-jump from Nuvei's CDN: its
 * script (the exact file), the Web SDK it loads in turn (the exact file) and its stylesheets and
 * images from the CDN (Nuvei's own Magento module allows these); its calls go to the API hosts of
 * the environment, its card fields and the issuer's 3-D Secure page are frames, the latter
 * anywhere (https:, as with Adyen), and 3-D Secure may post a form to the issuer.
 */
export function paymentSources(payments: Config["payments"]) {
  const none = { script: [] as string[], style: [] as string[] };
  if (payments.provider === "stripe") return { ...none, connect: [], frame: [], img: [], form: ["https://checkout.stripe.com"] };
  if (payments.provider === "adyen") {
    const hosts = adyenHosts(payments.adyen.environment);
    return { ...none, connect: [hosts.shopper, hosts.cdn, hosts.analytics], frame: [hosts.shopper, "https:"], img: [hosts.cdn], form: ["https:"] };
  }
  if (payments.provider === "nuvei") {
    const hosts = nuveiHosts(payments.nuvei.environment);
    const all = [hosts.cdn, ...hosts.api];
    return { script: [NUVEI_SIMPLY_CONNECT_URL, NUVEI_WEB_SDK_URL], style: [hosts.cdn], connect: all, frame: [...all, "https:"], img: all, form: ["https:"] };
  }
  return { ...none, connect: [], frame: [], img: [], form: [] };
}

export function cspDirectives(config: Pick<Config, "captcha" | "publicUrl" | "payments" | "analytics" | "chat">): Record<string, string[] | null> {
  const recaptcha = config.captcha.provider === "recaptcha";
  const tools = thirdPartySources(config);
  const pay = paymentSources(config.payments);
  const frames = [...(recaptcha ? RECAPTCHA_SOURCES.frame : []), ...tools.frame, ...pay.frame];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(recaptcha ? RECAPTCHA_SOURCES.script : []), ...tools.script, ...pay.script],
    styleSrc: ["'self'", ...pay.style],
    imgSrc: ["'self'", "data:", ...tools.img, ...pay.img],
    connectSrc: ["'self'", ...tools.connect, ...pay.connect],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    // Without other frames, frames fall back to default-src; with them, 'self' keeps that fallback's part.
    ...(frames.length > 0 ? { frameSrc: ["'self'", ...frames] } : {}),
    baseUri: ["'self'"],
    // The checkout form without JavaScript is answered with a redirect to the provider's hosted
    // page, and browsers hold a form's redirects to form-action too.
    formAction: ["'self'", ...pay.form],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: config.publicUrl.startsWith("https:") ? [] : null,
  };
}
