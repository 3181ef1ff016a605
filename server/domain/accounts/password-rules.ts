/**
 * Password rules (PRODUCT.md#passwords): 8 to 128 characters, not among the most common
 * passwords, hashed with argon2id at or above the OWASP ASVS 5 parameters.
 */
import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** m = 19 MiB, t = 2, p = 1: the OWASP minimum for argon2id, about 90 ms on one core here. */
// `algorithm: 2` is Algorithm.Argon2id (an ambient const enum the compiler settings cannot import).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

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

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

export async function passwordMatches(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A hash of nothing anyone knows, checked when an address has no account, so a log-in takes as
 * long whether the address exists or not.
 */
let dummy: Promise<string> | null = null;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(`no account ${Math.random()}`);
  return dummy;
}
