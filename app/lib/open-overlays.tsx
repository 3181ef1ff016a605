/**
 * One signal for "the visitor has something open" (PRODUCT.md#marketing-dialogs): the language
 * picker, the currency list, the account menu, the phone's menu, the account overlays (chooser,
 * code, registration success, promo code) and the unanswered cookie notice each register here
 * while they are open. A marketing dialog, which opens by itself, waits until nothing is, so it
 * never covers what the visitor opened or blocks the click they were about to make.
 *
 * One registry per page frame (the locale layout), held in context: each open thing is a token
 * of its own, so a component that closes (or unmounts) removes exactly what it added.
 */
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from "react";

export interface OverlayRegistry {
  /** Adds one open thing; the returned function removes it (at most once). */
  add(): () => void;
  nothingOpen(): boolean;
  /** Called after every change; the returned function stops the calls. */
  subscribe(listener: () => void): () => void;
}

export function createOverlayRegistry(): OverlayRegistry {
  const open = new Set<symbol>();
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    add() {
      const token = Symbol("overlay");
      open.add(token);
      changed();
      return () => {
        if (open.delete(token)) changed();
      };
    },
    nothingOpen: () => open.size === 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const OverlayContext = createContext<OverlayRegistry | null>(null);

export function OverlayRegistryProvider({ children }: { children: ReactNode }) {
  const [registry] = useState(createOverlayRegistry);
  return <OverlayContext.Provider value={registry}>{children}</OverlayContext.Provider>;
}

export function useOverlayRegistry(): OverlayRegistry {
  const value = useContext(OverlayContext);
  if (!value) throw new Error("useOverlayRegistry outside the overlay registry");
  return value;
}

/**
 * Registers the calling component as open while `open` is true. A layout effect, so the
 * registration is in place before the browser paints (and before any timer can fire) after the
 * click that opened it.
 */
export function useOpenOverlay(open: boolean): void {
  const registry = useOverlayRegistry();
  useLayoutEffect(() => (open ? registry.add() : undefined), [open, registry]);
}
