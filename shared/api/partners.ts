/** Schemas of the partner (affiliate) endpoints (PRODUCT.md#partners). */
import { z } from "zod";
import { COMMISSION_STATUSES, DECLINE_REASONS, REPORT_MONTH_PATTERN } from "../partner-commissions.ts";
import { REFERRAL_CODE_PATTERN } from "../referral.ts";
import { EmailSchema, requestSchema } from "./envelope.ts";

const ReferralCode = z.string().regex(REFERRAL_CODE_PATTERN, "1-64 letters, digits, - or _");

/** The affiliate service's short-code lookup: a plain JSON POST, answered as `{ success, data }`. */
export const MerchantLookupRequest = z.strictObject({ shortCode: ReferralCode });
export const MerchantLookupAnswer = z.object({
  success: z.boolean(),
  data: z.object({ merchantId: z.number().int() }).nullable(),
});

/** A partner's server registers a user it referred; authenticated by the merchant's API key. */
export const RegisterReferralRequest = requestSchema({
  email: EmailSchema,
  merchantSubId: ReferralCode.optional(),
  sourceType: z.string().regex(/^[A-Z_]{1,32}$/).optional(),
});
export const RegisterReferralAnswer = z.object({
  referralId: z.string().describe("The same id for every call with this address"),
  created: z.boolean().describe("false when this merchant had already registered the address"),
});

/** A partner's own report of one UTC month (docs/CONSOLE.md#partners); authenticated by the merchant's API key. */
export const PartnerReportRequest = requestSchema({
  month: z.string().regex(REPORT_MONTH_PATTERN, "a month as year and month, such as 2026-11").describe("The UTC month, such as 2026-11"),
});

const Minor = z.number().int().describe("USD minor units (cents)");

/** A row of the report: one sub id (null: visits without one), or the month's total. */
const PartnerReportRow = z.object({
  subId: z.string().nullable(),
  signups: z.number().int().describe("Accounts you referred that signed up this month"),
  orders: z.number().int().describe("Orders your referred buyers paid this month"),
  netMinor: Minor.describe("What the store kept of those orders: paid less refunded"),
  commissionMinor: Minor.describe("Earned: pending, approved and paid"),
  pendingMinor: Minor,
  approvedMinor: Minor,
  paidMinor: Minor,
  declinedOrders: z.number().int(),
});

export const PartnerReportAnswer = z.object({
  merchantId: z.number().int(),
  month: z.string(),
  currency: z.literal("USD"),
  rateBps: z.number().int().describe("Your commission rate now, in basis points (1000 = 10 %); applies to commissions not yet approved"),
  rows: z.array(PartnerReportRow),
  total: PartnerReportRow,
  orders: z.array(
    z.object({
      orderNo: z.string(),
      subId: z.string().nullable(),
      paidAt: z.string().describe("ISO 8601, UTC"),
      netMinor: Minor,
      rateBps: z.number().int(),
      commissionMinor: Minor,
      status: z.enum(COMMISSION_STATUSES),
      reason: z.enum(DECLINE_REASONS).nullable().describe("Why a declined commission earns nothing"),
      payoutReference: z.string().nullable().describe("The transfer that paid it"),
    }),
  ),
});
export type PartnerReportAnswer = z.infer<typeof PartnerReportAnswer>;
