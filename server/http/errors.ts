/**
 * Every code the API can answer with: the protocol's own and each domain's business failures.
 * Domains declare their codes in `server/domain/<context>/errors.ts`; registering a domain is one
 * entry in DOMAIN_ERRORS, after which the compiler asks for its messages in every language.
 */
import { ACCOUNT_ERRORS } from "../domain/accounts/index.ts";
import { CATALOG_ERRORS } from "../domain/catalog/index.ts";
import { CONTENT_ERRORS } from "../domain/content/index.ts";
import { FULFILMENT_ACTION_ERRORS, ORDER_ERRORS, PAYMENT_ERRORS, REFUND_ERRORS } from "../domain/checkout/index.ts";
import { ORDER_DESK_ERRORS } from "../domain/order-desk/index.ts";
import { CUSTOMER_ERRORS } from "../domain/customers/index.ts";
import { PARTNER_ERRORS } from "../domain/partners/index.ts";
import { PRICING_ERRORS } from "../domain/pricing/index.ts";
import { PRIVACY_ERRORS } from "../domain/privacy/index.ts";
import { PROMO_ERRORS, PROMO_OPERATOR_ERRORS } from "../domain/promos/index.ts";
import { REVIEW_ERRORS } from "../domain/reviews/index.ts";
import { STAFF_ERRORS } from "../domain/staff/index.ts";
import { TOPUP_ERRORS } from "../domain/topups/index.ts";
import { WALLET_ERRORS } from "../domain/wallet/index.ts";
import type { ProtocolCode } from "./protocol-errors.ts";

/**
 * Business failures travel with HTTP 200 and `success: false`: they are answers the storefront
 * shows, not faults. Partnership has none yet, since a valid enquiry is always stored.
 */
export const DOMAIN_ERRORS = [...CATALOG_ERRORS, ...CONTENT_ERRORS, ...ACCOUNT_ERRORS, ...PRIVACY_ERRORS, ...PARTNER_ERRORS, ...ORDER_ERRORS, ...PAYMENT_ERRORS, ...REFUND_ERRORS, ...WALLET_ERRORS, ...PROMO_ERRORS, ...PROMO_OPERATOR_ERRORS, ...TOPUP_ERRORS, ...REVIEW_ERRORS, ...STAFF_ERRORS, ...PRICING_ERRORS, ...FULFILMENT_ACTION_ERRORS, ...ORDER_DESK_ERRORS, ...CUSTOMER_ERRORS] as const;
export type DomainError = (typeof DOMAIN_ERRORS)[number];

export type ApiCode = ProtocolCode | DomainError;

