/**
 * Order reviews (docs/PRODUCT.md#order-reviews): writing and changing a buyer's review, the
 * operator's moderation, the published reviews of a plan or area, the review prompt, and the
 * author's export and forgetting.
 */
export {
  createReviewModeration,
  createReviewsService,
  type CardFacts,
  type CardReview,
  type ModerationBy,
  type ModerationPage,
  type ModerationRefusal,
  type ReviewActor,
  type PublishedRefusal,
  type ReviewCatalog,
  type ReviewInput,
  type ReviewModeration,
  type ReviewPrompt,
  type ReviewRefusal,
  type ReviewsService,
} from "./reviews-service.ts";
export type { ReviewRow, ReviewScope } from "./reviews-repository.ts";
export type { ExportedReview, ModeratedReview } from "./reviews-view.ts";
export { PROMPT_PAUSE_DAYS, REVIEW_AUDIT_ACTIONS } from "./reviews-rules.ts";
export { REVIEW_ERRORS, type ReviewError } from "./errors.ts";
