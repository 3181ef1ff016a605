/** `/admin`: who is signed in, with which roles, and the sections those roles open. */
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { requireStaff } from "../../console/console.server.ts";
import { roleList, useConsole } from "../../console/console-i18n.tsx";
import { ConsoleTitle } from "../../console/console-ui.tsx";
import { sectionsFor } from "../../console/sections.ts";
export { ConsoleErrorBoundary as ErrorBoundary } from "../../console/console-error.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "dashboard.read");
  return null;
}

export default function ConsoleHome() {
  const text = useConsole();
  const { t, member } = text;
  if (!member) return null;
  const sections = sectionsFor(member.permissions);
  return (
    <section>
      <ConsoleTitle title={t("home.title")} />
      <p>{t("home.lead", { email: member.email, roles: roleList(text, member.roles) })}</p>
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
