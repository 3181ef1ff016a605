/**
 * Referral capture from the landing URL (PRODUCT.md#referral-capture): `gclid` marks the visit as
 * GOOGLE_ADS; `shortcode` or `c` (parameter name in any case) is the partner short code and
 * `subid` its sub id. Pure, so the rule is tested once and used by the browser.
 */
export const GOOGLE_ADS = "GOOGLE_ADS";
/** Short code and sub id live 0.042 day (about an hour). */
export const REFERRAL_TTL_SECONDS = Math.round(0.042 * 86_400);
/** Short codes and sub ids: 1-64 letters, digits, `_` or `-`. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface Referral {
  sourceType?: typeof GOOGLE_ADS;
  shortCode?: string;
  subId?: string;
}

export function parseReferral(search: string | URLSearchParams): Referral {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const byLowerName = new Map<string, string>();
  for (const [name, value] of params) {
    const key = name.toLowerCase();
    if (!byLowerName.has(key)) byLowerName.set(key, value.trim());
  }
  const referral: Referral = {};
  if (byLowerName.get("gclid")) referral.sourceType = GOOGLE_ADS;
  const shortCode = byLowerName.get("shortcode") || byLowerName.get("c");
  if (shortCode && REFERRAL_CODE_PATTERN.test(shortCode)) referral.shortCode = shortCode;
  const subId = byLowerName.get("subid");
  if (subId && REFERRAL_CODE_PATTERN.test(subId)) referral.subId = subId;
  return referral;
}
