/**
 * What the checkout asks of the accounts (wired in server/services.ts): the accounts own the
 * users table, so the checkout reads and writes a buyer only through these.
 */
import type { Tx } from "../../kernel/index.ts";

export interface CheckoutAccounts {
  /** Holds an account's row for the caller's transaction; false once it is deleted (a recharge then gets none). */
  holdAccount(tx: Tx, userId: string): Promise<boolean>;
  /** Whether a member of staff blocked the user (docs/CONSOLE.md#customers), read under a share lock of the row in the caller's transaction: a block waits for an order being placed, or the order sees it. */
  isBlocked(tx: Tx, userId: string): Promise<boolean>;
  /** The same, with the partner attribution the order keeps (docs/CONSOLE.md#partners). */
  buyerAtOrder(tx: Tx, userId: string): Promise<{ blocked: boolean; merchantId: number | null; merchantSubId: string | null }>;
  /** A guest's contact address (null: none left); null when the user is not a guest. */
  guestContact(userId: string): Promise<{ email: string | null } | null>;
  /** Keeps the address a guest typed at checkout, when it has none and no one else holds it. */
  rememberGuestEmail(userId: string, email: string): Promise<boolean>;
}

/** What the checkout asks of the partner programme (wired in server/services.ts). */
export interface CheckoutPartners {
  /** Whether merchant `merchantId` exists and its programme is on: only then do its buyers' orders earn it a commission. */
  earns(tx: Tx, merchantId: number): Promise<boolean>;
}
