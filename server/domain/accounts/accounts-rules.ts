/**
 * Verification codes (PRODUCT.md#verification-code): six digits from a cryptographic source,
 * kept only as a keyed hash bound to the address and purpose, valid 10 minutes, single use, dead
 * after 5 wrong tries, and at most one new code every 180 s per address.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_MS = 180_000;
export const CODE_TYPES = ["REGISTER", "FINDPASSWORD"] as const;
export type CodeType = (typeof CODE_TYPES)[number];

export function newCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH).toString().padStart(CODE_LENGTH, "0");
}

/**
 * HMAC, not a plain hash: a million possible codes are guessed offline in a blink, so a leaked
 * table must be useless without the server's secret.
 */
export function codeHash(secret: string, email: string, type: CodeType, code: string): string {
  return createHmac("sha256", secret).update(`${type}\u0000${email}\u0000${code}`).digest("hex");
}

export function codeMatches(secret: string, stored: string, email: string, type: CodeType, code: string): boolean {
  const a = Buffer.from(stored, "hex");
  const b = Buffer.from(codeHash(secret, email, type, code), "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

export type CodeState = "live" | "expired" | "locked" | "used";

export function codeState(row: { expiresAt: Date; attempts: number; usedAt: Date | null }, now: Date): CodeState {
  if (row.usedAt) return "used";
  if (row.attempts >= CODE_MAX_ATTEMPTS) return "locked";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "live";
}

/** Milliseconds until a new code may be sent after one sent at `lastSentAt`; 0 when allowed. */
export function resendWaitMs(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  return Math.max(0, lastSentAt.getTime() + CODE_RESEND_MS - now.getTime());
}

/** Addresses compare lowercased and trimmed: one mailbox, one account. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
