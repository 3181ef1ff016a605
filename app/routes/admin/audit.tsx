/**
 * `/admin/audit` (owners, `audit.read`): the audit log newest first, searched by member, action,
 * target and UTC days, 100 entries a page, and the same search as CSV (docs/CONSOLE.md#audit-log).
 */
import { Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/audit";
import { requireStaff } from "../../console/console.server.ts";
import { auditFilter, auditQuery, auditSearch } from "../../console/audit-filter.server.ts";
import { useConsole } from "../../console/console-i18n.tsx";
import { ConsoleTitle, TableHead } from "../../console/console-ui.tsx";
export { ConsoleErrorBoundary as ErrorBoundary } from "../../console/console-error.tsx";

const PAGE = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireStaff(request, context, "audit.read");
  const url = new URL(request.url);
  const search = auditSearch(url);
  const before = Number(url.searchParams.get("before"));
  const { staff } = context.services;
  const [entries, team] = [
    await staff.auditEntries(member.session, { ...auditFilter(search), limit: PAGE + 1, beforeId: Number.isSafeInteger(before) && before > 0 ? before : undefined }),
    await staff.team(member.session),
  ];
  if (!entries.ok) throw new Response(null, { status: 403 });
  const rows = entries.obj.slice(0, PAGE).map((e) => ({ ...e, at: e.at.toISOString() }));
  const older = entries.obj.length > PAGE ? auditQuery(search, { before: String(rows.at(-1)!.id) }) : null;
  return {
    search,
    rows,
    older,
    paged: url.searchParams.has("before"),
    firstPage: auditQuery(search),
    csv: `/admin/audit.csv${auditQuery(search)}`,
    members: team.ok ? team.obj.members.map((m) => ({ id: m.id, email: m.email })) : [],
  };
}

/** A before or after object as one line: `key: value` pairs, values as JSON. */
const change = (value: Record<string, unknown> | null) =>
  value
    ? Object.entries(value)
        .map(([k, v]) => `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`)
        .join(", ")
    : "";

export default function Audit() {
  const { t, dateTime } = useConsole();
  const { search, rows, older, paged, firstPage, csv, members } = useLoaderData<typeof loader>();
  return (
    <section>
      <ConsoleTitle title={t("audit.title")} />
      <p>{t("audit.lead")}</p>
      <Form method="get" className="console-filters">
        <fieldset>
          <legend>{t("audit.filter.legend")}</legend>
          <label>
            {t("audit.filter.member")}
            <select name="member" defaultValue={search.member}>
              <option value="">{t("audit.filter.anyone")}</option>
              {members.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.email}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("audit.filter.action")}
            <input name="action" defaultValue={search.action} placeholder="order." />
          </label>
          <label>
            {t("audit.filter.target")}
            <input name="target" defaultValue={search.target} />
          </label>
          <label>
            {t("audit.filter.from")}
            <input type="date" name="from" defaultValue={search.from} />
          </label>
          <label>
            {t("audit.filter.to")}
            <input type="date" name="to" defaultValue={search.to} />
          </label>
          <button type="submit" className="console-primary">
            {t("audit.filter.apply")}
          </button>{" "}
          <Link to="/admin/audit">{t("audit.filter.clear")}</Link>
        </fieldset>
      </Form>
      <p>
        <a href={csv} download>
          {t("audit.csv")}
        </a>
      </p>
      {rows.length === 0 ? (
        <p>{t("audit.empty")}</p>
      ) : (
        <table className="console-table audit-table">
          <TableHead columns={[t("audit.col.at"), t("audit.col.who"), t("audit.col.action"), t("audit.col.target"), t("audit.col.change"), t("audit.col.address")]} />
          <tbody>
            {rows.map((e) => (
              <tr key={e.id}>
                <td>{dateTime(e.at)}</td>
                <td>{e.staffEmail ?? t("audit.system")}</td>
                <th scope="row">
                  <code>{e.action}</code>
                </th>
                <td>{e.targetId ? `${e.targetKind ?? ""} ${e.targetId}`.trim() : ""}</td>
                <td className="audit-change">
                  {e.before && <del>{change(e.before)}</del>} {e.after && <ins>{change(e.after)}</ins>}
                </td>
                <td>{e.address ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className="console-pager">
        {paged && <Link to={`/admin/audit${firstPage}`}>{t("audit.newest")}</Link>} {older && <Link to={`/admin/audit${older}`}>{t("audit.older")}</Link>}
      </nav>
    </section>
  );
}
