/**
 * The catalogue's public surface: the service that answers areas, plans, search and trip
 * suggestions, its business failures, the version counter content shares with it, and the sync
 * that fills it from a wholesale supplier, by hand or as an hourly durable job.
 */
export { createCatalogService, type CatalogService } from "./catalog-service.ts";
export { planPackageCode, readCatalogVersion } from "./catalog-repository.ts";
export { CATALOG_ERRORS, type CatalogError } from "./errors.ts";
export {
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
