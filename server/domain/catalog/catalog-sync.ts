/**
 * The catalogue sync (docs/SUPPLIERS.md#the-catalogue-from-the-supplier): reads what a supplier
 * sells now, runs the pure rules on it (planSync, retail prices) and applies the result to the
 * areas and plans in one transaction, so the shelves never show half a sync. Every run is
 * recorded in catalog_syncs: a successful one in that transaction, a failed one in a transaction
 * of its own, nothing else changed. It runs by hand (`npm run catalog -- sync`), and as the
 * hourly durable job of ESIM_PROVIDER's supplier (catalog-sync-job.ts). The storefront's
 * in-memory catalogue reloads by itself: writes to areas, plans and area_countries bump
 * catalog_version (migration 0001), which every instance polls.
 *
 * Plans are matched by (supplier, package code) and never deleted: a withdrawn or left-out
 * package's plan only goes inactive, so orders placed for it keep their plan and snapshot. Only
 * the sync's own plans (source `supplier`) of this supplier are touched: the demo catalogue's,
 * another supplier's and the catalogue file's never are, and their slugs are kept free of new
 * packages. A package the catalogue file sells is left out (catalog-file.ts).
 */
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { EsimSupplier, SupplierPackage } from "../../adapters/esim/supplier.ts";
import type { Network, ValidityStart } from "../../../shared/catalog-kinds.ts";
import { slugify } from "../../../shared/slug.ts";
import { areaCountries, areas, catalogSyncs, plans, type CatalogSyncCounts } from "../../db/schema.ts";
import { countryNames } from "../../db/seed/country-names.ts";
import type { Db, Transaction } from "../../kernel/index.ts";
import type { RetailRules } from "../pricing/index.ts";
import { regionArea } from "./region-names.ts";
import { planSync, type KnownPlan, type SyncPlan, type SyncedPlan } from "./supplier-catalog-rules.ts";

export type { CatalogSyncCounts };
export type CatalogSyncRun = typeof catalogSyncs.$inferSelect;

/** How a run went, as it was recorded: what it changed, or why it failed (having changed nothing). */
export type CatalogSyncOutcome = { status: "ok"; counts: CatalogSyncCounts } | { status: "failed"; error: string; cause: unknown };

export interface CatalogSyncState {
  supplier: string;
  lastRun: CatalogSyncRun | null;
  lastSuccess: CatalogSyncRun | null;
}

/** What a sync or an import changed in areas and plans: `areas +2 ~0; plans +406 ~3 -1`. */
export const changesSummary = (c: Omit<CatalogSyncCounts, "leftOut">): string =>
  `areas +${c.areasCreated} ~${c.areasUpdated}; plans +${c.plansCreated} ~${c.plansUpdated} -${c.plansWithdrawn}`;

/** What a run changed, on one line: `areas +2 ~0; plans +406 ~3 -1; left out topup 288`. */
export const countsSummary = (c: CatalogSyncCounts): string =>
  `${changesSummary(c)}; left out ${Object.entries(c.leftOut).map(([reason, n]) => `${reason} ${n}`).join(", ") || "none"}`;

export interface CatalogSyncDeps {
  db: Db;
  now?: () => Date;
  /** Where the sync says what it left out for want of names (an operator adds them to region-names.ts). */
  warn?: (message: string) => void;
}

/** CLDR's two-letter codes that name a grouping or nothing, not a country or territory. */
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "ZZ"]);

/** A country the store can name in every language (CLDR has it). */
export function isKnownCountry(iso2: string): boolean {
  if (!/^[A-Za-z]{2}$/.test(iso2) || NOT_COUNTRIES.has(iso2.toUpperCase())) return false;
  try {
    countryNames(iso2.toLowerCase());
    return true;
  } catch {
    return false;
  }
}

/** "512 Kbps", "1 Mbps" → kilobits per second; 0 (data stops) when the supplier's words say no number. */
export function throttleKbpsOf(speedAfter: string | null): number {
  const m = /(\d+(?:\.\d+)?)\s*([km])bps/i.exec(speedAfter ?? "");
  if (!m) return 0;
  return Math.round(Number(m[1]) * (m[2]!.toLowerCase() === "m" ? 1000 : 1));
}

/** The best generation the package's networks offer: 5G where any network has it. */
export function networkOf(pkg: Pick<SupplierPackage, "networks">): Network {
  return pkg.networks.some((n) => /5G/i.test(n.generation ?? "")) ? "5G" : "4G";
}

/**
 * Both supported suppliers count a package's days from the profile's activation on a network
 * (eSIM Access's `activateTime`, Airalo's `activated_at` under `activation_policy: first-usage`;
 * docs/suppliers/), not from the order or the install.
 */
const VALIDITY_START: ValidityStart = "first_connection";

const key = (areaSlug: string, slug: string) => `${areaSlug}/${slug}`;

export function createCatalogSync(deps: CatalogSyncDeps) {
  const now = deps.now ?? (() => new Date());

  /** What earlier syncs of this supplier decided, the slugs other plans hold, and the packages the catalogue file sells. */
  async function readKnown(
    supplier: string,
  ): Promise<{ known: Map<string, KnownPlan>; reserved: Set<string>; inCatalogueFile: Set<string>; localSlugs: Map<string, string> }> {
    const rows = await deps.db
      .select({ source: plans.source, supplier: plans.supplier, code: plans.supplierPackageCode, active: plans.active, slug: plans.slug, areaSlug: areas.slug })
      .from(plans)
      .innerJoin(areas, eq(areas.id, plans.areaId));
    const known = new Map<string, KnownPlan>();
    const reserved = new Set<string>();
    const inCatalogueFile = new Set<string>();
    for (const r of rows) {
      if (r.source === "supplier" && r.supplier === supplier) known.set(r.code!, { areaSlug: r.areaSlug, slug: r.slug });
      else reserved.add(key(r.areaSlug, r.slug));
      if (r.source === "file" && r.supplier === supplier && r.active) inCatalogueFile.add(r.code!);
    }
    const locals = await deps.db.select({ iso2: areas.iso2, slug: areas.slug }).from(areas).where(isNotNull(areas.iso2));
    return { known, reserved, inCatalogueFile, localSlugs: new Map(locals.map((a) => [a.iso2!.toUpperCase(), a.slug])) };
  }

  /**
   * Runs one sync with the rules `rules()` gives when it starts, and records it. A failure (the
   * supplier's, the rules file's, the database's while applying) is recorded and answered, with
   * nothing else changed; it throws only when the run could not be recorded at all (the database
   * out of reach), so a caller that retries on a throw never loses a run unseen.
   */
  async function run(supplier: EsimSupplier, rules: () => Promise<RetailRules>): Promise<CatalogSyncOutcome> {
    const startedAt = now();
    try {
      // The rules first: a broken rules file fails the run before the supplier is called.
      const retailRules = await rules();
      const packages = await supplier.listPackages();
      const { known, reserved, inCatalogueFile, localSlugs } = await readKnown(supplier.name);
      const localSlugOf = (iso2: string) => localSlugs.get(iso2) ?? slugify(countryNames(iso2.toLowerCase()).en);
      const plan = planSync({ packages, known, isKnownCountry, rules: retailRules, regionArea, reserved, inCatalogueFile }, localSlugOf);
      for (const { packageCode, reason } of plan.leftOut) {
        if (reason === "unknown-region" || reason === "unknown-country") {
          const pkg = packages.find((p) => p.code === packageCode)!;
          deps.warn?.(`${supplier.name}: ${packageCode} left out (${reason}: ${pkg.region ?? pkg.countries.join(",")})`);
        }
      }
      const byCode = new Map(packages.map((p) => [p.code, p]));
      // The record in the same transaction: a run recorded ok is one whose changes are all in.
      const counts = await deps.db.transaction(async (tx) => {
        const counts = await apply(tx, supplier, plan, byCode);
        await tx.insert(catalogSyncs).values({ supplier: supplier.name, startedAt, finishedAt: now(), status: "ok", counts });
        return counts;
      });
      return { status: "ok", counts };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      await deps.db.insert(catalogSyncs).values({ supplier: supplier.name, startedAt, finishedAt: now(), status: "failed", counts: null, error });
      return { status: "failed", error, cause: err };
    }
  }

  /** One sync with the rules given (`npm run catalog -- sync`): the counts, or the failure thrown once it is recorded. */
  async function syncFromSupplier(supplier: EsimSupplier, rules: RetailRules): Promise<CatalogSyncCounts> {
    const outcome = await run(supplier, async () => rules);
    if (outcome.status === "failed") throw outcome.cause;
    return outcome.counts;
  }

  async function apply(tx: Transaction, supplier: EsimSupplier, plan: SyncPlan, byCode: Map<string, SupplierPackage>): Promise<CatalogSyncCounts> {
    const counts: CatalogSyncCounts = { areasCreated: 0, areasUpdated: 0, plansCreated: 0, plansUpdated: 0, plansWithdrawn: 0, leftOut: {} };
    for (const { reason } of plan.leftOut) counts.leftOut[reason] = (counts.leftOut[reason] ?? 0) + 1;

    // Areas: the ones with plans, and every country a region covers (its coverage list needs them;
    // a country with no plan of its own stays hidden, as every area without plans is).
    const areaIds = new Map<string, number>();
    const existing = await tx.select({ id: areas.id, slug: areas.slug, iso2: areas.iso2, active: areas.active }).from(areas);
    for (const a of existing) areaIds.set(a.slug, a.id);
    const localIdByIso = new Map(existing.filter((a) => a.iso2 !== null).map((a) => [a.iso2!.toUpperCase(), a.id]));

    const countryPackages = (iso2: string) => [...byCode.values()].flatMap((p) => p.networks.filter((n) => n.country.toUpperCase() === iso2));
    async function createLocal(iso2: string, slug: string): Promise<number> {
      const networks = countryPackages(iso2);
      const [row] = await tx
        .insert(areas)
        .values({
          slug,
          kind: "local",
          iso2: iso2.toLowerCase(),
          names: countryNames(iso2.toLowerCase()),
          operators: [...new Set(networks.map((n) => n.operator))],
          has5g: networks.some((n) => /5G/i.test(n.generation ?? "")),
          sortOrder: 100,
        })
        .returning({ id: areas.id });
      counts.areasCreated++;
      localIdByIso.set(iso2, row!.id);
      areaIds.set(slug, row!.id);
      return row!.id;
    }

    // An area counts as updated when the sync changed it: made active again, or given more countries.
    const updated = new Set<string>();
    const inactive = new Set(existing.filter((a) => !a.active).map((a) => a.id));
    for (const area of plan.areas) {
      const id = areaIds.get(area.slug);
      if (id !== undefined) {
        if (inactive.has(id)) {
          await tx.update(areas).set({ active: true }).where(eq(areas.id, id));
          updated.add(area.slug);
        }
      } else if (area.kind === "local") {
        await createLocal(area.countries[0]!, area.slug);
      } else {
        const named = regionArea(area.region!)!;
        const [row] = await tx.insert(areas).values({ slug: area.slug, kind: area.kind, iso2: null, names: named.names, sortOrder: 100 }).returning({ id: areas.id });
        areaIds.set(area.slug, row!.id);
        counts.areasCreated++;
      }
    }
    const covered = new Set((await tx.select().from(areaCountries)).map((c) => `${c.areaId}:${c.countryId}`));
    for (const area of plan.areas) {
      if (area.kind === "local") continue;
      const areaId = areaIds.get(area.slug)!;
      const missing: { areaId: number; countryId: number }[] = [];
      for (const iso2 of area.countries) {
        const countryId = localIdByIso.get(iso2) ?? (await createLocal(iso2, slugify(countryNames(iso2.toLowerCase()).en)));
        if (!covered.has(`${areaId}:${countryId}`)) missing.push({ areaId, countryId });
      }
      // Only what is missing: an insert that adds nothing would still move the catalogue version.
      if (missing.length > 0) {
        await tx.insert(areaCountries).values(missing);
        if (existing.some((a) => a.id === areaId)) updated.add(area.slug);
      }
    }
    counts.areasUpdated = updated.size;

    // Plans, by (supplier, package code): the sync's own.
    const ownPlans = and(eq(plans.source, "supplier"), eq(plans.supplier, supplier.name));
    const current = await tx.select().from(plans).where(ownPlans);
    const byPackage = new Map(current.map((p) => [p.supplierPackageCode!, p]));
    const created: ReturnType<typeof planValues>[] = [];
    for (const synced of plan.plans) {
      const values = planValues(synced, byCode.get(synced.packageCode)!, areaIds.get(synced.areaSlug)!, supplier);
      const row = byPackage.get(synced.packageCode);
      if (!row) {
        created.push(values);
      } else if ((Object.keys(values) as (keyof typeof values)[]).some((k) => JSON.stringify(row[k]) !== JSON.stringify(values[k]))) {
        await tx.update(plans).set(values).where(eq(plans.id, row.id));
        counts.plansUpdated++;
      }
    }
    // In batches: a first sync creates a supplier's whole range (a thousand plans and more).
    for (let i = 0; i < created.length; i += 500) await tx.insert(plans).values(created.slice(i, i + 500));
    counts.plansCreated = created.length;
    const off = [...plan.withdrawn, ...plan.leftOut.map((l) => l.packageCode)];
    if (off.length > 0) {
      const withdrawn = await tx
        .update(plans)
        .set({ active: false })
        .where(and(ownPlans, inArray(plans.supplierPackageCode, off), eq(plans.active, true)))
        .returning({ id: plans.id });
      counts.plansWithdrawn = withdrawn.length;
    }
    return counts;
  }

  /** The latest runs, newest first (all suppliers, or one). */
  async function recentSyncs(options: { supplier?: string; limit?: number } = {}): Promise<CatalogSyncRun[]> {
    return deps.db
      .select()
      .from(catalogSyncs)
      .where(options.supplier === undefined ? undefined : eq(catalogSyncs.supplier, options.supplier))
      .orderBy(desc(catalogSyncs.startedAt), desc(catalogSyncs.id))
      .limit(options.limit ?? 20);
  }

  /** A supplier's last run and its last successful one (the same row when the last run went well). */
  async function syncState(supplier: string): Promise<CatalogSyncState> {
    const latest = (status?: CatalogSyncRun["status"]) =>
      deps.db
        .select()
        .from(catalogSyncs)
        .where(and(eq(catalogSyncs.supplier, supplier), status === undefined ? undefined : eq(catalogSyncs.status, status)))
        .orderBy(desc(catalogSyncs.startedAt), desc(catalogSyncs.id))
        .limit(1);
    const [[lastRun], [lastSuccess]] = await Promise.all([latest(), latest("ok")]);
    return { supplier, lastRun: lastRun ?? null, lastSuccess: lastSuccess ?? null };
  }

  return { run, syncFromSupplier, recentSyncs, syncState };
}

export type CatalogSync = ReturnType<typeof createCatalogSync>;

/** A plan row as a sync sets it: the supplier's shape and cost, the rules' price, the store's defaults for what the supplier does not say. */
function planValues(synced: SyncedPlan, pkg: SupplierPackage, areaId: number, supplier: EsimSupplier) {
  return {
    areaId,
    slug: synced.slug,
    kind: synced.kind,
    dataMb: synced.dataMb,
    dailyMb: synced.dailyMb,
    validityDays: synced.validityDays,
    voiceMinutes: null,
    smsCount: null,
    network: networkOf(pkg),
    throttleKbps: throttleKbpsOf(synced.speedAfter),
    hotspot: synced.hotspot,
    topup: supplier.capabilities.topupByIccid,
    priceUsdMinor: synced.priceUsdMinor,
    validityStart: VALIDITY_START,
    active: true,
    // Smaller allowances first within an area, as the demo catalogue lists them.
    sortOrder: synced.dataMb ?? synced.dailyMb ?? 0,
    supplier: supplier.name,
    supplierPackageCode: synced.packageCode,
    costE4: synced.costE4,
    source: "supplier" as const,
  };
}
