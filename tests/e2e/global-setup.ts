/**
 * Once per run, before the journeys: a data directory whose database holds the demo catalogue,
 * which the stores the journeys start themselves begin from (own-store.ts). Made as a store makes
 * its own on a first start; removed after the run.
 */
import fs from "node:fs";
import { loadConfig } from "../../server/config.ts";
import { openConfiguredDatabase, prepareDatabase } from "../../server/db/open-from-config.ts";

/** Beside the shared server's data directory (playwright.config.ts), which every process of the run knows. */
export const SEEDED_DATA_DIR = `${process.env.E2E_DATA_DIR!}-seeded`;

export default async function globalSetup() {
  fs.rmSync(SEEDED_DATA_DIR, { recursive: true, force: true });
  const config = loadConfig({ DATA_DIR: SEEDED_DATA_DIR, LOG_LEVEL: "silent" });
  const database = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(database, config);
  } finally {
    await database.close();
  }
  return () => fs.rmSync(SEEDED_DATA_DIR, { recursive: true, force: true });
}
