/**
 * Business failures of the console's customers section (docs/CONSOLE.md#customers). Each has a
 * message in every language (server/messages); a refused permission is the staff's STAFF_FORBIDDEN.
 */
export const CUSTOMER_ERRORS = [
  /** No user with that id (or a deleted one, for what needs a living customer). */
  "CUSTOMER_NOT_FOUND",
  /** An adjustment's amount that is not dollars and cents, zero, or beyond what one adjustment may move. */
  "CUSTOMER_AMOUNT_INVALID",
  /** An adjustment's reason that is not one of the list. */
  "CUSTOMER_REASON_INVALID",
  /** A debit larger than the balance: a balance never goes below zero. */
  "CUSTOMER_BALANCE_TOO_LOW",
  /** An order or a recharge may still bring money into the balance: the erasure waits until it is paid and delivered, or cancelled. */
  "CUSTOMER_BALANCE_PENDING",
  /** The e-mail typed to confirm an erasure is not the customer's. */
  "CUSTOMER_CONFIRM_MISMATCH",
  /** Export and erasure are of accounts: a guest holds no account (their orders are found by number). */
  "CUSTOMER_NOT_ACCOUNT",
] as const;

export type CustomerError = (typeof CUSTOMER_ERRORS)[number];
