/**
 * Pure rules of promo codes (docs/WALLET.md#promo-codes): what a code looks like, whether a user
 * may redeem one now, what an operator may create, and what a discount takes off a price.
 */
import type { OrderStatus } from "../../../shared/order-states.ts";
import type { PromoKind } from "../../../shared/wallet-kinds.ts";
import { MAX_ENTRY_MINOR } from "../wallet/index.ts";
import type { PromoError } from "./errors.ts";

/** A code as stored: upper case, 3-40 of A-Z, 0-9 and -. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9-]{3,40}$/;

/** Buyers type codes in any case, pasted with stray spaces; the stored form is upper case. */
export const normalizePromoCode = (typed: string) => typed.trim().toUpperCase();

/**
 * An order in one of these was paid at some point. A refund does not make its buyer new again:
 * otherwise buying and refunding would reopen every new-customers code. AWAITING_PAYMENT and
 * CANCELLED orders were never paid, so a buyer who only abandoned a checkout is still new.
 */
export const EVER_PAID_ORDER_STATUSES = ["PAID", "DELIVERED", "REFUNDING", "REFUNDED"] as const satisfies readonly OrderStatus[];

/** What redeeming checks of the code (its row). */
export interface PromoLimits {
  disabledAt: Date | null;
  startsAt: Date | null;
  expiresAt: Date | null;
  maxUses: number | null;
  usesCount: number;
  perUserLimit: number;
  newCustomersOnly: boolean;
}

/** What redeeming checks of the user. */
export interface RedeemerFacts {
  /** Their earlier redemptions of this code. */
  redeemedBefore: number;
  /** They have an order in EVER_PAID_ORDER_STATUSES. */
  hasPaidOrder: boolean;
}

/**
 * Why the user may not redeem the code at `at`, or null when they may. The code's own state
 * first (withdrawn, not yet, no longer), then what concerns this user, then the limit everyone
 * shares: a buyer who already used the code hears that, not that others used it up.
 */
export function redeemRefusal(code: PromoLimits, user: RedeemerFacts, at: Date): PromoError | null {
  if (code.disabledAt) return "PROMO_CODE_INVALID";
  if (code.startsAt && at.getTime() < code.startsAt.getTime()) return "PROMO_CODE_NOT_STARTED";
  if (code.expiresAt && at.getTime() >= code.expiresAt.getTime()) return "PROMO_CODE_EXPIRED";
  if (user.redeemedBefore >= code.perUserLimit) return "PROMO_CODE_ALREADY_REDEEMED";
  if (code.newCustomersOnly && user.hasPaidOrder) return "PROMO_NEW_CUSTOMERS_ONLY";
  if (code.maxUses !== null && code.usesCount >= code.maxUses) return "PROMO_CODE_USED_UP";
  return null;
}

/** A code an operator creates (`npm run promo -- create`, the console's /admin/promos). */
export interface NewPromo {
  code: string;
  kind: PromoKind;
  /** CREDIT and FIXED: USD minor units; PERCENT: 1-100. */
  value: number;
  /** Uses in all; null: no limit. */
  maxUses: number | null;
  perUserLimit: number;
  newCustomersOnly: boolean;
  minOrderMinor: number;
  startsAt: Date | null;
  /** The instant it stops working (exclusive). */
  expiresAt: Date | null;
}

/** Limits are stored in 32-bit integer columns. */
const MAX_COUNT = 2_147_483_647;
const isWhole = (n: number, min: number, max: number) => Number.isSafeInteger(n) && n >= min && n <= max;

/**
 * Why an operator's change was refused, with the values its sentence needs: the command line
 * words it in English (`promoProblemText`, promo-report.ts), the console in the member's language
 * (the code's message in server/messages, its `{placeholders}` filled by the page).
 */
export type PromoProblem =
  | { code: "PROMO_CODE_FORMAT"; typed: string }
  | { code: "PROMO_PERCENT_RANGE"; value: number }
  | { code: "PROMO_AMOUNT_RANGE"; kind: "CREDIT" | "FIXED"; value: number; maxMinor: number }
  | { code: "PROMO_MAX_USES_INVALID" }
  | { code: "PROMO_PER_USER_INVALID" }
  | { code: "PROMO_MIN_ORDER_INVALID"; maxMinor: number }
  | { code: "PROMO_MIN_ORDER_ON_CREDIT" }
  | { code: "PROMO_ENDS_BEFORE_START" }
  | { code: "PROMO_ALREADY_ENDED" }
  | { code: "PROMO_CODE_EXISTS"; promoCode: string }
  | { code: "PROMO_NOT_FOUND"; promoCode: string }
  | { code: "STAFF_FORBIDDEN" };

/**
 * Why a new code cannot be created as given, or null when it can. Amounts are capped where the
 * ledger caps a posting, so a credit code can always be posted.
 */
export function newPromoProblem(promo: NewPromo, at: Date): PromoProblem | null {
  if (!PROMO_CODE_PATTERN.test(promo.code)) return { code: "PROMO_CODE_FORMAT", typed: promo.code };
  if (promo.kind === "PERCENT") {
    if (!isWhole(promo.value, 1, 100)) return { code: "PROMO_PERCENT_RANGE", value: promo.value };
  } else if (!isWhole(promo.value, 1, MAX_ENTRY_MINOR)) {
    return { code: "PROMO_AMOUNT_RANGE", kind: promo.kind, value: promo.value, maxMinor: MAX_ENTRY_MINOR };
  }
  if (promo.maxUses !== null && !isWhole(promo.maxUses, 1, MAX_COUNT)) return { code: "PROMO_MAX_USES_INVALID" };
  if (!isWhole(promo.perUserLimit, 1, MAX_COUNT)) return { code: "PROMO_PER_USER_INVALID" };
  if (!isWhole(promo.minOrderMinor, 0, MAX_ENTRY_MINOR)) return { code: "PROMO_MIN_ORDER_INVALID", maxMinor: MAX_ENTRY_MINOR };
  // A credit lands on the balance with no order in sight: a minimum order would never be checked.
  if (promo.kind === "CREDIT" && promo.minOrderMinor > 0) return { code: "PROMO_MIN_ORDER_ON_CREDIT" };
  if (promo.startsAt && promo.expiresAt && promo.expiresAt.getTime() <= promo.startsAt.getTime()) return { code: "PROMO_ENDS_BEFORE_START" };
  if (promo.expiresAt && promo.expiresAt.getTime() <= at.getTime()) return { code: "PROMO_ALREADY_ENDED" };
  return null;
}

export interface DiscountTerms {
  kind: PromoKind;
  /** FIXED: USD minor units; PERCENT: 1-100. */
  value: number;
  minOrderMinor: number;
}

/**
 * What the discount takes off `priceMinor`: a percentage rounded down to the cent (the buyer is
 * never charged a fraction), or the fixed amount, never more than the price; 0 when the price is
 * under the code's minimum order or the code credits the balance instead.
 */
export function discountFor(terms: DiscountTerms, priceMinor: number): number {
  if (priceMinor < terms.minOrderMinor || priceMinor <= 0) return 0;
  if (terms.kind === "PERCENT") return Math.floor((priceMinor * terms.value) / 100);
  if (terms.kind === "FIXED") return Math.min(terms.value, priceMinor);
  return 0;
}

/**
 * The discount an order priced `priceMinor` takes from those waiting (oldest first): the first
 * that gives something at that price, so a discount whose minimum this order misses keeps
 * waiting while a younger one that applies is used.
 */
export function applicableDiscount<T extends DiscountTerms>(waiting: readonly T[], priceMinor: number): { discount: T; minor: number } | null {
  for (const discount of waiting) {
    const minor = discountFor(discount, priceMinor);
    if (minor > 0) return { discount, minor };
  }
  return null;
}
