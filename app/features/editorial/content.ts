/**
 * Shapes of the editorial documents served by /v1/load/resource, inferred from the content
 * schema (shared/content/schema.ts); type-only, so no schema code reaches the browser.
 */
export type { ContentPage as ContentPageDoc, ContentSection, FaqPage as FaqDoc } from "../../../shared/content/schema.ts";

/** Stable anchor for a section heading, unique within its page. */
export const sectionId = (index: number) => `section-${index + 1}`;
