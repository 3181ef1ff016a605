/**
 * Business failures of staff accounts (docs/CONSOLE.md). A sign-in that fails for any reason a
 * guesser could learn from (unknown address, wrong password, wrong, replayed or used code)
 * answers STAFF_SIGN_IN_FAILED alike; only someone who got both factors right is told the
 * account is disabled. The password rules and their codes are the accounts' (WEAK_PASSWORD,
 * COMMON_PASSWORD, PASSWORD_BUSY, INVALID_EMAIL).
 */
import type { AccountError } from "../accounts/index.ts";

export const STAFF_ERRORS = [
  /** create-owner once an owner exists. */
  "STAFF_OWNER_EXISTS",
  /** The invitation or set-up link is unknown, used, replaced or expired. */
  "STAFF_INVITE_INVALID",
  /** The first TOTP code of an enrolment does not match the secret offered. */
  "STAFF_CODE_INVALID",
  "STAFF_SIGN_IN_FAILED",
  "STAFF_SIGN_IN_THROTTLED",
  "STAFF_DISABLED",
  /** The member's roles do not allow the action, or they may not do it to themselves. */
  "STAFF_FORBIDDEN",
  "STAFF_ROLES_INVALID",
  /** An invitation to an address that is already a member's. */
  "STAFF_EMAIL_TAKEN",
  "STAFF_NOT_FOUND",
] as const;

export type StaffError = (typeof STAFF_ERRORS)[number] | Extract<AccountError, "INVALID_EMAIL" | "WEAK_PASSWORD" | "COMMON_PASSWORD" | "PASSWORD_BUSY">;
