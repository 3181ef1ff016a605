/**
 * Imports the operator's catalogue file (catalog-file.ts; docs/SUPPLIERS.md#a-catalogue-of-your-own)
 * in one transaction, so the shelves never show half a file, and a file the store refuses changes
 * nothing:
 *
 * - areas are matched by slug: created, or updated to what the file says (a field it leaves out
 *   keeps what the store has); a regional or global area covers exactly the file's countries;
 * - plans are matched by area and slug: created, or updated, as plans of the file (source
 *   `file`). A file plan that an earlier import made and this file no longer has goes inactive,
 *   never deleted: an order placed for it keeps its plan. Its slug stays its own, so a file that
 *   lists it again brings it back;
 * - the demo catalogue's plans and the sync's are never touched, and their slugs are not the
 *   file's to take.
 *
 * Importing the same file again changes nothing (and writes nothing, so the catalogue version
 * does not move). A dry run does all of it, answers what changed, and rolls it back. Writes to
 * areas, plans and area_countries bump catalog_version, so every instance reloads by itself.
 */
import { isDeepStrictEqual } from "node:util";
import { and, eq, inArray, sql } from "drizzle-orm";
import { slugify } from "../../../shared/slug.ts";
import { areaCountries, areas, plans } from "../../db/schema.ts";
import { countryNames } from "../../db/seed/country-names.ts";
import type { Db, Transaction } from "../../kernel/index.ts";
import { CatalogFileError, type CatalogFile, type CatalogFileArea, type CatalogFilePlan } from "./catalog-file.ts";
import type { CatalogSyncCounts } from "./catalog-sync.ts";

/** What an import changed, counted as a sync counts it. */
export type CatalogImportCounts = Omit<CatalogSyncCounts, "leftOut">;

export interface CatalogImportResult {
  counts: CatalogImportCounts;
  /** One line a change: `+ plan japan/5gb-30-days`, `~ plan japan/1gb-7-days: priceUsdMinor 499 → 449`, `- plan japan/3gb-15-days`. */
  changes: string[];
  /** False for a dry run: nothing was kept. */
  applied: boolean;
}

/** Thrown inside a dry run's transaction to roll it back; carries what it would have changed. */
class DryRun {
  constructor(readonly result: Omit<CatalogImportResult, "applied">) {}
}

type AreaRow = typeof areas.$inferSelect;
type PlanRow = typeof plans.$inferSelect;

/** The fields of `values` the row holds otherwise: what an update changes. (jsonb keeps names in an order of its own.) */
const differing = <V extends object>(row: V, values: V): (keyof V)[] => (Object.keys(values) as (keyof V)[]).filter((k) => !isDeepStrictEqual(row[k], values[k]));

/** Who holds a plan the file may not take. */
function heldBy(row: Pick<PlanRow, "source" | "supplier">): string {
  return row.source === "supplier" ? `synced from ${row.supplier}` : "of the demo catalogue";
}

/** A plan row as the file sets it. */
function planValues(plan: CatalogFilePlan, areaId: number) {
  return {
    areaId,
    slug: plan.slug,
    kind: plan.kind,
    dataMb: plan.kind === "daily" ? null : plan.dataMb,
    dailyMb: plan.kind === "daily" ? plan.dailyMb : null,
    validityDays: plan.kind === "daily" ? null : plan.validityDays,
    voiceMinutes: plan.kind === "calltext" ? plan.voiceMinutes : null,
    smsCount: plan.kind === "calltext" ? plan.smsCount : null,
    network: plan.network,
    throttleKbps: plan.throttleKbps,
    hotspot: plan.hotspot,
    topup: plan.topup,
    priceUsdMinor: plan.priceUsdMinor,
    validityStart: plan.validityStart,
    active: true,
    // Without one, smaller allowances first, as the sync and the demo catalogue list them.
    sortOrder: plan.sortOrder ?? (plan.kind === "daily" ? plan.dailyMb : plan.dataMb),
    supplier: plan.supplier ?? null,
    supplierPackageCode: plan.packageCode ?? null,
    costE4: plan.costE4 ?? null,
    source: "file" as const,
  };
}

/** An area row as the file sets it: what the file leaves out keeps what the store has, or the default of a new area. */
function areaValues(area: CatalogFileArea, row: AreaRow | undefined) {
  return {
    slug: area.slug,
    kind: area.kind,
    iso2: area.kind === "local" ? area.iso2.toLowerCase() : null,
    names: area.names,
    aliases: area.aliases ?? row?.aliases ?? [],
    operators: (area.kind === "local" ? area.operators : undefined) ?? row?.operators ?? [],
    has5g: area.has5g ?? row?.has5g ?? false,
    popular: area.popular ?? row?.popular ?? false,
    sortOrder: area.sortOrder ?? row?.sortOrder ?? 100,
    active: true,
  };
}

export function createCatalogImport(deps: { db: Db }) {
  /** Imports `file` (already checked by parseCatalogFile); throws a CatalogFileError, with nothing changed, for what the store refuses. */
  async function importCatalog(file: CatalogFile, options: { dryRun?: boolean } = {}): Promise<CatalogImportResult> {
    try {
      const result = await deps.db.transaction(async (tx) => {
        // One import at a time: two interleaved would each withdraw what the other just wrote.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalog-file-import'))`);
        const result = await apply(tx, file);
        if (options.dryRun) throw new DryRun(result);
        return result;
      });
      return { ...result, applied: true };
    } catch (err) {
      if (err instanceof DryRun) return { ...err.result, applied: false };
      throw err;
    }
  }

  async function apply(tx: Transaction, file: CatalogFile): Promise<Omit<CatalogImportResult, "applied">> {
    const counts: CatalogImportCounts = { areasCreated: 0, areasUpdated: 0, plansCreated: 0, plansUpdated: 0, plansWithdrawn: 0 };
    const existing = await tx.select().from(areas);
    const bySlug = new Map(existing.map((a) => [a.slug, a]));
    const byIso = new Map(existing.filter((a) => a.iso2 !== null).map((a) => [a.iso2!.toUpperCase(), a]));
    const fileSlugs = new Set(file.areas.map((a) => a.slug));
    const fileLocal = new Map(file.areas.flatMap((a) => (a.kind === "local" ? [[a.iso2, a.slug] as const] : [])));
    const planRows = await tx.select({ plan: plans, areaSlug: areas.slug }).from(plans).innerJoin(areas, eq(areas.id, plans.areaId));
    const planAt = new Map(planRows.map((r) => [`${r.areaSlug}/${r.plan.slug}`, r.plan]));

    // What only the store can refuse, all of it before anything is written.
    const problems: string[] = [];
    /** A country a region covers that has no area of its own: one is made for the coverage list, hidden as every area without plans. */
    const coverageOnly = new Map<string, string>();
    file.areas.forEach((area, i) => {
      const at = `areas[${i}] (${area.slug})`;
      const row = bySlug.get(area.slug);
      if (row && (row.kind === "local") !== (area.kind === "local"))
        problems.push(`${at}: the store has ${area.slug} as ${row.kind === "local" ? "a country" : "a group of countries"}; a file cannot make it ${area.kind}`);
      else if (area.kind === "local") {
        const holder = byIso.get(area.iso2);
        if (row && row.iso2 !== area.iso2.toLowerCase()) problems.push(`${at}: ${area.slug} is the store's area for ${row.iso2!.toUpperCase()}, not ${area.iso2}`);
        else if (holder && holder.slug !== area.slug) problems.push(`${at}: ${area.iso2} already has the area ${holder.slug}: use that slug`);
      } else {
        for (const iso2 of area.countries) {
          if (fileLocal.has(iso2) || byIso.has(iso2) || coverageOnly.has(iso2)) continue;
          const slug = slugify(countryNames(iso2.toLowerCase()).en);
          if (bySlug.has(slug) || fileSlugs.has(slug)) problems.push(`${at}: ${iso2} has no area of its own and ${slug} is taken: add a local area for ${iso2} to the file`);
          else coverageOnly.set(iso2, slug);
        }
      }
    });
    file.plans.forEach((plan, i) => {
      const row = planAt.get(`${plan.area}/${plan.slug}`);
      if (row && row.source !== "file") problems.push(`plans[${i}] (${plan.area}/${plan.slug}): the slug belongs to a plan ${heldBy(row)} and is kept for good: choose another`);
    });
    if (problems.length > 0) throw new CatalogFileError(problems, "catalogue file refused by the store");

    // Areas, by slug.
    const changes: string[] = [];
    const areaChanges = new Map<string, string[]>();
    const areaIds = new Map(existing.map((a) => [a.slug, a.id]));
    for (const area of file.areas) {
      const row = bySlug.get(area.slug);
      const values = areaValues(area, row);
      if (!row) {
        const [created] = await tx.insert(areas).values(values).returning({ id: areas.id });
        areaIds.set(area.slug, created!.id);
        counts.areasCreated++;
        changes.push(`+ area ${area.slug} (${area.kind === "local" ? `local, ${area.iso2}` : `${area.kind}, ${area.countries.length} ${area.countries.length === 1 ? "country" : "countries"}`})`);
        continue;
      }
      const changed = differing<Omit<AreaRow, "id" | "disabled">>(row, values);
      if (changed.length > 0) {
        await tx.update(areas).set(values).where(eq(areas.id, row.id));
        areaChanges.set(area.slug, changed);
      }
    }
    for (const [iso2, slug] of coverageOnly) {
      const [created] = await tx.insert(areas).values({ slug, kind: "local", iso2: iso2.toLowerCase(), names: countryNames(iso2.toLowerCase()), sortOrder: 100 }).returning({ id: areas.id });
      areaIds.set(slug, created!.id);
      counts.areasCreated++;
      changes.push(`+ area ${slug} (local, ${iso2}, for coverage only)`);
    }

    // Coverage: a country covers itself; a region exactly the file's countries.
    const countryId = (iso2: string) => areaIds.get(fileLocal.get(iso2) ?? byIso.get(iso2)?.slug ?? coverageOnly.get(iso2)!)!;
    const covered = new Map<number, Set<number>>();
    for (const c of await tx.select().from(areaCountries)) covered.set(c.areaId, (covered.get(c.areaId) ?? new Set()).add(c.countryId));
    const selfCovered = [...coverageOnly.keys()].map((iso2) => ({ areaId: countryId(iso2), countryId: countryId(iso2) }));
    if (selfCovered.length > 0) await tx.insert(areaCountries).values(selfCovered);
    for (const area of file.areas) {
      const areaId = areaIds.get(area.slug)!;
      const want = new Set(area.kind === "local" ? [areaId] : area.countries.map(countryId));
      const have = covered.get(areaId) ?? new Set<number>();
      const missing = [...want].filter((id) => !have.has(id));
      const extra = [...have].filter((id) => !want.has(id));
      // Only what differs: a write that changes nothing would still move the catalogue version.
      if (missing.length > 0) await tx.insert(areaCountries).values(missing.map((id) => ({ areaId, countryId: id })));
      if (extra.length > 0) await tx.delete(areaCountries).where(and(eq(areaCountries.areaId, areaId), inArray(areaCountries.countryId, extra)));
      if (bySlug.has(area.slug) && (missing.length > 0 || extra.length > 0)) areaChanges.set(area.slug, [...(areaChanges.get(area.slug) ?? []), `countries +${missing.length} -${extra.length}`]);
    }
    for (const [slug, changed] of areaChanges) changes.push(`~ area ${slug}: ${changed.join(", ")}`);
    counts.areasUpdated = areaChanges.size;

    // Plans, by area and slug: the file's own.
    const created: ReturnType<typeof planValues>[] = [];
    const kept = new Set<number>();
    for (const plan of file.plans) {
      const key = `${plan.area}/${plan.slug}`;
      const values = planValues(plan, areaIds.get(plan.area)!);
      const row = planAt.get(key);
      if (!row) {
        created.push(values);
        changes.push(`+ plan ${key} at ${(plan.priceUsdMinor / 100).toFixed(2)} USD`);
        continue;
      }
      kept.add(row.id);
      const changed = differing<Omit<PlanRow, "id" | "disabled" | "priceOverrideUsdMinor">>(row, values);
      if (changed.length > 0) {
        await tx.update(plans).set(values).where(eq(plans.id, row.id));
        counts.plansUpdated++;
        changes.push(`~ plan ${key}: ${changed.map((k) => `${k} ${JSON.stringify(row[k])} → ${JSON.stringify(values[k])}`).join(", ")}`);
      }
    }
    for (let i = 0; i < created.length; i += 500) await tx.insert(plans).values(created.slice(i, i + 500));
    counts.plansCreated = created.length;

    // Withdrawn: the file's plans this file no longer has. Never deleted, so their orders keep them.
    const gone = planRows.filter((r) => r.plan.source === "file" && r.plan.active && !kept.has(r.plan.id));
    if (gone.length > 0) {
      await tx.update(plans).set({ active: false }).where(inArray(plans.id, gone.map((r) => r.plan.id)));
      counts.plansWithdrawn = gone.length;
      for (const r of gone) changes.push(`- plan ${r.areaSlug}/${r.plan.slug}`);
    }
    return { counts, changes };
  }

  return { importCatalog };
}

export type CatalogImport = ReturnType<typeof createCatalogImport>;
