/**
 * `/admin/customers` (`customers.read`): find a customer by e-mail address (whole, or its
 * beginning), account id or order number (docs/CONSOLE.md#customers). Each line opens the
 * customer's page.
 */
import { Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/customers";
import { formatMoney } from "../../../shared/money.ts";
import { requireStaff } from "../../console/console.server.ts";
import { useConsole } from "../../console/console-i18n.tsx";
import { ConsoleTitle, TableHead } from "../../console/console-ui.tsx";
import type { ConsoleKey } from "../../console/messages/en.ts";
export { ConsoleErrorBoundary as ErrorBoundary } from "../../console/console-error.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireStaff(request, context, "customers.read");
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 254);
  const found = q.trim() ? await context.services.customers.search(member.session, q) : null;
  if (found && !found.ok) throw new Response(null, { status: 403 });
  const rows = found?.obj.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })) ?? null;
  return { q, rows, limit: 50 };
}

export default function Customers() {
  const { t, lang, dateTime } = useConsole();
  const { q, rows, limit } = useLoaderData<typeof loader>();
  return (
    <section>
      <ConsoleTitle title={t("customers.title")} />
      <p>{t("customers.lead")}</p>
      <Form method="get" className="console-filters" role="search">
        <fieldset>
          <legend>{t("customers.search.legend")}</legend>
          <label>
            {t("customers.search.label")}
            <input name="q" type="search" defaultValue={q} required minLength={2} maxLength={254} autoComplete="off" spellCheck={false} />
          </label>
          <button type="submit" className="console-primary">
            {t("customers.search.submit")}
          </button>
        </fieldset>
      </Form>
      {rows &&
        (rows.length === 0 ? (
          <p>{t("customers.empty")}</p>
        ) : (
          <>
            {rows.length >= limit && <p>{t("customers.more", { count: limit })}</p>}
            <table className="console-table">
              <TableHead columns={[t("customers.col.email"), t("customers.col.kind"), t("customers.col.created"), t("customers.col.orders"), t("customers.col.balance")]} />
              <tbody>
                {rows.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">
                      <Link to={`/admin/customers/${c.id}`}>{c.kind === "deleted" ? t("customers.erasedName") : (c.email ?? t("customers.noEmail"))}</Link>
                      {c.blocked && <> · {t("customers.blockedTag")}</>}
                    </th>
                    <td>{t(`customers.kind.${c.kind}` as ConsoleKey)}</td>
                    <td>{dateTime(c.createdAt)}</td>
                    <td>{c.orders}</td>
                    <td>{formatMoney(c.balanceMinor, "USD", lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ))}
    </section>
  );
}
