import { describe, expect, it } from "vitest";
import { BUILTIN_COUNTRY_DATABASE, openCountryDatabase } from "./country-database.ts";

describe("the built-in country database", () => {
  const db = openCountryDatabase(BUILTIN_COUNTRY_DATABASE);

  it("names the country of public IPv4 and IPv6 addresses", () => {
    expect(db.countryOf("8.8.8.8")).toBe("US");
    expect(db.countryOf("193.99.144.80")).toBe("DE");
    expect(db.countryOf("133.242.0.1")).toBe("JP");
    expect(db.countryOf("2001:4860:4860::8888")).toBe("US");
    expect(db.countryOf("::ffff:193.99.144.80")).toBe("DE");
  });

  it("knows no country for private, loopback and malformed addresses", () => {
    for (const ip of ["10.1.2.3", "10.200.0.7", "192.168.0.9", "172.20.1.1", "100.64.3.4", "127.0.0.1", "169.254.1.1", "::1", "::ffff:192.168.1.2", "fd00::1", "fe80::1", "unknown", ""]) expect(db.countryOf(ip), ip).toBeNull();
  });
});
