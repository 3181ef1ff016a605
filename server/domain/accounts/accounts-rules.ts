/**
 * Accounts' pure rules: addresses, verification codes, which passwords are refused, the log-in
 * throttle, known-device keys, the guest log-in's captcha rule and check tokens, and what mails
 * say of a device and a time. The service applies them; they are tested without a database.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { dictionary } from "@zxcvbn-ts/language-common";
import { CODE_LENGTH, PASSWORD_MAX, PASSWORD_MIN, RESEND_SECONDS } from "../../../shared/account-display.ts";
import type { CODE_TYPES } from "../../../shared/api/accounts.ts";
import { newSecret } from "../../kernel/index.ts";

/** Addresses compare lowercased and trimmed: one mailbox, one account. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

// --- Verification codes ----------------------------------------------------------------------

/*
 * Verification codes (PRODUCT.md#verification-code): six digits from a cryptographic source,
 * kept only as a keyed hash bound to the address and purpose, valid 10 minutes, single use, dead
 * after 5 wrong tries, and at most one new code every 180 s per address.
 */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_MS = RESEND_SECONDS * 1000;
/**
 * What a code is for: the two purposes anyone may ask a code for by address, and the deletion of
 * a signed-in account, whose code goes only to that account's own address (PRODUCT.md#privacy-self-service).
 */
export type CodeType = (typeof CODE_TYPES)[number] | "DELETEACCOUNT";

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

/** Sends of codes: per address and per client address, on top of the 180 s between codes. */
export const SEND_LIMITS = {
  perEmail: { max: 5, windowMs: 60 * 60_000 },
  perIp: { max: 20, windowMs: 60 * 60_000 },
} as const;

// --- Passwords -------------------------------------------------------------------------------

/*
 * Password rules (PRODUCT.md#passwords): 8 to 128 characters, not among the most common
 * passwords. How they are hashed is password-hashing.ts.
 */

// ~49,000 passwords seen most often in breaches; only those long enough to pass the length rule matter.
const COMMON = new Set((dictionary["passwords-common"] as string[]).filter((p) => p.length >= PASSWORD_MIN).map((p) => p.toLowerCase()));

/** How many common passwords of an allowed length are refused (PRODUCT.md#passwords). */
export const COMMON_PASSWORDS_REFUSED = COMMON.size;

export type PasswordProblem = "WEAK_PASSWORD" | "COMMON_PASSWORD";

export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return "WEAK_PASSWORD";
  if (COMMON.has(password.toLowerCase())) return "COMMON_PASSWORD";
  return null;
}

// --- The log-in throttle ---------------------------------------------------------------------

/*
 * Log-in throttling (PRODUCT.md#passwords; docs/decisions/0017-login-throttle.md). Failures are
 * counted per address typed (existing or not, so the throttle itself reveals nothing) and per
 * client address over the last hour. A few failures cost nothing; then each further try waits
 * longer (1 s, 2 s, 4 s ... up to 30 s after the previous failure), and the 101st failure in an
 * hour is refused outright. The delay is capped at 30 s so the hourly cap, not the delay, is what
 * finally stops a patient guesser.
 *
 * A browser the account has signed in from before (its signed device cookie, the known-device
 * keys below) is not held back by anyone else's failures: it is judged on its own failures alone,
 * with the same pauses and a smaller hourly cap, so a guesser elsewhere cannot lock the owner out.
 *
 * Every try is counted before its password is checked (a pending failure, taken back when it
 * succeeds), so simultaneous tries cannot all pass the same check.
 */
export const FAILURE_WINDOW_MS = 60 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 100;
export const MAX_FAILURES_PER_IP = 300;
/** A known device's own failures; more than a person mistyping, far less than a guesser needs. */
export const MAX_FAILURES_PER_DEVICE = 20;
/** Failures that cost no pause: also the most passwords a burst of any size gets checked. */
export const FREE_FAILURES = 5;
const MAX_DELAY_MS = 30_000;

/** Wait required after the last of `failures` failures; 0 when the next try may go ahead. */
export function requiredDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 1_000 * 2 ** (failures - FREE_FAILURES));
}

export interface FailureStats {
  /** Failures in the window this try is judged by: the address's from unknown browsers, or this known device's own. */
  failures: number;
  lastFailureAt: Date | null;
  /** Failures from the client address (unknown browsers only); not asked of a known device. */
  ipFailures: number;
  knownDevice: boolean;
}

/** Whether a log-in may be tried now; the same verdict for an address with or without an account. */
export function loginAllowed(stats: FailureStats, now: Date): boolean {
  if (stats.failures >= (stats.knownDevice ? MAX_FAILURES_PER_DEVICE : MAX_FAILURES_PER_ACCOUNT)) return false;
  if (!stats.knownDevice && stats.ipFailures >= MAX_FAILURES_PER_IP) return false;
  const wait = requiredDelayMs(stats.failures);
  return !stats.lastFailureAt || now.getTime() - stats.lastFailureAt.getTime() >= wait;
}

// --- Known devices ---------------------------------------------------------------------------

/*
 * Known devices (docs/decisions/0017-login-throttle.md, the OWASP "device cookie"): a browser
 * that has proved it holds an account (a successful log-in, or a password reset with the e-mailed
 * code) keeps a signed key for that address. With it, its log-ins are judged on its own failures
 * alone (the throttle above), so nobody else's guessing can lock the owner out.
 *
 * The key is `<device id>.<issued, seconds>.<HMAC>`, the HMAC over the address, the id and the
 * time: it names no address (the address typed is what it is checked against), cannot be made
 * for another address, and lapses after 180 days unless a new sign-in renews it.
 */
export const DEVICE_KEY_LIFETIME_MS = 180 * 24 * 60 * 60_000;
const DEVICE_KEY_SHAPE = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const deviceMac = (secret: string, email: string, deviceId: string, issuedSeconds: string) =>
  createHmac("sha256", secret).update(`device\u0000${email}\u0000${deviceId}\u0000${issuedSeconds}`).digest("base64url");

/** The key for `email` (normalized), keeping `deviceId` when the browser already had one. */
export function issueDeviceKey(secret: string, email: string, now: Date, deviceId = newSecret(16)): string {
  const issued = String(Math.floor(now.getTime() / 1000));
  return `${deviceId}.${issued}.${deviceMac(secret, email, deviceId, issued)}`;
}

/** The device id of a key issued for `email` and not lapsed; null for anything else. */
export function knownDevice(secret: string, key: string | undefined, email: string, now: Date): string | null {
  const parts = key ? DEVICE_KEY_SHAPE.exec(key) : null;
  if (!parts) return null;
  const [, deviceId, issued, given] = parts;
  const issuedMs = Number(issued) * 1000;
  if (issuedMs > now.getTime() + 60_000 || now.getTime() - issuedMs > DEVICE_KEY_LIFETIME_MS) return null;
  const a = Buffer.from(given);
  const b = Buffer.from(deviceMac(secret, email, deviceId, issued));
  return a.length === b.length && timingSafeEqual(a, b) ? deviceId : null;
}

// --- Guest log-in ----------------------------------------------------------------------------

/*
 * Guest log-in rules (PRODUCT.md#guest-log-in): when a captcha is asked for, and the check token
 * that links the two steps. What is stored of check tokens and device identifiers is their
 * unkeyed SHA-256 (the kernel's sha256): both are random values made by a machine, not
 * passwords, and a guest must outlive a change of SESSION_SECRET.
 */

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
export const newCheckToken = (): string => newSecret();

// --- What mails say --------------------------------------------------------------------------

/*
 * What a "new sign-in" mail says about the device (PRODUCT.md#sessions): the browser and the
 * system, read from the User-Agent, never the raw string (it is long and means little to people).
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

const first = (table: [RegExp, string][], ua: string) => table.find(([re]) => re.test(ua))?.[1];

export function describeDevice(userAgent: string | undefined): string {
  const ua = userAgent ?? "";
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (browser && system) return `${browser}, ${system}`;
  return browser ?? system ?? (ua.slice(0, 60) || "?");
}

/** A time as mails show it: `2026-11-23 14:05`, UTC (the mail says so). */
export const utcMinute = (at: Date) => at.toISOString().slice(0, 16).replace("T", " ");
