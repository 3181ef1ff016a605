/**
 * Known devices (docs/decisions/0017-login-throttle.md, the OWASP "device cookie"): a browser
 * that has proved it holds an account (a successful log-in, or a password reset with the e-mailed
 * code) keeps a signed key for that address. With it, its log-ins are judged on its own failures
 * alone (login-throttle.ts), so nobody else's guessing can lock the owner out.
 *
 * The key is `<device id>.<issued, seconds>.<HMAC>`, the HMAC over the address, the id and the
 * time: it names no address (the address typed is what it is checked against), cannot be made
 * for another address, and lapses after 180 days unless a new sign-in renews it.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const DEVICE_KEY_LIFETIME_MS = 180 * 24 * 60 * 60_000;
const SHAPE = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const mac = (secret: string, email: string, deviceId: string, issuedSeconds: string) =>
  createHmac("sha256", secret).update(`device\u0000${email}\u0000${deviceId}\u0000${issuedSeconds}`).digest("base64url");

/** The key for `email` (normalized), keeping `deviceId` when the browser already had one. */
export function issueDeviceKey(secret: string, email: string, now: Date, deviceId = randomBytes(16).toString("base64url")): string {
  const issued = String(Math.floor(now.getTime() / 1000));
  return `${deviceId}.${issued}.${mac(secret, email, deviceId, issued)}`;
}

/** The device id of a key issued for `email` and not lapsed; null for anything else. */
export function knownDevice(secret: string, key: string | undefined, email: string, now: Date): string | null {
  const parts = key ? SHAPE.exec(key) : null;
  if (!parts) return null;
  const [, deviceId, issued, given] = parts;
  const issuedMs = Number(issued) * 1000;
  if (issuedMs > now.getTime() + 60_000 || now.getTime() - issuedMs > DEVICE_KEY_LIFETIME_MS) return null;
  const a = Buffer.from(given);
  const b = Buffer.from(mac(secret, email, deviceId, issued));
  return a.length === b.length && timingSafeEqual(a, b) ? deviceId : null;
}
