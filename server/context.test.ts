import { describe, expect, it } from "vitest";
import { clientCountry } from "./context.ts";

describe("visitor's country", () => {
  it("is read from a trusted proxy's header, upper-cased", () => {
    expect(clientCountry({ "cf-ipcountry": "DE" }, true)).toBe("DE");
    expect(clientCountry({ "x-country-code": " jp " }, true)).toBe("JP");
    expect(clientCountry({ "cf-ipcountry": "T1" }, true)).toBe("T1");
  });

  it("is unknown without TRUST_PROXY, without a header, for Cloudflare's XX and for nonsense", () => {
    expect(clientCountry({ "cf-ipcountry": "DE" }, false)).toBeNull();
    expect(clientCountry({}, true)).toBeNull();
    expect(clientCountry({ "cf-ipcountry": "XX" }, true)).toBeNull();
    expect(clientCountry({ "x-country-code": "Germany" }, true)).toBeNull();
  });
});
