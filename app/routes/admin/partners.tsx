/**
 * `/admin/partners` (`partners.report`: owners, finance, partners): every partner merchant with
 * its number, short code, commission rate, state and whether it has an API key, each opening its
 * page; and, for members allowed `partners.edit`, adding a merchant (docs/CONSOLE.md#partners).
 * The partner desk checks the permission again and writes the audit entry.
 */
import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/partners";
import { DEFAULT_COMMISSION_BPS } from "../../../shared/partner-commissions.ts";
import { consoleText, field, guardConsoleForm, requireStaff, type Refusal } from "../../console/console.server.ts";
import { partnerActor, refusedRead } from "../../console/partners.server.ts";
import { useConsole } from "../../console/console-i18n.tsx";
import { ConsoleTitle, FormAlert, MemberFormFields, TableHead } from "../../console/console-ui.tsx";
import { percentOfBps } from "../../console/format.ts";
export { ConsoleErrorBoundary as ErrorBoundary } from "../../console/console-error.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireStaff(request, context, "partners.report");
  const listed = await context.services.partnerDesk.merchants(partnerActor(request, context, member));
  if (!listed.ok) throw refusedRead(listed.code);
  return {
    merchants: listed.obj.map((m) => ({ id: m.id, shortCode: m.shortCode, name: m.name, active: m.active, commissionBps: m.commissionBps, hasKey: m.hasKey })),
    // What the page offers; the action and the desk check it again.
    may: { edit: member.session.permissions.includes("partners.edit") },
    formToken: context.forms.issueToken(),
  };
}

type Answer = Refusal | { ok: true; done: string };

export async function action({ request, context }: Route.ActionArgs): Promise<Answer> {
  const member = await requireStaff(request, context, "partners.edit");
  const form = await request.formData();
  const refused = await guardConsoleForm(context, "staffAction", form, member);
  if (refused) return refused;
  if (field(form, "intent") !== "add") return { ok: false, message: consoleText(context, "form.problem") };
  const input = { id: field(form, "id"), shortCode: field(form, "shortCode"), name: field(form, "name"), rate: field(form, "rate") };
  const added = await context.services.partnerDesk.addMerchant(partnerActor(request, context, member), input);
  if (!added.ok) return { ok: false, message: context.message(added.code) };
  return { ok: true, done: consoleText(context, "partners.added", { name: input.name.trim(), id: added.obj.id }) };
}

export default function Partners() {
  const { t, lang } = useConsole();
  const { merchants, may, formToken } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const percent = percentOfBps(lang);
  return (
    <section>
      <ConsoleTitle title={t("partners.title")} />
      <p>{t("partners.lead")}</p>
      <FormAlert message={answer && !answer.ok ? answer.message : undefined} done={answer?.ok ? answer.done : undefined} />
      {merchants.length === 0 ? (
        <p>{t("partners.empty")}</p>
      ) : (
        <table className="console-table">
          <TableHead columns={[t("partners.col.id"), t("partners.col.shortCode"), t("partners.col.name"), t("partners.col.rate"), t("partners.col.state"), t("partners.col.key")]} />
          <tbody>
            {merchants.map((m) => (
              <tr key={m.id}>
                <td>{m.id}</td>
                <td className="partner-code">{m.shortCode}</td>
                <th scope="row">
                  <Link to={`/admin/partners/${m.id}`}>{m.name}</Link>
                </th>
                <td>{percent(m.commissionBps)}</td>
                <td>{t(m.active ? "partners.state.active" : "partners.state.disabled")}</td>
                <td>{t(m.hasKey ? "partners.key.issued" : "partners.key.none")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {may.edit && (
        <>
          <h2>{t("partners.add.title")}</h2>
          <p>{t("partners.add.lead")}</p>
          <Form method="post" className="console-form">
            <MemberFormFields token={formToken} />
            <label>
              {t("partners.field.id")}
              <input name="id" required inputMode="numeric" pattern="[0-9]{1,10}" autoComplete="off" aria-describedby="partner-id-hint" />
            </label>
            <p id="partner-id-hint" className="console-hint">
              {t("partners.field.id.hint")}
            </p>
            <label>
              {t("partners.field.shortCode")}
              <input name="shortCode" required maxLength={64} pattern="[A-Za-z0-9_\-]{1,64}" autoComplete="off" spellCheck={false} aria-describedby="partner-code-hint" className="partner-code" />
            </label>
            <p id="partner-code-hint" className="console-hint">
              {t("partners.field.shortCode.hint")}
            </p>
            <label>
              {t("partners.field.name")}
              <input name="name" required maxLength={100} autoComplete="off" />
            </label>
            <label>
              {t("partners.field.rate")}
              <input name="rate" required inputMode="decimal" autoComplete="off" defaultValue={String(DEFAULT_COMMISSION_BPS / 100)} aria-describedby="partner-rate-hint" />
            </label>
            <p id="partner-rate-hint" className="console-hint">
              {t("partners.field.rate.hint")}
            </p>
            <button type="submit" name="intent" value="add" className="console-primary">
              {t("partners.add.submit")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
