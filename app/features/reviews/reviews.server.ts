/**
 * The published reviews a plan or area page shows (docs/PRODUCT.md#order-reviews), read in its
 * loader through the same service as /v2/query/dataPlanOrderReviewedPage and worded on the
 * server (dates, the average), so the page hydrates without formatting differences. `?reviews=N`
 * shows the first N pages at once: the "More reviews" link without JavaScript.
 */
import type { PublishedReview } from "../../../shared/api/reviews.ts";
import { formatDay } from "../../../shared/i18n/dates.ts";
import type { Lang } from "../../../shared/i18n/locales.ts";
import { REVIEWS_PAGE_SIZE } from "../../../shared/review-rules.ts";
import type { RequestContext } from "../../load-context.ts";

/** How many pages `?reviews=` may ask for at once. */
const MAX_PAGES = 20;

/** A published review with its date written out. */
export type ReviewItem = PublishedReview & { date: string };

export interface ReviewsData {
  area: string;
  plan: string | null;
  total: number;
  /** The average as the page writes it ("4.5"), null without reviews. */
  average: string | null;
  averageValue: number | null;
  /** The pages shown so far: the next one "More reviews" asks for is `pages + 1`. */
  pages: number;
  list: ReviewItem[];
}

export const reviewItem = (review: PublishedReview, lang: Lang): ReviewItem => ({ ...review, date: formatDay(review.createdAt, lang) });

export async function reviewsData(context: RequestContext, where: { area: string; plan?: string }, url: URL): Promise<ReviewsData> {
  const asked = Number(url.searchParams.get("reviews") ?? "1");
  const pages = Number.isSafeInteger(asked) && asked >= 1 ? Math.min(asked, MAX_PAGES) : 1;
  const { lang } = context;
  const found = await context.services.reviews.published(where, { pageNum: 1, pageSize: pages * REVIEWS_PAGE_SIZE }, lang);
  const page = found.ok ? found.obj : { total: 0, average: null, list: [] };
  return {
    area: where.area,
    plan: where.plan ?? null,
    total: page.total,
    average: page.average === null ? null : new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(page.average),
    averageValue: page.average,
    pages,
    list: page.list.map((r) => reviewItem(r, lang)),
  };
}
