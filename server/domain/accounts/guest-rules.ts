/**
 * Guest log-in rules (PRODUCT.md#guest-log-in): when a captcha is asked for, and the check token
 * that links the two steps.
 */
import { createHash, randomBytes } from "node:crypto";

/** Guest log-ins from one client address an hour before the captcha is demanded. */
export const GUEST_LOGINS_WITHOUT_CAPTCHA = { max: 5, windowMs: 60 * 60_000 } as const;
export const CHECK_TOKEN_TTL_MS = 5 * 60_000;

/**
 * A visitor from another country than the store's solves a captcha. An unknown country (no
 * trusted header) does not: a store without a proxy that names countries would otherwise ask
 * everyone. The per-address demand still applies to them.
 */
export function countryNeedsCaptcha(country: string | null, baseCountry: string): boolean {
  return country !== null && country !== baseCountry;
}

/** 256 random bits, URL-safe: the check token handed to the browser. */
export const newCheckToken = (): string => randomBytes(32).toString("base64url");

/**
 * SHA-256 hex: what is stored of check tokens and device identifiers. Unkeyed: both are random
 * values made by a machine, not passwords, and a guest must outlive a change of SESSION_SECRET.
 */
export const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");
