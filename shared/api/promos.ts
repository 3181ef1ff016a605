/** Request and answer schemas of promo codes (docs/WALLET.md#promo-codes). */
import { z } from "zod";
import { PROMO_KINDS } from "../wallet-kinds.ts";
import { requestSchema } from "./envelope.ts";
import { MoneySchema } from "./orders.ts";
import { text } from "./text.ts";

/** What a buyer may type: trimmed and upper-cased by the server; letters, digits and -. */
export const PromoCodeInputSchema = text().trim().min(1).max(40);

/** The promo redeem payload is email and code (PRODUCT.md#promo-codes; email: the account's own, optional). */
export const RedeemRequest = requestSchema({ code: PromoCodeInputSchema });
export const RedeemAnswer = z.object({
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** CREDIT: what the balance received; FIXED: the discount waiting; PERCENT: null. */
  amount: MoneySchema.nullable(),
  /** PERCENT: 1-100. */
  percent: z.number().int().nullable(),
  balance: MoneySchema.describe("The balance after it (USD)"),
  expiresAt: z.string().nullable().describe("A discount must be used before then"),
});

/** `/v2/isRedeemedByRedeemType`: does the account hold an unused discount (the client's isBindPromoCode)? */
export const RedeemedByTypeRequest = requestSchema({ redeemType: z.enum(["DISCOUNT", "CREDIT"]).optional().describe("Default DISCOUNT") });
export const RedeemedByTypeAnswer = z.object({
  redeemed: z.boolean(),
  /** The discount the next order gets, when there is one. */
  discount: z
    .object({
      code: z.string(),
      kind: z.enum(PROMO_KINDS),
      amount: MoneySchema.nullable(),
      percent: z.number().int().nullable(),
      minOrder: MoneySchema.nullable(),
      expiresAt: z.string().nullable(),
    })
    .nullable(),
});
