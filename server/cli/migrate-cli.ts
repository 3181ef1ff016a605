/** `npm run db:migrate`: applies migrations (and the demo seed unless SEED_DEMO=false), then exits. */
import { loadConfig } from "../config.ts";
import { openConfiguredDatabase, prepareDatabase } from "../db/open-from-config.ts";

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const seeded = await prepareDatabase(database, config);
  console.log(`migrations applied on ${database.engine}${seeded ? `; demo catalogue loaded (${seeded.areas} areas, ${seeded.plans} plans)` : ""}`);
} finally {
  await database.close();
}
