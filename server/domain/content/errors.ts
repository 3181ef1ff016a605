/**
 * Business failures of editorial content. Sent as a success-false envelope with HTTP 200: an
 * unknown or unpublished document is an answer the storefront shows, not a fault.
 */
export const CONTENT_ERRORS = ["RESOURCE_NOT_FOUND"] as const;
export type ContentError = (typeof CONTENT_ERRORS)[number];
