/**
 * Request and answer schemas of checkout, payments and orders (docs/CHECKOUT.md#api). The browser
 * names what it wants (area, plan, days) and never an amount: every price is the server's.
 */
import { z } from "zod";
import { ORDER_LABELS } from "../order-label.ts";
import { BUYER_PAYMENT_STATES, INSTALL_STATES, ORDER_KINDS, ORDER_STATUSES, PAYMENT_STATUSES, VALIDITY_STATES } from "../order-states.ts";
import { CurrencyCodeSchema, PlanKindSchema, SlugSchema } from "./catalog.ts";
import { requestSchema } from "./envelope.ts";

export const OrderNoSchema = z.string().regex(/^RW\d{10}$/, "RW and 10 digits");
const currency = CurrencyCodeSchema.optional().describe("Display currency (default USD); the charge is always USD");

/** The amount in one currency, exactly two decimals, truncated (PRODUCT.md#money-display). */
export const MoneySchema = z.object({
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
  kind: z.enum(ORDER_KINDS).describe("esim: a new eSIM; topup: more data and days for one already delivered"),
  charge: MoneySchema.describe("What the order costs in all, after campaign and promo discount: always USD"),
  list: MoneySchema.nullable().describe("The list price while a campaign or a promo discount lowers it (USD)"),
  discount: MoneySchema.nullable().describe("What the promo code took off (USD)"),
  balancePart: MoneySchema.nullable().describe("What the account balance paid (USD)"),
  cardPart: MoneySchema.describe("What is left for the card: the charge less the balance part (USD); zero when the balance paid it all"),
  display: MoneySchema.describe("The charge in the display currency the buyer chose, for information"),
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const SetupPaymentRequest = requestSchema({
  area: SlugSchema,
  plan: SlugSchema,
  days: z.number().int().min(1).max(30).optional().describe("Daily plans only: 1 to 30"),
  currency,
  useBalance: z.boolean().optional().describe("Account logins: pay from the balance first, as much as it holds; the card pays the rest"),
}).describe("Send an `Idempotency-Key` header (16-64 of A-Z a-z 0-9 _ -); a guest sends the delivery e-mail in `email`");

export const OrderRequest = requestSchema({ orderNo: OrderNoSchema });

/** The payment methods a buyer may name (a card, taken on the provider's hosted page); the API and the pay forms without JavaScript check the same list. */
export const PaymentMethodName = z.literal("card");

export const PaymentMethodSchema = z.object({
  method: PaymentMethodName,
  provider: z.string(),
  /** Taken on the provider's own page (card data never reaches the store). */
  hosted: z.boolean(),
  /** A form inside the store's page, the original's payment types 5 and 6 (PRODUCT.md#checkout). */
  samePage: z.boolean(),
});
export const PaymentMethodsAnswer = z.array(PaymentMethodSchema);

export const ExecutePaymentRequest = requestSchema({ orderNo: OrderNoSchema, method: PaymentMethodName });
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
  validityDays: z.number().int().describe("Days of validity in all: the plan's, plus those its top-ups added"),
  activatedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});


/** A top-up applied to the order's eSIM (docs/WALLET.md#top-ups). */
export const AppliedTopupSchema = z.object({
  orderNo: OrderNoSchema.describe("The top-up order"),
  addsDataMb: z.number().int(),
  addsDays: z.number().int(),
  at: z.string().describe("When it was added"),
});

export const OrderCardSchema = OrderSummarySchema.extend({
  paymentState: z.enum(BUYER_PAYMENT_STATES),
  label: z.enum(ORDER_LABELS).describe("The order's label (PRODUCT.md#order-labels)"),
  esim: EsimDetailsSchema.nullable(),
  refundable: z.boolean(),
  linkActive: z.boolean().describe("Whether the order's secret link from the delivery mail still opens it"),
  topupAllowed: z.boolean().describe("Whether the eSIM can take a top-up now (/v1/data/query/topup-order lists the packages)"),
  topups: z.array(AppliedTopupSchema).describe("Top-ups added to the eSIM, oldest first; its totals include them"),
});
export type OrderCard = z.infer<typeof OrderCardSchema>;

/**
 * The orders list's pages: a caller that names none gets the first 100, as the list was before
 * it had pages (docs/API.md#checkout-and-orders).
 */
export const ORDERS_PAGE = { defaultSize: 100, maxSize: 100, maxNum: 100_000 } as const;

export const OrdersRequest = requestSchema({
  tab: z
    .union([z.literal(0), z.literal(1)])
    .optional()
    .describe("1: current orders (the review prompt's tab), 0: all (default)"),
  pageNum: z.number().int().min(1).max(ORDERS_PAGE.maxNum).optional().describe("The page, from 1 (default 1)"),
  pageSize: z.number().int().min(1).max(ORDERS_PAGE.maxSize).optional().describe(`Orders a page, 1-${ORDERS_PAGE.maxSize} (default ${ORDERS_PAGE.defaultSize})`),
});
export const OrdersAnswer = z.object({
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().describe("How many orders the tab has in all"),
  list: z.array(OrderCardSchema),
});
export type OrdersPage = z.infer<typeof OrdersAnswer>;

export const RefundRequest = requestSchema({ orderNo: OrderNoSchema });

/**
 * Adyen: named by the storefront's client; RT_NOBEL_ERROR_10031 while another provider is
 * configured, whatever the body (so the order number is optional here).
 */
export const UnavailablePaymentRequest = requestSchema({ orderNo: OrderNoSchema.optional() });

/**
 * Nuvei's Simply Connect on /nuvei-jump: the attempt the page was sent with (its `payment` query).
 * RT_NOBEL_ERROR_10031 while another provider is configured, whatever the body, so both fields
 * are optional here.
 */
export const NuveiOptionsRequest = requestSchema({ orderNo: OrderNoSchema.optional(), paymentId: z.string().uuid().optional() });

/**
 * What Simply Connect is given for the attempt (docs/CHECKOUT.md#nuvei): a Nuvei order's session
 * token and its parameters, nothing secret. `paymentId` is the attempt the session pays: the one
 * asked about the first time it is opened, a new attempt of the same purchase after that (a
 * reload, a second tab), so each Nuvei order is one attempt.
 */
export const NuveiOptionsAnswer = z.object({
  paymentId: z.string(),
  sessionToken: z.string(),
  merchantId: z.string(),
  merchantSiteId: z.string(),
  /** Simply Connect's `env`: test or prod. */
  env: z.enum(["test", "prod"]),
  /** A decimal string in the currency's units ("12.30"), exactly as the Nuvei order has it. */
  amount: z.string(),
  currency: z.string(),
  /** The billing country (ISO 3166-1 alpha-2): the store's. */
  country: z.string(),
  /** Simply Connect's locale for the purchase's language ("ja_JP"). */
  locale: z.string(),
  /** The buyer's e-mail, where the purchase has one. */
  email: z.string().nullable().default(null),
  /** Where the page goes once Simply Connect has its answer: the purchase's result pages. */
  successUrl: z.string(),
  cancelUrl: z.string(),
});

/** A payment of the order inside /topay, with Adyen's card component (docs/CHECKOUT.md#adyen): the component's session, nothing secret. */
export const AdyenPayAnswer = z.object({
  paymentId: z.string(),
  sessionId: z.string(),
  sessionData: z.string(),
  clientKey: z.string(),
  environment: z.string(),
  /** Adyen Web's locale for the order's language. */
  locale: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  /** Where the page goes once the component has its answer: the order's result pages. */
  successUrl: z.string(),
  cancelUrl: z.string(),
});
