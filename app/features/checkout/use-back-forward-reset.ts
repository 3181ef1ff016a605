/**
 * Back from a payment page, the browser may show the page it left from its back-forward cache,
 * frozen as it was: with its button still busy. `reset` runs when that happens.
 */
import { useEffect } from "react";

export function useBackForwardReset(reset: () => void): void {
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) reset();
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
    // The handler reads refs and state setters only: registered once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
