/** Schemas of the partner (affiliate) endpoints (PRODUCT.md#partners). */
import { z } from "zod";
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
