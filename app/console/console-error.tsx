/**
 * What a console page shows when it cannot be drawn: not allowed (403), not found (404), or
 * failed. Inside the console's frame when a page fails; in place of it when the frame itself
 * failed, then in English, the only texts it has without the frame's data.
 */
import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from "react-router";
import { CONSOLE_PREFIX } from "../../shared/console.ts";
import { consoleText, type ConsoleData } from "./console-i18n.tsx";
import type { ConsoleKey } from "./messages/en.ts";

const FALLBACK: Partial<Record<ConsoleKey, string>> = {
  "error.failed.title": "Something went wrong",
  "error.failed.text": "The page could not be shown. Please try again in a moment.",
  "error.back": "Back to the overview",
};

export function ConsoleErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData("admin") as ConsoleData | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const kind = status === 403 ? "forbidden" : status === 404 ? "notFound" : "failed";
  const t = (key: ConsoleKey) => (data ? consoleText(data).t(key) : (FALLBACK[key] ?? FALLBACK[`error.failed.${key.split(".").at(-1)}` as ConsoleKey]!));
  return (
    <section className="console-status">
      <title>{t(`error.${kind}.title`)}</title>
      <h1>{t(`error.${kind}.title`)}</h1>
      <p>{t(`error.${kind}.text`)}</p>
      <p>
        <Link to={CONSOLE_PREFIX}>{t("error.back")}</Link>
      </p>
    </section>
  );
}
