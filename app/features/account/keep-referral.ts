/**
 * Keeps referral data from the landing URL (PRODUCT.md#referral-capture): source type
 * (GOOGLE_ADS for gclid) per visitor, short code and sub id in cookies for 0.042 day, the short
 * code also in session storage, where the sign-up's attribution reads them (session.ts). Loaded
 * by the layout only when the address has a query string (app/shell/use-referral-capture.ts).
 */
import { parseReferral, REFERRAL_TTL_SECONDS } from "../../../shared/referral.ts";

export function keepReferral(search: string): void {
  const referral = parseReferral(search);
  const cookie = (name: string, value: string) =>
    (document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${REFERRAL_TTL_SECONDS}; Path=/; SameSite=Lax`);
  try {
    if (referral.sourceType) localStorage.setItem("sourceType", referral.sourceType);
    if (referral.shortCode) {
      cookie("shortCode", referral.shortCode);
      sessionStorage.setItem("shortCode", referral.shortCode);
    }
    if (referral.subId) cookie("subId", referral.subId);
  } catch {
    // Storage can be disabled (private mode); the cookies still carry the referral.
  }
}
