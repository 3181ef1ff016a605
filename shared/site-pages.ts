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
