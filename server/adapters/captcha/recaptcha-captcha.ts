/**
 * Google reCAPTCHA, chosen with CAPTCHA_PROVIDER=recaptcha. v2 (checkbox or invisible) and v3
 * tokens are checked with `siteverify`; Enterprise tokens with an assessment of the project.
 * Google refuses a token it has seen before, so each answer is good once. A score-based token
 * (v3, Enterprise) must also be one the storefront asked for the guest log-in's action. A
 * network failure or an error answer from Google throws (the visitor gets "try again"), it
 * never passes a captcha.
 */
import { RECAPTCHA_ACTION, type RecaptchaVersion } from "../../../shared/captcha.ts";
import type { Captcha } from "./captcha.ts";

export type { RecaptchaVersion };

export interface RecaptchaOptions {
  siteKey: string;
  /** The secret key (v2, v3) or an API key of the Google Cloud project (Enterprise). */
  secret: string;
  version: RecaptchaVersion;
  /** Google Cloud project id; Enterprise only. */
  projectId?: string;
  /** Lowest score (0-1) taken for a human, v3 and Enterprise. */
  minScore?: number;
  /**
   * Where tokens are checked instead of Google (RECAPTCHA_VERIFY_URL): a stand-in that answers
   * as Google would, for tests and closed networks. Enterprise appends `?key=` as for Google.
   */
  verifyUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const SITEVERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
export const assessmentsUrl = (projectId: string) => `https://recaptchaenterprise.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/assessments`;
export const RECAPTCHA_MIN_SCORE = 0.5;

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}
interface AssessmentAnswer {
  tokenProperties?: { valid?: boolean; action?: string };
  riskAnalysis?: { score?: number };
}

export function createRecaptchaCaptcha(options: RecaptchaOptions): Captcha {
  const fetcher = options.fetch ?? fetch;
  const minScore = options.minScore ?? RECAPTCHA_MIN_SCORE;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function post<T>(url: string, init: { body: string; contentType: string }): Promise<T> {
    const res = await fetcher(url, {
      method: "POST",
      headers: { "content-type": init.contentType },
      body: init.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`reCAPTCHA verification failed with HTTP ${res.status}`);
    return (await res.json()) as T;
  }

  return {
    provider: "recaptcha",
    async verify(response, ip) {
      if (!response) return false;
      if (options.version === "enterprise") {
        const url = new URL(options.verifyUrl ?? assessmentsUrl(options.projectId ?? ""));
        url.searchParams.set("key", options.secret);
        const body = JSON.stringify({ event: { token: response, siteKey: options.siteKey, userIpAddress: ip, expectedAction: RECAPTCHA_ACTION } });
        const answer = await post<AssessmentAnswer>(url.href, { body, contentType: "application/json" });
        return answer.tokenProperties?.valid === true && answer.tokenProperties.action === RECAPTCHA_ACTION && (answer.riskAnalysis?.score ?? 0) >= minScore;
      }
      const body = new URLSearchParams({ secret: options.secret, response, remoteip: ip }).toString();
      const answer = await post<SiteverifyAnswer>(options.verifyUrl ?? SITEVERIFY_URL, { body, contentType: "application/x-www-form-urlencoded" });
      if (answer.success !== true) return false;
      return options.version === "v2" || (answer.action === RECAPTCHA_ACTION && (answer.score ?? 0) >= minScore);
    },
  };
}
