/**
 * Request and answer schemas of the balance (docs/WALLET.md): credit plans, recharges and the
 * statement. Amounts are the server's: the browser names a credit plan, never an amount.
 */
import { z } from "zod";
import { WALLET_TRANSACTION_KINDS } from "../wallet-kinds.ts";
import { RECHARGE_STATUSES, PAYMENT_STATUSES } from "../order-states.ts";
import { CurrencyCodeSchema } from "./catalog.ts";
import { requestSchema } from "./envelope.ts";
import { MoneySchema } from "./orders.ts";

export const RechargeNoSchema = z.string().regex(/^RC\d{10}$/, "RC and 10 digits");
export const CreditPlanIdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, "a credit plan id");

export const CreditPlansRequest = requestSchema({ currency: CurrencyCodeSchema.optional().describe("Display currency (default USD)") });
export const CreditPlanSchema = z.object({
  id: CreditPlanIdSchema,
  pay: MoneySchema.describe("What is charged (USD)"),
  credit: MoneySchema.describe("What the balance receives (USD)"),
  bonus: MoneySchema.nullable().describe("The extra over what is paid (USD), when there is one"),
  payDisplay: MoneySchema.describe("The charge in the display currency, for information"),
  creditDisplay: MoneySchema.describe("The credit in the display currency, for information"),
});
export const CreditPlansAnswer = z.object({
  list: z.array(CreditPlanSchema),
  balance: MoneySchema.describe("The balance now (USD)"),
  balanceDisplay: MoneySchema.describe("The balance in the display currency"),
});

export const CreateRechargeRequest = requestSchema({
  plan: CreditPlanIdSchema,
  currency: CurrencyCodeSchema.optional().describe("Display currency (default USD); the charge is always USD"),
}).describe("Send an `Idempotency-Key` header (16-64 of A-Z a-z 0-9 _ -): the same key answers the same recharge");

export const RechargeSchema = z.object({
  rechargeNo: RechargeNoSchema,
  status: z.enum(RECHARGE_STATUSES),
  planId: CreditPlanIdSchema,
  pay: MoneySchema,
  credit: MoneySchema,
  display: MoneySchema.describe("The charge in the display currency the buyer chose, for information"),
  createdAt: z.string(),
  creditedAt: z.string().nullable(),
});
export type Recharge = z.infer<typeof RechargeSchema>;

export const RechargeRequest = requestSchema({ rechargeNo: RechargeNoSchema });
export const ExecuteRechargeAnswer = z.object({ paymentId: z.string(), redirectUrl: z.string().describe("The hosted payment page") });
export const RechargeStatusAnswer = z.object({
  recharge: RechargeSchema,
  /** The latest payment attempt's state, null before the first. */
  payment: z.enum(PAYMENT_STATUSES).nullable(),
  failureCode: z.string().nullable(),
  balance: MoneySchema.describe("The balance now (USD)"),
});

/**
 * pageNum and pageSize travel in the query string; the body has no fields of its own
 * (docs/API.md#wallet-balance-credit-plans-promo-codes-top-ups).
 */
export const TransactionsQuery = z.strictObject({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const TransactionsRequest = requestSchema({});
export const TransactionSchema = z.object({
  id: z.string(),
  kind: z.enum(WALLET_TRANSACTION_KINDS),
  reference: z.string().nullable().describe("The order or recharge number, or the promo code"),
  amount: MoneySchema.describe("Signed: positive adds to the balance (USD)"),
  balanceAfter: MoneySchema.describe("The balance after it (USD)"),
  createdAt: z.string(),
});
export const TransactionsAnswer = z.object({
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  list: z.array(TransactionSchema),
});
