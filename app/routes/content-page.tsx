/** Long-form pages from the content store: how it works, about, terms (agreement), privacy. */
import { useLoaderData } from "react-router";
import type { Route } from "./+types/content-page";
import { messagesFor } from "../i18n/messages.server.ts";
import { loadContentPage } from "../features/editorial/content.server.ts";
import { sectionId, type ContentPageDoc } from "../features/editorial/content.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { ContentSections } from "../features/editorial/content-sections.tsx";
import { contentMeta } from "../features/editorial/content-meta.ts";
import { KEPT_PAGE } from "../shell/kept-page.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

/** Kept for visitors who are not signed in (app/shell/kept-page.ts). */
export const handle = KEPT_PAGE;

export function loader({ request, context }: Route.LoaderArgs) {
  return { ...loadContentPage<ContentPageDoc>(request, context), messages: messagesFor(context.lang, ["content"]) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return contentMeta(matches, loaderData);
}

export default function ContentPage() {
  const { doc } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <article className="prose">
      <h1>{doc.title}</h1>
      <p className="lead">{doc.intro}</p>
      {doc.sections.length > 3 && (
        <nav aria-label={t("content.onThisPage")} className="toc">
          <h2>{t("content.onThisPage")}</h2>
          <ol>
            {doc.sections.map((s, i) => (
              <li key={sectionId(i)}>
                <a href={`#${sectionId(i)}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <ContentSections sections={doc.sections} />
    </article>
  );
}
