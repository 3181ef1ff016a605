/**
 * What a member of staff gives with a refund from the operator console (docs/CHECKOUT.md#staff-refunds):
 * one reason from a fixed list, so refunds can be counted by why they happened, and a note of
 * their own. Shared: the server checks and stores them, the console's pages offer them.
 */

/** Why an order was refunded, as the console offers it; stored as is with each refund. */
export const REFUND_REASONS = ["customer-request", "not-working", "duplicate", "goodwill", "fraud", "other"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const isRefundReason = (value: string): value is RefundReason => (REFUND_REASONS as readonly string[]).includes(value);

/** The note's longest, in characters (code points): a few sentences for the next colleague who reads the order. */
export const REFUND_NOTE_MAX = 500;
