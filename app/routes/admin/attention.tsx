/**
 * `/admin/attention` (`orders.read` or `catalogue.edit`, each seeing the kinds their roles cover): what needs someone now (docs/CONSOLE.md#attention-queue):
 * paid orders not delivered, ambiguous supplier outcomes, jobs that gave up, webhooks refused,
 * the supplier's balance, failing catalogue syncs; each with what fixes it, and a link where
 * the console can fix it (the order's page). The rest is done at the supplier or the provider.
 */
import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/attention";
import { requireStaff } from "../../console/console.server.ts";
import { useConsole } from "../../console/console-i18n.tsx";
import { ConsoleTitle, TableHead } from "../../console/console-ui.tsx";
import { factsLine } from "../../console/format.ts";
import type { ConsoleKey } from "../../console/messages/en.ts";
export { ConsoleErrorBoundary as ErrorBoundary } from "../../console/console-error.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  // Catalogue members see the supplier's balance and the catalogue syncs; the order desk gives each their kinds.
  const member = await requireStaff(request, context, ["orders.read", "catalogue.edit"]);
  const groups = await context.services.orderDesk.attentionItems(member.session);
  if (!groups.ok) throw new Response(null, { status: 403 });
  return {
    groups: groups.obj.map((g) => ({
      kind: g.kind,
      // Oldest first: what has waited longest is looked at first.
      items: [...g.items].sort((a, b) => a.since.getTime() - b.since.getTime()).map((i) => ({ ...i, since: i.since.toISOString(), orderPage: i.target.orderNo ? `/admin/orders/${i.target.orderNo}` : null })),
    })),
  };
}

export default function Attention() {
  const { t, dateTime } = useConsole();
  const { groups } = useLoaderData<typeof loader>();
  const total = groups.reduce((n, g) => n + g.items.length, 0);
  return (
    <section>
      <ConsoleTitle title={t("attention.title")} />
      <p>{total === 0 ? t("attention.none") : t("attention.lead")}</p>
      {groups
        .filter((g) => g.items.length > 0)
        .map((g) => (
          <section key={g.kind} aria-labelledby={`attention-${g.kind}`}>
            <h2 id={`attention-${g.kind}`}>
              {t(`attention.kind.${g.kind}` as ConsoleKey)} ({g.items.length})
            </h2>
            <table className="console-table">
              <TableHead columns={[t("attention.col.since"), t("attention.col.target"), t("attention.col.fix"), t("order.timeline.detail")]} />
              <tbody>
                {g.items.map((item) => (
                  <tr key={`${item.target.kind}-${item.target.id}`}>
                    <td>{dateTime(item.since)}</td>
                    <th scope="row">{item.orderPage ? <Link to={item.orderPage}>{item.target.orderNo}</Link> : item.target.id}</th>
                    <td>{t(`attention.fix.${item.action.fix}` as ConsoleKey)}</td>
                    <td className="audit-change">{factsLine(item.detail)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
    </section>
  );
}
