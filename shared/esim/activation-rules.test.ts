import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { activationCode, iosInstallLink, isSmdpAddress, parseActivationCode } from "./activation-rules.ts";

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/);
const hosts = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 4 }), fc.stringMatching(/^[a-z]{2,10}$/))
  .map(([labels, tld]) => [...labels, tld].join("."));
const matchingIds = fc.stringMatching(/^[A-Z0-9-]{1,255}$/);

describe("activation code (GSMA SGP.22)", () => {
  it("is LPA:1$<SM-DP+ address>$<matching id>", () => {
    expect(activationCode("smdp.sim.roamwell.test", "K2F7-9QXD-M3TB")).toBe("LPA:1$smdp.sim.roamwell.test$K2F7-9QXD-M3TB");
    expect(parseActivationCode("LPA:1$smdp.sim.roamwell.test$K2F7-9QXD-M3TB")).toEqual({
      smdpAddress: "smdp.sim.roamwell.test",
      matchingId: "K2F7-9QXD-M3TB",
    });
  });

  it("round-trips every valid address and matching id", () => {
    fc.assert(
      fc.property(hosts, matchingIds, (smdpAddress, matchingId) => {
        expect(parseActivationCode(activationCode(smdpAddress, matchingId))).toEqual({ smdpAddress, matchingId });
      }),
    );
  });

  it.each([
    ["localhost", "a single label"],
    ["10.0.0.1", "an IPv4 address"],
    ["-smdp.example.com", "a label starting with a hyphen"],
    ["smdp-.example.com", "a label ending with a hyphen"],
    ["smdp..example.com", "an empty label"],
    ["smdp.example.com:443", "a port"],
    ["https://smdp.example.com", "a URL"],
    [`${"a".repeat(64)}.example.com`, "a 64-character label"],
    [`${"abcdefghi.".repeat(26)}com`, "263 characters"],
  ])("refuses the SM-DP+ address %s (%s)", (host) => {
    expect(isSmdpAddress(host)).toBe(false);
    expect(() => activationCode(host, "ABC")).toThrow(RangeError);
    expect(parseActivationCode(`LPA:1$${host}$ABC`)).toBeNull();
  });

  it.each([
    ["", "empty"],
    ["abc-123", "lower case"],
    ["ABC_123", "an underscore"],
    ["ABC 123", "a space"],
    ["A".repeat(256), "256 characters"],
  ])("refuses the matching id %j (%s)", (id) => {
    expect(() => activationCode("smdp.example.com", id)).toThrow(RangeError);
    expect(parseActivationCode(`LPA:1$smdp.example.com$${id}`)).toBeNull();
  });

  it.each([
    "LPA:1$smdp.example.com$ABC$1.3.6.1.4.1.31746$1",
    "LPA:1$smdp.example.com$ABC$",
    "LPA:2$smdp.example.com$ABC",
    "lpa:1$smdp.example.com$ABC",
    "1$smdp.example.com$ABC",
    " LPA:1$smdp.example.com$ABC",
  ])("does not parse %s", (code) => expect(parseActivationCode(code)).toBeNull());
});

describe("iOS one-tap install link", () => {
  it("carries the URL-encoded activation code to Apple's setup page", () => {
    expect(iosInstallLink("LPA:1$smdp.sim.roamwell.test$K2F7-9QXD-M3TB")).toBe(
      "https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.sim.roamwell.test%24K2F7-9QXD-M3TB",
    );
  });
  it("gives back the code from its query", () => {
    fc.assert(
      fc.property(hosts, matchingIds, (host, id) => {
        const lpa = activationCode(host, id);
        expect(new URL(iosInstallLink(lpa)).searchParams.get("carddata")).toBe(lpa);
      }),
    );
  });
  it("refuses what is not an activation code", () => expect(() => iosInstallLink("https://evil.example")).toThrow(RangeError));
});
