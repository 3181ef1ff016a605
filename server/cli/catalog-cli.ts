/**
 * `npm run catalog -- <command>`: fills the catalogue from a wholesale supplier on demand, and
 * shows how the syncs went, by hand or scheduled (the store syncs ESIM_PROVIDER's supplier at
 * start and hourly), and when the next is due (docs/SUPPLIERS.md#the-sync); imports the
 * operator's own catalogue file, or prints its JSON Schema
 * (docs/SUPPLIERS.md#a-catalogue-of-your-own). Works on the configured database (DATA_DIR or
 * DATABASE_URL); a running store on embedded PGlite must be stopped first, as PGlite allows one
 * process. A running store on PostgreSQL picks the change up by itself within CATALOG_REFRESH_MS.
 */
import { loadConfig, type Config } from "../config.ts";
import {
  catalogFileJsonSchema,
  changesSummary,
  countsSummary,
  nextCatalogSyncAt,
  readCatalogFile,
  type CatalogSyncRun,
  type CatalogSyncState,
} from "../domain/catalog/index.ts";
import { readRetailRules } from "../domain/pricing/index.ts";
import { createConfiguredSupplier, SUPPLIER_NAMES, type SupplierName } from "../services.ts";
import { runOnDatabase } from "./cli-support.ts";

const USAGE = `usage: npm run catalog -- <command>
  sync --supplier ${SUPPLIER_NAMES.join("|")}   read the supplier's packages and update areas and plans
  status [--supplier ${SUPPLIER_NAMES.join("|")}]   each supplier's last run, last success and next run; then the last runs, newest first
  import <file.json> [--dry-run]   create and update the file's areas and plans, withdraw the plans an earlier file had; --dry-run: say what would change
  schema   print the catalogue file's JSON Schema (docs/catalog-file.schema.json)`;

/** `import <file.json> [--dry-run]`, the flag on either side. */
function importArgs(args: string[]): { file: string; dryRun: boolean } {
  const files = args.filter((a) => a !== "--dry-run");
  if (files.length !== 1 || files[0]!.startsWith("--") || args.length - files.length > 1) throw new Error(USAGE);
  return { file: files[0]!, dryRun: args.includes("--dry-run") };
}

function supplierOption(args: string[], required: boolean): SupplierName | undefined {
  if (args.length === 0 && !required) return undefined;
  const [flag, value, ...rest] = args;
  if (flag !== "--supplier" || !SUPPLIER_NAMES.includes(value as SupplierName) || rest.length > 0) throw new Error(USAGE);
  return value as SupplierName;
}

const outcome = (r: CatalogSyncRun) => (r.counts ? countsSummary(r.counts) : (r.error ?? "").replace(/\s+/g, " "));
const took = (r: CatalogSyncRun) => `${r.finishedAt.getTime() - r.startedAt.getTime()} ms`;

/** One line per run: when, which supplier, how it went, what it changed or why it failed. */
const runLine = (r: CatalogSyncRun) => [r.startedAt.toISOString(), r.supplier, r.status, took(r), outcome(r)].join("\t");

/**
 * A supplier at a glance: its last run, its last success (what the shelves show), and its next
 * run, which the store schedules for ESIM_PROVIDER's supplier only (the others sync by hand).
 */
function stateLines({ supplier, lastRun, lastSuccess }: CatalogSyncState, config: Config, now: Date): string {
  const scheduled = config.esim.provider === supplier;
  const at = (r: CatalogSyncRun | null, what: (r: CatalogSyncRun) => string) => (r ? `${r.startedAt.toISOString()}  ${what(r)}` : "never");
  return [
    `${supplier}: ${scheduled ? "synced by the store at start and hourly (ESIM_PROVIDER)" : `by hand (npm run catalog -- sync --supplier ${supplier})`}`,
    `  last run      ${at(lastRun, (r) => `${r.status} in ${took(r)}: ${outcome(r)}`)}`,
    `  last success  ${lastRun && lastRun.id === lastSuccess?.id ? "the last run" : at(lastSuccess, outcome)}`,
    ...(scheduled ? [`  next run      ${nextCatalogSyncAt(now).toISOString()}, while a store runs jobs (RUN_JOBS)`] : []),
  ].join("\n");
}

const [command, ...args] = process.argv.slice(2);
// The schema needs no database; a file to import is read and checked before the database is
// opened, so a refused one is told at once and changes nothing.
if (command === "schema") {
  console.log(JSON.stringify(catalogFileJsonSchema(), null, 2));
  process.exit(0);
}
const toImport =
  command === "import"
    ? await (async () => {
        const { file, dryRun } = importArgs(args);
        return { file, dryRun, catalogue: await readCatalogFile(file) };
      })().catch((err: unknown) => {
        console.error(err instanceof Error ? err.message : err);
        process.exit(1);
      })
    : null;
await runOnDatabase(
  async ({ catalogSync, catalogImport }) => {
    switch (command) {
      case "sync": {
        const config = loadConfig();
        const name = supplierOption(args, true)!;
        const rules = await readRetailRules(config.suppliers.pricingRulesPath);
        const counts = await catalogSync.syncFromSupplier(createConfiguredSupplier(config, name), rules);
        console.log(`${name}: ${countsSummary(counts)}`);
        break;
      }
      case "status": {
        const config = loadConfig();
        const only = supplierOption(args, false);
        const now = new Date();
        for (const name of only ? [only] : SUPPLIER_NAMES) console.log(stateLines(await catalogSync.syncState(name), config, now));
        const runs = await catalogSync.recentSyncs({ supplier: only });
        if (runs.length > 0) console.log(`\nlast runs, newest first:\n${runs.map(runLine).join("\n")}`);
        break;
      }
      case "import": {
        const { file, dryRun, catalogue } = toImport!;
        const result = await catalogImport.importCatalog(catalogue, { dryRun });
        for (const line of result.changes) console.log(line);
        console.log(`${file}: ${changesSummary(result.counts)}${result.applied ? "" : " (dry run: nothing changed)"}`);
        break;
      }
      default:
        throw new Error(USAGE);
    }
  },
  { warn: (message) => console.warn(message) },
);
