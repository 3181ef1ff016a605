/**
 * The optional third-party tools an operator may switch on (PRODUCT.md#analytics-and-chat):
 * privacy-friendly analytics (Plausible or Umami), loaded only once the visitor has accepted the
 * cookie notice, and the Chatwoot support chat, loaded when the browser is idle. Everything here
 * reaches the browser and is public by design: the tools' own snippets put the same values in
 * every page (a script address, a site's domain or id, a chat inbox's website token); neither
 * tool is configured with a secret. Off unless configured (server/config.ts).
 */

export type AnalyticsKind = "plausible" | "umami";

export interface AnalyticsSettings {
  kind: AnalyticsKind;
  /** The tracker script, e.g. https://plausible.io/js/script.pageview-props.js or https://cloud.umami.is/script.js. */
  scriptUrl: string;
  /** Plausible: the site's domain (`data-domain`); Umami: the website id (`data-website-id`). */
  siteId: string;
  /**
   * Where events go when not to the script's own origin: Plausible's `data-api` (the whole
   * endpoint, `…/api/event`), Umami's `data-host-url` (the server, which takes `/api/send`).
   */
  apiUrl?: string;
}

export interface ChatSettings {
  /** The Chatwoot installation, e.g. https://app.chatwoot.com; its SDK is at CHATWOOT_SDK_PATH. */
  baseUrl: string;
  /** The website inbox's token, as Chatwoot's own snippet shows it to every visitor. */
  websiteToken: string;
}

/**
 * The chat as a page is told of it: also the response's CSP style nonce (set per page by the
 * locale layout's loader), which the SDK's stylesheet needs under the pages' policy.
 */
export interface PageChatSettings extends ChatSettings {
  name: string;
  styleNonce?: string;
}

/**
 * What the pages are told: each configured tool's settings and the name the cookie notice lists
 * it by (named here, so the code every page loads carries no list of names); a key is absent
 * when that tool is off.
 */
export interface ThirdPartySettings {
  analytics?: AnalyticsSettings & { name: string };
  chat?: PageChatSettings;
}

/** Chatwoot's loader script under its base address (its "website" inbox snippet). */
export const CHATWOOT_SDK_PATH = "/packs/js/sdk.js";

const ANALYTICS_NAMES: Record<AnalyticsKind, string> = { plausible: "Plausible Analytics", umami: "Umami" };

/** The pages' settings for the configured tools, or null when both are off. */
export function thirdPartySettings(analytics: AnalyticsSettings | undefined, chat: ChatSettings | undefined): ThirdPartySettings | null {
  if (!analytics && !chat) return null;
  return {
    ...(analytics && { analytics: { ...analytics, name: ANALYTICS_NAMES[analytics.kind] } }),
    ...(chat && { chat: { ...chat, name: "Chatwoot" } }),
  };
}

/** The origin a tracker sends its events to: the configured API address, else the script's own (both tools' default). */
export const analyticsEventOrigin = (analytics: AnalyticsSettings): string => new URL(analytics.apiUrl ?? analytics.scriptUrl).origin;
