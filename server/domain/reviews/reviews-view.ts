/** What the doors answer about reviews (shared/api/reviews.ts): plain objects, never rows. */
import type { OwnReview, PublishedReview } from "../../../shared/api/reviews.ts";
import type { RejectReason, ReviewStatus } from "../../../shared/review-rules.ts";
import type { ReviewRow } from "./reviews-repository.ts";
import { editableUntil } from "./reviews-rules.ts";

/** The buyer's own review, on the orders page and in the create answer. */
export function ownReview(row: ReviewRow): OwnReview {
  return {
    id: row.id,
    orderNo: row.orderNo,
    rating: row.rating,
    text: row.body,
    lang: row.lang,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    editableUntil: editableUntil(row.createdAt).toISOString(),
  };
}

/** A published review as the plan and area pages show it; the plan's title is the caller's (the catalogue knows it). */
export function publishedReview(row: ReviewRow): Omit<PublishedReview, "plan"> {
  return {
    id: row.id,
    rating: row.rating,
    text: row.body,
    lang: row.lang,
    createdAt: row.createdAt.toISOString(),
    verified: true,
    areaSlug: row.areaSlug,
    planSlug: row.planSlug,
    reply: row.reply === null || row.repliedAt === null ? null : { text: row.reply, at: row.repliedAt.toISOString() },
  };
}

/** A review as the console's moderation shows it: everything but who the buyer is, of whom only a masked address. */
export interface ModeratedReview {
  id: string;
  status: ReviewStatus;
  orderNo: string;
  areaSlug: string;
  planSlug: string;
  /** The plan's title in the member's language; null when it is no longer sold (or unknown to a command-line caller). */
  plan: string | null;
  rating: number;
  text: string | null;
  lang: ReviewRow["lang"];
  /** j***@example.com; null for a buyer who left no address or whose account was deleted. */
  buyer: string | null;
  createdAt: Date;
  updatedAt: Date;
  moderatedAt: Date | null;
  rejectReason: RejectReason | null;
  reply: string | null;
  repliedAt: Date | null;
}

export function moderatedReview(row: ReviewRow, extra: { plan: string | null; buyer: string | null }): ModeratedReview {
  return {
    id: row.id,
    status: row.status,
    orderNo: row.orderNo,
    areaSlug: row.areaSlug,
    planSlug: row.planSlug,
    plan: extra.plan,
    rating: row.rating,
    text: row.body,
    lang: row.lang,
    buyer: extra.buyer,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    moderatedAt: row.moderatedAt,
    rejectReason: row.rejectReason,
    reply: row.reply,
    repliedAt: row.repliedAt,
  };
}

/** A review in the author's data export: what they wrote, about what, and where it stands. */
export interface ExportedReview {
  id: string;
  orderNo: string;
  area: string;
  plan: string;
  rating: number;
  text: string | null;
  lang: ReviewRow["lang"];
  status: ReviewRow["status"];
  createdAt: string;
  updatedAt: string;
}

export function exportedReview(row: ReviewRow): ExportedReview {
  return {
    id: row.id,
    orderNo: row.orderNo,
    area: row.areaSlug,
    plan: row.planSlug,
    rating: row.rating,
    text: row.body,
    lang: row.lang,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
