/** Campaigns as the console sees them, and as pricing holds them: plain objects built from rows. */
import type { CampaignDefinition } from "../../../shared/campaigns.ts";
import type { Campaign, CampaignState } from "./campaigns.ts";
import type { CampaignRow } from "./campaign-repository.ts";
import { campaignState } from "./pricing-rules.ts";

/** One campaign in the console's list and forms. */
export interface CampaignView extends CampaignDefinition {
  /** Where it stands today (UTC). */
  state: CampaignState;
  disabledAt: Date | null;
  createdAt: Date;
  /** The member of staff; null for the demo seed and the command line. */
  createdBy: string | null;
  updatedAt: Date;
  updatedBy: string | null;
}

export const definitionOf = (row: CampaignRow): CampaignDefinition => ({
  id: row.id,
  percentOff: row.percentOff,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  scope: row.scope,
  targets: row.targets,
  page: row.page,
  banner: row.banner,
});

export const campaignOf = (row: CampaignRow): Campaign => ({ ...definitionOf(row), disabledAt: row.disabledAt, updatedAt: row.updatedAt });

export function campaignView(row: CampaignRow, day: string): CampaignView {
  return {
    ...definitionOf(row),
    state: campaignState(campaignOf(row), day),
    disabledAt: row.disabledAt,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}
