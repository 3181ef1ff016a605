/**
 * Price campaigns. The Christmas sale takes a percentage off selected plans until its end date;
 * the discount is applied to the USD price (what is charged) and truncated in the buyer's favour.
 */
export interface Campaign {
  id: string;
  percentOff: number;
  /** ISO dates, inclusive. */
  startsOn: string;
  endsOn: string;
  /** [area slug, plan slug] pairs on sale. */
  plans: readonly (readonly [string, string])[];
}

export const CHRISTMAS_CAMPAIGN: Campaign = {
  id: "christmas-2026",
  percentOff: 15,
  startsOn: "2026-11-15",
  endsOn: "2027-01-06",
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

export function isCampaignActive(campaign: Campaign, today: string): boolean {
  return campaign.startsOn <= today && today <= campaign.endsOn;
}

/** Sale price in USD minor units: the discount is rounded up, so the buyer never pays a cent more. */
export function discountedUsdMinor(usdMinor: number, percentOff: number): number {
  return usdMinor - Math.ceil((usdMinor * percentOff) / 100);
}
