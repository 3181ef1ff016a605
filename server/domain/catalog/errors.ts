/**
 * Business failures of the catalogue. They are answers, not faults: the API sends them as a
 * success-false envelope with HTTP 200, and the storefront shows their message to the traveller.
 */
export const CATALOG_ERRORS = [
  "AREA_NOT_FOUND",
  "PLAN_NOT_FOUND",
  "NO_SUGGESTION",
  // The console's prices (docs/CONSOLE.md#catalogue).
  /** Not an amount in dollars from 0.01 to 100,000. */
  "PRICE_INVALID",
  /** A price at or below what the plan costs at the supplier: a loss once the payment's fee is paid. */
  "PRICE_NOT_ABOVE_COST",
] as const;
export type CatalogError = (typeof CATALOG_ERRORS)[number];
