/**
 * Keeps referral data from the landing URL: source type (GOOGLE_ADS for gclid) per visitor,
 * short code and sub id in cookies for 0.042 day, the short code also in session storage.
 * The parser is fetched only when the address has a query string: most visits have none, and
 * every page stays inside its JavaScript budget (docs/decisions/0005-javascript-budget.md).
 */
import { useEffect } from "react";
import { useLocation } from "react-router";

export function useReferralCapture() {
  const { search } = useLocation();
  useEffect(() => {
    if (!search) return;
    void import("../../shared/referral.ts").then(({ parseReferral, REFERRAL_TTL_SECONDS }) => {
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
    });
  }, [search]);
}
