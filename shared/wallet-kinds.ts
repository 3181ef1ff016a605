/**
 * Closed lists of the wallet (docs/WALLET.md), shared: the server stores them, pages word them.
 */

/** wallet: one per user, never below zero; store: the store's own side of every movement. */
export const LEDGER_ACCOUNT_KINDS = ["wallet", "store"] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** CREDIT: money on the balance at once; PERCENT and FIXED: a discount on the next order. */
export const PROMO_KINDS = ["CREDIT", "PERCENT", "FIXED"] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/**
 * CREDITED: a credit code, done; ACTIVE: a discount waiting for an order; USED: taken by the
 * order `order_id` when it was placed (back to ACTIVE if that order is cancelled unpaid).
 */
export const REDEMPTION_STATUSES = ["CREDITED", "ACTIVE", "USED"] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/**
 * What a line of the balance statement is (`/v2/query/transactions`): each ledger transaction
 * that touches a wallet has one of these kinds. `adjustment`: a member of staff credited or
 * debited the balance from the console (docs/WALLET.md#operator-adjustments).
 */
export const WALLET_TRANSACTION_KINDS = ["recharge", "promo", "order", "order-release", "order-refund", "reversal", "adjustment"] as const;
export type WalletTransactionKind = (typeof WALLET_TRANSACTION_KINDS)[number];
