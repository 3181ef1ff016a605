/**
 * Price campaigns the store runs. A campaign takes a percentage off selected plans between two
 * dates (inclusive, UTC). They are configuration of the pricing domain, not catalogue rows,
 * because they change how a price is computed rather than what is sold.
 */
import { CONTENT_PAGES } from "../../../shared/site-pages.ts";

export interface Campaign {
  id: string;
  percentOff: number;
  /** ISO dates, inclusive, in UTC. */
  startsOn: string;
  endsOn: string;
  /** [area slug, plan slug] pairs on sale. */
  plans: readonly (readonly [string, string])[];
  /** The storefront page that presents it (a shared/site-pages.ts template), if any. */
  landingPage?: string;
}

export const CHRISTMAS_CAMPAIGN: Campaign = {
  id: "christmas-2026",
  percentOff: 15,
  startsOn: "2026-11-15",
  endsOn: "2027-01-06",
  landingPage: CONTENT_PAGES.christmas,
  plans: [
    ["japan", "10gb-30-days"],
    ["switzerland", "5gb-30-days"],
    ["austria", "5gb-30-days"],
    ["finland", "10gb-30-days"],
    ["iceland", "5gb-30-days"],
    ["canada", "10gb-30-days"],
    ["europe", "10gb-30-days"],
    ["europe", "20gb-30-days"],
  ],
};

export const CAMPAIGNS: readonly Campaign[] = [CHRISTMAS_CAMPAIGN];
