/**
 * The catalogue's public surface: the service that answers areas, plans, search and trip
 * suggestions, its business failures, the version counter content shares with it, the sync
 * that fills it from a wholesale supplier, by hand or as an hourly durable job, and the import of
 * the operator's own catalogue file, and the console's side of it (taking plans and areas off sale).
 */
export { createCatalogService, type CatalogService } from "./catalog-service.ts";
export { createCatalogAdmin, type AdminArea, type AdminPlan, type CatalogAdmin, type CatalogAdminRefusal, type MarkupRulesInForce } from "./catalog-admin.ts";
export { planPackageCode, readCatalogVersion } from "./catalog-repository.ts";
export { CATALOG_ERRORS, type CatalogError } from "./errors.ts";
export {
  catalogFileJsonSchema,
  CatalogFileError,
  CatalogFileSchema,
  parseCatalogFile,
  readCatalogFile,
  type CatalogFile,
  type CatalogFileArea,
  type CatalogFilePlan,
} from "./catalog-file.ts";
export { createCatalogImport, type CatalogImport, type CatalogImportCounts, type CatalogImportResult } from "./catalog-import.ts";
export {
  changesSummary,
  countsSummary,
  createCatalogSync,
  isKnownCountry,
  type CatalogSync,
  type CatalogSyncCounts,
  type CatalogSyncOutcome,
  type CatalogSyncRun,
  type CatalogSyncState,
} from "./catalog-sync.ts";
export {
  CATALOG_SYNC_EVERY_MS,
  catalogSyncJob,
  catalogSyncKey,
  enqueueCatalogSync,
  nextCatalogSyncAt,
  registerCatalogSyncJob,
  scheduleCatalogSync,
  type CatalogSyncLog,
  type CatalogSyncScheduleDeps,
} from "./catalog-sync-job.ts";
export { planSync, type KnownPlan, type SyncInputs, type SyncPlan, type SyncedArea, type SyncedPlan } from "./supplier-catalog-rules.ts";
