/**
 * Demo partner merchants, so the partner links of docs/PRODUCT.md#partners can be tried on a new
 * store (`/?shortcode=TRAVELNOTES&subid=spring`). No API keys: an operator issues one with
 * `npm run partners -- key <short code>`, so a fresh store accepts no partner calls.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { merchants, seedRuns } from "../schema.ts";

export const DEMO_MERCHANTS_SEED = "demo-merchants-v1";

export const DEMO_MERCHANTS = [
  { id: 1001, shortCode: "TRAVELNOTES", name: "Travel Notes (demo blog)" },
  { id: 1002, shortCode: "NOMADDESK", name: "Nomad Desk (demo coworking network)" },
  { id: 1003, shortCode: "GAPYEAR", name: "Gap Year Guides (demo)" },
];

export async function seedDemoMerchants(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7262002)`);
    if ((await tx.select().from(seedRuns).where(eq(seedRuns.name, DEMO_MERCHANTS_SEED))).length > 0) return false;
    await tx.insert(merchants).values(DEMO_MERCHANTS).onConflictDoNothing();
    await tx.insert(seedRuns).values({ name: DEMO_MERCHANTS_SEED });
    return true;
  });
}
