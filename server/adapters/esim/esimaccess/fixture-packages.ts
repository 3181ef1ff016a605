/**
 * The stand-in's catalogue (esimaccess-standin.ts): several hundred packages in eSIM Access's
 * wire shape, made the same way every time, so the catalogue sync and its tests have a realistic
 * set to work on without the network. Single countries with their real operators, regions
 * (Europe, Asia…), a global package, daily plans and the top-ups of each. Prices follow a simple
 * model (a cost per GB by country, less per GB for bigger packages); they are not eSIM Access's.
 */
import { createHash } from "node:crypto";
import { DATA_TYPE, type WireLocation, type WireLocationNetwork, type WirePackage } from "./esimaccess-wire.ts";

export interface FixturePackage extends WirePackage {
  /** How package/list files it (`type` filter); not part of a package as the supplier sends it. */
  type: "BASE" | "TOPUP";
}

/** ISO code, what one GB costs there (US dollars × 10,000), the networks a profile roams on. */
type Country = readonly [code: string, perGbE4: number, operators: readonly string[], generation: string];

const COUNTRIES: readonly Country[] = [
  ["US", 9000, ["AT&T", "T-Mobile", "Verizon"], "4G/5G"],
  ["CA", 14000, ["Rogers", "Bell", "Telus"], "4G/5G"],
  ["MX", 12000, ["Telcel", "AT&T"], "4G"],
  ["BR", 15000, ["Vivo", "Claro", "TIM"], "4G"],
  ["AR", 18000, ["Claro", "Movistar", "Personal"], "4G"],
  ["CL", 16000, ["Entel", "Movistar"], "4G"],
  ["CO", 17000, ["Claro", "Movistar"], "4G"],
  ["PE", 19000, ["Claro", "Movistar"], "4G"],
  ["GB", 6000, ["EE", "Vodafone", "Three", "O2"], "4G/5G"],
  ["IE", 6500, ["Vodafone", "Three"], "4G/5G"],
  ["FR", 6000, ["Orange", "SFR", "Bouygues Telecom"], "4G/5G"],
  ["DE", 6500, ["Telekom", "Vodafone", "O2"], "4G/5G"],
  ["IT", 6000, ["TIM", "Vodafone", "WindTre"], "4G/5G"],
  ["ES", 6000, ["Movistar", "Orange", "Vodafone"], "4G/5G"],
  ["PT", 6500, ["MEO", "NOS", "Vodafone"], "4G/5G"],
  ["NL", 6500, ["KPN", "Vodafone", "Odido"], "4G/5G"],
  ["BE", 7000, ["Proximus", "Orange", "Base"], "4G/5G"],
  ["LU", 7500, ["POST", "Orange", "Tango"], "4G"],
  ["CH", 11000, ["Swisscom", "Sunrise", "Salt"], "4G/5G"],
  ["AT", 6500, ["A1", "Magenta", "Drei"], "4G/5G"],
  ["PL", 5500, ["Plus", "Orange", "Play"], "4G/5G"],
  ["CZ", 6000, ["O2", "T-Mobile", "Vodafone"], "4G"],
  ["HU", 6500, ["Telekom", "Yettel", "Vodafone"], "4G"],
  ["GR", 7000, ["Cosmote", "Vodafone", "Nova"], "4G/5G"],
  ["HR", 7000, ["Hrvatski Telekom", "A1"], "4G"],
  ["RO", 5500, ["Orange", "Vodafone", "Digi"], "4G/5G"],
  ["BG", 6000, ["A1", "Vivacom", "Yettel"], "4G"],
  ["SE", 6500, ["Telia", "Tele2", "Telenor"], "4G/5G"],
  ["NO", 8000, ["Telenor", "Telia"], "4G/5G"],
  ["DK", 6500, ["TDC", "Telenor", "Telia"], "4G/5G"],
  ["FI", 6500, ["Elisa", "DNA", "Telia"], "4G/5G"],
  ["IS", 9000, ["Síminn", "Vodafone"], "4G"],
  ["EE", 6500, ["Telia", "Elisa", "Tele2"], "4G"],
  ["LV", 6500, ["LMT", "Tele2", "Bite"], "4G"],
  ["LT", 6500, ["Telia", "Bite", "Tele2"], "4G"],
  ["SK", 6500, ["Orange", "Telekom", "O2"], "4G"],
  ["SI", 7000, ["Telekom Slovenije", "A1"], "4G"],
  ["MT", 7500, ["Epic", "GO"], "4G"],
  ["CY", 8000, ["Cyta", "Epic"], "4G"],
  ["TR", 9000, ["Turkcell", "Vodafone", "Türk Telekom"], "4G"],
  ["JP", 8000, ["NTT Docomo", "SoftBank", "KDDI"], "4G/5G"],
  ["KR", 8500, ["SK Telecom", "KT", "LG U+"], "4G/5G"],
  ["CN", 9500, ["China Unicom", "China Mobile"], "4G/5G"],
  ["HK", 7000, ["CSL", "SmarTone", "3"], "4G/5G"],
  ["MO", 9000, ["CTM"], "4G"],
  ["TW", 7500, ["Chunghwa Telecom", "Taiwan Mobile", "FarEasTone"], "4G/5G"],
  ["TH", 6000, ["AIS", "True", "dtac"], "4G/5G"],
  ["VN", 6500, ["Viettel", "Vinaphone", "MobiFone"], "4G"],
  ["SG", 6500, ["Singtel", "StarHub", "M1"], "4G/5G"],
  ["MY", 6000, ["Maxis", "CelcomDigi", "U Mobile"], "4G/5G"],
  ["ID", 7000, ["Telkomsel", "Indosat", "XL Axiata"], "4G"],
  ["PH", 8500, ["Globe", "Smart"], "4G"],
  ["IN", 9500, ["Airtel", "Jio", "Vi"], "4G/5G"],
  ["LK", 14000, ["Dialog", "Mobitel"], "4G"],
  ["AE", 15000, ["Etisalat", "du"], "4G/5G"],
  ["SA", 14000, ["STC", "Mobily", "Zain"], "4G/5G"],
  ["QA", 16000, ["Ooredoo", "Vodafone"], "4G/5G"],
  ["IL", 10000, ["Partner", "Cellcom", "Pelephone"], "4G"],
  ["EG", 13000, ["Vodafone", "Orange", "Etisalat"], "4G"],
  ["MA", 14000, ["Maroc Telecom", "Orange", "Inwi"], "4G"],
  ["ZA", 16000, ["Vodacom", "MTN", "Cell C"], "4G"],
  ["KE", 19000, ["Safaricom", "Airtel"], "4G"],
  ["AU", 9000, ["Telstra", "Optus", "Vodafone"], "4G/5G"],
  ["NZ", 10000, ["One NZ", "Spark", "2degrees"], "4G/5G"],
];

/** The supplier's groupings: a name and the countries it covers (codes like eSIM Access's "EU-42"). */
const REGIONS: readonly { prefix: string; name: string; countries: readonly string[] }[] = [
  {
    prefix: "EU",
    name: "Europe",
    countries: ["GB", "IE", "FR", "DE", "IT", "ES", "PT", "NL", "BE", "LU", "CH", "AT", "PL", "CZ", "HU", "GR"]
      .concat(["HR", "RO", "BG", "SE", "NO", "DK", "FI", "IS", "EE", "LV", "LT", "SK", "SI", "MT", "CY", "TR"]),
  },
  { prefix: "AS", name: "Asia", countries: ["JP", "KR", "CN", "HK", "MO", "TW", "TH", "VN", "SG", "MY", "ID", "PH", "IN", "LK"] },
  { prefix: "SEA", name: "Southeast Asia", countries: ["TH", "VN", "SG", "MY", "ID", "PH"] },
  { prefix: "NA", name: "North America", countries: ["US", "CA", "MX"] },
  { prefix: "SA", name: "South America", countries: ["BR", "AR", "CL", "CO", "PE"] },
  { prefix: "ME", name: "Middle East", countries: ["AE", "SA", "QA", "IL", "TR", "EG"] },
  { prefix: "AF", name: "Africa", countries: ["EG", "MA", "ZA", "KE"] },
  { prefix: "AUNZ", name: "Australia & New Zealand", countries: ["AU", "NZ"] },
  { prefix: "GL", name: "Global", countries: COUNTRIES.map(([code]) => code) },
];

/** Where the daily plans are sold (country codes or region prefixes). */
const DAILY_LOCATIONS = ["JP", "KR", "CN", "TH", "US", "GB", "FR", "DE", "IT", "ES", "TR", "AE", "EU", "AS"];

const GIB = 1024 ** 3;
/** [GB, days] of the packages sold for a total allowance. */
const TIERS: readonly (readonly [number, number])[] = [
  [1, 7],
  [3, 15],
  [5, 30],
  [10, 30],
  [20, 30],
];
const GLOBAL_TIERS: readonly (readonly [number, number])[] = [
  [1, 7],
  [3, 30],
  [5, 30],
  [10, 60],
];
/** GB a day of the daily plans. */
const DAILY_GB = [0.5, 1, 2];
/** Top-ups are sold for these allowances (not for the largest, nor for daily plans). */
const TOPUP_GB = new Set([1, 3, 5, 10]);

const countryName = new Intl.DisplayNames(["en"], { type: "region" });
const byCode = new Map(COUNTRIES.map((c) => [c[0], c]));

/** A code in eSIM Access's style ("P4QX7RZ"), the same for the same slug on every run. */
function packageCode(slug: string): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  const digest = createHash("sha256").update(slug).digest();
  return "P" + Array.from(digest.subarray(0, 7), (b) => alphabet[b % 32]).join("");
}

/** To the cent (100 in US dollars × 10,000). */
const cents = (e4: number) => Math.round(e4 / 100) * 100;

function networks(countries: readonly string[]): WireLocationNetwork[] {
  return countries.map((code) => {
    const [, , operators, generation] = byCode.get(code)!;
    return { locationName: countryName.of(code)!, locationCode: code, operatorList: operators.map((operatorName) => ({ operatorName, networkType: generation })) };
  });
}

interface Location {
  code: string;
  /** "Japan", "Europe (32 areas)" */
  label: string;
  countries: readonly string[];
  perGbE4: number;
}

function locations(): Location[] {
  const single = COUNTRIES.map(([code, perGbE4]) => ({ code, label: countryName.of(code)!, countries: [code], perGbE4 }));
  const regional = REGIONS.map(({ prefix, name, countries }) => {
    const mean = countries.reduce((sum, c) => sum + byCode.get(c)![1], 0) / countries.length;
    // Roaming across several networks costs more than any one of them.
    return { code: `${prefix}-${countries.length}`, label: `${name} (${countries.length} areas)`, countries, perGbE4: Math.round(mean * 1.3) };
  });
  return [...single, ...regional];
}

function wirePackage(type: "BASE" | "TOPUP", loc: Location, p: { slug: string; name: string; price: number; volume: number; days: number; daily: boolean }): FixturePackage {
  const code = packageCode(p.slug);
  return {
    type,
    packageCode: type === "TOPUP" ? `TOPUP_${code}` : code,
    slug: type === "TOPUP" ? `TOPUP_${p.slug}` : p.slug,
    name: p.name,
    price: p.price,
    retailPrice: cents(p.price * 2),
    currencyCode: "USD",
    volume: p.volume,
    duration: p.days,
    durationUnit: "DAY",
    locationCode: loc.code,
    location: loc.countries.join(","),
    description: p.name,
    dataType: p.daily ? DATA_TYPE.daily : DATA_TYPE.total,
    fupPolicy: p.daily ? "512 Kbps" : "",
    speed: loc.countries.every((c) => byCode.get(c)![3] === "4G/5G") ? "4G/5G" : "4G",
    supportTopUpType: type === "BASE" && !p.daily ? 2 : 1,
    locationNetworkList: networks(loc.countries),
  };
}

let cached: FixturePackage[] | null = null;

/** The whole catalogue: base packages first, then the top-ups. A fresh copy each call. */
export function fixturePackages(): FixturePackage[] {
  cached ??= build();
  return structuredClone(cached);
}

function build(): FixturePackage[] {
  const base: FixturePackage[] = [];
  const topups: FixturePackage[] = [];
  for (const loc of locations()) {
    const global = loc.code.startsWith("GL-");
    for (const [gb, days] of global ? GLOBAL_TIERS : TIERS) {
      const volume = gb * GIB;
      // Less per GB the bigger the package, a little more the longer it lasts.
      const price = cents(loc.perGbE4 * gb ** 0.85 + days * 150);
      const p = { slug: `${loc.code}_${gb}_${days}`, name: `${loc.label} ${gb}GB ${days}Days`, price, volume, days, daily: false };
      base.push(wirePackage("BASE", loc, p));
      if (TOPUP_GB.has(gb) && !global) topups.push(wirePackage("TOPUP", loc, { ...p, name: `${loc.label} ${gb}GB ${days}Days top-up`, price: cents(price * 0.9) }));
    }
    if (DAILY_LOCATIONS.includes(loc.code) || DAILY_LOCATIONS.includes(loc.code.split("-")[0])) {
      for (const gb of DAILY_GB) {
        const name = `${loc.label} ${gb < 1 ? `${gb * 1024}MB` : `${gb}GB`}/Day`;
        const p = { slug: `${loc.code}_${gb}_Daily`, name, price: cents(loc.perGbE4 * gb * 1.2 + 2000), volume: gb * GIB, days: 1, daily: true };
        base.push(wirePackage("BASE", loc, p));
      }
    }
  }
  return [...base, ...topups];
}

/** What location/list answers for this catalogue: every country, then every region with its countries. */
export function fixtureLocations(): WireLocation[] {
  return locations().map((loc) =>
    loc.countries.length === 1
      ? { code: loc.code, name: loc.label, type: 1 }
      : { code: loc.code, name: loc.label.replace(/ \(\d+ areas\)$/, ""), type: 2, subLocation: loc.countries.map((c) => ({ code: c, name: countryName.of(c)! })) },
  );
}
