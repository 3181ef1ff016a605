/**
 * Where a payment provider's page sends the buyer back (PRODUCT.md#return-addresses): the pages
 * `returns` names, in the language of the purchase, with what was paid in the query (`order=RW…`,
 * `recharge=RC…`), under `origin`, the address the buyer is using (server/http/return-origin.ts).
 * Every payment started (orders, top-ups, recharges; API and page forms) builds them here.
 * The paths live here, not with the site's other pages (site-pages.ts, part of every page's
 * script): only the payment pages' own scripts need them.
 */
import type { Lang } from "./i18n/locales.ts";
import { localizePath } from "./i18n/paths.ts";

/**
 * Where the payment provider's page sends a buyer back after paying an order (PRODUCT.md#checkout):
 * /transit, which asks the provider before showing the result, or /payment-fail when cancelled.
 */
export const ORDER_RETURN_PATHS = { success: "/transit", cancel: "/payment-fail" } as const;

/**
 * Where the payment provider's page sends a buyer back after paying a top-up (docs/WALLET.md#top-ups):
 * the top-up's own result pages, which the API and the page's no-JavaScript form both name.
 */
export const TOPUP_RETURN_PATHS = { success: "/topup-success", cancel: "/topup-fail" } as const;

/**
 * Where the payment provider's page sends a buyer back after paying a balance recharge
 * (docs/WALLET.md): the recharge's own result pages, named by the API and by /credit's
 * no-JavaScript form alike so the two cannot disagree.
 */
export const RECHARGE_RETURN_PATHS = { success: "/recharge-success", cancel: "/recharge-fail" } as const;

/**
 * The store's own page a provider without a hosted page of its own takes the card on, in its
 * component (Nuvei's Simply Connect, docs/CHECKOUT.md#nuvei): the specification's /nuvei-jump.
 * Every payment started there carries the same query as its return addresses, and the attempt.
 */
export const HAND_OVER_PATH = "/nuvei-jump";

/** The result pages, and the store's own page that takes the card where the provider has no hosted page (/nuvei-jump). */
export function returnUrls(origin: string, lang: Lang, returns: { success: string; cancel: string }, query: string): { successUrl: string; cancelUrl: string; handOverUrl: string } {
  const back = (path: string) => `${origin}${localizePath(lang, path)}?${query}`;
  return { successUrl: back(returns.success), cancelUrl: back(returns.cancel), handOverUrl: back(HAND_OVER_PATH) };
}
