/** The SQL of the table partnership owns: its leads, one per request id. */
import { eq } from "drizzle-orm";
import type { Tx } from "../../kernel/index.ts";
import { partnershipLeads } from "../../db/schema.ts";

export type NewLead = typeof partnershipLeads.$inferInsert;

/** Stores a lead; null when one with its request id is stored already (a retried submission). */
export async function insertLead(tx: Tx, lead: NewLead): Promise<{ id: string } | null> {
  const [inserted] = await tx.insert(partnershipLeads).values(lead).onConflictDoNothing({ target: partnershipLeads.requestId }).returning({ id: partnershipLeads.id });
  return inserted ?? null;
}

/** The lead a request id stored. */
export async function leadOfRequest(tx: Tx, requestId: string): Promise<{ id: string }> {
  const [existing] = await tx.select({ id: partnershipLeads.id }).from(partnershipLeads).where(eq(partnershipLeads.requestId, requestId));
  return existing;
}
