/**
 * The guest log-in's captcha as the browser may know it (PRODUCT.md#guest-log-in): the provider
 * and, for Google reCAPTCHA, the public site key and version; never the secret. The setup rules
 * and their developer-facing errors are the widget's own (PRODUCT.md#captcha); the server's
 * configuration refuses to start with the same words, so a store never serves a broken setup.
 */
export type RecaptchaVersion = "v2" | "v3" | "enterprise";

export type CaptchaSettings = { provider: "altcha" } | { provider: "recaptcha"; siteKey: string; version: RecaptchaVersion };

/** Exact English texts, for developers (thrown and logged); travellers see a translated message instead. */
export const RECAPTCHA_ERROR = {
  noKey: "ReCaptcha error: No key provided",
  noVersion: "ReCaptcha error: No version provided",
  loadFailed: "ReCaptcha error: Failed to load script",
  executeFailed: "ReCaptcha error: Failed to execute",
} as const;

/** What a score-based token (v3, Enterprise) is asked for; the server refuses a token of another action. */
export const RECAPTCHA_ACTION = "guest_login";

/** The global function Google's script calls once `grecaptcha` is ready (its `onload` parameter). */
export const RECAPTCHA_ONLOAD = "roamwellRecaptchaLoaded";

/** Where Google serves the scripts; the Content Security Policy allows these paths when reCAPTCHA is configured. */
export const RECAPTCHA_SCRIPT_BASE = "https://www.google.com/recaptcha/";

export interface RecaptchaSetup {
  siteKey: string;
  version: RecaptchaVersion;
  /** v3 and Enterprise score the visit without a checkbox: the token comes from `execute`. */
  invisible: boolean;
  scriptUrl: string;
}

const VERSIONS: readonly string[] = ["v2", "v3", "enterprise"] satisfies RecaptchaVersion[];

/**
 * Checks a reCAPTCHA setup and names the script to load: v2 is rendered explicitly into the
 * page's own container (its checkbox in the page's language), v3 and Enterprise load with their
 * site key and are asked for a token with `execute`. Throws the widget's setup errors.
 */
export function recaptchaSetup(settings: { siteKey?: string | null; version?: string | null }, lang = "en"): RecaptchaSetup {
  const siteKey = settings.siteKey?.trim();
  if (!siteKey) throw new Error(RECAPTCHA_ERROR.noKey);
  const version = settings.version;
  if (!version || !VERSIONS.includes(version)) throw new Error(RECAPTCHA_ERROR.noVersion);
  const query = new URLSearchParams({ render: version === "v2" ? "explicit" : siteKey, onload: RECAPTCHA_ONLOAD, hl: lang });
  const file = version === "enterprise" ? "enterprise.js" : "api.js";
  return { siteKey, version: version as RecaptchaVersion, invisible: version !== "v2", scriptUrl: `${RECAPTCHA_SCRIPT_BASE}${file}?${query}` };
}
