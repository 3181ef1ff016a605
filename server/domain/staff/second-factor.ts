/**
 * The staff's second factor (docs/decisions/0020-staff-accounts.md): TOTP codes (RFC 6238 through
 * the `otpauth` library: SHA-1, six digits, 30-second steps, one step either side for clocks that
 * drift) with a replay guard, and one-time recovery codes. Pure: the service stores what these
 * answer.
 */
import { createHmac, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";

/** What every authenticator app understands; anything else is refused by some of them. */
export const TOTP_SETTINGS = { algorithm: "SHA1", digits: 6, period: 30 } as const;
/** Steps accepted either side of the current one: 30 s of clock drift, or a code typed just as it changed. */
export const TOTP_WINDOW = 1;
/** 160 bits, the HMAC-SHA-1 block RFC 4226 recommends. */
const SECRET_BYTES = 20;

/** A new TOTP secret, in base32 as authenticators take it typed by hand. */
export const newTotpSecret = (): string => new Secret({ size: SECRET_BYTES }).base32;

/** The otpauth:// address an authenticator reads from a QR code: the store as issuer, the member's address as account. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return new TOTP({ ...TOTP_SETTINGS, issuer, label: account, secret: Secret.fromBase32(secret) }).toString();
}

/** The time step a moment falls in (seconds since 1970 over 30). */
export const totpStep = (at: Date): number => TOTP.counter({ period: TOTP_SETTINGS.period, timestamp: at.getTime() });

/** The code of a secret at a moment (tests, and nothing else: the server never shows a code). */
export const totpCode = (secret: string, at: Date): string => TOTP.generate({ ...TOTP_SETTINGS, secret: Secret.fromBase32(secret), timestamp: at.getTime() });

/** Six digits, spaces allowed (authenticators show "123 456"). */
const TOTP_CODE = /^\d{6}$/;
export const looksLikeTotpCode = (code: string): boolean => TOTP_CODE.test(code.replace(/\s/g, ""));

/**
 * The time step a code proves, or null when it proves none: not a code of this secret within the
 * window, or of a step not after `lastStep` (the last one accepted), which is a replay: a code
 * seen over a shoulder or taken from a proxy works once, and never after a newer one.
 */
export function acceptedStep(secret: string, code: string, at: Date, lastStep: number | null): number | null {
  const token = code.replace(/\s/g, "");
  if (!TOTP_CODE.test(token)) return null;
  const delta = TOTP.validate({ ...TOTP_SETTINGS, token, secret: Secret.fromBase32(secret), timestamp: at.getTime(), window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = totpStep(at) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

// --- Recovery codes --------------------------------------------------------------------------

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32: no I, L, O or U, so nothing reads as another character. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Ten characters, 50 bits: beyond guessing through a throttled sign-in, and kept only as a keyed hash. */
const RECOVERY_CODE = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/** Ten new codes, shown once as XXXXX-XXXXX. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A code as typed to its canonical ten characters (any case, spaces and dashes ignored, O as 0, I and L as 1); null when it cannot be one. */
export function normalizeRecoveryCode(code: string): string | null {
  const chars = code
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  return RECOVERY_CODE.test(chars) ? chars : null;
}

/**
 * What is stored of a recovery code: an HMAC bound to its member, so a copy of the table is of no
 * use without the server's secret, and no member's code works for another.
 */
export function recoveryCodeHash(secret: string, staffId: string, normalized: string): string {
  return createHmac("sha256", secret).update(`staff-recovery\u0000${staffId}\u0000${normalized}`).digest("hex");
}
