/**
 * Constants and types of the wire contract, free of zod so the browser can import them
 * without shipping the schema library (the schemas are in envelope.ts).
 */
export const SUCCESS_CODE = 200;

export interface Envelope<T> {
  /** 200 on success; a stable upper-case error code otherwise (-404 for network errors, client side). */
  code: number | string;
  success: boolean;
  /** Human-readable message in the request's language. */
  msg: string;
  obj: T | null;
}

/** Header carrying the body signature (see signature.ts). */
export const SIGNATURE_HEADER = "x-signature";
/** Requests whose meta.currentTime is further than this from the server clock are refused. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;
/** A requestId may not be reused within this window. */
export const REPLAY_WINDOW_MS = 10 * 60_000;

/** E-mail format (PRODUCT.md#email-format): local part of letters, digits and ._%+-, a domain, a 2-6 letter TLD. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/;

/** Daily-usage presets of the trip recommendation widget, in MB. */
export const USAGE_PRESETS = { light: 300, moderate: 1024, heavy: 3072 } as const;
export type UsagePreset = keyof typeof USAGE_PRESETS;

/**
 * Hidden field of forms posted to page actions (the no-JavaScript path): a one-time token the
 * page renders, used as the submission's idempotency key (PRODUCT.md#page-forms).
 */
export const FORM_TOKEN_FIELD = "formToken";
