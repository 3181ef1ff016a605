import { LANGS } from "./i18n/locales.ts";

/**
 * Readable URL slugs: lowercase ASCII words joined by single hyphens. Accents are folded
 * ("Curaçao" -> "curacao", "Åland" -> "aland") and anything else becomes a separator.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[øØ]/g, "o")
    .replace(/[æÆ]/g, "ae")
    .replace(/[łŁ]/g, "l")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const RESERVED = new Set<string>([
  ...LANGS.map((l) => l.toLowerCase()),
  "en",
  "api",
  "assets",
  "flags",
  "healthz",
  "error",
  "sitemap-xml",
]);

/** A slug for an area must not shadow a language prefix or a fixed top-level path. */
export function isReservedSlug(slug: string): boolean {
  return RESERVED.has(slug.toLowerCase());
}
