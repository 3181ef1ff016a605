import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { canonicalLang, DEFAULT_LANG } from "../shared/i18n/locales.ts";
import { localizePath } from "../shared/i18n/paths.ts";
import { ERROR_PAGE_FAILED } from "./i18n/fallback.server.ts";
import "./styles/app.css";

export function loader({ context }: Route.LoaderArgs) {
  const lang = context.lang;
  // The last-resort error text travels as data, so no visitor downloads it as code.
  return { lang, fallback: ERROR_PAGE_FAILED[lang], mobile: context.mobile };
}

function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  return {
    lang: data?.lang ?? canonicalLang(pathname.split("/")[1]) ?? DEFAULT_LANG,
    mobile: data?.mobile ?? false,
    fallback: data?.fallback ?? { text: "An error occurred while showing the error page", home: "Home" },
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
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

export default function App() {
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
