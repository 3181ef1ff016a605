/**
 * Request and answer schemas of checkout, payments and orders (docs/CHECKOUT.md#api). The browser
 * names what it wants (area, plan, days) and never an amount: every price is the server's.
 */
import { z } from "zod";
import { ORDER_LABELS } from "../order-label.ts";
import { BUYER_PAYMENT_STATES, INSTALL_STATES, ORDER_STATUSES, PAYMENT_STATUSES, VALIDITY_STATES } from "../order-states.ts";
import { CurrencyCodeSchema, PlanKindSchema, SlugSchema } from "./catalog.ts";
import { requestSchema } from "./envelope.ts";

export const OrderNoSchema = z.string().regex(/^RW\d{10}$/, "RW and 10 digits");
const currency = CurrencyCodeSchema.optional().describe("Display currency (default USD); the charge is always USD");

/** The amount in one currency, exactly two decimals, truncated (spec section 5). */
const MoneySchema = z.object({
  currency: z.string(),
  symbol: z.string(),
  minor: z.number().int(),
  amount: z.string(),
});

export const OrderSummarySchema = z.object({
  orderNo: OrderNoSchema,
  status: z.enum(ORDER_STATUSES),
  areaSlug: z.string(),
  planSlug: z.string(),
  planKind: PlanKindSchema,
  dataMb: z.number().int().nullable(),
  dailyMb: z.number().int().nullable(),
  validityDays: z.number().int(),
  days: z.number().int().nullable().describe("Days bought of a daily plan"),
  charge: MoneySchema.describe("What is charged: always USD"),
  list: MoneySchema.nullable().describe("The list price while a campaign lowers it (USD)"),
  display: MoneySchema.describe("The charge in the display currency the buyer chose, for information"),
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const SetupPaymentRequest = requestSchema({
  area: SlugSchema,
  plan: SlugSchema,
  days: z.number().int().min(1).max(30).optional().describe("Daily plans only: 1 to 30"),
  currency,
}).describe("Send an `Idempotency-Key` header (16-64 of A-Z a-z 0-9 _ -); a guest sends the delivery e-mail in `email`");

export const OrderRequest = requestSchema({ orderNo: OrderNoSchema });

export const PaymentMethodSchema = z.object({
  method: z.literal("card"),
  provider: z.string(),
  /** Taken on the provider's own page (card data never reaches the store). */
  hosted: z.boolean(),
  /** The spec's same-page payment types 5 and 6: a form inside the store's page. */
  samePage: z.boolean(),
});
export const PaymentMethodsAnswer = z.array(PaymentMethodSchema);

export const ExecutePaymentRequest = requestSchema({ orderNo: OrderNoSchema, method: z.literal("card") });
export const ExecutePaymentAnswer = z.object({ paymentId: z.string(), redirectUrl: z.string().describe("The hosted payment page") });

export const PaymentStatusRequest = requestSchema({ paymentId: z.string().uuid() });
export const PaymentStatusAnswer = z.object({
  paymentId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  failureCode: z.string().nullable(),
});

export const OrderStatusAnswer = z.object({
  orderNo: OrderNoSchema,
  status: z.enum(ORDER_STATUSES),
  /** The latest payment attempt's state, null before the first. */
  payment: z.enum(PAYMENT_STATUSES).nullable(),
  failureCode: z.string().nullable(),
});

export const EsimDetailsSchema = z.object({
  iccid: z.string(),
  smdpAddress: z.string(),
  matchingId: z.string(),
  activationCode: z.string().describe("LPA:1$<SM-DP+ address>$<matching id>"),
  iosInstallUrl: z.string().describe("One-tap install on iOS 17.4 and later"),
  installState: z.enum(INSTALL_STATES),
  validityState: z.enum(VALIDITY_STATES),
  dataTotalMb: z.number().int().nullable(),
  dataUsedMb: z.number().int(),
  activatedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});


export const OrderCardSchema = OrderSummarySchema.extend({
  paymentState: z.enum(BUYER_PAYMENT_STATES),
  label: z.enum(ORDER_LABELS).describe("Spec section 4's order label"),
  esim: EsimDetailsSchema.nullable(),
  refundable: z.boolean(),
  linkActive: z.boolean().describe("Whether the order's secret link from the delivery mail still opens it"),
});
export type OrderCard = z.infer<typeof OrderCardSchema>;

export const OrdersRequest = requestSchema({
  tab: z
    .union([z.literal(0), z.literal(1)])
    .optional()
    .describe("1: current orders (the review prompt's tab), 0: all (default)"),
});
export const OrdersAnswer = z.object({ list: z.array(OrderCardSchema) });

export const RefundRequest = requestSchema({ orderNo: OrderNoSchema });

/** Adyen and Nuvei: named by the storefront's client; unavailable until configured. */
export const UnavailablePaymentRequest = requestSchema({ orderNo: OrderNoSchema.optional() });
