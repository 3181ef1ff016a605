/**
 * Business failures of the wallet (docs/WALLET.md). Each has a message in every language
 * (server/messages) and is answered with HTTP 200 and `success: false`.
 */
export const WALLET_ERRORS = [
  /** The balance, credit plans and recharges are for account logins (a guest has no balance). */
  "BALANCE_ACCOUNT_ONLY",
  /** No credit plan on sale with that id. */
  "CREDIT_PLAN_NOT_FOUND",
  /** No such recharge, or not this visitor's (the same answer). */
  "RECHARGE_NOT_FOUND",
  /** The recharge is credited or cancelled: there is nothing to pay. */
  "RECHARGE_NOT_PAYABLE",
] as const;
export type WalletError = (typeof WALLET_ERRORS)[number];
