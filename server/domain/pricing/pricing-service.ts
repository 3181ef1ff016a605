/**
 * What a plan costs today: the list price, then the running campaign (and, with checkout, promo
 * codes and balance). Catalogue answers, every page and checkout ask this one service, so a sale
 * price shown anywhere is the price charged (PRODUCT.md#campaign-pricing).
 *
 * It answers from memory, never from the database: the campaign service (campaign-service.ts)
 * reads the campaigns at start and after every change, and hands them over with
 * `replaceCampaigns`.
 */
import type { BannerArt } from "../../../shared/content/keys.ts";
import type { CampaignBanner } from "../../../shared/campaigns.ts";
import { systemClock, type Clock } from "../../kernel/index.ts";
import type { Campaign, CampaignState } from "./campaigns.ts";
import { campaignMatcher, campaignOfPage, discountedUsdMinor, isCampaignActive, utcDay, type PlanRef } from "./pricing-rules.ts";

export interface PricedItem extends PlanRef {
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

/** A running campaign's home-page banner, in every language, as the content service shows banners. */
export interface CampaignBannerRecord extends CampaignBanner {
  id: string;
  link: string;
  art: BannerArt;
}

export interface PricingDeps {
  /** The campaigns to start with (tests); the store starts with none until the campaign service loads them. */
  campaigns?: readonly Campaign[];
  now?: Clock;
}

interface Loaded {
  campaigns: readonly Campaign[];
  matchers: ReadonlyMap<Campaign, (plan: PlanRef) => boolean>;
  /** Counts the loads that changed anything: part of the epoch. */
  generation: number;
  fingerprint: string;
}

const fingerprintOf = (campaigns: readonly Campaign[]): string => JSON.stringify(campaigns);

export function createPricingService(deps: PricingDeps = {}) {
  const now = deps.now ?? systemClock;
  const index = (campaigns: readonly Campaign[], generation: number): Loaded => ({
    campaigns,
    matchers: new Map(campaigns.map((c) => [c, campaignMatcher(c)])),
    generation,
    fingerprint: fingerprintOf(campaigns),
  });
  let loaded = index(deps.campaigns ?? [], 0);
  // The running campaigns of one day and load, best first; asked for on every quote and cached answer.
  let today: { day: string; loaded: Loaded; running: readonly Campaign[]; epoch: string } | null = null;

  function runningOn(day: string) {
    if (today?.day !== day || today.loaded !== loaded) {
      const running = loaded.campaigns.filter((c) => isCampaignActive(c, day)).sort((a, b) => b.percentOff - a.percentOff || b.endsOn.localeCompare(a.endsOn) || a.id.localeCompare(b.id));
      // The day is part of it: a campaign page counts down in days, and marketing dialogs start and end on UTC days.
      today = { day, loaded, running, epoch: `${loaded.generation}:${day}:${running.map((c) => c.id).join(",")}` };
    }
    return today;
  }

  function quoteOn(item: PricedItem, day: string): Quote {
    const { running, loaded: current } = runningOn(day);
    // Sorted best first: the first that names the plan is the best single campaign.
    const campaign = running.find((c) => current.matchers.get(c)!(item));
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
    /** The campaigns running today, best first. */
    running: (): readonly Campaign[] => runningOn(utcDay(now())).running,
    /** The campaign a storefront page presents (PRODUCT.md#campaign-pricing), with where it stands today. */
    campaignOfPage: (page: string): { campaign: Campaign; state: CampaignState } | null => campaignOfPage(loaded.campaigns, page, utcDay(now())),
    /** The home-page banners of the campaigns running today, best first. */
    banners(): CampaignBannerRecord[] {
      return runningOn(utcDay(now())).running.flatMap((c) => (c.banner && c.page ? [{ id: `campaign-${c.id}`, link: c.page, art: "sale" as const, ...c.banner }] : []));
    },
    /**
     * Changes exactly when the prices or banners it answers may change: a campaign starts or ends,
     * or the campaigns were changed; and at each UTC day's start, when dated things (dialogs, a
     * campaign's days left) move. Cached answers and kept pages keyed with it never outlive any of these.
     */
    epoch: (): string => runningOn(utcDay(now())).epoch,
    /** The campaign service's loads: the campaigns as stored now. Nothing else calls it. */
    replaceCampaigns(campaigns: readonly Campaign[]): void {
      if (fingerprintOf(campaigns) === loaded.fingerprint) return;
      loaded = index(campaigns, loaded.generation + 1);
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
