/**
 * Reads the whole catalogue in one pass, and the version counter that says when it changed. The
 * counter also moves on content writes (banners, dialogs, documents): the content service reloads
 * when the catalogue does, so one poll keeps both fresh. Also one plan's supplier facts as
 * stored now, for the check before a payment starts.
 */
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../kernel/index.ts";
import { areaCountries, areas, catalogVersion, plans, recommendedPlans } from "../../db/schema.ts";
import type { CatalogData } from "./catalog-snapshot.ts";

/** Read with the database or inside a transaction (content reads it with its own rows). */
export async function readCatalogVersion(db: Tx): Promise<number> {
  const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion).where(eq(catalogVersion.id, 1));
  return row?.version ?? 0;
}

/** On sale: active (the sync's and the import's say) and not disabled by staff; a plan's area on sale too. */
const areaOnSale = and(eq(areas.active, true), eq(areas.disabled, false));
const planOnSale = and(eq(plans.active, true), eq(plans.disabled, false), areaOnSale);

/** The shelves: areas and plans on sale; with `supplier`, only the plans synced from it. */
export async function readCatalog(db: Db, supplier: string | null = null): Promise<CatalogData> {
  // One transaction so the version matches the rows read with it (repeatable snapshot).
  return db.transaction(
    async (tx) => {
      const version = await readCatalogVersion(tx);
      const [areaRows, coverage, planRows, recommended] = [
        await tx.select().from(areas).where(areaOnSale),
        await tx.select().from(areaCountries),
        (
          await tx
            .select()
            .from(plans)
            .innerJoin(areas, eq(areas.id, plans.areaId))
            .where(supplier ? and(planOnSale, eq(plans.supplier, supplier)) : planOnSale)
        // A price set in the console is the price sold (docs/CONSOLE.md#catalogue).
        ).map(({ plans: plan }) => ({ ...plan, priceUsdMinor: plan.priceOverrideUsdMinor ?? plan.priceUsdMinor })),
        await tx.select().from(recommendedPlans),
      ];
      return { version, areas: areaRows, coverage, plans: planRows, recommended };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/**
 * Where a plan comes from and whether it is on sale, as stored now; null when there is no such
 * plan. `active` answers on sale: neither the plan nor its area withdrawn or disabled by staff.
 */
export async function readPlanSupply(db: Db, planId: number): Promise<{ supplier: string | null; supplierPackageCode: string | null; costE4: number | null; active: boolean } | null> {
  const [row] = await db
    .select({ supplier: plans.supplier, supplierPackageCode: plans.supplierPackageCode, costE4: plans.costE4, active: plans.active, disabled: plans.disabled, areaActive: areas.active, areaDisabled: areas.disabled })
    .from(plans)
    .innerJoin(areas, eq(areas.id, plans.areaId))
    .where(eq(plans.id, planId));
  if (!row) return null;
  const { disabled, areaActive, areaDisabled, ...supply } = row;
  return { ...supply, active: supply.active && !disabled && areaActive && !areaDisabled };
}

/** The package a plan is bought as at `supplier`; null for a plan of the demo catalogue or of another supplier. */
export async function planPackageCode(db: Db, planId: number, supplier: string): Promise<string | null> {
  const row = await readPlanSupply(db, planId);
  return row?.supplier === supplier ? row.supplierPackageCode : null;
}
