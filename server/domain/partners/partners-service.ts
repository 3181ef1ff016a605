/**
 * The partner programme (PRODUCT.md#partners): merchants found by their short code, and users a
 * partner's server registers, authenticated by the merchant's API key. Nothing answered to a
 * partner tells whether an address has an account here.
 */
import type { DataExportSections } from "../../../shared/api/privacy.ts";
import { newId, type Db, type Tx } from "../../kernel/index.ts";
import { normalizeEmail, type Attribution } from "../accounts/index.ts";
import * as repo from "./partners-repository.ts";
import { apiKeyHash, merchantOfKey, newApiKey } from "./partners-rules.ts";
import { merchantListing, type Merchant, type MerchantListing } from "./partners-view.ts";

export function createPartnersService(deps: { db: Db }) {
  const { db } = deps;

  return {
    /** The active merchant of a short code (any case), or null. */
    merchantOfShortCode: (shortCode: string): Promise<Merchant | null> => repo.activeMerchantOfShortCode(db, shortCode),

    /** The active merchant an API key belongs to, or null (unknown, malformed or revoked key). */
    async authenticate(apiKey: string | undefined): Promise<Merchant | null> {
      const claimed = merchantOfKey(apiKey);
      if (claimed === null) return null;
      return repo.activeMerchantWithKey(db, claimed, apiKeyHash(apiKey!));
    },

    /** Whether the merchant exists and is active: only then do its buyers' orders earn it a commission (the checkout asks when placing one). */
    earns: async (tx: Tx, merchantId: number): Promise<boolean> => (await repo.activeMerchantOfId(tx, merchantId)) !== null,

    /** Records a referred user once per merchant and address; a repeat answers the same id. */
    async registerReferral(merchant: Merchant, input: { email: string; merchantSubId?: string; sourceType?: string }) {
      const email = normalizeEmail(input.email);
      const created = await repo.insertReferral(db, { id: newId(), merchantId: merchant.id, email, merchantSubId: input.merchantSubId ?? null, sourceType: input.sourceType ?? null });
      if (created) return { referralId: created, created: true };
      return { referralId: await repo.referralId(db, merchant.id, email), created: false };
    },

    /** The partners that registered the address: its section of the account's data export (PRODUCT.md#privacy-self-service). */
    async exportFor(email: string): Promise<DataExportSections["partnerReferrals"]> {
      const rows = await repo.referralsOf(db, normalizeEmail(email));
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },

    /**
     * Forgets the address of a deleted account, in the deletion's transaction: a partner's record
     * of having registered it is personal data like the rest (PRODUCT.md#privacy-self-service).
     */
    async forget(tx: Tx, who: { email: string }): Promise<void> {
      await repo.deleteReferralsOf(tx, normalizeEmail(who.email));
    },

    /** The first partner that registered an address: its attribution when the address signs up. */
    async referralOf(email: string): Promise<Attribution | null> {
      const row = await repo.firstReferral(db, normalizeEmail(email));
      return row ? { merchantId: row.merchantId, merchantSubId: row.merchantSubId ?? undefined, sourceType: row.sourceType ?? undefined } : null;
    },

    /** Issues a new API key for a merchant (the old one stops working); shown once, stored hashed. */
    async issueKey(shortCode: string): Promise<{ merchant: Merchant; apiKey: string } | null> {
      const merchant = await repo.activeMerchantOfShortCode(db, shortCode);
      if (!merchant) return null;
      const apiKey = newApiKey(merchant.id);
      await repo.setKeyHash(db, merchant.id, apiKeyHash(apiKey));
      return { merchant, apiKey };
    },

    async addMerchant(input: Merchant): Promise<Merchant> {
      await repo.insertMerchant(db, input);
      return input;
    },

    setActive: (shortCode: string, active: boolean): Promise<boolean> => repo.setActive(db, shortCode, active),

    async list(): Promise<MerchantListing[]> {
      return (await repo.allMerchants(db)).map(merchantListing);
    },
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;
