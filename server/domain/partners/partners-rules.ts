/**
 * Partner API keys (PRODUCT.md#partners). A key is 256 random bits with a readable prefix naming
 * the merchant, shown once when issued; only its SHA-256 is stored, so a copy of the database
 * authenticates no one. (A fast hash suffices: the key is random, not a password to guess.)
 */
import { newSecret, sha256 } from "../../kernel/index.ts";

const KEY_PATTERN = /^rwk_(\d{1,10})_[A-Za-z0-9_-]{43}$/;

export function newApiKey(merchantId: number): string {
  return `rwk_${merchantId}_${newSecret()}`;
}

export const apiKeyHash = (key: string) => sha256(key);

/** The merchant a well-formed key claims to be from (checked against the stored hash after). */
export function merchantOfKey(key: string | undefined): number | null {
  const m = key ? KEY_PATTERN.exec(key) : null;
  return m ? Number(m[1]) : null;
}
