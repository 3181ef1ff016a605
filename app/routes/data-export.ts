/**
 * `/security/data`: the data export without JavaScript (PRODUCT.md#privacy-self-service). The
 * security page's Download form posts here and the browser saves the answer, a JSON attachment,
 * staying on the page; with JavaScript the same button asks /v1/user/data-export. A resource
 * route, which draws no page: a refused download goes back to /security, which says why.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/data-export";
import { FORM_TOKEN_FIELD } from "../../shared/api/protocol.ts";
import { dataExportFileName, EXPORT_NOTICE_PARAM, type ExportNotice } from "../../shared/data-export.ts";
import { localizePath } from "../../shared/i18n/paths.ts";
import { field, guardForm, sessionFormToken } from "../features/account/account-forms.server.ts";
import { PRIVATE_HEADERS, requireSession } from "../features/account/require-session.server.ts";

/** Nothing to show here: the page with the form. */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(localizePath(context.lang, "/security"), { headers: PRIVATE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireSession(context, request, { account: true });
  const back = (notice: ExportNotice) => redirect(`${localizePath(context.lang, "/security")}?${EXPORT_NOTICE_PARAM}=${notice}`, { headers: PRIVATE_HEADERS });
  const form = await request.formData();
  const refused = await guardForm(context, "dataExport", form, "");
  if (refused) throw back(refused.status === "limited" ? "limited" : "expired");
  // Drawn for this very session: a form made elsewhere, or for another session, downloads nothing.
  if (field(form, FORM_TOKEN_FIELD) !== sessionFormToken("data-export", context.token ?? "")) throw back("expired");
  const exported = await context.services.privacy.exportData(session);
  if (!exported.ok) throw back("throttled");
  return new Response(JSON.stringify(exported.obj, null, 2), {
    headers: {
      ...PRIVATE_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${dataExportFileName(exported.obj.exportedAt)}"`,
    },
  });
}
