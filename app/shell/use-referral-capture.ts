/**
 * Keeps referral data from the landing URL (PRODUCT.md#referral-capture). The code that parses
 * and stores it (features/account/keep-referral.ts) is fetched only when the address has a query
 * string: most visits have none, and every page stays inside its JavaScript budget
 * (docs/decisions/0005-javascript-budget.md).
 */
import { useEffect } from "react";
import { useLocation } from "react-router";

export function useReferralCapture() {
  const { search } = useLocation();
  useEffect(() => {
    if (search) void import("../features/account/keep-referral.ts").then((m) => m.keepReferral(search));
  }, [search]);
}
