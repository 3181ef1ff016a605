/**
 * `/admin/orders` (`orders.read`): orders found by number, e-mail or ICCID, UTC days and state,
 * newest first, 50 a page (docs/CONSOLE.md#orders). A GET form: a search is a link to share.
 */
import { Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/orders";
import { ORDER_STATUSES, type OrderStatus } from "../../../shared/order-states.ts";
import { requireStaff } from "../../console/console.server.ts";
import { useConsole } from "../../console/console-i18n.tsx";
import { ConsoleTitle, FormAlert, TableHead } from "../../console/console-ui.tsx";
import { usdOf } from "../../console/format.ts";
import type { ConsoleKey } from "../../console/messages/en.ts";
export { ConsoleErrorBoundary as ErrorBoundary } from "../../console/console-error.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireStaff(request, context, "orders.read");
  const url = new URL(request.url);
  const get = (name: string) => (url.searchParams.get(name) ?? "").trim().slice(0, 200);
  const search = { q: get("q"), from: get("from"), to: get("to"), status: get("status") };
  const status = (ORDER_STATUSES as readonly string[]).includes(search.status) ? (search.status as OrderStatus) : undefined;
  const found = await context.services.orderDesk.searchOrders(member.session, {
    q: search.q || undefined,
    from: search.from || undefined,
    to: search.to || undefined,
    status,
    before: get("before") || undefined,
  });
  const params = new URLSearchParams(Object.entries(search).filter(([, v]) => v));
  return found.ok
    ? {
        search,
        problem: null,
        rows: found.obj.rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        next: found.obj.next ? `?${new URLSearchParams([...params, ["before", found.obj.next]])}` : null,
        paged: url.searchParams.has("before"),
        first: params.size ? `?${params}` : "",
      }
    : { search, problem: context.message(found.code), rows: [], next: null, paged: false, first: "" };
}

export default function Orders() {
  const { t, lang, dateTime } = useConsole();
  const { search, problem, rows, next, paged, first } = useLoaderData<typeof loader>();
  const usd = usdOf(lang);
  return (
    <section>
      <ConsoleTitle title={t("orders.title")} />
      <Form method="get" className="console-filters">
        <fieldset>
          <legend>{t("orders.search.legend")}</legend>
          <label>
            {t("orders.search.q")}
            <input name="q" type="search" defaultValue={search.q} size={30} spellCheck={false} />
          </label>
          <label>
            {t("audit.filter.from")}
            <input type="date" name="from" defaultValue={search.from} />
          </label>
          <label>
            {t("audit.filter.to")}
            <input type="date" name="to" defaultValue={search.to} />
          </label>
          <label>
            {t("orders.search.status")}
            <select name="status" defaultValue={search.status}>
              <option value="">{t("orders.search.anyStatus")}</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`orders.status.${s}` as ConsoleKey)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="console-primary">
            {t("audit.filter.apply")}
          </button>{" "}
          <Link to="/admin/orders">{t("audit.filter.clear")}</Link>
        </fieldset>
      </Form>
      <FormAlert message={problem ?? undefined} />
      {rows.length === 0 ? (
        <p>{t("orders.none")}</p>
      ) : (
        <table className="console-table">
          <TableHead columns={[t("orders.col.number"), t("orders.col.placed"), t("orders.col.status"), t("orders.col.email"), t("orders.col.plan"), t("orders.col.amount"), "ICCID"]} />
          <tbody>
            {rows.map((r) => (
              <tr key={r.orderNo}>
                <th scope="row">
                  <Link to={`/admin/orders/${r.orderNo}`}>{r.orderNo}</Link>
                  {r.kind === "topup" && <div className="console-hint">{t("orders.kind.topup")}</div>}
                </th>
                <td>{dateTime(r.createdAt)}</td>
                <td>{t(`orders.status.${r.status}` as ConsoleKey)}</td>
                <td>{r.email ?? ""}</td>
                <td>
                  {r.areaSlug}/{r.planSlug}
                </td>
                <td>{usd(r.amountUsdMinor)}</td>
                <td>{r.iccid ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className="console-pager">
        {paged && <Link to={`/admin/orders${first}`}>{t("orders.newest")}</Link>} {next && <Link to={`/admin/orders${next}`}>{t("orders.older")}</Link>}
      </nav>
    </section>
  );
}
