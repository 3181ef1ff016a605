/** The SQL of the tables the partner programme owns: merchants and the users partners referred. */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../kernel/index.ts";
import { merchants, partnerReferrals } from "../../db/schema.ts";
import type { Merchant } from "./partners-view.ts";

const merchantColumns = { id: merchants.id, shortCode: merchants.shortCode, name: merchants.name };
/** A short code, in any case. */
const shortCodeIs = (shortCode: string) => sql`lower(${merchants.shortCode}) = ${shortCode.toLowerCase()}`;

export async function activeMerchantOfShortCode(tx: Tx, shortCode: string): Promise<Merchant | null> {
  const [row] = await tx
    .select(merchantColumns)
    .from(merchants)
    .where(and(shortCodeIs(shortCode), eq(merchants.active, true)));
  return row ?? null;
}

export async function activeMerchantOfId(tx: Tx, id: number): Promise<Merchant | null> {
  const [row] = await tx
    .select(merchantColumns)
    .from(merchants)
    .where(and(eq(merchants.id, id), eq(merchants.active, true)));
  return row ?? null;
}

/** The active merchant `id` whose key hashes to `keyHash`. */
export async function activeMerchantWithKey(tx: Tx, id: number, keyHash: string): Promise<Merchant | null> {
  const [row] = await tx
    .select(merchantColumns)
    .from(merchants)
    .where(and(eq(merchants.id, id), eq(merchants.apiKeyHash, keyHash), eq(merchants.active, true)));
  return row ?? null;
}

export async function setKeyHash(tx: Tx, merchantId: number, keyHash: string): Promise<void> {
  await tx.update(merchants).set({ apiKeyHash: keyHash }).where(eq(merchants.id, merchantId));
}

export async function insertMerchant(tx: Tx, merchant: Merchant & { commissionBps?: number }): Promise<void> {
  await tx.insert(merchants).values(merchant);
}

/** Whether a merchant has that short code. */
export async function setActive(tx: Tx, shortCode: string, active: boolean): Promise<boolean> {
  const rows = await tx.update(merchants).set({ active }).where(shortCodeIs(shortCode)).returning({ id: merchants.id });
  return rows.length > 0;
}

export function allMerchants(tx: Tx) {
  return tx.select({ ...merchantColumns, active: merchants.active, apiKeyHash: merchants.apiKeyHash }).from(merchants).orderBy(asc(merchants.id));
}

/** Records a referred address once per merchant: its id, or null when it was recorded before. */
export async function insertReferral(tx: Tx, referral: typeof partnerReferrals.$inferInsert): Promise<string | null> {
  const [created] = await tx
    .insert(partnerReferrals)
    .values(referral)
    .onConflictDoNothing({ target: [partnerReferrals.merchantId, partnerReferrals.email] })
    .returning({ id: partnerReferrals.id });
  return created?.id ?? null;
}

export async function referralId(tx: Tx, merchantId: number, email: string): Promise<string> {
  const [existing] = await tx
    .select({ id: partnerReferrals.id })
    .from(partnerReferrals)
    .where(and(eq(partnerReferrals.merchantId, merchantId), eq(partnerReferrals.email, email)));
  return existing.id;
}

/** The first partner that registered an address. */
export async function firstReferral(tx: Tx, email: string) {
  const [row] = await tx
    .select({ merchantId: partnerReferrals.merchantId, merchantSubId: partnerReferrals.merchantSubId, sourceType: partnerReferrals.sourceType })
    .from(partnerReferrals)
    .where(eq(partnerReferrals.email, email))
    .orderBy(asc(partnerReferrals.createdAt))
    .limit(1);
  return row ?? null;
}

/** Every partner that registered an address, with the merchant's name, oldest first (the data export). */
export function referralsOf(tx: Tx, email: string) {
  return tx
    .select({ merchant: merchants.name, merchantSubId: partnerReferrals.merchantSubId, sourceType: partnerReferrals.sourceType, createdAt: partnerReferrals.createdAt })
    .from(partnerReferrals)
    .innerJoin(merchants, eq(merchants.id, partnerReferrals.merchantId))
    .where(eq(partnerReferrals.email, email))
    .orderBy(asc(partnerReferrals.createdAt));
}

export async function deleteReferralsOf(tx: Tx, email: string): Promise<void> {
  await tx.delete(partnerReferrals).where(eq(partnerReferrals.email, email));
}
