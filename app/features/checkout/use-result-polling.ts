/**
 * The wait of a result page the payment page returns to (/topup-success, /recharge-success): while
 * the purchase is not settled, the page asks the store every 2 s where it stands, and reloads its
 * data (whose loader decides what to show, or redirects to the fail page) once it moved. One
 * rule for every such page, so they wait and give up alike. Without JavaScript the page reloads
 * itself instead (its `<noscript>` refresh).
 */
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import type { PaymentStatus } from "../../../shared/order-states.ts";

export const RESULT_POLL_MS = 2_000;
/** Five minutes of asking; after that the page says so, and the buyer's other pages show the result later. */
export const RESULT_MAX_POLLS = 150;
/** Without JavaScript: how often the page reloads itself while it waits. */
export const RESULT_RELOAD_S = 3;

/** Still waiting for the provider: not paid yet, and the latest attempt neither succeeded nor failed. */
export const awaitingProvider = (status: string, payment: PaymentStatus | null) => status === "AWAITING_PAYMENT" && (payment === "CREATED" || payment === "PENDING");

/**
 * While `waiting`, calls `moved` every 2 s (keep it stable with useCallback: a new one restarts
 * the wait) and reloads the page's data once it answers true. Answers true once the page has
 * waited longer than usual, so it can say so.
 */
export function useResultPolling(waiting: boolean, moved: () => Promise<boolean>): boolean {
  const { revalidate } = useRevalidator();
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!waiting) return;
    let polls = 0;
    let stopped = false;
    const timer = setInterval(async () => {
      if (++polls > RESULT_MAX_POLLS) {
        clearInterval(timer);
        setSlow(true);
        return;
      }
      const now = await moved();
      if (!stopped && now) void revalidate();
    }, RESULT_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [waiting, moved, revalidate]);

  return waiting && slow;
}
