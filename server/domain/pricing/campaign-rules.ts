/**
 * Pure rules of editing campaigns in the console (docs/CONSOLE.md#campaigns): checking a
 * definition, with each kind of mistake its own error code, and what an edit changed, for the
 * audit log.
 */
import type { AreaKind } from "../../../shared/catalog-kinds.ts";
import { CampaignSchema, type CampaignDefinition } from "../../../shared/campaigns.ts";
import { no, ok, type Outcome } from "../../kernel/index.ts";
import type { PricingError } from "./errors.ts";

export const CAMPAIGN_AUDIT_ACTIONS = { created: "campaign.created", updated: "campaign.updated", ended: "campaign.ended" } as const;

/** What the checks need to know of the catalogue on sale (wired from the catalogue service). */
export interface CampaignCatalogue {
  /** The kind of the area on sale under `slug`, or null. */
  areaKind(slug: string): AreaKind | null;
  hasPlan(areaSlug: string, planSlug: string): boolean;
}

/** The code of a definition's first mistake, by the field it is in. */
const FIELD_ERRORS: Record<string, PricingError> = {
  id: "CAMPAIGN_ID_INVALID",
  percentOff: "CAMPAIGN_PERCENT_INVALID",
  startsOn: "CAMPAIGN_DATES_INVALID",
  endsOn: "CAMPAIGN_DATES_INVALID",
  scope: "CAMPAIGN_SCOPE_INVALID",
  targets: "CAMPAIGN_SCOPE_INVALID",
  page: "CAMPAIGN_BANNER_INVALID",
  banner: "CAMPAIGN_BANNER_INVALID",
};

/** Whether the catalogue on sale has the target, read as the scope says. */
function targetExists(scope: CampaignDefinition["scope"], target: string, catalogue: CampaignCatalogue): boolean {
  if (scope === "plans") {
    const [area, plan] = target.split("/");
    return catalogue.hasPlan(area!, plan!);
  }
  const kind = catalogue.areaKind(target);
  return scope === "regions" ? kind === "regional" || kind === "global" : kind !== null;
}

/**
 * A campaign's definition as it may be stored on `today`: well formed (shared/campaigns.ts), not
 * over before it is saved, and naming only regions, areas or plans on sale. The targets an edited
 * campaign already had (`stored`, under the same scope) are not checked against the catalogue
 * again, so a plan withdrawn since does not stop an unrelated change.
 */
export function checkCampaign(
  input: unknown,
  today: string,
  catalogue: CampaignCatalogue,
  stored: Pick<CampaignDefinition, "scope" | "targets"> | null = null,
): Outcome<CampaignDefinition, PricingError> {
  const parsed = CampaignSchema.safeParse(input);
  if (!parsed.success) return no(FIELD_ERRORS[String(parsed.error.issues[0]?.path[0])] ?? "CAMPAIGN_SCOPE_INVALID");
  const campaign = parsed.data;
  if (campaign.endsOn < today) return no("CAMPAIGN_DATES_INVALID");
  const known = new Set(stored?.scope === campaign.scope ? stored.targets : []);
  if (campaign.targets.some((t) => !known.has(t) && !targetExists(campaign.scope, t, catalogue))) return no("CAMPAIGN_SCOPE_UNKNOWN");
  return ok(campaign);
}

/** The fields an edit changed, before and after, for the audit log; empty when it changed nothing. */
export function changedFields(before: CampaignDefinition, after: CampaignDefinition): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = (Object.keys(after) as (keyof CampaignDefinition)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return { before: Object.fromEntries(changed.map((k) => [k, before[k]])), after: Object.fromEntries(changed.map((k) => [k, after[k]])) };
}
