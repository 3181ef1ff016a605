/**
 * The partner programme (PRODUCT.md#partners): merchants found by their short code, and users a
 * partner's server registers, authenticated by the merchant's API key. Nothing answered to a
 * partner tells whether an address has an account here.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { merchants, partnerReferrals } from "../../db/schema.ts";
import { normalizeEmail, type Attribution } from "../accounts/index.ts";
import { apiKeyHash, merchantOfKey, newApiKey } from "./partner-keys.ts";

export interface Merchant {
  id: number;
  shortCode: string;
  name: string;
}

export function createPartnersService(deps: { db: Db }) {
  const { db } = deps;
  const merchantColumns = { id: merchants.id, shortCode: merchants.shortCode, name: merchants.name };

  return {
    /** The active merchant of a short code (any case), or null. */
    async merchantOfShortCode(shortCode: string): Promise<Merchant | null> {
      const [row] = await db
        .select(merchantColumns)
        .from(merchants)
        .where(and(sql`lower(${merchants.shortCode}) = ${shortCode.toLowerCase()}`, eq(merchants.active, true)));
      return row ?? null;
    },

    /** The active merchant an API key belongs to, or null (unknown, malformed or revoked key). */
    async authenticate(apiKey: string | undefined): Promise<Merchant | null> {
      const claimed = merchantOfKey(apiKey);
      if (claimed === null) return null;
      const [row] = await db
        .select(merchantColumns)
        .from(merchants)
        .where(and(eq(merchants.id, claimed), eq(merchants.apiKeyHash, apiKeyHash(apiKey!)), eq(merchants.active, true)));
      return row ?? null;
    },

    /** Records a referred user once per merchant and address; a repeat answers the same id. */
    async registerReferral(merchant: Merchant, input: { email: string; merchantSubId?: string; sourceType?: string }) {
      const email = normalizeEmail(input.email);
      const [created] = await db
        .insert(partnerReferrals)
        .values({ id: randomUUID(), merchantId: merchant.id, email, merchantSubId: input.merchantSubId ?? null, sourceType: input.sourceType ?? null })
        .onConflictDoNothing({ target: [partnerReferrals.merchantId, partnerReferrals.email] })
        .returning({ id: partnerReferrals.id });
      if (created) return { referralId: created.id, created: true };
      const [existing] = await db
        .select({ id: partnerReferrals.id })
        .from(partnerReferrals)
        .where(and(eq(partnerReferrals.merchantId, merchant.id), eq(partnerReferrals.email, email)));
      return { referralId: existing.id, created: false };
    },

    /** The first partner that registered an address: its attribution when the address signs up. */
    async referralOf(email: string): Promise<Attribution | null> {
      const [row] = await db
        .select({ merchantId: partnerReferrals.merchantId, merchantSubId: partnerReferrals.merchantSubId, sourceType: partnerReferrals.sourceType })
        .from(partnerReferrals)
        .where(eq(partnerReferrals.email, normalizeEmail(email)))
        .orderBy(asc(partnerReferrals.createdAt))
        .limit(1);
      return row ? { merchantId: row.merchantId, merchantSubId: row.merchantSubId ?? undefined, sourceType: row.sourceType ?? undefined } : null;
    },

    /** Issues a new API key for a merchant (the old one stops working); shown once, stored hashed. */
    async issueKey(shortCode: string): Promise<{ merchant: Merchant; apiKey: string } | null> {
      const merchant = await this.merchantOfShortCode(shortCode);
      if (!merchant) return null;
      const apiKey = newApiKey(merchant.id);
      await db.update(merchants).set({ apiKeyHash: apiKeyHash(apiKey) }).where(eq(merchants.id, merchant.id));
      return { merchant, apiKey };
    },

    async addMerchant(input: { id: number; shortCode: string; name: string }): Promise<Merchant> {
      await db.insert(merchants).values(input);
      return input;
    },

    async setActive(shortCode: string, active: boolean): Promise<boolean> {
      const rows = await db
        .update(merchants)
        .set({ active })
        .where(sql`lower(${merchants.shortCode}) = ${shortCode.toLowerCase()}`)
        .returning({ id: merchants.id });
      return rows.length > 0;
    },

    async list(): Promise<(Merchant & { active: boolean; hasKey: boolean })[]> {
      const rows = await db.select({ ...merchantColumns, active: merchants.active, apiKeyHash: merchants.apiKeyHash }).from(merchants).orderBy(asc(merchants.id));
      return rows.map(({ apiKeyHash: hash, ...m }) => ({ ...m, hasKey: hash !== null }));
    },
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;
