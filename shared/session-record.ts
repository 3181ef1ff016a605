/**
 * The session cookie and the local record that goes with it (docs/decisions/0011-session-cookie.md):
 * written by the browser's own code after a log-in and by a page action on the no-JavaScript
 * path. Apart from shared/preferences.ts so the pages an anonymous visitor opens do not carry it.
 */
import { SESSION_COOKIE } from "./preferences.ts";
import type { LoginType } from "./login-type.ts";

/** 180 days (PRODUCT.md#sessions; docs/decisions/0011-session-cookie.md). */
export const SESSION_MAX_AGE_SECONDS = 15_552_000;
/** The local record `{ loginType, email, at }` that goes with the cookie (docs/decisions/0011). */
export const SESSION_RECORD_KEY = "roamwell.session";
export const sessionCookie = (token: string, secure: boolean) =>
  `${SESSION_COOKIE}=${encodeURIComponent(token)}; Max-Age=${SESSION_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
/** The `scope` of the no-JavaScript "sign out everywhere" form (app/routes/sign-out.tsx). */
export const SIGN_OUT_EVERYWHERE = "everywhere";
export const clearedSessionCookie = () => `${SESSION_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;

/**
 * The known-device key of a browser that signed in (docs/decisions/0017-login-throttle.md): set
 * by the server alone on a successful log-in or password reset and read only by log-ins, so
 * `HttpOnly` (no script needs it) and `SameSite=Strict` (log-ins are posted from our own pages).
 */
export const DEVICE_COOKIE = "device";
export const DEVICE_MAX_AGE_SECONDS = SESSION_MAX_AGE_SECONDS;
export const deviceCookie = (key: string, secure: boolean) =>
  `${DEVICE_COOKIE}=${encodeURIComponent(key)}; Max-Age=${DEVICE_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;

export interface SessionRecord {
  loginType: LoginType;
  email: string | null;
  /** When the session was saved, ms since the epoch. */
  at: number;
}

/** A record older than 180 days (15 552 000 000 ms), or none at all, means signed out. */
export function sessionRecordValid(record: SessionRecord | null, nowMs: number): boolean {
  return record !== null && typeof record.at === "number" && nowMs - record.at <= SESSION_MAX_AGE_SECONDS * 1000 && nowMs >= record.at - 60_000;
}
