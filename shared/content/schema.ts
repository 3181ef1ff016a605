/**
 * The one schema of editorial content as it is written and stored: the documents behind the
 * content pages, home-page banners and marketing dialogs. Seed files are checked against it when
 * the demo is loaded and by a test, and every type of this content is inferred from it.
 *
 * Text is plain (no markup): the storefront renders it as text, so content cannot inject HTML.
 * Placeholders, filled in when served: `{brand}`, `{supportEmail}`, and counts taken from the
 * catalogue (PRODUCT.md#catalogue-counts): `{countries}` is every country on sale and
 * `{countries:europe}` the countries an area covers, written out ("38 countries", "38か国").
 */
import { z } from "zod";
import { LANGS, type Localized } from "../i18n/locales.ts";
import { BANNER_ARTS, CONTENT_KEYS, DIALOG_PAGES, type ContentKey } from "./keys.ts";

export const TEXT_PLACEHOLDERS = ["brand", "supportEmail", "countries"] as const;
export type TextPlaceholder = (typeof TEXT_PLACEHOLDERS)[number];
/** Placeholders that take an argument after a colon: an area slug. */
const WITH_ARGUMENT: readonly string[] = ["countries"];

const MARKUP = /<\/?[a-z][^>]*>/i;
const PLACEHOLDER = /\{(\w+)(?::([a-z0-9-]+))?\}/g;

/** Area slugs named by count placeholders (`{countries:europe}` names "europe"), for checks. */
export function countedAreas(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].flatMap((m) => (m[1] === "countries" && m[2] ? [m[2]] : []));
}

/** A non-empty plain-text string whose placeholders are all known. */
export const PlainTextSchema = z
  .string()
  .min(1)
  .refine((s) => !MARKUP.test(s), "plain text only, no markup")
  .refine(
    (s) =>
      [...s.matchAll(PLACEHOLDER)].every(
        (m) => (TEXT_PLACEHOLDERS as readonly string[]).includes(m[1]) && (m[2] === undefined || WITH_ARGUMENT.includes(m[1])),
      ),
    `unknown placeholder (known: {brand}, {supportEmail}, {countries}, {countries:<area slug>})`,
  );

/** Text written once per language; every language is required. */
export const LocalizedTextSchema = z.record(z.enum(LANGS), PlainTextSchema);

/** A storefront path without language prefix, e.g. "/japan". */
export const StorePathSchema = z.string().regex(/^\/[a-z0-9-/]*$/, "a storefront path such as /japan");

export const ContentSectionSchema = z.strictObject({
  heading: PlainTextSchema,
  /** Paragraphs of plain text. */
  paragraphs: z.array(PlainTextSchema).min(1),
  /** Optional bullet list shown after the paragraphs. */
  bullets: z.array(PlainTextSchema).min(1).optional(),
});
export type ContentSection = z.infer<typeof ContentSectionSchema>;

const pageHead = {
  /** Page title (also the <title>), at most ~60 characters. */
  title: PlainTextSchema,
  /** Meta description, 120-160 characters. */
  description: PlainTextSchema,
  /** One or two sentences shown under the title. */
  intro: PlainTextSchema,
};

/** A long-form page: how it works, about, terms (agreement), privacy policy, a campaign. */
export const ContentPageSchema = z.strictObject({ ...pageHead, sections: z.array(ContentSectionSchema).min(1) });
export type ContentPage = z.infer<typeof ContentPageSchema>;

export const FaqItemSchema = z.strictObject({ question: PlainTextSchema, answer: PlainTextSchema });
export type FaqItem = z.infer<typeof FaqItemSchema>;

/** The FAQ page: items grouped under topic headings. */
export const FaqPageSchema = z.strictObject({
  ...pageHead,
  groups: z.array(z.strictObject({ heading: PlainTextSchema, items: z.array(FaqItemSchema).min(1) })).min(1),
});
export type FaqPage = z.infer<typeof FaqPageSchema>;

/** The shape of each editorial document, by key (one document per key and language). */
export const CONTENT_DOCUMENT_SCHEMAS = {
  "how-it-works": ContentPageSchema,
  faq: FaqPageSchema,
  about: ContentPageSchema,
  agreement: ContentPageSchema,
  "privacy-policy": ContentPageSchema,
  "christmas-campaign": ContentPageSchema,
} as const satisfies Record<ContentKey, z.ZodType>;
export type ContentDocument<K extends ContentKey = ContentKey> = z.infer<(typeof CONTENT_DOCUMENT_SCHEMAS)[K]>;

/** A home-page banner; banners are listed in display order. */
export const BannerContentSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Where the banner links. */
  link: StorePathSchema,
  /** Which illustration the storefront draws. */
  art: z.enum(BANNER_ARTS),
  title: LocalizedTextSchema,
  subtitle: LocalizedTextSchema,
  cta: LocalizedTextSchema,
});
export type BannerContent = z.infer<typeof BannerContentSchema>;

/** A marketing dialog, shown on some pages within a date range. */
export const DialogContentSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    pages: z.array(z.enum(DIALOG_PAGES)).min(1),
    title: LocalizedTextSchema,
    body: LocalizedTextSchema,
    cta: LocalizedTextSchema,
    link: StorePathSchema,
    /** Show again at most once every this many hours for the same visitor. */
    frequencyHours: z.number().int().positive(),
    /** Inclusive ISO dates bounding when it is shown. */
    startsOn: z.iso.date(),
    endsOn: z.iso.date(),
  })
  .refine((d) => d.startsOn <= d.endsOn, { message: "startsOn is after endsOn", path: ["endsOn"] });
export type DialogContent = z.infer<typeof DialogContentSchema>;

/** Everything the demo seed writes as content: documents by key and language, banners, dialogs. */
export const SeedContentSchema = z.strictObject({
  documents: z.strictObject(
    Object.fromEntries(CONTENT_KEYS.map((key) => [key, z.record(z.enum(LANGS), CONTENT_DOCUMENT_SCHEMAS[key])])),
  ) as unknown as z.ZodType<{ [K in ContentKey]: Localized<ContentDocument<K>> }>,
  banners: z.array(BannerContentSchema),
  dialogs: z.array(DialogContentSchema),
});
export type SeedContent = z.infer<typeof SeedContentSchema>;

/**
 * What a placeholder stands for: a text, or a function of its argument (undefined without one)
 * that answers null when it cannot fill it in (an unknown area): the placeholder then stays.
 */
export type PlaceholderValues = Partial<Record<TextPlaceholder, string | ((argument: string | undefined) => string | null)>>;

/** Fills the placeholders named in `values` in every string of a value (strings, arrays, objects); others stay. */
export function fillPlaceholders<T>(value: T, values: PlaceholderValues): T {
  const replace = (m: string, name: string, argument: string | undefined): string => {
    const v = Object.hasOwn(values, name) ? values[name as TextPlaceholder] : undefined;
    if (v === undefined) return m;
    return typeof v === "string" ? v : (v(argument) ?? m);
  };
  const fill = (v: unknown): unknown => {
    if (typeof v === "string") return v.replace(PLACEHOLDER, replace);
    if (Array.isArray(v)) return v.map(fill);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]));
    return v;
  };
  return fill(value) as T;
}
