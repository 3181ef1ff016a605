/**
 * The catalogue's pure rule, the trip recommendation: the cheapest plan, or combination of
 * plans, that covers a trip of `tripDays` at `dailyUsageMb` a day. Deterministic and computed
 * from the catalogue alone.
 *
 * Candidates: a daily plan whose daily allowance covers the daily use (bought for every day of
 * the trip), or fixed-data plans valid for the whole trip, combined to reach the total
 * (unbounded knapsack over 1 GB units, minimum price). A trip longer than every plan's validity
 * is split into consecutive periods, each covered the same way. Ties go to fewer purchases.
 */
import type { PlanRecord } from "./catalog-snapshot.ts";

export interface SuggestionItem {
  plan: PlanRecord;
  /** Number of purchases of a data plan, or number of days of a daily plan. */
  quantity: number;
}

export interface Suggestion {
  kind: "daily" | "data";
  items: SuggestionItem[];
  totalUsdMinor: number;
  neededMb: number;
  /** High-speed data bought with fixed-data plans; null for daily plans. */
  coveredMb: number | null;
}

const UNIT_MB = 1024;

interface Combo {
  cost: number;
  count: number;
  items: Map<PlanRecord, number>;
}

/** Cheapest multiset of plans whose data adds up to at least `neededMb`. */
function cheapestCover(candidates: readonly PlanRecord[], neededMb: number): Combo | null {
  const usable = candidates.filter((p) => (p.dataMb ?? 0) > 0);
  if (usable.length === 0) return null;
  const need = Math.max(1, Math.ceil(neededMb / UNIT_MB));
  const sizes = usable.map((p) => Math.max(1, Math.floor(p.dataMb! / UNIT_MB)));
  const cost = new Array<number>(need + 1).fill(Infinity);
  const count = new Array<number>(need + 1).fill(0);
  const choice = new Array<number>(need + 1).fill(-1);
  cost[0] = 0;
  // cost[u] = cheapest way to get at least u units; a plan may overshoot, so clamp at 0.
  for (let u = 1; u <= need; u++) {
    for (let i = 0; i < usable.length; i++) {
      const prev = Math.max(0, u - sizes[i]);
      const c = cost[prev] + usable[i].priceUsdMinor;
      const n = count[prev] + 1;
      if (c < cost[u] || (c === cost[u] && n < count[u])) {
        cost[u] = c;
        count[u] = n;
        choice[u] = i;
      }
    }
  }
  const items = new Map<PlanRecord, number>();
  for (let u = need; u > 0; u = Math.max(0, u - sizes[choice[u]])) {
    const plan = usable[choice[u]];
    items.set(plan, (items.get(plan) ?? 0) + 1);
  }
  return { cost: cost[need], count: count[need], items };
}

function dataSuggestion(plans: readonly PlanRecord[], tripDays: number, dailyUsageMb: number): Suggestion | null {
  const dataPlans = plans.filter((p) => p.kind === "data" && p.validityDays);
  if (dataPlans.length === 0) return null;
  const longest = Math.max(...dataPlans.map((p) => p.validityDays!));
  const total: Combo = { cost: 0, count: 0, items: new Map() };
  for (let start = 0; start < tripDays; start += longest) {
    const days = Math.min(longest, tripDays - start);
    const combo = cheapestCover(
      dataPlans.filter((p) => p.validityDays! >= days),
      days * dailyUsageMb,
    );
    if (!combo) return null;
    total.cost += combo.cost;
    total.count += combo.count;
    for (const [plan, n] of combo.items) total.items.set(plan, (total.items.get(plan) ?? 0) + n);
  }
  const items = [...total.items].map(([plan, quantity]) => ({ plan, quantity })).sort((a, b) => b.plan.dataMb! - a.plan.dataMb!);
  return {
    kind: "data",
    items,
    totalUsdMinor: total.cost,
    neededMb: tripDays * dailyUsageMb,
    coveredMb: items.reduce((s, i) => s + i.plan.dataMb! * i.quantity, 0),
  };
}

function dailySuggestion(plans: readonly PlanRecord[], tripDays: number, dailyUsageMb: number): Suggestion | null {
  const fitting = plans
    .filter((p) => p.kind === "daily" && (p.dailyMb ?? 0) >= dailyUsageMb)
    .sort((a, b) => a.priceUsdMinor - b.priceUsdMinor);
  const plan = fitting[0];
  if (!plan) return null;
  return {
    kind: "daily",
    items: [{ plan, quantity: tripDays }],
    totalUsdMinor: plan.priceUsdMinor * tripDays,
    neededMb: tripDays * dailyUsageMb,
    coveredMb: null,
  };
}

export function suggestPlans(plans: readonly PlanRecord[], tripDays: number, dailyUsageMb: number): Suggestion | null {
  if (!Number.isInteger(tripDays) || tripDays < 1) throw new RangeError("tripDays must be a positive integer");
  if (!Number.isInteger(dailyUsageMb) || dailyUsageMb < 1) throw new RangeError("dailyUsageMb must be a positive integer");
  const options = [dataSuggestion(plans, tripDays, dailyUsageMb), dailySuggestion(plans, tripDays, dailyUsageMb)].filter(
    (s): s is Suggestion => s !== null,
  );
  const purchases = (s: Suggestion) => (s.kind === "daily" ? 1 : s.items.reduce((n, i) => n + i.quantity, 0));
  options.sort((a, b) => a.totalUsdMinor - b.totalUsdMinor || purchases(a) - purchases(b));
  return options[0] ?? null;
}
