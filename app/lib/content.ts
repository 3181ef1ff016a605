/** Shapes of editorial content served by /v1/load/resource (see server/db/seed/content/types.ts). */
export interface ContentSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}
export interface ContentPageDoc {
  title: string;
  description: string;
  intro: string;
  sections: ContentSection[];
}
export interface FaqDoc {
  title: string;
  description: string;
  intro: string;
  groups: { heading: string; items: { question: string; answer: string }[] }[];
}

/** Stable anchor for a section heading, unique within its page. */
export const sectionId = (index: number) => `section-${index + 1}`;
