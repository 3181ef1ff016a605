/**
 * The Pay (Buy, Try again) buttons that leave for the provider's hosted page: one payment starts
 * at a time, the button waits meanwhile, a failure is shown and the button is free again, and a
 * page the browser brings back from its back-forward cache is not left frozen busy.
 */
import { useRef, useState } from "react";
import type { FormOutcome } from "../account/account-form.tsx";
import type { CheckoutResult } from "./checkout-flow.ts";
import { useBackForwardReset } from "./use-back-forward-reset.ts";

/** `busy` is what is being paid (`true` where a page pays one thing; /credit's plan id), null when nothing is. */
export function useHostedPayment<K = true>() {
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [busy, setBusy] = useState<K | null>(null);
  const inFlight = useRef(false);

  useBackForwardReset(() => {
    inFlight.current = false;
    setBusy(null);
  });

  /** Starts `what` through `start` unless a payment is already starting; then off to where it leads, or its failure shown. */
  async function pay(what: K, start: () => Promise<CheckoutResult>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(what);
    setOutcome(null);
    const result = await start();
    // Off to the provider's page (or the result page, when the balance paid it all).
    if (result.ok) return location.assign(result.url);
    inFlight.current = false;
    setBusy(null);
    setOutcome({ status: "failed", message: result.message, email: "" });
  }

  return { outcome, busy, pay };
}
