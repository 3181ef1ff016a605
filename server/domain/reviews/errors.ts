/**
 * Business failures of order reviews (docs/PRODUCT.md#order-reviews). Each has a message in every
 * language (server/messages) and is answered with HTTP 200 and `success: false`. Someone else's
 * order, or one that does not exist, is the checkout's ORDER_NOT_FOUND: the same answer, so
 * order numbers cannot be probed here.
 */
export const REVIEW_ERRORS = [
  /** The order is not one a buyer can judge yet: its eSIM was never used and its validity has not ended. */
  "REVIEW_NOT_YET",
  /** The order already has its one review: it can be changed (for 30 days), not written twice. */
  "REVIEW_EXISTS",
  /** An edit of a review the order does not have. */
  "REVIEW_NOT_FOUND",
  /** An edit more than 30 days after the review was written. */
  "REVIEW_EDIT_CLOSED",
  /** Stars outside 1 to 5. */
  "REVIEW_RATING_INVALID",
  /** The text is longer than REVIEW_TEXT_MAX characters. */
  "REVIEW_TOO_LONG",
  /** The text holds a web address or an e-mail address: reviews are not a place for advertising. */
  "REVIEW_LINK",
  /** The text holds control characters (or broken text) that no page can show. */
  "REVIEW_CHARACTERS",
  /** The console names a review that does not exist (any more). */
  "REVIEW_UNKNOWN",
  /** A rejection without a reason from the fixed list (shared/review-rules.ts REJECT_REASONS). */
  "REVIEW_REJECT_REASON",
  /** The store's reply is empty or longer than REPLY_TEXT_MAX characters. */
  "REVIEW_REPLY_LENGTH",
  /** The store's reply holds control characters (or broken text) that no page can show. */
  "REVIEW_REPLY_CHARACTERS",
] as const;
export type ReviewError = (typeof REVIEW_ERRORS)[number];
