/**
 * Business failures of the catalogue. They are answers, not faults: the API sends them as a
 * success-false envelope with HTTP 200, and the storefront shows their message to the traveller.
 */
export const CATALOG_ERRORS = ["AREA_NOT_FOUND", "PLAN_NOT_FOUND", "NO_SUGGESTION"] as const;
export type CatalogError = (typeof CATALOG_ERRORS)[number];
