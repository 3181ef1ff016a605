/**
 * Price campaigns as data (docs/CONSOLE.md#campaigns, docs/PRODUCT.md#campaign-pricing): the
 * console's functions to list, create, change and end them, each allowed to `campaigns.edit`
 * and written to the audit log in its own transaction, and the loads that keep the pricing
 * service's copy in memory current.
 *
 * Campaigns share the catalogue's version counter (a write bumps it, migration 0016), so they
 * reload whenever the catalogue service reports a new version: an edit on any instance, or in
 * SQL by hand, reaches every instance within one poll. The instance that made the edit reloads
 * at once, before answering it.
 */
import { CAMPAIGN_FIELDS, type CampaignDefinition, type CampaignInput } from "../../../shared/campaigns.ts";
import { followVersion, no, ok, systemClock, type Clock, type Db, type Outcome, type VersionFeed } from "../../kernel/index.ts";
import { can, recordAudit, type StaffClient } from "../staff/index.ts";
import * as repo from "./campaign-repository.ts";
import { CAMPAIGN_AUDIT_ACTIONS as ACTIONS, changedFields, checkCampaign, type CampaignCatalogue } from "./campaign-rules.ts";
import { campaignOf, campaignView, definitionOf, type CampaignView } from "./campaign-view.ts";
import type { PricingError } from "./errors.ts";
import type { PricingService } from "./pricing-service.ts";
import { utcDay } from "./pricing-rules.ts";

export type PricingOutcome<T> = Outcome<T, PricingError>;

/** Who acts: a console session (the staff domain's StaffSession) or any holder of an id and roles. */
export interface StaffActor {
  staffId: string;
  roles: readonly string[];
}

/** What a change may set: any field but the id; a field left out keeps its value, `null` clears `page` or `banner`. */
export type CampaignChange = Partial<Omit<CampaignInput, "id">>;

/** Where the campaigns learn that the shared version moved (the catalogue service). */
export type { VersionFeed };

export interface CampaignDeps {
  db: Db;
  /** Receives every load. */
  pricing: PricingService;
  /** What is on sale, to check the regions, areas and plans a campaign names. */
  catalogue: CampaignCatalogue;
  changes: VersionFeed;
  now?: Clock;
  onError?: (err: unknown) => void;
  /** Wait before trying again after a failed reload, in ms. */
  retryMs?: number;
}

const address = (client: StaffClient) => client.ip.slice(0, 100);

export function createCampaignService(deps: CampaignDeps) {
  const now = deps.now ?? systemClock;
  const { db } = deps;
  let loaded = false;

  async function load(): Promise<void> {
    deps.pricing.replaceCampaigns((await repo.readCampaigns(db)).map(campaignOf));
    loaded = true;
  }

  const follower = followVersion({ load, changes: deps.changes, loaded: () => loaded, onError: deps.onError, retryMs: deps.retryMs });
  const { reload } = follower;

  /** After a committed change: this instance prices with it before answering; the others follow the version. */
  async function changed<T>(outcome: PricingOutcome<T>): Promise<PricingOutcome<T>> {
    if (outcome.ok) await follower.reloadSoon();
    return outcome;
  }

  const refused = (actor: { roles: readonly string[] }) => !can(actor.roles, "campaigns.edit");

  return {
    reload,
    stop: follower.stop,
    isReady: () => loaded,

    /** Every campaign, newest first, as stored now. */
    async listCampaigns(viewer: { roles: readonly string[] }): Promise<PricingOutcome<CampaignView[]>> {
      if (refused(viewer)) return no("STAFF_FORBIDDEN");
      const day = utcDay(now());
      return ok((await repo.listCampaigns(db)).map((row) => campaignView(row, day)));
    },

    /** A new campaign; it prices plans from its first day (which may be today). */
    async createCampaign(actor: StaffActor, input: CampaignInput, client: StaffClient): Promise<PricingOutcome<CampaignView>> {
      if (refused(actor)) return no("STAFF_FORBIDDEN");
      const at = now();
      const checked = checkCampaign(input, utcDay(at), deps.catalogue);
      if (!checked.ok) return checked;
      const campaign = checked.obj;
      return changed(
        await db.transaction(async (tx): Promise<PricingOutcome<CampaignView>> => {
          const row = await repo.insertCampaign(tx, { ...campaign, createdAt: at, createdBy: actor.staffId, updatedAt: at, updatedBy: actor.staffId });
          if (!row) return no("CAMPAIGN_ID_TAKEN");
          await recordAudit(tx, { staffId: actor.staffId, action: ACTIONS.created, targetKind: "campaign", targetId: row.id, after: { ...campaign }, address: address(client) }, at);
          return ok(campaignView(row, utcDay(at)));
        }),
      );
    },

    /**
     * Changes the fields given. A running campaign may change (orders already placed keep the
     * price they were charged); one that was ended or whose last day has passed may not.
     */
    async updateCampaign(actor: StaffActor, id: string, change: CampaignChange, client: StaffClient): Promise<PricingOutcome<CampaignView>> {
      if (refused(actor)) return no("STAFF_FORBIDDEN");
      return changed(
        await db.transaction(async (tx): Promise<PricingOutcome<CampaignView>> => {
          const row = await repo.lockCampaign(tx, id);
          if (!row) return no("CAMPAIGN_NOT_FOUND");
          const at = now();
          const day = utcDay(at);
          if (row.disabledAt !== null || row.endsOn < day) return no("CAMPAIGN_ENDED");
          const before = definitionOf(row);
          const given = Object.fromEntries(CAMPAIGN_FIELDS.flatMap((k) => (change[k] === undefined ? [] : [[k, change[k]]])));
          const checked = checkCampaign({ ...before, ...given }, day, deps.catalogue, before);
          if (!checked.ok) return checked;
          const diff = changedFields(before, checked.obj);
          if (Object.keys(diff.after).length === 0) return ok(campaignView(row, day));
          const { id: _id, ...fields } = checked.obj satisfies CampaignDefinition;
          const updated = await repo.updateCampaign(tx, row.id, { ...fields, updatedAt: at, updatedBy: actor.staffId });
          await recordAudit(tx, { staffId: actor.staffId, action: ACTIONS.updated, targetKind: "campaign", targetId: row.id, ...diff, address: address(client) }, at);
          return ok(campaignView(updated, day));
        }),
      );
    },

    /**
     * Ends a campaign now, whatever its dates: from this moment it prices nothing (orders already
     * placed keep their price). Ending one that was ended, or is over anyway, changes nothing.
     */
    async endCampaign(actor: StaffActor, id: string, client: StaffClient): Promise<PricingOutcome<CampaignView>> {
      if (refused(actor)) return no("STAFF_FORBIDDEN");
      return changed(
        await db.transaction(async (tx): Promise<PricingOutcome<CampaignView>> => {
          const row = await repo.lockCampaign(tx, id);
          if (!row) return no("CAMPAIGN_NOT_FOUND");
          const at = now();
          const day = utcDay(at);
          if (row.disabledAt !== null || row.endsOn < day) return ok(campaignView(row, day));
          const updated = await repo.updateCampaign(tx, row.id, { disabledAt: at, updatedAt: at, updatedBy: actor.staffId });
          await recordAudit(
            tx,
            { staffId: actor.staffId, action: ACTIONS.ended, targetKind: "campaign", targetId: row.id, before: { disabledAt: null }, after: { disabledAt: at.toISOString() }, address: address(client) },
            at,
          );
          return ok(campaignView(updated, day));
        }),
      );
    },
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;
