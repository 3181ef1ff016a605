/**
 * Request and answer schemas of privacy self-service (PRODUCT.md#privacy-self-service): a signed-in
 * account downloads what the store holds about it, and deletes itself with a code sent to its
 * own address. The export is made of one section per domain that holds the traveller's data;
 * a domain that comes to hold more adds its section here and its part in server/services.ts.
 */
import { z } from "zod";
import { INSTALL_STATES, VALIDITY_STATES } from "../order-states.ts";
import { REVIEW_STATUSES } from "../review-rules.ts";
import { LANGS } from "../i18n/locales.ts";
import { VerifyCodeSchema } from "./accounts.ts";
import { requestSchema } from "./envelope.ts";
import { MoneySchema, OrderNoSchema, OrderSummarySchema } from "./orders.ts";
import { RechargeSchema, TransactionSchema } from "./wallet.ts";

export const DataExportRequest = requestSchema({});
export const DeletionCodeRequest = requestSchema({});
export const DeleteAccountRequest = requestSchema({ verifyCode: VerifyCodeSchema });

/** The export's own version: a reader of an older file knows which shape it holds. */
export const DATA_EXPORT_VERSION = 1;

const AccountSection = z.object({
  email: z.string(),
  createdAt: z.string(),
  language: z.enum(LANGS).describe("The language the store writes to the account in"),
  passwordChangedAt: z.string().nullable(),
  referral: z
    .object({
      merchantId: z.number().int().nullable().describe("The partner merchant the account came with"),
      merchantSubId: z.string().nullable(),
      sourceType: z.string().nullable().describe("Where the visit came from, e.g. GOOGLE_ADS"),
    })
    .describe("Partner attribution recorded at sign-up; all null when there is none"),
  sessions: z
    .array(
      z.object({
        createdAt: z.string(),
        expiresAt: z.string(),
        revokedAt: z.string().nullable(),
        userAgent: z.string().nullable(),
        ip: z.string().nullable(),
      }),
    )
    .describe("The sign-ins of the account, newest first"),
});

const PartnerReferralSection = z
  .array(z.object({ merchant: z.string(), merchantSubId: z.string().nullable(), sourceType: z.string().nullable(), createdAt: z.string() }))
  .describe("Partners whose servers registered the address (PRODUCT.md#partners)");

const OrderSection = z.array(
  OrderSummarySchema.extend({
    email: z.string().nullable().describe("Where the order's mails went"),
    language: z.enum(LANGS),
    paidAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    linkActive: z.boolean().describe("Whether the order's e-mailed link still opens it"),
  }),
);

const EsimSection = z.array(
  z.object({
    orderNo: OrderNoSchema.describe("The order that delivered it"),
    iccid: z.string(),
    smdpAddress: z.string(),
    matchingId: z.string(),
    activationCode: z.string().describe("The traveller's own: needed to install the eSIM again where the phone allows it"),
    installState: z.enum(INSTALL_STATES),
    validityState: z.enum(VALIDITY_STATES),
    dataTotalMb: z.number().int().nullable(),
    dataUsedMb: z.number().int(),
    validityDays: z.number().int(),
    activatedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    createdAt: z.string(),
  }),
);

const BalanceSection = z.object({
  balance: MoneySchema.describe("The balance now (USD)"),
  statement: z.array(TransactionSchema).describe("Every movement of the balance, newest first"),
});

const ReviewSection = z
  .array(
    z.object({
      id: z.string(),
      orderNo: OrderNoSchema,
      area: z.string(),
      plan: z.string(),
      rating: z.number().int().min(1).max(5),
      text: z.string().nullable(),
      lang: z.enum(LANGS).describe("The language the review was written in"),
      status: z.enum(REVIEW_STATUSES).describe("pending until checked, then published or rejected"),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  )
  .describe("The reviews written for the account's orders");

/** What a domain contributes: the sections of the export, each from the domain that holds it. */
export const DataExportSections = z.object({
  account: AccountSection,
  partnerReferrals: PartnerReferralSection,
  orders: OrderSection,
  recharges: z.array(RechargeSchema).describe("Credit plans bought for the balance"),
  esims: EsimSection,
  balance: BalanceSection,
  reviews: ReviewSection,
});
export type DataExportSections = z.infer<typeof DataExportSections>;

export const DataExportSchema = DataExportSections.extend({
  version: z.literal(DATA_EXPORT_VERSION),
  exportedAt: z.string(),
});
export type DataExport = z.infer<typeof DataExportSchema>;
