/**
 * `npm run catalog -- <command>`: fills the catalogue from a wholesale supplier on demand, and
 * shows how past syncs went (docs/SUPPLIERS.md#the-catalogue-from-the-supplier). Works on the
 * configured database (DATA_DIR or DATABASE_URL); a running store on embedded PGlite must be
 * stopped first, as PGlite allows one process. A running store on PostgreSQL picks the change
 * up by itself within CATALOG_REFRESH_MS.
 */
import { readFile } from "node:fs/promises";
import { loadConfig } from "../config.ts";
import type { CatalogSyncCounts, CatalogSyncRun } from "../domain/catalog/index.ts";
import { RetailRulesSchema, type RetailRules } from "../domain/pricing/index.ts";
import { createConfiguredSupplier, SUPPLIER_NAMES, type SupplierName } from "../services.ts";
import { runOnDatabase } from "./cli-support.ts";

const USAGE = `usage: npm run catalog -- <command>
  sync --supplier ${SUPPLIER_NAMES.join("|")}   read the supplier's packages and update areas and plans
  status [--supplier ${SUPPLIER_NAMES.join("|")}]   the last runs, newest first`;

/** Without PRICING_RULES: 40 % over cost, prices ending in .99. */
const DEFAULT_RULES = RetailRulesSchema.parse({ default: { percent: 40 } });

function supplierOption(args: string[], required: boolean): SupplierName | undefined {
  if (args.length === 0 && !required) return undefined;
  const [flag, value, ...rest] = args;
  if (flag !== "--supplier" || !SUPPLIER_NAMES.includes(value as SupplierName) || rest.length > 0) throw new Error(USAGE);
  return value as SupplierName;
}

async function pricingRules(file: string | null): Promise<RetailRules> {
  if (file === null) return DEFAULT_RULES;
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (err) {
    throw new Error(`PRICING_RULES ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const parsed = RetailRulesSchema.safeParse(json);
  if (!parsed.success) throw new Error(`PRICING_RULES ${file}:\n${parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`);
  return parsed.data;
}

const countsLine = (c: CatalogSyncCounts) =>
  [
    `areas +${c.areasCreated} ~${c.areasUpdated}`,
    `plans +${c.plansCreated} ~${c.plansUpdated} -${c.plansWithdrawn}`,
    `left out ${Object.entries(c.leftOut).map(([reason, n]) => `${reason} ${n}`).join(", ") || "none"}`,
  ].join("; ");

/** One line per run: when, which supplier, how it went, what it changed or why it failed. */
const runLine = (r: CatalogSyncRun) =>
  [r.startedAt.toISOString(), r.supplier, r.status, `${r.finishedAt.getTime() - r.startedAt.getTime()} ms`, r.counts ? countsLine(r.counts) : (r.error ?? "").replace(/\s+/g, " ")].join("\t");

const [command, ...args] = process.argv.slice(2);
await runOnDatabase(
  async ({ catalogSync }) => {
    switch (command) {
      case "sync": {
        const config = loadConfig();
        const name = supplierOption(args, true)!;
        const rules = await pricingRules(config.suppliers.pricingRulesPath);
        const counts = await catalogSync.syncFromSupplier(createConfiguredSupplier(config, name), rules);
        console.log(`${name}: ${countsLine(counts)}`);
        break;
      }
      case "status":
        for (const run of await catalogSync.recentSyncs({ supplier: supplierOption(args, false) })) console.log(runLine(run));
        break;
      default:
        throw new Error(USAGE);
    }
  },
  { warn: (message) => console.warn(message) },
);
