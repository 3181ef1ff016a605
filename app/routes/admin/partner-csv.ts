/**
 * `/admin/partners/:merchantId/report.csv?from=&to=` (`partners.report`): the partner's report of
 * those months (the page's span, this month and the five before unless given) as CSV, one line
 * per order, oldest first, then a total line whose net and commission are the report's total.
 * Amounts are plain decimal US dollars ("12.34"), rates plain percentages, states and reasons
 * their codes: a file for programs and spreadsheets in any language. RFC 4180 with a byte order
 * mark, formula-like cells defused (app/console/csv.ts). A span that is no span answers 400.
 */
import type { Route } from "./+types/partner-csv";
import { requireStaff } from "../../console/console.server.ts";
import { csvLine } from "../../console/csv.ts";
import { plainHundredths } from "../../console/format.ts";
import { merchantIdOf, partnerActor, refusedRead } from "../../console/partners.server.ts";
import { requestedSpan } from "../../console/report-months.ts";

const HEADER = ["month", "sub_id", "order_no", "paid_at", "amount_usd", "refunded_usd", "net_usd", "rate_percent", "commission_usd", "status", "reason", "payout_reference"];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const member = await requireStaff(request, context, "partners.report");
  const id = merchantIdOf(params.merchantId);
  if (id === null) throw new Response(null, { status: 404 });
  const span = requestedSpan(new URL(request.url), new Date());
  const report = await context.services.partnerDesk.report(partnerActor(request, context, member), id, span.from, span.to);
  if (!report.ok) {
    if (report.code !== "PARTNER_MONTH_INVALID") throw refusedRead(report.code);
    return new Response(context.message(report.code), { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  const { lines, total } = report.obj;
  const sum = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const body = [
    csvLine(HEADER),
    ...lines.map((l) =>
      csvLine([
        l.month,
        l.subId ?? "",
        l.orderNo,
        l.paidAt.toISOString(),
        plainHundredths(l.amountUsdMinor),
        plainHundredths(l.refundedMinor),
        plainHundredths(l.netMinor),
        plainHundredths(l.rateBps),
        plainHundredths(l.commissionMinor),
        l.status,
        l.reason ?? "",
        l.payoutReference ?? "",
      ]),
    ),
    csvLine(["total", "", "", "", plainHundredths(sum((l) => l.amountUsdMinor)), plainHundredths(sum((l) => l.refundedMinor)), plainHundredths(total.netMinor), "", plainHundredths(total.commissionMinor), "", "", ""]),
  ];
  return new Response(`\uFEFF${body.join("")}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="partner-${id}-${span.from}-${span.to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
