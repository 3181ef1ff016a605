/** What a plan page's Product JSON-LD says of its published reviews (docs/PRODUCT.md#order-reviews). */
import { REVIEWS_PAGE_SIZE } from "../../../shared/review-rules.ts";
import type { ReviewsData } from "./reviews.server.ts";

/**
 * The schema.org pieces a Product gains from its published reviews: none without any (docs/PRODUCT.md#order-reviews).
 * schema.org's Review has no property for the seller's answer; a Review is a CreativeWork, whose
 * `comment` takes a Comment, so the store's reply is a Comment by the store (an Organization).
 * Search engines' review snippets read none of it, and it says only what the page shows.
 */
export function productRating(reviews: ReviewsData, author: string, store: string): Record<string, unknown> {
  if (reviews.total === 0 || reviews.averageValue === null) return {};
  const rating = (value: number) => ({ "@type": "Rating", ratingValue: value, bestRating: 5, worstRating: 1 });
  return {
    aggregateRating: { "@type": "AggregateRating", ratingValue: reviews.averageValue, reviewCount: reviews.total, bestRating: 5, worstRating: 1 },
    review: reviews.list.slice(0, REVIEWS_PAGE_SIZE).map((r) => ({
      "@type": "Review",
      reviewRating: rating(r.rating),
      ...(r.text ? { reviewBody: r.text } : {}),
      inLanguage: r.lang,
      datePublished: r.createdAt.slice(0, 10),
      author: { "@type": "Person", name: author },
      ...(r.reply ? { comment: { "@type": "Comment", text: r.reply.text, dateCreated: r.reply.at.slice(0, 10), author: { "@type": "Organization", name: store } } } : {}),
    })),
  };
}
