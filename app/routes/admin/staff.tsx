/**
 * `/admin/staff` (owners, `staff.manage`): the members with their roles and state, the
 * invitations not yet used, inviting someone, and disabling or enabling a member
 * (docs/CONSOLE.md#staff-accounts). The staff service checks the member's role for each.
 */
import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/staff";
import { canonicalLang, LANG_NAMES, LANGS } from "../../../shared/i18n/locales.ts";
import { STAFF_ROLES } from "../../../shared/console.ts";
import { consoleText, field, guardConsoleForm, requireStaff, staffClient, type Refusal } from "../../console/console.server.ts";
import { roleList, useConsole } from "../../console/console-i18n.tsx";
import { ConsoleTitle, FormAlert, MemberFormFields, TableHead } from "../../console/console-ui.tsx";
import type { ConsoleKey } from "../../console/messages/en.ts";
export { ConsoleErrorBoundary as ErrorBoundary } from "../../console/console-error.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireStaff(request, context, "staff.manage");
  const team = await context.services.staff.team(member.session);
  if (!team.ok) throw new Response(null, { status: 403 });
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return {
    self: member.session.staffId,
    members: team.obj.members.map((m) => ({ ...m, createdAt: iso(m.createdAt)!, lastSignInAt: iso(m.lastSignInAt) })),
    invites: team.obj.invites.map((i) => ({ ...i, createdAt: iso(i.createdAt)!, expiresAt: iso(i.expiresAt)! })),
    formToken: context.forms.issueToken(),
  };
}

type Answer = Refusal | { ok: true; done: string };

export async function action({ request, context }: Route.ActionArgs): Promise<Answer> {
  const member = await requireStaff(request, context, "staff.manage");
  const form = await request.formData();
  const refused = await guardConsoleForm(context, "staffAction", form, member);
  if (refused) return refused;
  const { staff } = context.services;
  const client = staffClient(request, context);
  const intent = field(form, "intent");
  if (intent === "invite") {
    const roles = form.getAll("roles").filter((r): r is string => typeof r === "string");
    const lang = canonicalLang(field(form, "lang")) ?? context.lang;
    const invited = await staff.invite(member.session.staffId, { email: field(form, "email"), roles, lang }, client);
    if (!invited.ok) return { ok: false, message: context.message(invited.code) };
    return { ok: true, done: consoleText(context, "staff.invite.done").replace("{email}", invited.obj.email) };
  }
  if (intent === "disable" || intent === "enable") {
    const changed = await staff.setDisabled(member.session.staffId, field(form, "staffId"), intent === "disable", client);
    if (!changed.ok) return { ok: false, message: context.message(changed.code) };
    return { ok: true, done: consoleText(context, intent === "disable" ? "staff.disabledDone" : "staff.enabledDone").replace("{email}", changed.obj.email) };
  }
  return { ok: false, message: consoleText(context, "form.problem") };
}

export default function Staff() {
  const text = useConsole();
  const { t, lang } = text;
  const { self, members, invites, formToken } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section>
      <ConsoleTitle title={t("staff.title")} />
      <FormAlert message={answer && !answer.ok ? answer.message : undefined} done={answer?.ok ? answer.done : undefined} />
      <h2>{t("staff.members")}</h2>
      <table className="console-table">
        <TableHead columns={[t("staff.col.email"), t("staff.col.roles"), t("staff.col.status"), t("staff.col.lastSignIn"), t("staff.col.action")]} />
        <tbody>
          {members.map((m) => (
            <tr key={m.id}>
              <th scope="row">{m.email}</th>
              <td>{roleList(text, m.roles)}</td>
              <td>{m.disabled ? t("staff.disabled") : t("staff.active")}</td>
              <td>{m.lastSignInAt ? text.dateTime(m.lastSignInAt) : t("staff.never")}</td>
              <td>
                {m.id === self ? (
                  t("staff.you")
                ) : (
                  <Form method="post">
                    <MemberFormFields token={formToken} />
                    <input type="hidden" name="staffId" value={m.id} />
                    <button type="submit" name="intent" value={m.disabled ? "enable" : "disable"}>
                      {t(m.disabled ? "staff.enable" : "staff.disable", { email: m.email })}
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>{t("staff.invites")}</h2>
      {invites.length === 0 ? (
        <p>{t("staff.invites.none")}</p>
      ) : (
        <table className="console-table">
          <TableHead columns={[t("staff.col.email"), t("staff.col.roles"), t("staff.col.expires")]} />
          <tbody>
            {invites.map((i) => (
              <tr key={i.id}>
                <th scope="row">{i.email}</th>
                <td>{roleList(text, i.roles)}</td>
                <td>{text.dateTime(i.expiresAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2>{t("staff.invite.title")}</h2>
      <p>{t("staff.invite.lead")}</p>
      <Form method="post" className="console-form">
        <MemberFormFields token={formToken} />
        <label>
          {t("field.email")}
          <input type="email" name="email" required autoComplete="off" />
        </label>
        <fieldset>
          <legend>{t("staff.invite.roles")}</legend>
          {STAFF_ROLES.map((role) => (
            <label key={role} className="console-check">
              <input type="checkbox" name="roles" value={role} /> {t(`role.${role}` as ConsoleKey)}
            </label>
          ))}
        </fieldset>
        <label>
          {t("staff.invite.lang")}
          <select name="lang" defaultValue={lang}>
            {LANGS.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANG_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" name="intent" value="invite" className="console-primary">
          {t("staff.invite.submit")}
        </button>
      </Form>
    </section>
  );
}
