/**
 * One signal for "the visitor has something open" (PRODUCT.md#marketing-dialogs): the language
 * picker, the currency list, the account menu, the phone's menu, the account overlays (chooser,
 * code, registration success, promo code), the unanswered cookie notice, and the two dialogs that
 * open by themselves (a marketing dialog, the review prompt) each register here while they are
 * open. Those two wait until nothing is, so neither covers what the visitor opened, blocks the
 * click they were about to make, or opens over the other.
 *
 * Each registration is removed at most once, so a component that closes (or unmounts) removes
 * exactly what it added.
 */
import { useLayoutEffect } from "react";

export interface OverlayRegistry {
  /** Adds one open thing; the returned function removes it (at most once). */
  add(): () => void;
  nothingOpen(): boolean;
  /** Called after every change; the returned function stops the calls. */
  subscribe(listener: () => void): () => void;
}

export function createOverlayRegistry(): OverlayRegistry {
  let open = 0;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    add() {
      open++;
      changed();
      let added = true;
      return () => {
        if (!added) return;
        added = false;
        open--;
        changed();
      };
    },
    nothingOpen: () => open === 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * The page's registry. One page is shown at a time and every registration is removed when its
 * component closes or unmounts, so one per browser tab is one per page; on the server nothing
 * registers (layout effects do not run there).
 */
const registry = createOverlayRegistry();

export const useOverlayRegistry = (): OverlayRegistry => registry;

/**
 * Registers the calling component as open while `open` is true. A layout effect, so the
 * registration is in place before the browser paints (and before any timer can fire) after the
 * click that opened it.
 */
export function useOpenOverlay(open: boolean): void {
  useLayoutEffect(() => (open ? registry.add() : undefined), [open]);
}
