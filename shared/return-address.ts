/**
 * Where a payment provider's page sends the buyer back (PRODUCT.md#return-addresses): the pages
 * `returns` names, in the language of the purchase, with what was paid in the query (`order=RW…`,
 * `recharge=RC…`), under `origin`, the address the buyer is using (server/http/return-origin.ts).
 * Every payment started (orders, top-ups, recharges; API and page forms) builds them here.
 */
import type { Lang } from "./i18n/locales.ts";
import { localizePath } from "./i18n/paths.ts";
import { HAND_OVER_PATH } from "./site-pages.ts";

/** The result pages, and the store's own page that takes the card where the provider has no hosted page (/nuvei-jump). */
export function returnUrls(origin: string, lang: Lang, returns: { success: string; cancel: string }, query: string): { successUrl: string; cancelUrl: string; handOverUrl: string } {
  const back = (path: string) => `${origin}${localizePath(lang, path)}?${query}`;
  return { successUrl: back(returns.success), cancelUrl: back(returns.cancel), handOverUrl: back(HAND_OVER_PATH) };
}
