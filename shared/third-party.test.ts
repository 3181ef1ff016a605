import { describe, expect, it } from "vitest";
import { analyticsEventOrigin, thirdPartySettings } from "./third-party.ts";

const umami = { kind: "umami", scriptUrl: "https://cloud.umami.is/script.js", siteId: "5e3c6c2a-8f41-4a5b-9d3e-2b7f0c1d9a11" } as const;
const chat = { baseUrl: "https://app.chatwoot.com", websiteToken: "b6BejyTTuxF4yPt61ZTZHjdB" };

describe("what the pages are told of the optional analytics and chat (PRODUCT.md#analytics-and-chat)", () => {
  it("is nothing when both are off", () => {
    expect(thirdPartySettings(undefined, undefined)).toBeNull();
  });

  it("is each configured tool's public settings and the name the cookie notice lists it by", () => {
    expect(thirdPartySettings(umami, undefined)).toEqual({ analytics: { ...umami, name: "Umami" } });
    expect(thirdPartySettings({ ...umami, kind: "plausible", siteId: "shop.example.com" }, chat)).toEqual({
      analytics: { ...umami, kind: "plausible", siteId: "shop.example.com", name: "Plausible Analytics" },
      chat: { ...chat, name: "Chatwoot" },
    });
    expect(thirdPartySettings(undefined, chat)).toEqual({ chat: { ...chat, name: "Chatwoot" } });
  });

  it("sends events to the script's own origin unless another address is configured", () => {
    expect(analyticsEventOrigin(umami)).toBe("https://cloud.umami.is");
    expect(analyticsEventOrigin({ ...umami, apiUrl: "https://gateway.example.net/base" })).toBe("https://gateway.example.net");
  });
});
