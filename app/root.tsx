import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { canonicalLang, DEFAULT_LANG } from "../shared/i18n/locales.ts";
import { langFromUrl } from "./locale.server.ts";
import { localizePath } from "../shared/i18n/paths.ts";
import { ERROR_PAGE_FAILED } from "./i18n/fallback.ts";
import "./styles/app.css";

export function loader({ request }: Route.LoaderArgs) {
  return { lang: langFromUrl(new URL(request.url)) };
}

function useDocumentLang() {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  return data?.lang ?? canonicalLang(pathname.split("/")[1]) ?? DEFAULT_LANG;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const lang = useDocumentLang();
  return (
    <html lang={lang}>
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
  const lang = useDocumentLang();
  const text = ERROR_PAGE_FAILED[lang];
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
