/**
 * A price campaign as pricing holds it in memory: its definition (shared/campaigns.ts, what the
 * console edits) and what the store knows of it besides. Campaigns are rows of `campaigns`,
 * edited in the operator console (campaign-service.ts) and read by every instance; they are
 * pricing's, not the catalogue's, because they change how a price is computed rather than what
 * is sold.
 */
import type { CampaignDefinition } from "../../../shared/campaigns.ts";

export interface Campaign extends CampaignDefinition {
  /** Set when it was ended early: it prices nothing from then on. */
  disabledAt: Date | null;
  /** Moves at every change, so the pricing epoch (and every cached price) follows an edit. */
  updatedAt: Date;
}

/**
 * Where a campaign stands on a day: `upcoming` before its first day, `running` from its first to
 * its last, `finished` after its last, `ended` once ended early (whatever its dates said).
 */
export type CampaignState = "upcoming" | "running" | "finished" | "ended";
