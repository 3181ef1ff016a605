/**
 * `/admin`: who is signed in, with which roles, the dashboard (docs/CONSOLE.md#dashboard: every
 * role's, `dashboard.read`) for the period and display currency its address names, and the
 * sections those roles open.
 */
import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { isCurrencyCode } from "../../../shared/money.ts";
import { isDashboardPeriod } from "../../../shared/dashboard.ts";
import { requireStaff } from "../../console/console.server.ts";
import { Dashboard } from "../../console/dashboard.tsx";
import { roleList, useConsole } from "../../console/console-i18n.tsx";
import { ConsoleTitle } from "../../console/console-ui.tsx";
import { sectionsFor } from "../../console/sections.ts";
export { ConsoleErrorBoundary as ErrorBoundary } from "../../console/console-error.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireStaff(request, context, "dashboard.read");
  const url = new URL(request.url);
  const period = url.searchParams.get("period");
  const currency = url.searchParams.get("currency");
  const read = await context.services.orderDesk.dashboard(member.session, isDashboardPeriod(period) ? period : "today");
  return { dashboard: read.ok ? read.obj : null, problem: read.ok ? null : context.message(read.code), currency: isCurrencyCode(currency) ? currency : "USD" };
}

export default function ConsoleHome() {
  const text = useConsole();
  const { t, member } = text;
  const { dashboard, problem, currency } = useLoaderData<typeof loader>();
  if (!member) return null;
  const sections = sectionsFor(member.permissions);
  return (
    <section>
      <ConsoleTitle title={t("home.title")} />
      <p>{t("home.lead", { email: member.email, roles: roleList(text, member.roles) })}</p>
      {dashboard ? <Dashboard view={dashboard} currency={currency} /> : problem ? <p role="alert">{problem}</p> : null}
      <h2>{t("home.sections")}</h2>
      {sections.length === 0 ? (
        <p>{t("home.nothing")}</p>
      ) : (
        <ul className="console-cards">
          {sections.map((section) => (
            <li key={section.path}>
              <Link to={section.path}>{t(section.name)}</Link>
              <p>{t(section.description)}</p>
            </li>
          ))}
        </ul>
      )}
      <p className="console-hint">{t("home.session")}</p>
    </section>
  );
}
