/**
 * What `npm run promo` prints (server/cli/promo-cli.ts), as plain functions of the codes, so the
 * operator's view is tested without a database. Amounts in USD as the store shows them ($5.00);
 * times in UTC, as the options that set them.
 */
import type { PromoKind } from "../../../shared/wallet-kinds.ts";
import { table, usd, utc } from "../wallet/index.ts";
import type { PromoError } from "./errors.ts";
import { redeemRefusal, type PromoLimits, type PromoProblem } from "./promo-rules.ts";

export interface ReportedPromo extends PromoLimits {
  code: string;
  kind: PromoKind;
  value: number;
  minOrderMinor: number;
  /** Discounts of this code waiting on accounts for an order. */
  waiting?: number;
}

export type PromoState = "active" | "disabled" | "not started" | "ended" | "used up";

/** The code's own refusals, in the words of the list; a user's own (already used, not new) never apply to it. */
const STATE_OF: Record<PromoError, PromoState> = {
  PROMO_CODE_INVALID: "disabled",
  PROMO_CODE_NOT_STARTED: "not started",
  PROMO_CODE_EXPIRED: "ended",
  PROMO_CODE_USED_UP: "used up",
  PROMO_CODE_ALREADY_REDEEMED: "active",
  PROMO_NEW_CUSTOMERS_ONLY: "active",
};

/** Whether a new account could redeem the code now, and if not why: the same rule redeeming applies. */
export function promoState(promo: PromoLimits, at: Date): PromoState {
  const refusal = redeemRefusal(promo, { redeemedBefore: 0, hasPaidOrder: false }, at);
  return refusal ? STATE_OF[refusal] : "active";
}

/** "$5.00 credit", "$5.00 off", "10% off". */
export function promoValue(promo: { kind: PromoKind; value: number }): string {
  if (promo.kind === "PERCENT") return `${promo.value}% off`;
  return `${usd(promo.value)} ${promo.kind === "CREDIT" ? "credit" : "off"}`;
}

const uses = (p: ReportedPromo) => `${p.usesCount}/${p.maxUses ?? "no limit"}`;
const when = (at: Date | null) => (at ? utc(at) : "-");

/** One line for a code just created or disabled: everything that governs it. */
export function describePromo(p: ReportedPromo): string {
  const terms = [
    promoValue(p),
    `used ${uses(p)}`,
    `${p.perUserLimit} per account`,
    ...(p.newCustomersOnly ? ["new customers only"] : []),
    ...(p.minOrderMinor > 0 ? [`orders from ${usd(p.minOrderMinor)}`] : []),
    ...(p.startsAt ? [`starts ${utc(p.startsAt)}`] : []),
    ...(p.expiresAt ? [`ends ${utc(p.expiresAt)}`] : []),
  ];
  return `${p.code}: ${terms.join(", ")}`;
}

/** `list`: a table of every code with its state now, or a hint when there is none. */
export function listReport(promos: readonly ReportedPromo[], at: Date): string[] {
  if (promos.length === 0) return ["no promo codes yet: npm run promo -- create CODE --kind credit|percent|fixed --value <n>"];
  const rows = [
    ["code", "value", "used", "per account", "waiting", "new customers", "min order", "starts", "ends", "state"],
    ...promos.map((p) => [
      p.code,
      promoValue(p),
      uses(p),
      String(p.perUserLimit),
      p.kind === "CREDIT" ? "-" : String(p.waiting ?? 0),
      p.newCustomersOnly ? "only" : "-",
      p.minOrderMinor > 0 ? usd(p.minOrderMinor) : "-",
      when(p.startsAt),
      when(p.expiresAt),
      promoState(p, at),
    ]),
  ];
  return table(rows, new Set([3, 4, 6]));
}

/** A refused change as the command line says it: amounts in cents, as its options take them. */
export function promoProblemText(problem: PromoProblem): string {
  switch (problem.code) {
    case "PROMO_CODE_FORMAT":
      return `the code must be 3-40 of A-Z, 0-9 and - (got "${problem.typed}")`;
    case "PROMO_PERCENT_RANGE":
      return `a percent code takes off 1 to 100 (%), not ${problem.value}`;
    case "PROMO_AMOUNT_RANGE":
      return `the value of a ${problem.kind.toLowerCase()} code is a positive whole number of cents (500 for $5.00), at most ${problem.maxMinor}`;
    case "PROMO_MAX_USES_INVALID":
      return "the number of uses in all must be a whole number of at least 1";
    case "PROMO_PER_USER_INVALID":
      return "the number of uses per account must be a whole number of at least 1";
    case "PROMO_MIN_ORDER_INVALID":
      return "the minimum order is a whole number of cents (1000 for $10.00)";
    case "PROMO_MIN_ORDER_ON_CREDIT":
      return "a minimum order applies to discounts (percent, fixed) only, not to a credit code";
    case "PROMO_ENDS_BEFORE_START":
      return "the code must end after it starts";
    case "PROMO_ALREADY_ENDED":
      return "the code would already have ended";
    case "PROMO_CODE_EXISTS":
      return `the code ${problem.promoCode} already exists`;
    case "PROMO_NOT_FOUND":
      return `no promo code ${problem.promoCode}`;
    case "STAFF_FORBIDDEN":
      return "this member's roles do not allow changing promo codes";
  }
}
