/**
 * The account state every page shares (PRODUCT.md#account-overlays): who is signed in, which
 * overlay is open, and how to open one. A leaf module: the host that provides it
 * (account-host.tsx) and the overlays it loads on demand (features/account) both import it, so
 * neither imports the other's code to reach the other's types.
 */
import { createContext, useContext } from "react";
import type { LoginType } from "../../shared/login-type.ts";

/** DELETEACCOUNT: a signed-in account's own deletion (PRODUCT.md#privacy-self-service). */
export type CodeType = "REGISTER" | "FINDPASSWORD" | "DELETEACCOUNT";

/** A code just sent to `email`; the dialog checks it and then registers, goes to reset the password, or deletes the account. */
export interface CodeRequest {
  codeType: CodeType;
  email: string;
  /** REGISTER only: the password the account is made with. */
  password?: string;
  /** When the code was sent (ms), for the resend countdown. */
  sentAt: number;
  /** Where a registration lands (a plan page it began on), else home. */
  returnTo?: string | null;
}

export type Overlay =
  /** `next`: where the visitor goes once signed in (a Buy button's checkout); else the page they are on, or home. */
  | { kind: "chooser"; next?: string }
  | { kind: "code"; request: CodeRequest }
  | { kind: "registered" }
  /** Account logins only (PRODUCT.md#promo-codes); its code is a chunk of its own, fetched on first open. */
  | { kind: "promo" };

export interface Account {
  email: string | null;
  loginType: LoginType;
  /** The form token of the no-JavaScript sign-out forms (app/routes/sign-out.tsx). */
  signOutToken: string;
  /**
   * The user id (the session token's subject), only when analytics is configured: the spec sends
   * it to analytics, which gets it only after the visitor accepted (app/features/third-party).
   */
  analyticsId?: string;
}

export interface AccountUi {
  account: Account | null;
  overlay: Overlay | null;
  open(overlay: Overlay | null): void;
}

export const AccountContext = createContext<AccountUi | null>(null);

export function useAccount(): AccountUi {
  const value = useContext(AccountContext);
  if (!value) throw new Error("useAccount outside the account host");
  return value;
}
