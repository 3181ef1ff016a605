import type { Route } from "./+types/root";
import { ERROR_PAGE_FAILED } from "./i18n/fallback.server.ts";
import type { RootData } from "./shell/document.tsx";
import { KEPT_PAGE } from "./shell/kept-page.ts";
import "./styles/app.css";

export { Layout, App as default, ErrorBoundary } from "./shell/document.tsx";

/** Every kept page is drawn inside the root (app/shell/kept-page.ts): its loader reads only the language and the device class. */
export const handle = KEPT_PAGE;

export function loader({ context }: Route.LoaderArgs): RootData {
  const lang = context.lang;
  // The last-resort error text travels as data, so no visitor downloads it as code.
  return { lang, fallback: ERROR_PAGE_FAILED[lang], mobile: context.mobile };
}
