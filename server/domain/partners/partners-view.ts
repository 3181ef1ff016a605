/** Merchants as the partner programme hands them out: plain objects, never the rows they are read from. */

/** An active merchant: who a short code or an API key names. */
export interface Merchant {
  id: number;
  shortCode: string;
  name: string;
}

/** A merchant as the operator's list shows it: whether it is active and has a key, never the key's hash. */
export interface MerchantListing extends Merchant {
  active: boolean;
  hasKey: boolean;
}

export function merchantListing({ apiKeyHash, ...merchant }: Merchant & { active: boolean; apiKeyHash: string | null }): MerchantListing {
  return { ...merchant, hasKey: apiKeyHash !== null };
}
