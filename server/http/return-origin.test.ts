import { describe, expect, it } from "vitest";
import { returnOrigin } from "./return-origin.ts";

const unset = { publicUrl: "http://localhost:3000", publicUrlConfigured: false };
const set = { publicUrl: "https://shop.example.com", publicUrlConfigured: true };

describe("where a payment sends the buyer back (PRODUCT.md#return-addresses)", () => {
  it("is PUBLIC_URL whenever it is set, whatever the request says", () => {
    expect(returnOrigin(set, { protocol: "http", host: "127.0.0.1:3000" })).toBe("https://shop.example.com");
    expect(returnOrigin(set, { protocol: "https", host: "evil.test" })).toBe("https://shop.example.com");
  });
  it("without it, follows the address the visitor used, over their request's protocol", () => {
    expect(returnOrigin(unset, { protocol: "http", host: "127.0.0.1:3000" })).toBe("http://127.0.0.1:3000");
    expect(returnOrigin(unset, { protocol: "http", host: "192.168.1.20:3000" })).toBe("http://192.168.1.20:3000");
    expect(returnOrigin(unset, { protocol: "https", host: "Shop.LAN" })).toBe("https://shop.lan");
    expect(returnOrigin(unset, { protocol: "http", host: "[::1]:3000" })).toBe("http://[::1]:3000");
  });
  it("falls back to the store's own address for a missing or malformed Host", () => {
    for (const host of [undefined, "", "evil.test/path", "a@b", "evil.test:3000:1", "x y", "evil.test\\", "[zz]", `${"a".repeat(64)}.test`, "evil.test:abc"]) {
      expect(returnOrigin(unset, { protocol: "http", host })).toBe("http://localhost:3000");
    }
  });
});
