/**
 * A made-up Airalo catalogue in Airalo's own nested shape (destination → operators → packages),
 * for the stand-in and the tests: 134 countries, seven regions and the world, about 1,500
 * packages with their top-ups, unlimited packages with a fair-usage rule, a data-voice-text
 * plan, and net prices with a third decimal. Deterministic: built from the country codes alone,
 * so every run and every test sees the same ids, amounts and prices. No real operator or price.
 */
import { CONTINENTS, continentOf, type Continent } from "../../../../shared/continents.ts";
import type { AiraloCountryEntry, AiraloOperator, AiraloPackage } from "./airalo-wire.ts";

/** ISO 3166-1 alpha-2, in the order the entries come (Airalo lists its destinations in its own order). */
const COUNTRIES = (
  "us gb fr de es it pt nl be ch at ie dk se no fi is pl cz sk hu ro bg gr hr si rs ba me mk al tr cy mt lu ee lv lt ua md " +
  "jp kr cn hk mo tw th vn kh la my sg id ph in lk np bd pk mv mn kz uz kg ge am az " +
  "ae sa qa kw bh om jo il eg ma tn dz ke tz ug rw et gh ng sn ci cm za na bw zm zw mz mg mu sc " +
  "ca mx gt bz sv hn ni cr pa cu jm do pr bs bb tt " +
  "br ar cl pe co ec bo py uy ve " +
  "au nz fj pg nc pf ws to vu gu"
).split(" ");

const REGION_TITLES: Record<Continent, string> = {
  europe: "Europe",
  asia: "Asia",
  "middle-east": "Middle East and North Africa",
  africa: "Africa",
  "north-america": "North America",
  "south-america": "Latin America",
  oceania: "Oceania",
};

const names = new Intl.DisplayNames(["en"], { type: "region" });
const slugOf = (title: string) =>
  title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A small deterministic number from a string (FNV-1a), so each destination prices differently. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

/** 1/10,000 dollars as the decimal number Airalo sends (2.375, 4.5). */
const usd = (e4: number) => e4 / 10_000;

/** Retail price: the net price marked up and rounded up to half a dollar, less one cent. */
const retailE4 = (netE4: number) => Math.ceil((netE4 * 22) / 10 / 5_000) * 5_000 - 100;

interface Plan {
  gb: number | "unlimited";
  days: number;
}

const LOCAL_PLANS: Plan[] = [
  { gb: 1, days: 7 },
  { gb: 3, days: 30 },
  { gb: 5, days: 30 },
  { gb: 10, days: 30 },
  { gb: 20, days: 30 },
];
const REGIONAL_PLANS: Plan[] = [
  { gb: 1, days: 7 },
  { gb: 3, days: 15 },
  { gb: 5, days: 30 },
  { gb: 10, days: 30 },
  { gb: 20, days: 90 },
  { gb: 50, days: 180 },
];
const UNLIMITED_PLANS: Plan[] = [
  { gb: "unlimited", days: 5 },
  { gb: "unlimited", days: 10 },
  { gb: "unlimited", days: 30 },
];

/** One in five countries sells unlimited plans; one of those words its fair-usage rule loosely. */
const hasUnlimited = (code: string) => hash(code) % 5 === 0;

let operatorId = 2000;

function packagesOf(slug: string, plans: Plan[], perGbE4: number, opts: { topups: boolean; voice: boolean; looseFup: boolean }): AiraloPackage[] {
  return plans.flatMap((plan): AiraloPackage[] => {
    const unlimited = plan.gb === "unlimited";
    const gb = unlimited ? 0 : (plan.gb as number);
    // Unlimited: priced like 2 GB a day; a third decimal on one plan in three shows prices to 1/10 of a cent.
    const netE4 = (unlimited ? perGbE4 * 2 * plan.days : perGbE4 * gb + 1_000 * plan.days) + (hash(`${slug}${plan.days}${gb}`) % 3 === 0 ? 50 : 0);
    const id = `${slug}-${plan.days}days-${unlimited ? "unlimited" : `${gb}gb`}`;
    const title = `${unlimited ? "Unlimited" : `${gb} GB`} - ${plan.days} Days`;
    const sim: AiraloPackage = {
      id,
      type: "sim",
      price: usd(retailE4(netE4)),
      net_price: usd(netE4),
      amount: gb * 1024,
      day: plan.days,
      is_unlimited: unlimited,
      title: opts.voice ? `${title} - 100 Mins - 100 SMS` : title,
      data: unlimited ? "Unlimited" : `${gb} GB`,
      voice: opts.voice ? 100 : null,
      text: opts.voice ? 100 : null,
      short_info: opts.voice ? "This eSIM comes with a phone number." : "This eSIM doesn't come with a phone number.",
      is_fair_usage_policy: unlimited,
      fair_usage_policy: !unlimited
        ? null
        : opts.looseFup
          ? "Speeds may be reduced at busy times."
          : `Lower speed rate of ${plan.days > 7 ? "1 Mbps" : "512 kbps"} after ${plan.days > 7 ? 3 : 2} GB usage per day.`,
      prices: { net_price: { USD: usd(netE4) }, recommended_retail_price: { USD: usd(retailE4(netE4)) } },
    };
    return opts.topups ? [sim, { ...sim, id: `${id}-topup`, type: "topup" }] : [sim];
  });
}

function operator(slug: string, title: string, type: "local" | "global", countries: string[], packages: AiraloPackage[], planType = "data"): AiraloOperator {
  return {
    id: operatorId++,
    title,
    type,
    plan_type: planType,
    is_roaming: type === "global",
    rechargeability: packages.some((p) => p.type === "topup"),
    activation_policy: "first-usage",
    is_kyc_verify: false,
    packages,
    coverages: countries.map((c) => ({
      name: c.toUpperCase(),
      code: c.toUpperCase(),
      networks: [{ name: `${names.of(c.toUpperCase())} Telecom`, types: hash(`${slug}${c}`) % 2 === 0 ? ["4G", "5G"] : ["LTE"] }],
    })),
    countries: countries.map((c) => ({ country_code: c.toUpperCase(), title: names.of(c.toUpperCase()) ?? c.toUpperCase() })),
    install_window_days: 180,
    topup_grace_window_days: 180,
  };
}

function localEntry(code: string): AiraloCountryEntry {
  const upper = code.toUpperCase();
  const title = names.of(upper) ?? upper;
  const slug = slugOf(title);
  // 1.20 to 5.20 dollars a GB, by destination.
  const perGbE4 = 12_000 + (hash(code) % 40) * 1_000;
  const unlimited = hasUnlimited(code);
  const operators = [operator(slug, `${title} Connect`, "local", [code], packagesOf(slug, LOCAL_PLANS, perGbE4, { topups: true, voice: false, looseFup: false }))];
  if (unlimited) {
    const looseFup = hash(code) % 10 === 0;
    operators.push(operator(`${slug}-max`, `${title} Max`, "local", [code], packagesOf(`${slug}-max`, UNLIMITED_PLANS, perGbE4, { topups: false, voice: false, looseFup })));
  }
  if (code === "us" || code === "gb") {
    operators.push(
      operator(`${slug}-talk`, `${title} Talk`, "local", [code], packagesOf(`${slug}-talk`, LOCAL_PLANS.slice(1, 3), perGbE4 + 4_000, { topups: true, voice: true, looseFup: false }), "data-voice-text"),
    );
  }
  return { slug, country_code: upper, title, operators };
}

function regionEntry(continent: Continent): AiraloCountryEntry {
  const members = COUNTRIES.filter((c) => continentOf(c) === continent);
  const title = REGION_TITLES[continent];
  return {
    slug: continent,
    country_code: "",
    title,
    operators: [operator(continent, `${title} Roam`, "global", members, packagesOf(continent, REGIONAL_PLANS, 30_000, { topups: true, voice: false, looseFup: false }))],
  };
}

function worldEntry(): AiraloCountryEntry {
  return {
    slug: "world",
    country_code: "",
    title: "World",
    operators: [operator("world", "World Roam", "global", COUNTRIES, packagesOf("world", REGIONAL_PLANS, 60_000, { topups: true, voice: false, looseFup: false }))],
  };
}

/** The whole catalogue, built afresh on each call (callers may change their copy). */
export function airaloFixturePackages(): AiraloCountryEntry[] {
  operatorId = 2000;
  return [...COUNTRIES.map(localEntry), ...CONTINENTS.map(regionEntry), worldEntry()];
}
