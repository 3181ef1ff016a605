/**
 * Pure price rules (PRODUCT.md#campaign-pricing). Every amount is an integer of USD minor units:
 * the store charges in USD and only converts for display, so a rule applied here is applied
 * once, before conversion, and the page, the API and the charge cannot disagree.
 */
import { planTarget } from "../../../shared/campaigns.ts";
import type { Campaign, CampaignState } from "./campaigns.ts";

/** UTC calendar day of an instant, the unit campaigns start and end on. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** A plan as campaigns see it: where it is sold and which regions cover that area. */
export interface PlanRef {
  areaSlug: string;
  planSlug: string;
  /**
   * Slugs of the regions whose campaigns reach the plan: for a country's plan, the regional and
   * global areas covering the country; for a region's own plan, the region itself.
   */
  regions: readonly string[];
}

export function campaignState(campaign: Campaign, day: string): CampaignState {
  if (campaign.disabledAt !== null) return "ended";
  if (day < campaign.startsOn) return "upcoming";
  return day <= campaign.endsOn ? "running" : "finished";
}

export const isCampaignActive = (campaign: Campaign, day: string): boolean => campaignState(campaign, day) === "running";

/** Whether a campaign's scope names the plan, whatever the date. Build it once per campaign: it indexes the targets. */
export function campaignMatcher(campaign: Pick<Campaign, "scope" | "targets">): (plan: PlanRef) => boolean {
  const targets = new Set(campaign.targets);
  switch (campaign.scope) {
    case "all":
      return () => true;
    case "regions":
      return (plan) => plan.regions.some((r) => targets.has(r));
    case "areas":
      return (plan) => targets.has(plan.areaSlug);
    case "plans":
      return (plan) => targets.has(planTarget(plan.areaSlug, plan.planSlug));
  }
}

/** Sale price: the discount is rounded up, so the buyer never pays a cent more than the percentage says. */
export function discountedUsdMinor(usdMinor: number, percentOff: number): number {
  if (!Number.isSafeInteger(usdMinor) || usdMinor < 0) throw new RangeError(`price must be a non-negative integer: ${usdMinor}`);
  if (!(percentOff >= 0 && percentOff <= 100)) throw new RangeError(`percentOff out of range: ${percentOff}`);
  return usdMinor - Math.ceil((usdMinor * percentOff) / 100);
}

/** The better of two campaigns for a buyer: the larger discount; on a tie, the one that runs longer, then by id (so every instance picks the same). */
const better = (a: Campaign, b: Campaign): boolean => a.percentOff > b.percentOff || (a.percentOff === b.percentOff && (a.endsOn > b.endsOn || (a.endsOn === b.endsOn && a.id < b.id)));

/**
 * The campaign that prices a plan on `day`: the running one with the largest discount when
 * several name it (campaigns never stack, so the buyer gets the best single offer).
 */
export function campaignFor(campaigns: readonly Campaign[], plan: PlanRef, day: string): Campaign | null {
  let best: Campaign | null = null;
  for (const c of campaigns) {
    if (!isCampaignActive(c, day) || !campaignMatcher(c)(plan)) continue;
    if (!best || better(c, best)) best = c;
  }
  return best;
}

/** The last day a campaign priced anything, or would have: the day it was ended early if that came first. */
const lastDay = (c: Campaign): string => (c.disabledAt !== null && utcDay(c.disabledAt) < c.endsOn ? utcDay(c.disabledAt) : c.endsOn);

/**
 * The campaign a storefront page presents on `day` (its `page`): the one running there (the best
 * if several), else the next one to start, else the one that ended last; null when no campaign
 * names the page.
 */
export function campaignOfPage(campaigns: readonly Campaign[], page: string, day: string): { campaign: Campaign; state: CampaignState } | null {
  const mine = campaigns.filter((c) => c.page === page);
  const pick = (state: CampaignState, first: (a: Campaign, b: Campaign) => boolean) =>
    mine.filter((c) => campaignState(c, day) === state).reduce<Campaign | null>((best, c) => (!best || first(c, best) ? c : best), null);
  const running = pick("running", better);
  if (running) return { campaign: running, state: "running" };
  const next = pick("upcoming", (a, b) => a.startsOn < b.startsOn);
  if (next) return { campaign: next, state: "upcoming" };
  const past = mine.reduce<Campaign | null>((best, c) => (!best || lastDay(c) > lastDay(best) ? c : best), null);
  return past && { campaign: past, state: campaignState(past, day) };
}
