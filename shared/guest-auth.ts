/**
 * The `authString` of the guest log-in (`/v1/user/oauth`, PRODUCT.md#guest-log-in): the partner
 * merchant id `c`, the device identifier `d` and the partner sub id `cs`, as base64url (no
 * padding) of their JSON. Pure and free of zod, so the browser encodes with the same code the
 * server decodes with; the shape is checked by the request schema (shared/api/accounts.ts).
 */
export interface GuestAuth {
  /** Partner merchant id. */
  c?: number;
  /** Device identifier: 8-128 letters, digits, `_` or `-`, made once per browser. */
  d: string;
  /** Partner sub id. */
  cs?: string;
}

export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/** The first step's answer when the captcha is required and no good answer came with it. */
export const CAPTCHA_REQUIRED = "RT_NOBEL_ERROR_10029";
export const AUTH_STRING_MAX = 1024;

export function encodeAuthString(auth: GuestAuth): string {
  // The fields are ASCII (numbers and the patterns above), so btoa takes the JSON as it is.
  return btoa(JSON.stringify(auth)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The decoded JSON, or undefined when the text is not base64url of JSON. */
export function decodeAuthString(text: string): unknown {
  if (text.length > AUTH_STRING_MAX || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    return JSON.parse(atob(text.replace(/-/g, "+").replace(/_/g, "/")));
  } catch {
    return undefined;
  }
}

/**
 * The device identifier as a first-party cookie (PRODUCT.md#guest-log-in): what the guest log-in
 * without JavaScript uses as `d`, set by the server and stable per browser; the browser's own
 * log-in writes the identifier it keeps here too, so the browser is one guest with or without
 * JavaScript. 400 days, the longest a browser keeps a cookie; `SameSite=Lax`.
 */
export const DEVICE_COOKIE = "device_id";
const DEVICE_COOKIE_SECONDS = 400 * 24 * 60 * 60;

export const deviceCookie = (id: string, secure: boolean) =>
  `${DEVICE_COOKIE}=${id}; Max-Age=${DEVICE_COOKIE_SECONDS}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;

/** A new device identifier: 192 random bits as base64url (32 characters of DEVICE_ID_PATTERN). */
export function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_");
}

/** The `intent` of the "Continue as guest" page form, posted to the log-in page's action. */
export const GUEST_FORM_INTENT = "guest";
