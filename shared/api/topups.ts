/**
 * Request and answer schemas of eSIM data top-ups (docs/WALLET.md#top-ups): more data and days
 * for an eSIM already delivered, bought as an order of kind `topup` through the same checkout.
 */
import { z } from "zod";
import { CurrencyCodeSchema, SlugSchema } from "./catalog.ts";
import { requestSchema } from "./envelope.ts";
import { MoneySchema, OrderNoSchema, OrderStatusAnswer, OrderSummarySchema, PaymentMethodName } from "./orders.ts";

/** Which eSIM: the number of the order that delivered it. */
export const TopupOptionsRequest = requestSchema({ orderNo: OrderNoSchema, currency: CurrencyCodeSchema.optional() });
export const TopupPackageSchema = z.object({
  plan: SlugSchema,
  title: z.string(),
  /** What it adds, stated before paying. */
  addsDataMb: z.number().int().nullable(),
  addsDays: z.number().int().nullable(),
  price: MoneySchema.describe("What is charged (USD)"),
  display: MoneySchema.describe("The price in the display currency, for information"),
});
export const TopupOptionsAnswer = z.object({
  orderNo: OrderNoSchema,
  iccid: z.string(),
  areaSlug: z.string(),
  /** Why none can be bought now (the eSIM is refunded, deleted or expired); null when they can. */
  blocked: z.string().nullable(),
  dataTotalMb: z.number().int().nullable(),
  dataUsedMb: z.number().int(),
  validityDays: z.number().int().describe("Days of validity in all, top-ups included"),
  expiresAt: z.string().nullable(),
  packages: z.array(TopupPackageSchema),
});

export const CreateTopupRequest = requestSchema({
  orderNo: OrderNoSchema.describe("The order whose eSIM is topped up"),
  plan: SlugSchema.describe("One of the packages /v1/data/query/topup-order answers"),
  currency: CurrencyCodeSchema.optional(),
  useBalance: z.boolean().optional(),
}).describe("Send an `Idempotency-Key` header: the same key answers the same top-up order");
export const TopupOrderRequest = requestSchema({ orderNo: OrderNoSchema.describe("The top-up order") });
export const TopupExecuteRequest = requestSchema({ orderNo: OrderNoSchema.describe("The top-up order"), method: PaymentMethodName });
export { OrderSummarySchema as TopupOrderAnswer, OrderStatusAnswer as TopupStatusAnswer };
