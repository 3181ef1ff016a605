/**
 * Sealing the TOTP secrets at rest (docs/decisions/0020-staff-accounts.md): AES-256-GCM under a
 * key the wiring derives from the store's secret, a fresh 96-bit nonce each time, and the row the
 * secret belongs to as associated data, so a sealed secret copied to another row does not open.
 * A copy of the database alone therefore yields no code generator.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const VERSION = "v1";
const NONCE_BYTES = 12;
/** The full 128-bit tag, demanded when opening: a shortened one would be easier to forge. */
const TAG_BYTES = 16;

export type SecretKey = Buffer;

/** A 32-byte key from the hex the wiring derives (services.ts `derivedSecret`, SHA-256 hex). */
export function secretKeyFromHex(hex: string): SecretKey {
  const key = Buffer.from(hex, "hex");
  if (key.length !== 32) throw new Error("the TOTP key must be 32 bytes (64 hex digits)");
  return key;
}

/** `v1.<nonce>.<ciphertext>.<tag>`, base64url. */
export function seal(key: SecretKey, context: string, plain: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, nonce, body, cipher.getAuthTag()].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** The secret, or null when it was sealed under another key or context, or altered. */
export function open(key: SecretKey, context: string, sealed: string): string | null {
  const [version, nonce, body, tag, ...rest] = sealed.split(".");
  if (version !== VERSION || rest.length > 0 || nonce === undefined || body === undefined || tag === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
