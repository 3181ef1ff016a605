/**
 * The console's catalogue (docs/CONSOLE.md#catalogue): taking a plan or a whole area off sale and
 * back, asking for a supplier sync now, and the listing the page shows. Staff set `disabled`, not
 * `active`: the sync and the catalogue import own `active` and set it again at their next run,
 * which must not put back on sale what staff took off. Each change and its audit entry are one
 * transaction; the write bumps catalog_version (migration 0001), so every instance reloads at its
 * next poll, and this one reloads before answering (its cached API answers empty with it).
 */
import { asc, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { areas, catalogSyncs, plans } from "../../db/schema.ts";
import { no, ok, type Db, type Outcome } from "../../kernel/index.ts";
import type { JobQueue } from "../jobs/index.ts";
import { readRetailRules, type RetailRules } from "../pricing/index.ts";
import { can, recordAudit, type StaffError } from "../staff/index.ts";
import { catalogSyncJob } from "./catalog-sync-job.ts";
import type { CatalogError } from "./errors.ts";

/** A member of staff as their session knows them. */
export interface CatalogActor {
  staffId: string;
  roles: readonly string[];
}

/** Where the member came from, for the audit entry. */
export interface CatalogClient {
  ip: string;
}

export interface CatalogAdminDeps {
  db: Db;
  jobs: JobQueue;
  /** The supplier the catalogue syncs from (ESIM_PROVIDER), or null with the simulator: no sync to ask for. */
  syncSupplier: string | null;
  /** The operator's retail price rules file (PRICING_RULES), or null: the default rules. */
  rulesPath: string | null;
  /** Reloads this instance's catalogue now (CatalogService.refresh). */
  refresh: () => Promise<unknown>;
  now?: () => Date;
}

export interface AdminPlan {
  id: number;
  slug: string;
  kind: string;
  source: string;
  supplier: string | null;
  /** What one costs at the supplier, in 1/10,000 USD; null when not known. */
  costE4: number | null;
  /** The list price sold, USD minor units (campaigns apart): the console's price when set, else the source's. */
  priceUsdMinor: number;
  /** The source's price (the sync's from cost and rules, or the file's), sold when no console price is set. */
  sourcePriceUsdMinor: number;
  /** Whether a member set the price in the console. */
  priceSet: boolean;
  /** The sync's or the import's say (false: withdrawn by the supplier or the file). */
  active: boolean;
  /** Taken off sale by staff. */
  disabled: boolean;
}

export interface AdminArea {
  slug: string;
  kind: string;
  names: Record<string, string>;
  active: boolean;
  disabled: boolean;
  plans: AdminPlan[];
}

/** The markup rules the next sync applies and where they come from; `problem` when the file does not read (that sync fails with it). */
export type MarkupRulesInForce = { file: string | null; rules: RetailRules; problem?: undefined } | { file: string; rules?: undefined; problem: string };

export type CatalogAdminRefusal = Extract<StaffError, "STAFF_FORBIDDEN"> | Extract<CatalogError, "AREA_NOT_FOUND" | "PLAN_NOT_FOUND" | "PRICE_INVALID" | "PRICE_NOT_ABOVE_COST">;

/** The highest price the console sets: $100,000, as a catalogue file allows. */
export const PRICE_MAX_MINOR = 10_000_000;

/** Whether `active` changed anything, and the row's state after. */
export interface ActiveChange {
  changed: boolean;
  slug: string;
}

const audited = (client: CatalogClient) => client.ip.slice(0, 100);

export function createCatalogAdmin(deps: CatalogAdminDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Takes a plan off sale (`active` false) or puts it back. A plan already so changes nothing and
     * records nothing. Refused without `catalogue.edit`.
     */
    async setPlanActive(actor: CatalogActor, planId: number, active: boolean, client: CatalogClient): Promise<Outcome<ActiveChange & { areaSlug: string }, CatalogAdminRefusal>> {
      if (!can(actor.roles, "catalogue.edit")) return no("STAFF_FORBIDDEN");
      const at = now();
      const done = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: plans.id, slug: plans.slug, disabled: plans.disabled, areaSlug: areas.slug })
          .from(plans)
          .innerJoin(areas, eq(areas.id, plans.areaId))
          .where(eq(plans.id, planId))
          .for("update", { of: plans });
        if (!row) return null;
        const name = `${row.areaSlug}/${row.slug}`;
        if (row.disabled === !active) return { changed: false, slug: row.slug, areaSlug: row.areaSlug };
        await tx.update(plans).set({ disabled: !active }).where(eq(plans.id, planId));
        const change = { before: { plan: name, disabled: row.disabled }, after: { plan: name, disabled: !active } };
        await recordAudit(tx, { staffId: actor.staffId, action: active ? "plan.enabled" : "plan.disabled", targetKind: "plan", targetId: String(planId), address: audited(client), ...change }, at);
        return { changed: true, slug: row.slug, areaSlug: row.areaSlug };
      });
      if (!done) return no("PLAN_NOT_FOUND");
      if (done.changed) await deps.refresh();
      return ok(done);
    },

    /**
     * Sets the price a plan sells at (USD minor units; per day for a daily plan), or with null goes
     * back to its source's price. Refused without `prices.edit`, and at or below the plan's cost
     * when known (the same guard as a catalogue file's). Campaigns apply on top of it. A price
     * already so changes nothing and records nothing; a change is audited `plan.price-set` with the
     * price sold before and after.
     */
    async setPlanPrice(actor: CatalogActor, planId: number, priceMinor: number | null, client: CatalogClient): Promise<Outcome<{ changed: boolean; areaSlug: string; slug: string; priceUsdMinor: number }, CatalogAdminRefusal>> {
      if (!can(actor.roles, "prices.edit")) return no("STAFF_FORBIDDEN");
      if (priceMinor !== null && !(Number.isSafeInteger(priceMinor) && priceMinor >= 1 && priceMinor <= PRICE_MAX_MINOR)) return no("PRICE_INVALID");
      const at = now();
      const done = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ slug: plans.slug, price: plans.priceUsdMinor, override: plans.priceOverrideUsdMinor, costE4: plans.costE4, areaSlug: areas.slug })
          .from(plans)
          .innerJoin(areas, eq(areas.id, plans.areaId))
          .where(eq(plans.id, planId))
          .for("update", { of: plans });
        if (!row) return "PLAN_NOT_FOUND" as const;
        const sold = priceMinor ?? row.price;
        if (priceMinor !== null && row.costE4 !== null && priceMinor * 100 <= row.costE4) return "PRICE_NOT_ABOVE_COST" as const;
        const base = { areaSlug: row.areaSlug, slug: row.slug, priceUsdMinor: sold };
        if (row.override === priceMinor) return { changed: false, ...base };
        await tx.update(plans).set({ priceOverrideUsdMinor: priceMinor }).where(eq(plans.id, planId));
        const name = `${row.areaSlug}/${row.slug}`;
        const change = { before: { plan: name, priceUsdMinor: row.override ?? row.price, set: row.override !== null }, after: { plan: name, priceUsdMinor: sold, set: priceMinor !== null } };
        await recordAudit(tx, { staffId: actor.staffId, action: "plan.price-set", targetKind: "plan", targetId: String(planId), address: audited(client), ...change }, at);
        return { changed: true, ...base };
      });
      if (typeof done === "string") return no(done);
      if (done.changed) await deps.refresh();
      return ok(done);
    },

    /** Takes a whole area off sale with all its plans, or puts it back; as setPlanActive. */
    async setAreaActive(actor: CatalogActor, areaSlug: string, active: boolean, client: CatalogClient): Promise<Outcome<ActiveChange, CatalogAdminRefusal>> {
      if (!can(actor.roles, "catalogue.edit")) return no("STAFF_FORBIDDEN");
      const at = now();
      const done = await db.transaction(async (tx) => {
        const [row] = await tx.select({ id: areas.id, slug: areas.slug, disabled: areas.disabled }).from(areas).where(eq(areas.slug, areaSlug)).for("update");
        if (!row) return null;
        if (row.disabled === !active) return { changed: false, slug: row.slug };
        await tx.update(areas).set({ disabled: !active }).where(eq(areas.id, row.id));
        const change = { before: { disabled: row.disabled }, after: { disabled: !active } };
        await recordAudit(tx, { staffId: actor.staffId, action: active ? "area.enabled" : "area.disabled", targetKind: "area", targetId: row.slug, address: audited(client), ...change }, at);
        return { changed: true, slug: row.slug };
      });
      if (!done) return no("AREA_NOT_FOUND");
      if (done.changed) await deps.refresh();
      return ok(done);
    },

    /** The rules as the next sync will read them (read now: an edit of the file applies at that sync, without a restart). */
    async markupRules(): Promise<MarkupRulesInForce> {
      if (deps.rulesPath === null) return { file: null, rules: await readRetailRules(null) };
      try {
        return { file: deps.rulesPath, rules: await readRetailRules(deps.rulesPath) };
      } catch (err) {
        return { file: deps.rulesPath, problem: err instanceof Error ? err.message : String(err) };
      }
    },

    /** The latest sync runs, every supplier's, newest first. */
    recentSyncs: (limit: number) =>
      db
        .select()
        .from(catalogSyncs)
        .orderBy(desc(catalogSyncs.startedAt), desc(catalogSyncs.id))
        .limit(limit),

    /** The supplier a sync can be asked of, or null (the simulator sells the catalogue as stored). */
    syncSupplier: (): string | null => deps.syncSupplier,

    /**
     * Enqueues a run of the `catalog.sync` job due now, beside the hourly one (its own key, so the
     * hour's run having happened does not swallow it), with its `catalogue.sync-requested` entry.
     */
    async requestSync(actor: CatalogActor, client: CatalogClient): Promise<Outcome<{ supplier: string }, Extract<StaffError, "STAFF_FORBIDDEN"> | "NO_SUPPLIER">> {
      if (!can(actor.roles, "catalogue.edit")) return no("STAFF_FORBIDDEN");
      const supplier = deps.syncSupplier;
      if (!supplier) return no("NO_SUPPLIER");
      const at = now();
      const key = `catalog-sync:${supplier}:requested:${at.toISOString()}`;
      await db.transaction(async (tx) => {
        await deps.jobs.enqueue(tx, catalogSyncJob, { supplier }, { key });
        await recordAudit(tx, { staffId: actor.staffId, action: "catalogue.sync-requested", targetKind: "supplier", targetId: supplier, after: { jobKey: key }, address: audited(client) }, at);
      });
      return ok({ supplier });
    },

    /**
     * Areas whose slug or English name contains `query` (all when empty), at most `limit` of them in
     * the storefront's order, each with every plan, on sale or not; and how many areas matched.
     */
    async listing(viewer: CatalogActor, query: string, limit: number): Promise<Outcome<{ areas: AdminArea[]; total: number }, Extract<StaffError, "STAFF_FORBIDDEN">>> {
      if (!can(viewer.roles, "catalogue.edit")) return no("STAFF_FORBIDDEN");
      const q = query.trim();
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const where = q === "" ? undefined : or(ilike(areas.slug, pattern), ilike(sql<string>`${areas.names}->>'en'`, pattern));
      const [[counted], areaRows] = await Promise.all([
        db.select({ n: count() }).from(areas).where(where),
        db.select().from(areas).where(where).orderBy(asc(areas.sortOrder), asc(sql`${areas.names}->>'en'`), asc(areas.id)).limit(limit),
      ]);
      const ids = areaRows.map((a) => a.id);
      const planRows =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(plans)
              .where(inArray(plans.areaId, ids))
              .orderBy(asc(plans.sortOrder), asc(plans.id));
      return ok({
        total: counted?.n ?? 0,
        areas: areaRows.map((a) => ({
          slug: a.slug,
          kind: a.kind,
          names: a.names,
          active: a.active,
          disabled: a.disabled,
          plans: planRows
            .filter((p) => p.areaId === a.id)
            .map((p) => ({
              id: p.id,
              slug: p.slug,
              kind: p.kind,
              source: p.source,
              supplier: p.supplier,
              costE4: p.costE4,
              priceUsdMinor: p.priceOverrideUsdMinor ?? p.priceUsdMinor,
              sourcePriceUsdMinor: p.priceUsdMinor,
              priceSet: p.priceOverrideUsdMinor !== null,
              active: p.active,
              disabled: p.disabled,
            })),
        })),
      });
    },
  };
}

export type CatalogAdmin = ReturnType<typeof createCatalogAdmin>;
