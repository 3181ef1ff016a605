/**
 * Pure rules of placing an order (docs/CHECKOUT.md#order): what is charged, from the catalogue's
 * priced plan and the days bought, and the fingerprint of a request for idempotency. The browser
 * sends area, plan and days only; every amount is worked out here.
 */
import { createHash, randomInt } from "node:crypto";
import type { Plan } from "../../../shared/api/catalog.ts";
import { convertUsdMinor, type CurrencyCode } from "../../../shared/money.ts";
import { MAX_DAYS, MIN_DAYS } from "../../../shared/daily-days.ts";
import type { BuyerPaymentState, InstallState, OrderStatus, ValidityState } from "../../../shared/order-states.ts";
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
export { IDEMPOTENCY_KEY_PATTERN } from "../../../shared/api/idempotency.ts";

/** "RW" and 10 random digits: short enough to read out to support, too many to guess in order. */
export function newOrderNo(): string {
  return `RW${String(randomInt(0, 1e10)).padStart(10, "0")}`;
}
export const ORDER_NO_PATTERN = /^RW\d{10}$/;

/** What the card pays of an order: its amount less what the balance paid (docs/WALLET.md#paying-with-the-balance). */
export const cardPartMinor = (order: { amountUsdMinor: number; balanceMinor: number }): number => order.amountUsdMinor - order.balanceMinor;

/** Who pays what of an order (docs/WALLET.md#paying-with-the-balance): the same arithmetic when it is placed and when /topay shows it beforehand. */
export interface Settlement {
  /** The price after the promo discount: what the order costs. */
  dueMinor: number;
  /** What the balance pays: as much as it holds, up to the due amount. */
  balanceMinor: number;
  /** What is left for the card. */
  cardMinor: number;
}

export function settlement(input: { priceMinor: number; discountMinor: number; balanceHeldMinor: number }): Settlement {
  const dueMinor = input.priceMinor - input.discountMinor;
  const balanceMinor = Math.max(0, Math.min(input.balanceHeldMinor, dueMinor));
  return { dueMinor, balanceMinor, cardMinor: dueMinor - balanceMinor };
}

/** Orders listed on /orders: those paid at some point. */
export function buyerPaymentState(order: { status: OrderStatus }): BuyerPaymentState | null {
  switch (order.status) {
    case "PAID":
    case "DELIVERED":
      return "PAID";
    case "REFUNDING":
    case "REFUNDED":
      return order.status;
    default:
      return null;
  }
}

/** What the refund rule needs of the order's eSIM. */
export type EsimFacts = { installState: InstallState; validityState: ValidityState; activatedAt: Date | null; dataTotalMb: number | null; validityDays: number };

/** Whether a top-up was added to the eSIM: its totals are no longer the order's own. */
const toppedUp = (order: { dataMb: number | null; validityDays: number }, esim: EsimFacts) => esim.dataTotalMb !== order.dataMb || esim.validityDays !== order.validityDays;

/**
 * A refund is allowed only while the eSIM is not downloaded and its validity has not started
 * (docs/CHECKOUT.md#order-states), and no top-up was added to it: refunding the order would switch off data the
 * buyer paid for separately (docs/WALLET.md#top-ups).
 */
export function refundable(order: { status: OrderStatus; dataMb: number | null; validityDays: number }, esim: EsimFacts | null): boolean {
  return (
    order.status === "DELIVERED" && esim !== null && esim.installState === "UNDOWNLOAD" && esim.validityState === "VALID" && esim.activatedAt === null && !toppedUp(order, esim)
  );
}

