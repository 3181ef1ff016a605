/** What the doors answer about reviews (shared/api/reviews.ts): plain objects, never rows. */
import type { OwnReview, PublishedReview } from "../../../shared/api/reviews.ts";
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
