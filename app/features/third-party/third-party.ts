/**
 * The optional analytics and support chat (PRODUCT.md#analytics-and-chat), fetched by the frame
 * (app/shell/locale-frame.tsx) only when the store configures one of them, so a store without
 * them ships none of this. Called again after the visitor answers the cookie notice and when
 * who is signed in changes; each tool starts once per page load, and none on a page whose
 * address carries a secret.
 */
import { CONSENT_COOKIE } from "../../../shared/preferences.ts";
import type { ThirdPartySettings } from "../../../shared/third-party.ts";
import type { I18n } from "../../i18n/i18n.tsx";
import { startAnalytics } from "./analytics.ts";
import { scheduleChat } from "./chat.ts";

export function startThirdParty(tools: ThirdPartySettings, analyticsId: string | undefined, i18n: I18n): void {
  if (carriesLinkKey()) return;
  if (tools.chat) scheduleChat(tools.chat, i18n.lang, i18n.t("layout.chatTitle"));
  // Analytics only with the visitor's yes: Reject, or no answer yet, loads nothing.
  if (tools.analytics && accepted()) startAnalytics(tools.analytics, analyticsId);
}

/**
 * The visitor's answer as the cookie notice stored it (shared/preferences.ts). Read here rather
 * than with the shared reader, which would travel in the code every page loads.
 */
const accepted = () => document.cookie.split(/;\s*/).includes(`${CONSENT_COOKIE}=accepted`);

/**
 * The links in the order mails carry a secret (`key`: /paysuccess, /topup and its outcomes,
 * PRODUCT.md#orders-and-delivery), and both tools report the page's address (the tracker's page
 * views, the chat's conversation context). A document opened at such an address starts neither,
 * so the key never leaves the store; the app links to a keyed address only from keyed pages.
 */
const carriesLinkKey = () => new URLSearchParams(location.search).has("key");
