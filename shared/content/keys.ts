/**
 * The closed lists of editorial content, declared once and imported by the database schema, the
 * API schemas, the seed files' schema, the content service and the storefront. Constants only
 * (no zod), so the browser bundle can use them.
 */

/** Editorial documents, one per key and language (served by /v1/load/resource). */
export const CONTENT_KEYS = ["how-it-works", "faq", "about", "agreement", "privacy-policy", "christmas-campaign"] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];

/** Storefront pages a marketing dialog can appear on. */
export const DIALOG_PAGES = ["home", "area", "plan"] as const;
export type DialogPage = (typeof DIALOG_PAGES)[number];

/** Illustrations the storefront can draw on a banner (app/features/marketing/banner-art.tsx). */
export const BANNER_ARTS = ["globe", "sale", "calls", "topup", "city"] as const;
export type BannerArt = (typeof BANNER_ARTS)[number];
