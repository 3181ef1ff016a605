/**
 * A button that opens the browser's print dialog for the page (the receipt's print styles leave
 * only the receipt). A React click handler, not an inline `onclick` attribute, so the strict CSP
 * allows it; it appears once the page runs JavaScript, and without it the browser's own Print
 * command prints the same.
 */
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const canPrint = () => typeof window !== "undefined" && typeof window.print === "function";

export function PrintButton({ label }: { label: string }) {
  // False while the server renders and while hydrating, then true wherever the browser can print.
  const available = useSyncExternalStore(noSubscription, canPrint, () => false);
  if (!available) return null;
  return (
    <button type="button" className="button" onClick={() => window.print()}>
      {label}
    </button>
  );
}
