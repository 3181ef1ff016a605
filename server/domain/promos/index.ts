/** Promo codes (docs/WALLET.md#promo-codes): redeeming, the discount an order takes, and the operator's side. */
export { createPromosService, type PromoChangedBy, type PromoListing, type PromoRefusal, type PromoRow, type PromosService, type Redeemer, type RedeemType } from "./promos-service.ts";
export { releaseDiscount, reserveDiscount } from "./promo-reservations.ts";
export { EVER_PAID_ORDER_STATUSES, normalizePromoCode, PROMO_CODE_PATTERN, type NewPromo, type PromoProblem } from "./promo-rules.ts";
export { describePromo, listReport, promoProblemText, promoState, promoValue, type PromoState, type ReportedPromo } from "./promo-report.ts";
export { PROMO_ERRORS, PROMO_OPERATOR_ERRORS, type PromoError, type PromoOperatorError } from "./errors.ts";
