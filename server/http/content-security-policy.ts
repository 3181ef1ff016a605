/**
 * The pages' Content Security Policy (helmet's directives; inline scripts carry the request's
 * nonce). Strict by default: everything from this origin only. Google reCAPTCHA, when it is the
 * configured captcha, adds exactly the sources Google documents for its widget: its scripts
 * under www.google.com/recaptcha/ (api.js, enterprise.js) and www.gstatic.com/recaptcha/, and
 * its frames under www.google.com/recaptcha/ and recaptcha.google.com/recaptcha/.
 */
import type { Config } from "../config.ts";

/** Google's list for reCAPTCHA v2, v3 and Enterprise (enterprise.js lives under the same path). */
export const RECAPTCHA_SOURCES = {
  script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
} as const;

export function cspDirectives(config: Pick<Config, "captcha" | "publicUrl" | "payments">): Record<string, string[] | null> {
  const recaptcha = config.captcha.provider === "recaptcha";
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(recaptcha ? RECAPTCHA_SOURCES.script : [])],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    // Without reCAPTCHA frames fall back to default-src; with it, 'self' keeps that fallback's part.
    ...(recaptcha ? { frameSrc: ["'self'", ...RECAPTCHA_SOURCES.frame] } : {}),
    baseUri: ["'self'"],
    // The checkout form without JavaScript is answered with a redirect to the provider's hosted
    // page, and browsers hold a form's redirects to form-action too.
    formAction: ["'self'", ...(config.payments.provider === "stripe" ? ["https://checkout.stripe.com"] : [])],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: config.publicUrl.startsWith("https:") ? [] : null,
  };
}
