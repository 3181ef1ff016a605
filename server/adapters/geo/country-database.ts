/**
 * The visitor's country from their address, offline (PRODUCT.md#guest-log-in): an MMDB file read
 * into memory once (about 8 MB, a few milliseconds) and asked in about a microsecond. Used when no
 * trusted proxy names the country. The built-in file is the npm package of the ip-location-db
 * project's GeoFeed + Whois + ASN country database (data: NRO, CC BY 4.0); a MaxMind-format
 * country database of the operator's own (GeoLite2 or GeoIP2 Country) works too.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { BlockList, isIP } from "node:net";
import { Reader, type CountryResponse } from "mmdb-lib";

export interface CountryLookup {
  /** ISO 3166-1 alpha-2, or null for a private, reserved or unlisted address, or no address at all. */
  countryOf(ip: string): string | null;
}

/** ip-location-db's records are `{ country_code }`; MaxMind's `{ country: { iso_code } }`. */
type CountryRecord = CountryResponse & { country_code?: string };

/**
 * Addresses that name no place: private, shared (carrier-grade NAT), loopback, link-local and
 * unspecified. Never looked up, since a database may still list some of them (one lists
 * 192.168.0.0/16 under a country).
 */
const LOCAL = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const)
  LOCAL.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  LOCAL.addSubnet(net, bits, "ipv6");

/** The address to look up: an IPv4-mapped IPv6 address as plain IPv4; null when it names no place. */
function lookupAddress(ip: string): string | null {
  const address = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
  const family = isIP(address);
  if (family === 0 || LOCAL.check(address, family === 4 ? "ipv4" : "ipv6")) return null;
  return address;
}

export const BUILTIN_COUNTRY_DATABASE = createRequire(import.meta.url).resolve("@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb");

export function openCountryDatabase(file: string): CountryLookup {
  const reader = new Reader<CountryRecord>(readFileSync(file));
  return {
    countryOf(ip) {
      const address = lookupAddress(ip);
      if (!address) return null;
      let record: CountryRecord | null;
      try {
        record = reader.get(address);
      } catch {
        // The reader throws on what it cannot parse: no country.
        return null;
      }
      const code = record?.country_code ?? record?.country?.iso_code;
      return code && /^[A-Z]{2}$/.test(code) ? code : null;
    },
  };
}
