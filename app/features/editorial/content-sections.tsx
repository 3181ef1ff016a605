import { sectionId, type ContentSection } from "./content.ts";

/** The body of an editorial document: headed sections of paragraphs and optional bullets. */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return sections.map((s, i) => (
    <section key={sectionId(i)} aria-labelledby={sectionId(i)}>
      <h2 id={sectionId(i)}>{s.heading}</h2>
      {s.paragraphs.map((p, j) => (
        <p key={j}>{p}</p>
      ))}
      {s.bullets && (
        <ul>
          {s.bullets.map((b, j) => (
            <li key={j}>{b}</li>
          ))}
        </ul>
      )}
    </section>
  ));
}
