/**
 * Pure rules of staff refunds (docs/CHECKOUT.md#staff-refunds): what amount may be asked, how it
 * splits between the card and the balance (the card first), the note as stored, what a staff
 * refund's idempotency key was first used for, and what earlier staff refunds took of each part.
 */
import { createHash } from "node:crypto";
import { isStorableText } from "../../../shared/api/text.ts";
import { REFUND_NOTE_MAX } from "../../../shared/refund-reasons.ts";

/** A refund amount is a whole number of USD minor units above zero (a cent at least). */
export const isRefundAmount = (amountMinor: number): boolean => Number.isSafeInteger(amountMinor) && amountMinor > 0;

/** The note as stored: line endings as line feeds, trimmed, and null when nothing is left. */
export function normalizeRefundNote(note: string): string | null {
  const trimmed = note.replace(/\r\n?/g, "\n").trim();
  return trimmed === "" ? null : trimmed;
}

/** Whether a note (as normalized) can be kept: plain text on several lines, at most REFUND_NOTE_MAX characters. */
export const isRefundNote = (note: string | null): boolean => note === null || (isStorableText(note, true) && [...note].length <= REFUND_NOTE_MAX);

export interface RefundParts {
  /** Sent back to the card the order was paid with, through the provider. */
  cardMinor: number;
  /** Put back on the account's balance, through the ledger. */
  balanceMinor: number;
}

/**
 * How `amountMinor` goes back, given what is left of each part: the card first, then the
 * balance. The card is the money the buyer brought from outside, so it is what a partial refund
 * returns first; the balance part is the store's own credit and goes back last. Null when the
 * amount is more than both together.
 */
export function splitRefund(amountMinor: number, left: RefundParts): RefundParts | null {
  if (amountMinor > left.cardMinor + left.balanceMinor) return null;
  const cardMinor = Math.min(amountMinor, left.cardMinor);
  return { cardMinor, balanceMinor: amountMinor - cardMinor };
}

/** What staff refunds sent back to the card through payment `paymentId`. */
export const cardRefundedTo = (refunds: readonly { paymentId: string | null; cardMinor: number }[], paymentId: string): number =>
  refunds.reduce((sum, r) => sum + (r.paymentId === paymentId ? r.cardMinor : 0), 0);

/** What staff refunds put back on the balance. */
export const balanceRefunded = (refunds: readonly { balanceMinor: number }[]): number => refunds.reduce((sum, r) => sum + r.balanceMinor, 0);

/**
 * Fingerprint of what a staff refund's idempotency key was first used for: the same key with
 * another amount, reason, note, notice or member is a different refund and is refused rather
 * than answered with the first.
 */
export function refundFingerprint(request: { staffId: string; amountMinor: number; reason: string; note: string | null; notifyBuyer: boolean }): string {
  const canonical = JSON.stringify([request.staffId, request.amountMinor, request.reason, request.note, request.notifyBuyer]);
  return createHash("sha256").update(canonical).digest("hex");
}
