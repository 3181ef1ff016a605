import { describe, expect, it } from "vitest";
import { apiKeyHash, merchantOfKey, newApiKey } from "./partners-rules.ts";

describe("partner API keys", () => {
  it("names its merchant and is never the same twice", () => {
    const a = newApiKey(42);
    expect(merchantOfKey(a)).toBe(42);
    expect(newApiKey(42)).not.toBe(a);
  });

  it("refuses anything that is not a key", () => {
    for (const bad of [undefined, "", "rwk_42_short", "rwk_x_" + "a".repeat(43), "Bearer rwk", "rwk_42_" + "a".repeat(44)]) {
      expect(merchantOfKey(bad)).toBeNull();
    }
  });

  it("stores a hash that differs from the key", () => {
    const key = newApiKey(7);
    expect(apiKeyHash(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(apiKeyHash(key)).not.toContain(key.slice(7));
  });
});
