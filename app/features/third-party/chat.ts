/**
 * The Chatwoot support chat (PRODUCT.md#analytics-and-chat): its SDK, loaded as Chatwoot's
 * website snippet loads it (`<base>/packs/js/sdk.js`, then `window.chatwootSDK.run({ websiteToken,
 * baseUrl })`), when the browser is first idle and at the latest 2 s after the page is ready (spec
 * section 9), never earlier: the page's own content comes first.
 *
 * The SDK adds its stylesheet as a <style> element while `run` draws the widget. The pages'
 * Content Security Policy allows styles by nonce only, so for that one synchronous call every
 * <style> element created gets the document's style nonce (from the locale layout's data); the
 * widget is then styled and the console stays free of policy violations. The widget's frame
 * (drawn by the same call, with no title of its own) gets a title in the page's language, so
 * screen readers can name it.
 */
import type { Lang } from "../../../shared/i18n/locales.ts";
import { CHATWOOT_SDK_PATH, type PageChatSettings } from "../../../shared/third-party.ts";

declare global {
  interface Window {
    chatwootSDK?: { run(options: { websiteToken: string; baseUrl: string }): void };
    chatwootSettings?: { locale?: string };
  }
}

/** At the latest this long after the page is ready, idle or not (spec section 9). */
const CHAT_DELAY_MS = 2_000;

/** Chatwoot's locale names: an underscore, and Traditional Chinese as `zh_TW`. */
const chatLocale = (lang: Lang) => (lang === "zh-HK" ? "zh_TW" : lang.replace("-", "_"));

let scheduled = false;

/** The frame Chatwoot's SDK draws the widget in (its id, set by the SDK). */
const WIDGET_FRAME = "chatwoot_live_chat_widget";

export function scheduleChat(settings: PageChatSettings, lang: Lang, title: string): void {
  if (scheduled) return;
  scheduled = true;
  const load = () => {
    window.chatwootSettings = { ...window.chatwootSettings, locale: chatLocale(lang) };
    const script = document.createElement("script");
    script.src = settings.baseUrl + CHATWOOT_SDK_PATH;
    script.async = true;
    script.addEventListener("load", () => {
      runWithNonce(settings.styleNonce, () => window.chatwootSDK?.run({ websiteToken: settings.websiteToken, baseUrl: settings.baseUrl }));
      document.getElementById(WIDGET_FRAME)?.setAttribute("title", title);
    });
    document.body.appendChild(script);
  };
  if ("requestIdleCallback" in window) requestIdleCallback(load, { timeout: CHAT_DELAY_MS });
  else setTimeout(load, CHAT_DELAY_MS);
}

/** Runs `draw` with every <style> element it creates carrying the document's CSP style nonce. */
function runWithNonce(nonce: string | undefined, draw: () => void): void {
  const create = document.createElement;
  if (nonce) {
    document.createElement = function (this: Document, tag: string, options?: ElementCreationOptions) {
      const element = create.call(this, tag, options);
      if (element instanceof HTMLStyleElement) element.nonce = nonce;
      return element;
    } as typeof document.createElement;
  }
  try {
    draw();
  } finally {
    document.createElement = create;
  }
}
