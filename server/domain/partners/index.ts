/** The partner programme's public surface: the service (merchants, keys, referrals) and its business failures. */
export { createPartnersService, type PartnersService } from "./partners-service.ts";
export { PARTNER_ERRORS } from "./errors.ts";
export type { Merchant } from "./partners-view.ts";
export { partnerReportAnswer } from "./partner-report-view.ts";
export { createPartnerDesk, rateBps, REPORT_MONTHS_MAX, type PartnerDesk, type PartnerDeskActor, type PartnerReport, type ReportLine } from "./partner-desk.ts";
export { commissionOf, type ReportRow } from "./commission-rules.ts";
export type { MerchantFacts } from "./commission-repository.ts";
