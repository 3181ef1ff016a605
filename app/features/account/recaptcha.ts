/**
 * Google reCAPTCHA in the browser (PRODUCT.md#guest-log-in), loaded only when the guest chooser
 * needs a captcha and the store is configured for reCAPTCHA: the script once per page, then a
 * v2 checkbox rendered into our own container, or a v3 / Enterprise token for the guest log-in's
 * action. Failures are the widget's setup errors ("ReCaptcha error: Failed to load script",
 * "... Failed to execute"), for the developer's console; the chooser shows travellers its own words.
 */
import { RECAPTCHA_ACTION, RECAPTCHA_ERROR, RECAPTCHA_ONLOAD, type RecaptchaSetup } from "../../../shared/captcha.ts";

/** The part of Google's `grecaptcha` (and `grecaptcha.enterprise`) used here. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    parameters: { sitekey: string; callback: (token: string) => void; "expired-callback": () => void; "error-callback": () => void },
  ): number;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha & { enterprise?: Grecaptcha };
    [RECAPTCHA_ONLOAD]?: () => void;
  }
}

/** Longer than a slow phone needs for Google's ~150 KB; then the traveller is told and may try again. */
const LOAD_TIMEOUT_MS = 20_000;
const EXECUTE_TIMEOUT_MS = 15_000;

let loading: Promise<Grecaptcha> | null = null;

function withTimeout<T>(promise: PromiseLike<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    Promise.resolve(promise).then(
      (value) => (clearTimeout(timer), resolve(value)),
      () => (clearTimeout(timer), reject(new Error(message))),
    );
  });
}

/** Google's API, once its script has loaded and called back; a failed load may be tried again. */
export function loadRecaptcha(setup: RecaptchaSetup): Promise<Grecaptcha> {
  if (loading) return loading;
  const loaded = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement("script");
    window[RECAPTCHA_ONLOAD] = () => {
      const api = setup.version === "enterprise" ? window.grecaptcha?.enterprise : window.grecaptcha;
      if (api) resolve(api);
      else reject(new Error(RECAPTCHA_ERROR.loadFailed));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(RECAPTCHA_ERROR.loadFailed));
    };
    script.src = setup.scriptUrl;
    script.async = true;
    document.head.appendChild(script);
  });
  loading = withTimeout(loaded, LOAD_TIMEOUT_MS, RECAPTCHA_ERROR.loadFailed);
  loading.catch(() => (loading = null));
  return loading;
}

/** A v3 or Enterprise token for the guest log-in (`execute` with its action); throws a setup error. */
export async function recaptchaToken(setup: RecaptchaSetup): Promise<string> {
  const api = await loadRecaptcha(setup);
  const token = await withTimeout(
    new Promise<string>((resolve, reject) =>
      api.ready(() => {
        try {
          Promise.resolve(api.execute(setup.siteKey, { action: RECAPTCHA_ACTION })).then(resolve, reject);
        } catch (err) {
          reject(err);
        }
      }),
    ),
    EXECUTE_TIMEOUT_MS,
    RECAPTCHA_ERROR.executeFailed,
  );
  if (!token) throw new Error(RECAPTCHA_ERROR.executeFailed);
  return token;
}
