import type { Route } from "./+types/root";
import { ERROR_PAGE_FAILED } from "./i18n/fallback.server.ts";
import type { RootData } from "./shell/document.tsx";
import "./styles/app.css";

export { Layout, App as default, ErrorBoundary } from "./shell/document.tsx";

export function loader({ context }: Route.LoaderArgs): RootData {
  const lang = context.lang;
  // The last-resort error text travels as data, so no visitor downloads it as code.
  return { lang, fallback: ERROR_PAGE_FAILED[lang], mobile: context.mobile };
}
