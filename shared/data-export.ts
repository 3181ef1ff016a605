/**
 * What both doors of the data export (PRODUCT.md#privacy-self-service) and the browser agree on,
 * without zod: the file's name, and the notice a refused download leaves on the security page.
 */

/** The name the export is saved under: the day it was made (UTC). */
export const dataExportFileName = (exportedAt: string) => `account-data-${exportedAt.slice(0, 10)}.json`;

/** `/security?export=…`: why the no-JavaScript download was refused. */
export const EXPORT_NOTICE_PARAM = "export";
export const EXPORT_NOTICES = ["limited", "throttled", "expired"] as const;
export type ExportNotice = (typeof EXPORT_NOTICES)[number];
