import { describe, expect, it } from "vitest";
import { createOverlayRegistry } from "./open-overlays.tsx";

describe("the open-overlays signal (PRODUCT.md#marketing-dialogs)", () => {
  it("is idle only when every open thing has closed, and tells each change", () => {
    const registry = createOverlayRegistry();
    const seen: boolean[] = [];
    const stop = registry.subscribe(() => seen.push(registry.nothingOpen()));
    expect(registry.nothingOpen()).toBe(true);
    const picker = registry.add();
    const menu = registry.add();
    picker();
    expect(registry.nothingOpen()).toBe(false);
    menu();
    expect(registry.nothingOpen()).toBe(true);
    expect(seen).toEqual([false, false, false, true]);
    stop();
    registry.add();
    expect(seen).toHaveLength(4);
  });

  it("a removal called twice removes its own entry once, never another's", () => {
    const registry = createOverlayRegistry();
    const first = registry.add();
    registry.add();
    first();
    first();
    expect(registry.nothingOpen()).toBe(false);
  });
});
