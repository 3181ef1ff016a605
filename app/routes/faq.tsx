/** `/faq-{product}-esim`: questions grouped by topic, each answer expandable. */
import { useLoaderData } from "react-router";
import type { Route } from "./+types/faq";
import { loadContentPage } from "../features/editorial/content.server.ts";
import type { FaqDoc } from "../features/editorial/content.ts";
import { contentMeta } from "../features/editorial/content-meta.ts";
import { KEPT_PAGE } from "../shell/kept-page.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

/** Kept for visitors who are not signed in (app/shell/kept-page.ts). */
export const handle = KEPT_PAGE;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadContentPage<FaqDoc>(request, context);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return contentMeta(matches, loaderData);
}

export default function Faq() {
  const { doc } = useLoaderData<typeof loader>();
  const faqLd = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: doc.groups.flatMap((g) =>
      g.items.map((i) => ({ "@type": "Question", name: i.question, acceptedAnswer: { "@type": "Answer", text: i.answer } })),
    ),
  };
  return (
    <article className="prose faq">
      <h1>{doc.title}</h1>
      <p className="lead">{doc.intro}</p>
      {doc.groups.map((g, gi) => (
        <section key={gi} aria-labelledby={`faq-group-${gi}`}>
          <h2 id={`faq-group-${gi}`}>{g.heading}</h2>
          {g.items.map((item, ii) => (
            <details key={ii}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
      ))}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(faqLd).replace(/</g, "\\u003c") }} />
    </article>
  );
}
