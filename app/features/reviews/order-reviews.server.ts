/**
 * The review block of each card on /orders (docs/PRODUCT.md#order-reviews), from the cards the
 * page already read (their eSIMs just refreshed): whether the order can be reviewed, and the
 * buyer's review with its last day of changes written out.
 */
import type { OrderCard } from "../../../shared/api/orders.ts";
import { formatDay } from "../../../shared/i18n/dates.ts";
import type { RequestContext } from "../../load-context.ts";
import type { ReviewBlock } from "./review-form.tsx";

/** By order number; cards with nothing to show (not reviewable, no review) are left out. */
export async function reviewBlocks(context: RequestContext, userId: string, cards: readonly OrderCard[]): Promise<Record<string, ReviewBlock>> {
  const facts = cards.map((c) => ({ orderNo: c.orderNo, kind: c.kind, status: c.status, esim: c.esim && { dataUsedMb: c.esim.dataUsedMb, validityState: c.esim.validityState } }));
  const states = await context.services.reviews.forCards(userId, facts);
  const blocks: Record<string, ReviewBlock> = {};
  for (const [orderNo, state] of states) {
    if (!state.reviewable && !state.review) continue;
    const { review } = state;
    blocks[orderNo] = {
      reviewable: state.reviewable,
      editable: state.editable,
      review: review && { rating: review.rating, text: review.text, lang: review.lang, status: review.status, editableUntil: formatDay(review.editableUntil, context.lang) },
    };
  }
  return blocks;
}
