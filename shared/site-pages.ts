/**
 * The storefront's fixed pages (without language prefix), shared by the router and the
 * sitemap so the two cannot disagree. `{product}` is the configured brand slug.
 */
export const CONTENT_PAGES = {
  howItWorks: "/how-it-works",
  faq: "/faq-{product}-esim",
  about: "/about-{product}",
  agreement: "/agreement",
  privacy: "/privacy-policy",
  partnership: "/partnership",
  callText: "/esim-call-text",
  christmas: "/esim-christmas-discount",
} as const;

export function pagePath(template: string, brandSlug: string): string {
  return template.replace("{product}", brandSlug);
}

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
