/**
 * The closed lists of the catalogue, declared once: the database schema, the API schemas, the
 * in-memory snapshot, the demo seed and the storefront all import them from here, so adding a
 * kind is one edit the compiler then follows everywhere.
 */

/** local = one country or territory; regional = a group of countries; global = worldwide. */
export const AREA_KINDS = ["local", "regional", "global"] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

/** data = a fixed volume over a validity; daily = an allowance per day; calltext = data plus minutes and SMS. */
export const PLAN_KINDS = ["data", "daily", "calltext"] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** Best mobile generation a plan reaches. */
export const NETWORKS = ["4G", "5G"] as const;
export type Network = (typeof NETWORKS)[number];

/** When a plan's validity starts counting. */
export const VALIDITY_STARTS = ["first_connection", "install"] as const;
export type ValidityStart = (typeof VALIDITY_STARTS)[number];

/**
 * Where a plan comes from: the demo seed, a supplier's catalogue sync, or the operator's own
 * catalogue file (`npm run catalog -- import`). Each writer touches only its own plans.
 */
export const PLAN_SOURCES = ["demo", "supplier", "file"] as const;
export type PlanSource = (typeof PLAN_SOURCES)[number];
