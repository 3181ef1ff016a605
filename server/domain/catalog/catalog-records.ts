/**
 * The catalogue's rows as the snapshot and the search index hold them: a leaf module, so the
 * snapshot (which builds the index) and the index (which ranks these rows) need not import each other.
 */
import type { areas, plans } from "../../db/schema.ts";

// Row types are the schema's own: only active areas and plans are read, so the flags are left out,
// and the shelves show a plan alike whichever writer owns it, at the price it sells at (a console price already applied).
export type AreaRecord = Omit<typeof areas.$inferSelect, "active" | "disabled">;
export type PlanRecord = Omit<typeof plans.$inferSelect, "active" | "disabled" | "priceOverrideUsdMinor" | "source">;
