/** Request and answer schemas of order reviews (docs/PRODUCT.md#order-reviews, docs/API.md#order-reviews). */
import { z } from "zod";
import { LANGS } from "../i18n/locales.ts";
import { RATING_MAX, RATING_MIN, REVIEW_TEXT_MAX, REVIEW_STATUSES, REVIEWS_PAGE_SIZE } from "../review-rules.ts";
import { SlugSchema } from "./catalog.ts";
import { requestSchema } from "./envelope.ts";
import { OrderNoSchema } from "./orders.ts";
import { text } from "./text.ts";

export const REVIEWS_PAGE = { maxSize: 20, maxNum: 10_000 } as const;

/** `/v2/create/dataPlanOrderReviewed`: the buyer's review of one order, or (`edit`) a change to it within 30 days. */
export const CreateReviewRequest = requestSchema({
  orderNo: OrderNoSchema,
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX).describe(`Stars, ${RATING_MIN}-${RATING_MAX}`),
  // Counted again in characters by the service (an emoji is two UTF-16 units here).
  text: text({ multiline: true })
    .max(REVIEW_TEXT_MAX * 2)
    .optional()
    .describe(`Optional, up to ${REVIEW_TEXT_MAX} characters; no web or e-mail addresses. Stored in the request's language (Accept-Language)`),
  edit: z.boolean().optional().describe("true: change the order's review (within 30 days of writing it); default false: write it"),
});

/** The buyer's own review, as the orders page shows it. */
export const OwnReviewSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  lang: z.enum(LANGS),
  status: z.enum(REVIEW_STATUSES).describe("pending until an operator publishes (or rejects) it; an edit makes it pending again"),
  createdAt: z.string(),
  editableUntil: z.string().describe("The last moment it can be changed (30 days after writing)"),
});
export type OwnReview = z.infer<typeof OwnReviewSchema>;

/** `/v2/query/dataPlanOrderReviewedPage`: published reviews of a plan, or of every plan of an area. */
export const ReviewsPageRequest = requestSchema({
  area: SlugSchema,
  plan: SlugSchema.optional().describe("A plan of the area: its reviews only; without it, the reviews of every plan of the area"),
  pageNum: z.number().int().min(1).max(REVIEWS_PAGE.maxNum).optional().describe("The page, from 1 (default 1)"),
  pageSize: z.number().int().min(1).max(REVIEWS_PAGE.maxSize).optional().describe(`Reviews a page, 1-${REVIEWS_PAGE.maxSize} (default ${REVIEWS_PAGE_SIZE})`),
});

export const PublishedReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  lang: z.enum(LANGS).describe("The language the text was written in"),
  createdAt: z.string(),
  verified: z.literal(true).describe("Written by the buyer of the order (every review is)"),
  areaSlug: z.string(),
  planSlug: z.string(),
  plan: z.string().nullable().describe("The plan's title in the request's language; null when it is no longer sold"),
  reply: z
    .object({ text: z.string().describe("As the store wrote it"), at: z.string().describe("When it was last written") })
    .nullable()
    .describe("The store's public reply to the review; null without one"),
});
export type PublishedReview = z.infer<typeof PublishedReviewSchema>;

export const ReviewsPageAnswer = z.object({
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().describe("Published reviews in all"),
  average: z.number().nullable().describe("Their average rating, one decimal; null without any"),
  list: z.array(PublishedReviewSchema).describe("Newest first"),
});
export type ReviewsPage = z.infer<typeof ReviewsPageAnswer>;

/** `/v1/review/prompt`: the review prompt was shown for this order (never again for it), or closed without going to review. */
export const ReviewPromptRequest = requestSchema({
  orderNo: OrderNoSchema,
  dismissed: z.boolean().describe("true: closed without going to review (no prompt for 120 days); false: shown"),
});
