/**
 * The client's address behind proxies (PRODUCT.md#client-address), seen through a per-address
 * limit: at most 10 code sends a minute per client address, the 11th refused.
 */
import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../../tests/support/test-app.ts";
import { newEmail, PASSWORD } from "../../tests/support/accounts.ts";
import { pickClientAddress } from "./client-address.ts";

describe("pickClientAddress", () => {
  it("takes the hop nearest the client, skipping unknown and loopback entries", () => {
    expect(pickClientAddress(["10.0.0.1", "203.0.113.7"], "10.0.0.1")).toBe("203.0.113.7");
    expect(pickClientAddress(["10.0.0.1", "198.51.100.4", "unknown"], "10.0.0.1")).toBe("198.51.100.4");
    expect(pickClientAddress(["10.0.0.1", "198.51.100.4", "127.0.0.1"], "10.0.0.1")).toBe("198.51.100.4");
    expect(pickClientAddress(["10.0.0.1", "2001:db8::5", "::1"], "10.0.0.1")).toBe("2001:db8::5");
    expect(pickClientAddress(["127.0.0.1", "unknown"], "127.0.0.1")).toBe("127.0.0.1");
  });
});

/** Sends codes to fresh addresses until refused; answers how many went through (at most 15 tries). */
async function sendsAllowed(t: ReturnType<typeof useTestApp>, headers: () => Record<string, string>, remote: () => string) {
  for (let i = 0; i < 15; i++) {
    const r = await call(t.app, "/v1/send/verify-code", { email: newEmail(), password: PASSWORD, codeType: "REGISTER" }, { headers: headers(), ip: remote() });
    if (!r.body.success) {
      expect(r.body.code).toBe("RATE_LIMITED");
      return i;
    }
  }
  return 15;
}
const anyProxy = () => `10.9.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

describe("behind every proxy (TRUST_PROXY=true)", () => {
  const t = useTestApp({ env: { TRUST_PROXY: "true" } });
  it("counts the forwarded client, whatever unknown or local hops the chain holds", async () => {
    let n = 0;
    const chains = ["unknown, 198.51.100.20", "198.51.100.20, 127.0.0.1", "198.51.100.20"];
    expect(await sendsAllowed(t, () => ({ "x-forwarded-for": chains[n++ % chains.length] }), anyProxy)).toBe(10);
  });
});

describe("behind listed proxies (TRUST_PROXY=10.0.0.0/8)", () => {
  const t = useTestApp({ env: { TRUST_PROXY: "10.0.0.0/8" } });
  it("believes a listed proxy", async () => {
    expect(await sendsAllowed(t, () => ({ "x-forwarded-for": "198.51.100.30" }), anyProxy)).toBe(10);
  });

  it("ignores what an unlisted peer claims", async () => {
    let n = 0;
    // A different forwarded address each time, from one peer outside the list: still one client.
    expect(await sendsAllowed(t, () => ({ "x-forwarded-for": `198.51.100.${++n}` }), () => "203.0.113.99")).toBe(10);
  });
});

describe("without a proxy (TRUST_PROXY=false)", () => {
  const t = useTestApp();
  it("ignores X-Forwarded-For", async () => {
    let n = 0;
    expect(await sendsAllowed(t, () => ({ "x-forwarded-for": `198.51.100.${++n}` }), () => "203.0.113.77")).toBe(10);
  });
});
