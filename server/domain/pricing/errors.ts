/**
 * Business failures of the console's campaign functions (campaign-service.ts,
 * docs/CONSOLE.md#campaigns). Each has a message in every language (server/messages) for the
 * member of staff who filled in the form. A role without `campaigns.edit` is refused with the
 * staff domain's STAFF_FORBIDDEN, as every console action is.
 */
import type { StaffError } from "../staff/index.ts";

export const PRICING_ERRORS = [
  "CAMPAIGN_NOT_FOUND",
  /** Another campaign, running or long over, already has the id: ids are never reused, orders name them. */
  "CAMPAIGN_ID_TAKEN",
  "CAMPAIGN_ID_INVALID",
  /** Not a whole number from 1 to 90. */
  "CAMPAIGN_PERCENT_INVALID",
  /** Not dates, the end before the start, or the end already past. */
  "CAMPAIGN_DATES_INVALID",
  /** Targets missing, named twice, malformed, or given to a campaign on every plan. */
  "CAMPAIGN_SCOPE_INVALID",
  /** A region, area or plan the catalogue does not have on sale. */
  "CAMPAIGN_SCOPE_UNKNOWN",
  /** Banner texts missing a language or holding markup, a page that is not a storefront path, or a banner without a page. */
  "CAMPAIGN_BANNER_INVALID",
  /** A change to a campaign that was ended or whose last day has passed: what it priced stays as it was. */
  "CAMPAIGN_ENDED",
] as const;
export type PricingError = (typeof PRICING_ERRORS)[number] | Extract<StaffError, "STAFF_FORBIDDEN">;
