/**
 * Privacy-friendly analytics in the browser (PRODUCT.md#analytics-and-chat), started only by
 * third-party.ts and only after the visitor accepted the cookie notice. The tracker is added as
 * its own snippet adds it, with the attributes its documentation names:
 * - Plausible: `data-domain` (and `data-api` for another event address). The user id goes as
 *   the custom property `user_id` both ways Plausible reads one: the `event-user_id` attribute
 *   (its `pageview-props` script reads `event-*` attributes at every event) and
 *   `plausible.init({ customProperties })` (its per-site `pa-….js` script).
 * - Umami: `data-website-id` (and `data-host-url` for another server); the user id through
 *   `umami.identify(id)` once the tracker has loaded.
 * Both count client-side navigations themselves (they watch the History API).
 */
import type { AnalyticsSettings } from "../../../shared/third-party.ts";

type PlausibleCall = unknown[];
interface PlausibleStub {
  (...args: unknown[]): void;
  q?: PlausibleCall[];
  o?: { customProperties?: (eventName: string) => Record<string, string> };
  init?: (options?: PlausibleStub["o"]) => void;
}

declare global {
  interface Window {
    plausible?: PlausibleStub;
    umami?: { identify?: (id: string) => unknown };
  }
}

const USER_PROP = "user_id";

let tracker: HTMLScriptElement | null = null;
let userId: string | undefined;

/** Loads the tracker once, and tells it who is signed in now (undefined: nobody). */
export function startAnalytics(settings: AnalyticsSettings, id: string | undefined): void {
  const changed = id !== userId;
  userId = id;
  if (!tracker) {
    tracker = document.createElement("script");
    tracker.src = settings.scriptUrl;
    tracker.defer = true;
    if (settings.kind === "plausible") preparePlausible(tracker, settings);
    else {
      tracker.dataset.websiteId = settings.siteId;
      if (settings.apiUrl) tracker.dataset.hostUrl = settings.apiUrl;
      tracker.addEventListener("load", identifyUmami);
    }
    setUserAttribute(settings);
    document.head.appendChild(tracker);
    return;
  }
  if (!changed) return;
  setUserAttribute(settings);
  if (settings.kind === "umami") identifyUmami();
}

function preparePlausible(script: HTMLScriptElement, settings: AnalyticsSettings): void {
  script.dataset.domain = settings.siteId;
  if (settings.apiUrl) script.dataset.api = settings.apiUrl;
  // Plausible's own snippet: calls made before the script arrives wait in `plausible.q`, the
  // options of `init` in `plausible.o`. The properties are asked for at each event, so a
  // visitor who signs in later is counted as themselves from then on.
  const stub: PlausibleStub =
    window.plausible ??
    function queue(...args: unknown[]) {
      (stub.q ??= []).push(args);
    };
  stub.init ??= (options) => void (stub.o = options ?? {});
  window.plausible = stub;
  stub.init({ customProperties: (): Record<string, string> => (userId ? { [USER_PROP]: userId } : {}) });
}

/** Plausible's `pageview-props` script reads `event-*` attributes at every event. */
function setUserAttribute(settings: AnalyticsSettings): void {
  if (settings.kind !== "plausible" || !tracker) return;
  if (userId) tracker.setAttribute(`event-${USER_PROP}`, userId);
  else tracker.removeAttribute(`event-${USER_PROP}`);
}

function identifyUmami(): void {
  if (userId) window.umami?.identify?.(userId);
}
