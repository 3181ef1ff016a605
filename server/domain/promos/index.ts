/** Promo codes (docs/WALLET.md#promo-codes): redeeming, the discount an order takes, and the operator's side. */
export { createPromosService, type PromoListing, type PromoRefusal, type PromoRow, type PromosService, type Redeemer, type RedeemType } from "./promos-service.ts";
export { releaseDiscount, reserveDiscount } from "./promo-reservations.ts";
export { EVER_PAID_ORDER_STATUSES, normalizePromoCode, PROMO_CODE_PATTERN, type NewPromo } from "./promo-rules.ts";
export { describePromo, listReport, type ReportedPromo } from "./promo-report.ts";
export { PROMO_ERRORS, type PromoError } from "./errors.ts";
