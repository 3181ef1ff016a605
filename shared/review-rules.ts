/**
 * The numbers and lists of order reviews (docs/PRODUCT.md#order-reviews) that both sides use:
 * the server's rules and schemas, and the orders page's form (its limits and star choices). No
 * zod here, so the page's chunk stays small.
 */

/** pending: waiting for an operator; published: shown on the plan and area pages; rejected: never shown. */
export const REVIEW_STATUSES = ["pending", "published", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The stars a buyer may give, best first (the order the form lists them in). */
export const RATINGS = [5, 4, 3, 2, 1] as const;

/** A review's text: enough for a paragraph about coverage and speed, short enough to read on a plan page. */
export const REVIEW_TEXT_MAX = 1000;

/** How long after writing a review its author may still change it. */
export const REVIEW_EDIT_DAYS = 30;

/** Reviews a page of the plan and area pages shows (and the query endpoint answers by default). */
export const REVIEWS_PAGE_SIZE = 5;

/** The store's public reply under a review: as long as a review may be. */
export const REPLY_TEXT_MAX = 1000;

/**
 * Why a member of staff keeps a review off the pages (kept with the review): a short fixed list,
 * so the reasons can be counted and shown in any language.
 */
export const REJECT_REASONS = ["offensive", "personal-data", "advertising", "off-topic"] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
