/**
 * Pure rules of the ledger (docs/WALLET.md#ledger): what a valid posting is, and the account
 * names. Kept apart from the database so they are tested on their own.
 */

/** The store's side of every movement. Their balance is the sum of their entries (never locked). */
export const STORE_ACCOUNTS = {
  /** Money that came in by card (recharges; the card part of orders is not on the ledger). */
  card: "store:card",
  /** What balances were spent on: orders paid from a balance. */
  sales: "store:sales",
  /** What the store gave away through promo codes that credit the balance. */
  promo: "store:promo",
  /** The extra a credit plan adds ("pay $50, get $55": $5). */
  bonus: "store:bonus",
  /**
   * The other side of operator adjustments from the console (docs/WALLET.md#operator-adjustments):
   * negative by what staff credited to balances, positive by what they debited.
   */
  adjustments: "store:adjustments",
} as const;
export type StoreAccount = (typeof STORE_ACCOUNTS)[keyof typeof STORE_ACCOUNTS];

const WALLET_PREFIX = "wallet:";
export const walletAccount = (userId: string) => `${WALLET_PREFIX}${userId}`;
export const walletOwner = (accountId: string): string | null => (accountId.startsWith(WALLET_PREFIX) ? accountId.slice(WALLET_PREFIX.length) : null);

export interface Entry {
  account: string;
  /** Signed minor units: positive raises the account's balance, negative lowers it. */
  amountMinor: number;
}

/** Larger than any real movement, far inside the exact integers of a double and of bigint columns. */
export const MAX_ENTRY_MINOR = 1_000_000_000;

export type PostingProblem = "TOO_FEW_ENTRIES" | "NOT_AN_AMOUNT" | "ZERO_AMOUNT" | "DUPLICATE_ACCOUNT" | "UNBALANCED";

/** Why a set of entries is not a valid double-entry transaction, or null when it is. */
export function postingProblem(entries: readonly Entry[]): PostingProblem | null {
  if (entries.length < 2) return "TOO_FEW_ENTRIES";
  const seen = new Set<string>();
  let sum = 0;
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amountMinor) || Math.abs(e.amountMinor) > MAX_ENTRY_MINOR) return "NOT_AN_AMOUNT";
    if (e.amountMinor === 0) return "ZERO_AMOUNT";
    if (seen.has(e.account)) return "DUPLICATE_ACCOUNT";
    seen.add(e.account);
    sum += e.amountMinor;
  }
  return sum === 0 ? null : "UNBALANCED";
}

/** The entries that undo `entries` exactly. */
export const reversalOf = (entries: readonly Entry[]): Entry[] => entries.map((e) => ({ account: e.account, amountMinor: -e.amountMinor }));

/** The ledger entries of a credited recharge (docs/WALLET.md#credit-plans): the card money and the plan's bonus become balance. */
export function rechargeEntries(recharge: { userId: string; payUsdMinor: number; creditUsdMinor: number }): Entry[] {
  const bonus = recharge.creditUsdMinor - recharge.payUsdMinor;
  return [
    { account: walletAccount(recharge.userId), amountMinor: recharge.creditUsdMinor },
    { account: STORE_ACCOUNTS.card, amountMinor: -recharge.payUsdMinor },
    ...(bonus > 0 ? [{ account: STORE_ACCOUNTS.bonus, amountMinor: -bonus }] : []),
  ];
}

/** The entries of an operator's adjustment: the wallet moves by `amountMinor` (signed), the adjustments account the other way. */
export const adjustmentEntries = (userId: string, amountMinor: number): Entry[] => [
  { account: walletAccount(userId), amountMinor },
  { account: STORE_ACCOUNTS.adjustments, amountMinor: -amountMinor },
];
