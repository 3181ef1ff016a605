/**
 * What a plan costs today: the list price, then the running campaign (and, with checkout, promo
 * codes and balance). Catalogue answers, every page and checkout ask this one service, so a sale
 * price shown anywhere is the price charged (PRODUCT.md#campaign-pricing).
 */
import { systemClock, type Clock } from "../../kernel/index.ts";
import type { Campaign } from "./campaigns.ts";
import { campaignFor, discountedUsdMinor, isCampaignActive, utcDay } from "./pricing-rules.ts";

export interface PricedItem {
  areaSlug: string;
  planSlug: string;
  /** List price in USD minor units. */
  listUsdMinor: number;
}

export interface Quote {
  /** What is charged, in USD minor units. */
  usdMinor: number;
  listUsdMinor: number;
  /** The campaign that lowered the price, or null at list price. */
  campaign: Pick<Campaign, "id" | "percentOff" | "endsOn"> | null;
}

export interface PricingDeps {
  campaigns: readonly Campaign[];
  now?: Clock;
}

export function createPricingService(deps: PricingDeps) {
  const now = deps.now ?? systemClock;
  // Index the plans on sale per campaign once; a quote is then one Map lookup per campaign.
  const onSale = deps.campaigns.map((c) => ({ campaign: c, keys: new Set(c.plans.map(([a, p]) => `${a}/${p}`)) }));

  function quoteOn(item: PricedItem, day: string): Quote {
    const key = `${item.areaSlug}/${item.planSlug}`;
    const candidates = onSale.filter((s) => s.keys.has(key)).map((s) => s.campaign);
    const campaign = candidates.length === 0 ? null : campaignFor(candidates, item.areaSlug, item.planSlug, day);
    if (!campaign) return { usdMinor: item.listUsdMinor, listUsdMinor: item.listUsdMinor, campaign: null };
    return {
      usdMinor: discountedUsdMinor(item.listUsdMinor, campaign.percentOff),
      listUsdMinor: item.listUsdMinor,
      campaign: { id: campaign.id, percentOff: campaign.percentOff, endsOn: campaign.endsOn },
    };
  }

  return {
    /** Today's price of one plan. */
    quote: (item: PricedItem): Quote => quoteOn(item, utcDay(now())),
    /** Today's prices of many plans, reading the clock once so they agree across a day boundary. */
    quoter(): (item: PricedItem) => Quote {
      const day = utcDay(now());
      return (item) => quoteOn(item, day);
    },
    /** The campaign a storefront page presents, with whether it runs today. */
    campaignOfPage(page: string): { campaign: Campaign; active: boolean } | null {
      const campaign = deps.campaigns.find((c) => c.landingPage === page);
      return campaign ? { campaign, active: isCampaignActive(campaign, utcDay(now())) } : null;
    },
    /**
     * Changes exactly when the set of running campaigns changes: cached answers keyed with it
     * never outlive a campaign's first or last day.
     */
    epoch(): string {
      const day = utcDay(now());
      return deps.campaigns.filter((c) => isCampaignActive(c, day)).map((c) => c.id).join(",");
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
