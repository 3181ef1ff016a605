/**
 * `/admin/audit.csv`: the audit log's search (the page's filters) as CSV, every matching entry,
 * newest first, read and sent a batch at a time (the log has no cap). RFC 4180 with a byte order
 * mark so spreadsheet programs read UTF-8; cells that a spreadsheet would run as a formula are
 * prefixed with an apostrophe (OWASP's CSV injection advice).
 */
import type { Route } from "./+types/audit-csv";
import { requireStaff } from "../../console/console.server.ts";
import { auditFilter, auditSearch } from "../../console/audit-filter.server.ts";
import { csvLine } from "../../console/csv.ts";

const HEADER = ["id", "at", "staff_email", "staff_id", "action", "target_kind", "target_id", "before", "after", "address"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireStaff(request, context, "audit.read");
  const filter = auditFilter(auditSearch(new URL(request.url)));
  const batches = context.services.staff.auditExport(member.session, filter);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(HEADER)}`));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) return controller.close();
      const lines = next.value.map((e) =>
        csvLine([String(e.id), e.at.toISOString(), e.staffEmail ?? "", e.staffId ?? "", e.action, e.targetKind ?? "", e.targetId ?? "", json(e.before), json(e.after), e.address ?? ""]),
      );
      controller.enqueue(encoder.encode(lines.join("")));
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-log-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

const json = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : "");
