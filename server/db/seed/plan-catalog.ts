/**
 * The demo plan catalogue, generated deterministically from each area's price tier and
 * networks. Prices follow the shape of real travel-eSIM price lists: cheaper per GB as the
 * volume grows, a premium for expensive-to-roam countries, regions and global coverage.
 * Pure: same input, same plans, so the demo store and its tests are reproducible.
 */
import type { AreaKind } from "../../../shared/catalog-kinds.ts";
import type { plans as planTable } from "../schema.ts";

/** A plan row without its keys: every column spelled out, so a new column is a compile error here. */
export type PlanSeed = Omit<typeof planTable.$inferSelect, "id" | "areaId" | "active" | "disabled" | "priceOverrideUsdMinor" | "supplier" | "supplierPackageCode" | "costE4" | "source">;

export interface AreaPricing {
  /** Stable key used for deterministic price variation (ISO code or region slug). */
  key: string;
  kind: AreaKind;
  /** 1 cheap .. 3 expensive; regions pass the average of their members. */
  tier: number;
  has5g: boolean;
  /** Offer calls-and-texts plans here. */
  callText: boolean;
}

const GB = 1024;

/** FNV-1a: a tiny stable hash so price jitter never changes between runs or machines. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Retail-looking price: whole dollars ending in .50 or .99 style endings, in cents. */
function retail(usd: number): number {
  const cents = Math.max(99, Math.round(usd * 100));
  if (cents < 1000) return Math.floor(cents / 50) * 50 + 49; // 4.49, 4.99
  return Math.floor(cents / 100) * 100 + 99; // 12.99
}

/** USD price of a fixed-data plan of `gb` at tier multiplier `m` (list-price curve). */
function dataPrice(gb: number, days: number, m: number): number {
  const perGb = gb <= 1 ? 4.5 : gb <= 3 ? 2.9 : gb <= 5 ? 2.5 : gb <= 10 ? 2.0 : gb <= 20 ? 1.6 : 1.15;
  const longValidity = days > 30 ? 1.08 : 1;
  return gb * perGb * m * longValidity;
}

const DATA_SHAPES: readonly [gb: number, days: number][] = [
  [1, 7], [3, 15], [5, 30], [10, 30], [20, 30], [50, 90],
];
const GLOBAL_SHAPES: readonly [gb: number, days: number][] = [
  [1, 7], [3, 30], [5, 30], [10, 60], [20, 90],
];

export function planCatalog(area: AreaPricing): PlanSeed[] {
  const jitter = 0.94 + (hash(area.key) % 1200) / 10_000; // 0.94 .. 1.06
  const tierMultiplier = 0.75 + 0.5 * (area.tier - 1) ** 1.3;
  const scope = area.kind === "global" ? 2.6 : area.kind === "regional" ? 1.2 : 1;
  const m = tierMultiplier * scope * jitter;
  const cheapNetwork = area.tier <= 1.5;
  const plans: PlanSeed[] = [];
  let order = 0;

  const shapes = area.kind === "global" ? GLOBAL_SHAPES : area.tier >= 2.5 ? DATA_SHAPES.slice(0, 5) : DATA_SHAPES;
  for (const [gb, days] of shapes) {
    plans.push({
      slug: `${gb}gb-${days}-days`,
      kind: "data",
      dataMb: gb * GB,
      dailyMb: null,
      validityDays: days,
      voiceMinutes: null,
      smsCount: null,
      network: area.has5g && gb >= 3 ? "5G" : "4G",
      throttleKbps: 0,
      hotspot: true,
      topup: true,
      priceUsdMinor: retail(dataPrice(gb, days, m)),
      validityStart: "first_connection",
      sortOrder: order++,
    });
  }

  if (area.kind !== "global") {
    const daily: [mb: number, throttle: number, fiveG: boolean][] = [
      [512, 128, false],
      [GB, 512, false],
      ...(area.has5g && cheapNetwork ? ([[2 * GB, 1024, true]] as [number, number, boolean][]) : []),
    ];
    for (const [mb, throttle, fiveG] of daily) {
      const perDay = (mb / GB) * 1.45 * m + 0.35;
      plans.push({
        slug: `daily-${mb >= GB ? `${mb / GB}gb` : `${mb}mb`}`,
        kind: "daily",
        dataMb: null,
        dailyMb: mb,
        validityDays: null,
        voiceMinutes: null,
        smsCount: null,
        network: fiveG ? "5G" : "4G",
        throttleKbps: throttle,
        // Some networks bar tethering on unlimited-style daily plans; vary it deterministically.
        hotspot: area.tier < 2.5 || hash(`${area.key}:hotspot`) % 3 !== 0,
        topup: false,
        priceUsdMinor: Math.max(99, Math.round(perDay * 100)),
        validityStart: "first_connection",
        sortOrder: order++,
      });
    }
  }

  if (area.callText) {
    const bundles: [gb: number, minutes: number, sms: number][] = [[5, 60, 30], [10, 150, 100]];
    for (const [gb, minutes, sms] of bundles) {
      plans.push({
        slug: `calls-${gb}gb-30-days`,
        kind: "calltext",
        dataMb: gb * GB,
        dailyMb: null,
        validityDays: 30,
        voiceMinutes: minutes,
        smsCount: sms,
        network: area.has5g ? "5G" : "4G",
        throttleKbps: 0,
        hotspot: true,
        topup: true,
        priceUsdMinor: retail(dataPrice(gb, 30, m) + minutes * 0.06 + sms * 0.03 + 2),
        // A local number is assigned when the eSIM is installed, so the clock starts then.
        validityStart: "install",
        sortOrder: order++,
      });
    }
  }
  return plans;
}
