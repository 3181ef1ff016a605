/** Privacy self-service: the data export and the account's deletion, composed from the domains that hold a traveller's data. */
export { createPrivacyService, EXPORT_LIMIT, type DataSubject, type ExportPart, type ForgetHook, type PrivacyService } from "./privacy-service.ts";
export { PRIVACY_ERRORS, type PrivacyError } from "./errors.ts";
