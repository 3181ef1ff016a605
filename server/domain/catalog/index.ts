/** The catalogue: areas, plans and their prices, served from an in-memory snapshot. */
export { createCatalogService, type CatalogService } from "./catalog-service.ts";
