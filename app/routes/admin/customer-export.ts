/**
 * `/admin/customers/:userId/export.json` (`customers.read`): the customer's data as the privacy
 * export gives it to themselves, downloaded, and recorded in the audit log (`customer.exported`).
 * A GET, like any download: the session cookie is SameSite=Strict, so no other site's link
 * carries it, and the entry is written before the file is sent. Limited per customer as their own
 * export is (10 an hour, whoever asks).
 */
import type { Route } from "./+types/customer-export";
import { requireStaff } from "../../console/console.server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const member = await requireStaff(request, context, "customers.read");
  if (!UUID.test(params.userId)) throw new Response(null, { status: 404 });
  const data = await context.services.customers.exportData(member.session, params.userId, context.clientIp);
  if (!data.ok) throw new Response(null, { status: data.code === "STAFF_FORBIDDEN" ? 403 : data.code === "EXPORT_THROTTLED" ? 429 : 404 });
  const day = data.obj.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(data.obj, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="customer-${params.userId}-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
