/** The partner programme's public surface: the service (merchants, keys, referrals) and its business failures. */
export { createPartnersService, type PartnersService } from "./partners-service.ts";
export { PARTNER_ERRORS } from "./errors.ts";
export type { Merchant } from "./partners-view.ts";
