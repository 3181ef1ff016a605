/**
 * Body signature (header `X-Signature`), computed identically in the browser and on the
 * server with Web Crypto:
 *
 *   X-Signature: v1=<lowercase hex of HMAC-SHA256(key, raw UTF-8 request body)>
 *   key = the session token when the request carries `Authorization: Bearer <token>`,
 *         otherwise the public string "roamwell-anonymous-v1".
 *
 * Signing with the session token binds the body to the holder of that token: a body cannot be
 * altered in transit or replayed under another session without the token. Anonymous calls use
 * a public key, so for them it is an integrity check only; the server never treats a valid
 * anonymous signature as proof of identity.
 */
export const ANONYMOUS_SIGNING_KEY = "roamwell-anonymous-v1";
export const SIGNATURE_VERSION = "v1";

const encoder = new TextEncoder();
const keyCache = new Map<string, Promise<CryptoKey>>();

function importKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    // Only the anonymous key and the current session's key are ever used; keep the map tiny.
    if (keyCache.size > 8) keyCache.clear();
    keyCache.set(secret, key);
  }
  return key;
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function signBody(body: string, token?: string | null): Promise<string> {
  const key = await importKey(token || ANONYMOUS_SIGNING_KEY);
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(body));
  return `${SIGNATURE_VERSION}=${toHex(mac)}`;
}
