/** Pricing's public surface: what a plan costs today (docs/PRODUCT.md#campaign-pricing). */
export { createPricingService, type PricingService, type Quote } from "./pricing-service.ts";
export { CAMPAIGNS, CHRISTMAS_CAMPAIGN } from "./campaigns.ts";
export { discountedUsdMinor } from "./pricing-rules.ts";
export { retailPrice, RetailRulesSchema, type CostedPackage, type RetailPrice, type RetailRules } from "./retail-price-rules.ts";
export { DEFAULT_RETAIL_RULES, readRetailRules } from "./retail-rules-file.ts";
