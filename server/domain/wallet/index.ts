/** The wallet (docs/WALLET.md): the balance's journal, the credit plans, and how they are shown. */
export { createLedger, InsufficientBalanceError, InvalidPostingError, type Ledger, type Posting, type Posted, type StatementLine } from "./ledger.ts";
export { adjustmentEntries, MAX_ENTRY_MINOR, rechargeEntries, STORE_ACCOUNTS, walletAccount, walletOwner, type Entry, type StoreAccount } from "./ledger-rules.ts";
export { balanceReport, table, totalsReport, usd, utc, verifyReport } from "./ledger-report.ts";
export { createWalletService, type CreditPlanRow, type WalletService } from "./wallet-service.ts";
export { creditPlanView, statementLineView } from "./wallet-view.ts";
export { WALLET_ERRORS, type WalletError } from "./errors.ts";
