/** The console's customers section (docs/CONSOLE.md#customers): search, a customer's page, balance adjustments, blocking, export and erasure. */
export { createCustomersService, SEARCH_LIMIT, STATEMENT_PAGE, type Actor, type CustomerListing, type CustomerPage, type CustomersService } from "./customers-service.ts";
export { ADJUSTMENT_REASONS, MAX_ADJUSTMENT_MINOR, NOTE_MAX, parseDollars, type AdjustmentReason } from "./customers-rules.ts";
export { CUSTOMER_ERRORS, type CustomerError } from "./errors.ts";
