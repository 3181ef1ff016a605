/**
 * Pure rules of the account screens: the masked e-mail (PRODUCT.md#email-masking), the resend
 * countdown (PRODUCT.md#verification-code) and the checks the browser makes before calling the
 * API (PRODUCT.md#email-format, #passwords). Free of zod, so pages can use them at no cost.
 */
import { EMAIL_PATTERN } from "./api/protocol.ts";
import type { LoginType } from "./login-type.ts";

export const CODE_LENGTH = 6;
export const RESEND_SECONDS = 180;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * "jane.doe@example.com" -> "****.doe@*******.com". **Reading** (PRODUCT.md#email-masking): only
 * the last 4 characters of the local part stay readable; the domain's labels are hidden but
 * its ending is kept, so a visitor with several addresses can tell which one it was; a local part
 * of four characters or fewer keeps only its last character, so it is never shown whole.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "*".repeat(Math.max(4, email.length));
  const local = [...email.slice(0, at)];
  const domain = email.slice(at + 1);
  const keep = local.length > 4 ? 4 : 1;
  const shownLocal = "*".repeat(local.length - keep) + local.slice(-keep).join("");
  const dot = domain.lastIndexOf(".");
  const shownDomain = dot > 0 ? "*".repeat(dot) + domain.slice(dot) : "*".repeat(domain.length);
  return `${shownLocal}@${shownDomain}`;
}

/**
 * What the header's account menu is labelled with (PRODUCT.md#roles): an account
 * login's e-mail; for anyone else `null`, shown as the localized "Guest user". A guest may have
 * an address (the one left at checkout, for the eSIM), but it was typed, not proven, so a guest
 * stays "Guest user" whatever they left.
 */
export function accountMenuEmail(account: { loginType: LoginType; email: string | null }): string | null {
  return account.loginType === "accountLogin" ? account.email : null;
}

/** Whole seconds left before another code may be sent, counting from when the last one went. */
export function resendSecondsLeft(sentAtMs: number | null, nowMs: number, total = RESEND_SECONDS): number {
  if (sentAtMs === null) return 0;
  return Math.max(0, Math.min(total, Math.ceil((sentAtMs + total * 1000 - nowMs) / 1000)));
}

/** "2:05": the countdown as minutes and two-digit seconds. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= 254 && EMAIL_PATTERN.test(v);
}

/** 8-128 characters, counted as characters (not UTF-16 units), like the server. */
export function passwordLengthOk(value: string): boolean {
  const n = [...value].length;
  return n >= PASSWORD_MIN && n <= PASSWORD_MAX;
}

/** Code boxes: what a typed or pasted value puts into boxes from `index` on (digits only). */
export function digitsFrom(value: string): string[] {
  return [...value].filter((c) => c >= "0" && c <= "9").slice(0, CODE_LENGTH);
}
