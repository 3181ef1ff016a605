/** The SQL of the `campaigns` table, which pricing owns. */
import { asc, desc, eq } from "drizzle-orm";
import type { Tx } from "../../kernel/index.ts";
import { campaigns } from "../../db/schema.ts";

export type CampaignRow = typeof campaigns.$inferSelect;

/** Every campaign, ended and finished ones too (a landing page shows the last one that ran). */
export const readCampaigns = (db: Tx): Promise<CampaignRow[]> => db.select().from(campaigns).orderBy(asc(campaigns.startsOn), asc(campaigns.id));

/** Newest first, as the console lists them. */
export const listCampaigns = (db: Tx): Promise<CampaignRow[]> => db.select().from(campaigns).orderBy(desc(campaigns.startsOn), asc(campaigns.id));

/** The row, locked until the transaction ends: one change at a time, on the row as it is now. */
export async function lockCampaign(tx: Tx, id: string): Promise<CampaignRow | null> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update");
  return row ?? null;
}

/** The new row, or null when the id is taken (by any campaign, however old). */
export async function insertCampaign(tx: Tx, row: typeof campaigns.$inferInsert): Promise<CampaignRow | null> {
  const [inserted] = await tx.insert(campaigns).values(row).onConflictDoNothing({ target: campaigns.id }).returning();
  return inserted ?? null;
}

export async function updateCampaign(tx: Tx, id: string, fields: Partial<Omit<typeof campaigns.$inferInsert, "id" | "createdAt" | "createdBy">>): Promise<CampaignRow> {
  const [row] = await tx.update(campaigns).set(fields).where(eq(campaigns.id, id)).returning();
  return row;
}
