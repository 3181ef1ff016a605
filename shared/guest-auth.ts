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
