/** One layout per language: resolves the language, hands the page its messages, draws the frame. */
import { Outlet, useLoaderData } from "react-router";
import { useMemo } from "react";
import type { Route } from "./+types/locale-layout";
import { canonicalCaseRedirect, langFromUrl } from "../locale.server.ts";
import { MESSAGES } from "../i18n/messages.server.ts";
import { createI18n, I18nContext } from "../i18n/i18n.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirect = canonicalCaseRedirect(url);
  if (redirect) throw redirect;
  const lang = langFromUrl(url);
  return { lang, messages: MESSAGES[lang], brand: { name: context.brand.name, slug: context.brand.slug } };
}

export default function LocaleLayout() {
  const { lang, messages, brand } = useLoaderData<typeof loader>();
  const i18n = useMemo(() => createI18n(lang, messages, brand.name), [lang, messages, brand.name]);
  return (
    <I18nContext.Provider value={i18n}>
      <main id="main">
        <Outlet />
      </main>
    </I18nContext.Provider>
  );
}
