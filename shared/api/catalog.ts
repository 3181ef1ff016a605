/**
 * Request and answer schemas of the catalogue endpoints. The same objects validate bodies on
 * the server, type the browser client and generate the OpenAPI document.
 */
import { z } from "zod";
import { AREA_KINDS, NETWORKS, PLAN_KINDS, VALIDITY_STARTS } from "../catalog-kinds.ts";
import { CURRENCY_CODES, type CurrencyCode } from "../money.ts";
import { requestSchema } from "./envelope.ts";
import { text } from "./text.ts";

export const CurrencyCodeSchema = z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]]);
export const SlugSchema = z.string().min(1).max(80).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase words joined by hyphens");
export const AreaKindSchema = z.enum(AREA_KINDS);
export const PlanKindSchema = z.enum(PLAN_KINDS);

const currency = CurrencyCodeSchema.optional().describe("Display currency (default USD)");

export const PriceSchema = z.object({
  usdMinor: z.number().int().describe("Price in USD cents (what is charged)"),
  currency: CurrencyCodeSchema,
  symbol: z.string(),
  minor: z.number().int().describe("Converted minor units, truncated"),
  amount: z.string().describe("Exactly two decimals, truncated"),
  sale: z
    .object({
      campaign: z.string(),
      percentOff: z.number().int(),
      endsOn: z.string().describe("Last day of the sale (ISO date, UTC)"),
      listUsdMinor: z.number().int(),
      listMinor: z.number().int(),
      listAmount: z.string(),
    })
    .nullable()
    .describe("Set while a campaign lowers this price: the list price to strike through"),
});
export type Price = z.infer<typeof PriceSchema>;

export const AreaSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: AreaKindSchema,
  iso2: z.string().nullable(),
  name: z.string(),
  /** Names in all languages are not sent; the storefront asks in the visitor's language. */
  flag: z.string().describe("URL of the flag or area icon (SVG)"),
  countryCount: z.number().int(),
  popular: z.boolean(),
  fromPrice: PriceSchema.nullable().describe("Cheapest fixed-data plan; null when the area has no plan"),
});
export type AreaSummary = z.infer<typeof AreaSummarySchema>;

export const CoverageSchema = z.object({
  iso2: z.string(),
  slug: z.string(),
  name: z.string(),
  flag: z.string(),
  operators: z.array(z.string()),
  has5g: z.boolean(),
});

export const AreaDetailSchema = AreaSummarySchema.extend({ coverage: z.array(CoverageSchema) });
export type AreaDetail = z.infer<typeof AreaDetailSchema>;

export const PlanSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  areaSlug: z.string(),
  kind: PlanKindSchema,
  dataMb: z.number().int().nullable(),
  dailyMb: z.number().int().nullable(),
  validityDays: z.number().int().nullable(),
  voiceMinutes: z.number().int().nullable(),
  smsCount: z.number().int().nullable(),
  network: z.enum(NETWORKS),
  throttleKbps: z.number().int(),
  hotspot: z.boolean(),
  topup: z.boolean(),
  validityStart: z.enum(VALIDITY_STARTS),
  price: PriceSchema.describe("Per day for daily plans"),
});
export type Plan = z.infer<typeof PlanSchema>;

// --- requests -------------------------------------------------------------------------------

export const AreasRequest = requestSchema({ kind: AreaKindSchema.optional(), currency });
export const AreasAnswer = z.array(AreaSummarySchema);

export const SearchAreasRequest = requestSchema({
  keyword: text().trim().min(1).max(64),
  limit: z.number().int().min(1).max(50).optional(),
  currency,
});
export const SearchHitSchema = AreaSummarySchema.extend({
  matched: z.string().describe("The name or alias that matched, in its own language"),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const PackageRequest = requestSchema({ area: SlugSchema, plan: SlugSchema, currency });
export const PackageAnswer = z.object({ area: AreaDetailSchema, plan: PlanSchema });

export const PackageListRequest = requestSchema({ area: SlugSchema, kind: PlanKindSchema.optional(), currency });
export const PackageListAnswer = z.object({ area: AreaDetailSchema, plans: z.array(PlanSchema) });

export const RecommendedRequest = requestSchema({ limit: z.number().int().min(1).max(24).optional(), currency });
export const RecommendedAnswer = z.array(z.object({ area: AreaSummarySchema, plan: PlanSchema }));

export const SuggestionRequest = requestSchema({
  area: SlugSchema,
  tripDays: z.number().int().min(1).max(365),
  dailyUsageMb: z.number().int().min(10).max(51_200),
  currency,
});
export const SuggestionAnswer = z.object({
  items: z.array(
    z.object({
      plan: PlanSchema,
      quantity: z.number().int().positive().describe("How many of this plan (or days, for daily plans)"),
    }),
  ),
  total: PriceSchema,
  neededMb: z.number().int(),
  coveredMb: z.number().int().nullable().describe("High-speed data bought; null for daily plans that renew each day"),
  explanation: z.string(),
});

export type SuggestionResult = z.infer<typeof SuggestionAnswer>;
