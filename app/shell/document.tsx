/**
 * The HTML document every page is drawn in (the root route's Layout), the root outlet, and the
 * last-resort error view. Here rather than in app/root.tsx so it travels in the shell chunk with
 * the rest of what every page loads; the root route keeps its loader and the global stylesheet.
 */
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "react-router";
import { canonicalLang, DEFAULT_LANG, type Lang } from "../../shared/i18n/locales.ts";
import { localizePath } from "../../shared/i18n/paths.ts";

/** What the root route's loader hands every page (app/root.tsx). */
export interface RootData {
  lang: Lang;
  /** The last-resort error text, as data so no visitor downloads it as code. */
  fallback: { text: string; home: string };
  mobile: boolean;
}

function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const { pathname } = useLocation();
  return {
    lang: data?.lang ?? canonicalLang(pathname.split("/")[1]) ?? DEFAULT_LANG,
    mobile: data?.mobile ?? false,
    fallback: data?.fallback ?? { text: "An error occurred while showing the error page", home: "Home" },
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const { lang, mobile } = useRootData();
  return (
    // PRODUCT.md#mobile-layout: a phone gets the mobile layout at any width (app/styles/mobile-css.ts).
    <html lang={lang} data-mobile={mobile ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5f59" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export function App() {
  return <Outlet />;
}

/** Reached only when a page's own error view failed too. */
export function ErrorBoundary() {
  const { lang, fallback: text } = useRootData();
  return (
    <main className="status-page">
      <title>{text.text}</title>
      <h1>{text.text}</h1>
      <p>
        <a href={localizePath(lang, "/")}>{text.home}</a>
      </p>
    </main>
  );
}
