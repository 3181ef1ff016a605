/**
 * The protocol's own answer codes (docs/API.md, "Answers"), with the HTTP status each is sent
 * with. Unlike domain failures these are refused requests or faults, so the status carries them
 * too: clients that only look at the status still treat them as errors.
 */
export const PROTOCOL_STATUS = {
  OK: 200,
  INVALID_JSON: 400,
  INVALID_FIELD: 400,
  BAD_SIGNATURE: 400,
  CLOCK_SKEW: 400,
  NOT_FOUND: 404,
  REPLAYED_REQUEST: 409,
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The database or Redis is away for a moment (docs/decisions/0016); sent with Retry-After. */
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

/**
 * What a page answers, as plain text, to a form post it will not read (PRODUCT.md#page-forms):
 * larger than any form of ours, or not in a form's encoding. Not API codes: no envelope carries them.
 */
export const PAGE_FORM_REFUSALS = {
  FORM_TOO_LARGE: 413,
  FORM_MEDIA_TYPE: 415,
  /** A console form posted by another site (server/http/ssr.ts). */
  FORM_CROSS_SITE: 403,
} as const satisfies Record<string, number>;
export type PageFormRefusal = keyof typeof PAGE_FORM_REFUSALS;

export type ProtocolCode = keyof typeof PROTOCOL_STATUS;
export type ProtocolError = Exclude<ProtocolCode, "OK">;

/**
 * Kinds of schema problem an INVALID_FIELD message can name. Each has a message template with
 * a `{field}` placeholder, so a client learns which field to fix without parsing zod's wording.
 */
export const FIELD_PROBLEMS = ["required", "type", "unknown", "range", "format", "value", "characters"] as const;
export type FieldProblem = (typeof FIELD_PROBLEMS)[number];
