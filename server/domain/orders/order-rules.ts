/**
 * Pure rules of placing an order (docs/CHECKOUT.md#order): what is charged, from the catalogue's
 * priced plan and the days bought, and the fingerprint of a request for idempotency. The browser
 * sends area, plan and days only; every amount is worked out here.
 */
import { createHash, randomInt } from "node:crypto";
import type { Plan } from "../../../shared/api/catalog.ts";
import { convertUsdMinor, type CurrencyCode } from "../../../shared/money.ts";
import { MAX_DAYS, MIN_DAYS } from "../../../shared/daily-days.ts";
import type { OrderError } from "./errors.ts";

export interface OrderTerms {
  amountUsdMinor: number;
  listUsdMinor: number;
  campaignId: string | null;
  /** Days bought of a daily plan; null for the others. */
  days: number | null;
  /** Days the eSIM will be valid. */
  validityDays: number;
}

type PricedPlan = Pick<Plan, "kind" | "validityDays" | "price">;

/**
 * The order's terms: a daily plan costs its (sale) price per day times the days, as the plan
 * page shows it; the others cost their price once, and a day count for them is a mistake.
 */
export function orderTerms(plan: PricedPlan, days: number | null | undefined): { ok: true; terms: OrderTerms } | { ok: false; code: OrderError } {
  const perUnit = plan.price.usdMinor;
  const listPerUnit = plan.price.sale?.listUsdMinor ?? perUnit;
  const campaignId = plan.price.sale?.campaign ?? null;
  if (plan.kind === "daily") {
    if (days == null || !Number.isInteger(days) || days < MIN_DAYS || days > MAX_DAYS) return { ok: false, code: "DAYS_INVALID" };
    return {
      ok: true,
      terms: {
        amountUsdMinor: perUnit * days,
        listUsdMinor: listPerUnit * days,
        campaignId,
        days,
        validityDays: days,
      },
    };
  }
  if (days != null) return { ok: false, code: "DAYS_INVALID" };
  if (plan.validityDays == null) throw new Error("a data plan without validity");
  return {
    ok: true,
    terms: {
      amountUsdMinor: perUnit,
      listUsdMinor: listPerUnit,
      campaignId,
      days: null,
      validityDays: plan.validityDays,
    },
  };
}

/** What the buyer saw beside the charge, in minor units of the display currency (truncated, as shown). */
export const displayAmountMinor = (usdMinor: number, currency: CurrencyCode): number => convertUsdMinor(usdMinor, currency);

/**
 * Fingerprint of what an idempotency key was first used for: the same key with another plan,
 * day count or e-mail is a different request and is refused rather than answered with the
 * first order.
 */
export function requestFingerprint(request: {
  areaSlug: string;
  planSlug: string;
  days: number | null;
  email: string | null;
  useBalance: boolean;
  topupEsimId: string | null;
}): string {
  const canonical = JSON.stringify([request.areaSlug, request.planSlug, request.days, request.email, request.useBalance, request.topupEsimId]);
  return createHash("sha256").update(canonical).digest("hex");
}

/** Idempotency keys: what a browser's crypto.randomUUID() or a server's request id looks like. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** "RW" and 10 random digits: short enough to read out to support, too many to guess in order. */
export function newOrderNo(): string {
  return `RW${String(randomInt(0, 1e10)).padStart(10, "0")}`;
}
export const ORDER_NO_PATTERN = /^RW\d{10}$/;

/** What the card pays of an order: its amount less what the balance paid (docs/WALLET.md#paying-with-the-balance). */
export const cardPartMinor = (order: { amountUsdMinor: number; balanceMinor: number }): number => order.amountUsdMinor - order.balanceMinor;
