/**
 * Pure price rules (PRODUCT.md#campaign-pricing). Every amount is an integer of USD minor units:
 * the store charges in USD and only converts for display, so a rule applied here is applied
 * once, before conversion, and the page, the API and the charge cannot disagree.
 */
import type { Campaign } from "./campaigns.ts";

/** UTC calendar day of an instant, the unit campaigns start and end on. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export function isCampaignActive(campaign: Campaign, day: string): boolean {
  return campaign.startsOn <= day && day <= campaign.endsOn;
}

/** Sale price: the discount is rounded up, so the buyer never pays a cent more than the percentage says. */
export function discountedUsdMinor(usdMinor: number, percentOff: number): number {
  if (!Number.isSafeInteger(usdMinor) || usdMinor < 0) throw new RangeError(`price must be a non-negative integer: ${usdMinor}`);
  if (!(percentOff >= 0 && percentOff <= 100)) throw new RangeError(`percentOff out of range: ${percentOff}`);
  return usdMinor - Math.ceil((usdMinor * percentOff) / 100);
}

/**
 * The campaign that prices a plan on `day`: the active one with the largest discount when
 * several overlap (campaigns never stack, so the buyer gets the best single offer).
 */
export function campaignFor(campaigns: readonly Campaign[], areaSlug: string, planSlug: string, day: string): Campaign | null {
  let best: Campaign | null = null;
  for (const c of campaigns) {
    if (!isCampaignActive(c, day)) continue;
    if (!c.plans.some(([a, p]) => a === areaSlug && p === planSlug)) continue;
    if (!best || c.percentOff > best.percentOff) best = c;
  }
  return best;
}
