/**
 * The pure rules of order reviews (docs/PRODUCT.md#order-reviews): which orders a buyer may
 * review, what a review's text may hold, how long it may be changed, and when the review prompt
 * may be shown. No database, no clock of its own: callers bring the facts and the time.
 */
import { isStorableText } from "../../../shared/api/text.ts";
import type { OrderKind, OrderStatus, ValidityState } from "../../../shared/order-states.ts";
import { RATING_MAX, RATING_MIN, REPLY_TEXT_MAX, REVIEW_EDIT_DAYS, REVIEW_TEXT_MAX } from "../../../shared/review-rules.ts";
import type { ReviewError } from "./errors.ts";

const DAY_MS = 86_400_000;

/** After the buyer closes the prompt without going to review, no prompt for this long. */
export const PROMPT_PAUSE_DAYS = 120;

/** Validity states that say the eSIM was used, or that its time is over either way. */
const JUDGED_VALIDITY: ReadonlySet<ValidityState> = new Set(["INUSE", "TIME_FINISHED", "USAGE_FINISHED", "EXPIRED"]);

export interface ReviewableFacts {
  kind: OrderKind;
  status: OrderStatus;
  esim: { dataUsedMb: number; validityState: ValidityState } | null;
}

/**
 * A buyer can judge an order once its eSIM has carried data (some used, or its validity started
 * or finished) or its validity has ended unused: a delivered eSIM order, not a top-up (those
 * belong to their eSIM's order) and not one refunded.
 */
export function isReviewable(order: ReviewableFacts): boolean {
  if (order.kind !== "esim" || order.status !== "DELIVERED" || !order.esim) return false;
  return order.esim.dataUsedMb > 0 || JUDGED_VALIDITY.has(order.esim.validityState);
}

// Written for text folded by NFKC (full-width letters and dots become ASCII ones), lower case.
/** A scheme and "://" (http, https, ftp, or anything else a browser might open). */
const SCHEME = /[a-z][a-z0-9+.-]*:\/\//;
/** "www." anywhere, even without a scheme. */
const WWW = /(^|[^a-z0-9])www\d?\./;
/** Something@something.tld: an e-mail address. */
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}/;
/**
 * A bare domain with a common top-level domain ("cheap-esims.shop", "t.me/deals"). The list is
 * short on purpose: a word, a dot and any two letters would refuse ordinary sentences written
 * without a space after the full stop.
 */
const BARE_DOMAIN = /(^|[^a-z0-9@.-])[a-z0-9-]+(\.[a-z0-9-]+)*\.(com|net|org|info|biz|io|co|me|ly|gl|gg|app|shop|store|site|online|xyz|top|link|click|club|live|ru|cn|uk|de|jp|tr|es|hk|tw|kr|in|eu|us)(?![a-z0-9-])/;

/** Whether the text holds a web address or an e-mail address, in any width of characters. */
export function hasLink(text: string): boolean {
  const folded = text.normalize("NFKC").toLowerCase();
  return SCHEME.test(folded) || WWW.test(folded) || EMAIL.test(folded) || BARE_DOMAIN.test(folded);
}

/** The review's text as stored: trimmed, line endings as line feeds, and null when nothing is left. */
export function normalizeReviewText(text: string | null | undefined): string | null {
  const trimmed = (text ?? "").replace(/\r\n?/g, "\n").trim();
  return trimmed === "" ? null : trimmed;
}

/** Why a rating and text cannot be stored, or null when they can. Lengths count characters, not UTF-16 units. */
export function reviewProblem(rating: number, text: string | null): Extract<ReviewError, "REVIEW_RATING_INVALID" | "REVIEW_TOO_LONG" | "REVIEW_LINK" | "REVIEW_CHARACTERS"> | null {
  if (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) return "REVIEW_RATING_INVALID";
  if (text === null) return null;
  if (!isStorableText(text, true)) return "REVIEW_CHARACTERS";
  if ([...text].length > REVIEW_TEXT_MAX) return "REVIEW_TOO_LONG";
  if (hasLink(text)) return "REVIEW_LINK";
  return null;
}

/** The last moment a review written at `createdAt` may be changed. */
export const editableUntil = (createdAt: Date): Date => new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);

/** Whether a review written at `createdAt` may still be changed at `now`. */
export const isEditable = (createdAt: Date, now: Date): boolean => now.getTime() < editableUntil(createdAt).getTime();

/**
 * Whether the review prompt may be shown at `now`, given when the buyer last closed it without
 * going to review (null: never). Each order's prompt is shown at most once, which the caller
 * keeps; this is the pause across all of them.
 */
export function promptAllowed(lastDismissedAt: Date | null, now: Date): boolean {
  return lastDismissedAt === null || now.getTime() - lastDismissedAt.getTime() >= PROMPT_PAUSE_DAYS * DAY_MS;
}

/** The average of published ratings as pages show it: one decimal, or null without any. */
export const averageRating = (sum: number, count: number): number | null => (count === 0 ? null : Math.round((sum / count) * 10) / 10);

/** Reviews written after this moment may still be changed at `now`. */
export const editWindowStart = (now: Date): Date => new Date(now.getTime() - REVIEW_EDIT_DAYS * DAY_MS);

/** Why the store's reply cannot be stored (already normalised: null when nothing is left), or null when it can. Any text a page can show, 1 to REPLY_TEXT_MAX characters. */
export function replyProblem(text: string | null): Extract<ReviewError, "REVIEW_REPLY_LENGTH" | "REVIEW_REPLY_CHARACTERS"> | null {
  if (text === null || [...text].length > REPLY_TEXT_MAX) return "REVIEW_REPLY_LENGTH";
  if (!isStorableText(text, true)) return "REVIEW_REPLY_CHARACTERS";
  return null;
}

/**
 * A buyer's address as the console shows it beside a review: the first character of the name and
 * the whole domain (j***@example.com), enough to tell buyers apart in a conversation with
 * support, not enough to write to or look up.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${[...email.slice(0, at)][0]}***${email.slice(at)}`;
}

/** What the audit log calls the console's (and the command line's) changes of a review. */
export const REVIEW_AUDIT_ACTIONS = { published: "review.published", rejected: "review.rejected", replied: "review.replied" } as const;
