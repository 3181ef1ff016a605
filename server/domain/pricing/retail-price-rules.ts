/**
 * Retail prices from supplier cost (docs/SUPPLIERS.md#prices-from-cost): the operator's markup
 * rules, applied when the catalogue is synced from a supplier, so a price moves only at a sync
 * and an order keeps the price it was charged. The campaign discount applies on top, later, as
 * for every plan (pricing-rules.ts).
 *
 * A rule is the most specific that names the plan: the supplier package's own, then its area's,
 * then its region's, then the default. A markup is a percentage over cost plus a fixed amount; a
 * plan rule may set a fixed price instead. Then the price ending (x.99: the next price at or
 * above that ends so), then never below the supplier's minimum selling price. A price at or below
 * the cost is a loss once the payment's fee is paid: the plan is left off the shelves and the
 * sync logs why.
 *
 * Amounts: cost and minimum in UsdE4 (1/10,000 USD, as suppliers report them); prices in USD
 * minor units (cents), rounded up, so rounding never sells below the rule.
 */
import { z } from "zod";
import type { UsdE4 } from "../../adapters/esim/supplier.ts";

const Markup = z
  .object({
    /** Over cost, in percent: 35 sells a $10.00 cost at $13.50. May be negative, for a loss leader the floor then catches. */
    percent: z.number().min(-100).max(1_000),
    /** Added after the percentage, in cents. */
    plusMinor: z.number().int().min(0).max(100_000).default(0),
  })
  .strict();

const PlanRule = z.union([Markup, z.object({ priceMinor: z.number().int().positive().max(10_000_000) }).strict()]);

/** The operator's rules (a JSON file: PRICING_RULES, retail-rules-file.ts), read and checked at every sync. */
export const RetailRulesSchema = z
  .object({
    default: Markup,
    /** By the supplier's region name ("Europe", "Global"). */
    regions: z.record(z.string().min(1), Markup).default({}),
    /** By our area slug ("japan", "europe"). */
    areas: z.record(z.string().min(1), Markup).default({}),
    /** By the supplier's package code: a markup, or a fixed price. */
    plans: z.record(z.string().min(1), PlanRule).default({}),
    /** Cents every price ends in (99: $12.99), or null for none. */
    ending: z.number().int().min(0).max(99).nullable().default(99),
  })
  .strict();
export type RetailRules = z.infer<typeof RetailRulesSchema>;

/** What a sync knows of a package when it prices it. */
export interface CostedPackage {
  packageCode: string;
  areaSlug: string;
  region: string | null;
  cost: UsdE4;
  minimumPrice: UsdE4 | null;
}

export type RetailPrice =
  | { sellable: true; priceUsdMinor: number; rule: "plan" | "area" | "region" | "default"; raisedToMinimum: boolean }
  /** Left off the shelves: the price the rules give is at or below the cost, a loss once the payment's fee is paid. */
  | { sellable: false; reason: "no-margin"; priceUsdMinor: number; costUsdMinor: number };

/** UsdE4 to cents, rounded up (a cost of $4.00005 is not covered by $4.00). */
const e4ToMinorUp = (e4: UsdE4) => Math.ceil(e4 / 100);

/** The smallest price at or above `minor` whose cents are `ending`. */
export function withEnding(minor: number, ending: number | null): number {
  if (ending === null) return minor;
  const dollars = Math.floor(minor / 100);
  const candidate = dollars * 100 + ending;
  return candidate >= minor ? candidate : candidate + 100;
}

export function retailPrice(pkg: CostedPackage, rules: RetailRules): RetailPrice {
  if (!Number.isSafeInteger(pkg.cost) || pkg.cost <= 0) throw new RangeError(`cost must be a positive integer of UsdE4: ${pkg.cost}`);
  const planRule = rules.plans[pkg.packageCode];
  const regionRule = pkg.region === null ? undefined : rules.regions[pkg.region];
  const areaRule = rules.areas[pkg.areaSlug];
  const [rule, found] = planRule ? (["plan", planRule] as const) : areaRule ? (["area", areaRule] as const) : regionRule ? (["region", regionRule] as const) : (["default", rules.default] as const);

  let price: number;
  if ("priceMinor" in found) price = found.priceMinor;
  else {
    // Integer arithmetic in UsdE4 × 100 (the percentage's hundredths), then up to whole cents.
    const marked = Math.ceil((pkg.cost * (100 + found.percent)) / 100);
    price = withEnding(e4ToMinorUp(marked) + found.plusMinor, rules.ending);
  }
  let raisedToMinimum = false;
  if (pkg.minimumPrice !== null && price < e4ToMinorUp(pkg.minimumPrice)) {
    price = withEnding(e4ToMinorUp(pkg.minimumPrice), rules.ending);
    raisedToMinimum = true;
  }
  const costUsdMinor = e4ToMinorUp(pkg.cost);
  if (price <= costUsdMinor) return { sellable: false, reason: "no-margin", priceUsdMinor: price, costUsdMinor };
  return { sellable: true, priceUsdMinor: price, rule, raisedToMinimum };
}
