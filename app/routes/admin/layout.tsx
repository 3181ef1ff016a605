/**
 * The operator console's frame (docs/CONSOLE.md): its own layout apart from the storefront's,
 * for staff only. Resolves the console's language (`?lang=` remembers a choice), the signed-in
 * member if any, and hands the pages their texts; each page guards itself (console.server.ts).
 */
import { Form, Link, NavLink, Outlet, redirect, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { canonicalLang, LANG_NAMES, LANGS } from "../../../shared/i18n/locales.ts";
import { FORM_TOKEN_FIELD } from "../../../shared/api/protocol.ts";
import { CONSOLE_FORM_KEY_FIELD, CONSOLE_PREFIX } from "../../../shared/console.ts";
import { sameSiteTarget } from "../../../shared/same-site.ts";
import { CONSOLE_MESSAGES } from "../../console/messages.server.ts";
import { consoleLangCookie, staffer } from "../../console/console.server.ts";
import { ConsoleContext, consoleText, useConsole, type ConsoleData } from "../../console/console-i18n.tsx";
import { sectionsFor } from "../../console/sections.ts";
import "../../console/console.css";
export { ConsoleErrorBoundary as ErrorBoundary } from "../../console/console-error.tsx";

export async function loader({ request, context }: Route.LoaderArgs): Promise<ConsoleData> {
  const url = new URL(request.url);
  const chosen = url.searchParams.get("lang");
  if (chosen !== null) {
    url.searchParams.delete("lang");
    const lang = canonicalLang(chosen);
    throw redirect(sameSiteTarget(url), lang ? { headers: { "Set-Cookie": consoleLangCookie(request, lang) } } : undefined);
  }
  const member = await staffer(request, context);
  const { staff } = context.services;
  return {
    lang: context.lang,
    messages: CONSOLE_MESSAGES[context.lang],
    brand: context.brand.name,
    member: member && { email: member.session.email, roles: member.session.roles, permissions: member.session.permissions },
    formKey: member ? staff.formKey(member.token) : "",
    signOutToken: member ? context.forms.issueToken() : "",
  };
}

export default function ConsoleLayout() {
  const data = useLoaderData<typeof loader>();
  const text = consoleText(data);
  return (
    <ConsoleContext.Provider value={text}>
      <div className="console">
        <a className="skip-link" href="#console-main">
          {text.t("nav.skip")}
        </a>
        <ConsoleHeader signOutToken={data.signOutToken} />
        <main id="console-main" className="console-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </ConsoleContext.Provider>
  );
}

function ConsoleHeader({ signOutToken }: { signOutToken: string }) {
  const { t, lang, member, formKey } = useConsole();
  const { pathname } = useLocation();
  return (
    <header className="console-header">
      <Link to={CONSOLE_PREFIX} className="console-brand">
        {t("console.name")}
      </Link>
      {member && (
        <nav aria-label={t("nav.label")} className="console-nav">
          <NavLink to={CONSOLE_PREFIX} end>
            {t("nav.home")}
          </NavLink>
          {sectionsFor(member.permissions).map((section) => (
            <NavLink key={section.path} to={section.path}>
              {t(section.name)}
            </NavLink>
          ))}
        </nav>
      )}
      <div className="console-tools">
        <Form method="get" action={pathname} className="console-lang">
          <label>
            {t("lang.label")}{" "}
            <select name="lang" defaultValue={lang}>
              {LANGS.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANG_NAMES[code]}
                </option>
              ))}
            </select>
          </label>{" "}
          <button type="submit">{t("lang.apply")}</button>
        </Form>
        {member && (
          <Form method="post" action={`${CONSOLE_PREFIX}/sign-out`} className="console-sign-out">
            <span>{t("nav.signedInAs", { email: member.email })}</span>{" "}
            <input type="hidden" name={FORM_TOKEN_FIELD} value={signOutToken} />
            <input type="hidden" name={CONSOLE_FORM_KEY_FIELD} value={formKey} />
            <button type="submit">{t("nav.signOut")}</button>
          </Form>
        )}
      </div>
    </header>
  );
}
