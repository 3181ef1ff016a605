/**
 * The demo's price campaign (docs/PRODUCT.md#campaign-pricing): the holiday sale on selected
 * plans of the demo catalogue, as data (`campaigns.json` beside this module, checked against
 * shared/campaigns.ts), with its landing page and home banner. Seeded once, in its own run, so a
 * store whose demo catalogue was loaded before campaigns were data gets it at its next start.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { CampaignSchema, type CampaignDefinition } from "../../../shared/campaigns.ts";
import type { Db } from "../client.ts";
import { campaigns, seedRuns } from "../schema.ts";

export const DEMO_CAMPAIGNS_SEED = "demo-campaigns-v1";
export const DEMO_CAMPAIGNS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "campaigns.json");

export function readDemoCampaigns(file = DEMO_CAMPAIGNS_FILE): CampaignDefinition[] {
  const parsed = z.array(CampaignSchema).safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`invalid demo campaigns in ${file}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Loads the demo campaigns once; true when it did. Call after the demo catalogue, whose plans they name. */
export async function seedDemoCampaigns(db: Db, at = new Date()): Promise<boolean> {
  const rows = readDemoCampaigns().map((c) => ({ ...c, createdAt: at, updatedAt: at }));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7262003)`);
    if ((await tx.select().from(seedRuns).where(eq(seedRuns.name, DEMO_CAMPAIGNS_SEED))).length > 0) return false;
    // An operator may have made a campaign of the same id already: theirs stays.
    await tx.insert(campaigns).values(rows).onConflictDoNothing({ target: campaigns.id });
    await tx.insert(seedRuns).values({ name: DEMO_CAMPAIGNS_SEED });
    return true;
  });
}
