/**
 * Order review endpoints (docs/PRODUCT.md#order-reviews, docs/API.md#order-reviews): thin
 * adapters from the contract to the reviews service. Writing needs the order's buyer (any
 * session: a guest bought as much as an account); reading the published reviews needs nothing;
 * the review prompt is for account logins, who alone get it.
 */
import { REVIEWS_PAGE_SIZE } from "../../shared/review-rules.ts";
import type { ReviewsService } from "../domain/reviews/index.ts";
import { fail, ok, type Api } from "./contract.ts";
import { FORM_LIMITS } from "./page-forms.ts";

const TAG = "Reviews";

export function registerReviewRoutes(api: Api, reviews: ReviewsService) {
  api.route({
    path: "/v2/create/dataPlanOrderReviewed",
    tag: TAG,
    summary:
      "Review one of your orders once its eSIM was used or its validity ended: 1-5 stars and an optional text without links, in the request's language; once per order, published after moderation. With edit: change it within 30 days (it waits for moderation again). 10 a minute per client",
    mutates: true,
    // The orders page's review form without JavaScript counts against the same numbers.
    rateLimit: { max: FORM_LIMITS.review.max, timeWindow: FORM_LIMITS.review.windowMs },
    auth: "guest",
    handler: async (ctx) => {
      const { orderNo, rating, text, edit } = ctx.body;
      const written = await reviews.submit({ userId: ctx.session.userId, orderNo, rating, text, edit, lang: ctx.lang });
      return written.ok ? ok(written.obj) : fail(written.code);
    },
  });

  api.route({
    path: "/v2/query/dataPlanOrderReviewedPage",
    tag: TAG,
    summary: `Published reviews of a plan (area and plan) or of every plan of an area (area alone), newest first, a page at a time (default ${REVIEWS_PAGE_SIZE}), with their count and average rating`,
    handler: async (ctx) => {
      const { area, plan, pageNum, pageSize } = ctx.body;
      const page = await reviews.published({ area, plan }, { pageNum: pageNum ?? 1, pageSize: pageSize ?? REVIEWS_PAGE_SIZE }, ctx.lang);
      return page.ok ? ok(page.obj) : fail(page.code);
    },
  });

  api.route({
    path: "/v1/review/prompt",
    tag: TAG,
    summary: "The review prompt was shown for this order (it is not shown for it again), or closed without going to review (dismissed: no prompt for 120 days)",
    mutates: true,
    rateLimit: { max: 20, timeWindow: 60_000 },
    auth: "account",
    handler: async (ctx) => {
      const seen = await reviews.promptSeen(ctx.session.userId, ctx.body.orderNo, ctx.body.dismissed);
      return seen.ok ? ok(null) : fail(seen.code);
    },
  });
}
