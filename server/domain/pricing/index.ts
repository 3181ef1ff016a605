/**
 * Pricing's public surface: what a plan costs today (docs/PRODUCT.md#campaign-pricing), the
 * campaigns as data with the console's functions (docs/CONSOLE.md#campaigns), their business
 * failures, and the retail prices a supplier sync computes from cost.
 */
export { createPricingService, type CampaignBannerRecord, type PricedItem, type PricingService, type Quote } from "./pricing-service.ts";
export { createCampaignService, type CampaignChange, type CampaignService, type PricingOutcome, type StaffActor } from "./campaign-service.ts";
export type { CampaignCatalogue } from "./campaign-rules.ts";
export type { CampaignView } from "./campaign-view.ts";
export type { Campaign, CampaignState } from "./campaigns.ts";
export { PRICING_ERRORS, type PricingError } from "./errors.ts";
export { discountedUsdMinor } from "./pricing-rules.ts";
export { retailPrice, RetailRulesSchema, type CostedPackage, type RetailPrice, type RetailRules } from "./retail-price-rules.ts";
export { DEFAULT_RETAIL_RULES, readRetailRules } from "./retail-rules-file.ts";
