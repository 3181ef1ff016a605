/**
 * Content rows as the snapshot holds them and the views read them: a leaf module, so the
 * snapshot (which builds views) and the views (which read these rows) need not import each other.
 */
import type { banners, contentResources, dialogs } from "../../db/schema.ts";

export type BannerRecord = typeof banners.$inferSelect;
/** What a banner shows, wherever it is kept: the content's own banners, or a running price campaign's. */
export type BannerWording = Pick<BannerRecord, "id" | "link" | "art" | "title" | "subtitle" | "cta">;
export type DialogRecord = typeof dialogs.$inferSelect;
export type DocumentRecord = Pick<typeof contentResources.$inferSelect, "key" | "lang" | "body">;
