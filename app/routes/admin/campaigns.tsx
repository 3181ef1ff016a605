/**
 * `/admin/campaigns` (`campaigns.edit`: owners, catalogue and pricing): price campaigns as data
 * (docs/CONSOLE.md#campaigns). The list with where each stands, a new campaign, a change to one
 * not yet over, and ending one now; prices, the catalogue's cached answers and the home banner
 * follow at once (the campaign service checks the role and writes the audit entry).
 */
import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/campaigns";
import { CAMPAIGN_SCOPES, PERCENT_OFF, type CampaignScope } from "../../../shared/campaigns.ts";
import { consoleText, field, guardConsoleForm, requireStaff, staffClient, type Refusal } from "../../console/console.server.ts";
import { useConsole } from "../../console/console-i18n.tsx";
import { ConsoleTitle, FormAlert, MemberFormFields, TableHead } from "../../console/console-ui.tsx";
import type { ConsoleKey } from "../../console/messages/en.ts";
export { ConsoleErrorBoundary as ErrorBoundary } from "../../console/console-error.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireStaff(request, context, "campaigns.edit");
  const listed = await context.services.campaigns.listCampaigns(member.session);
  if (!listed.ok) throw new Response(null, { status: 403 });
  return {
    campaigns: listed.obj.map((c) => ({ id: c.id, percentOff: c.percentOff, startsOn: c.startsOn, endsOn: c.endsOn, scope: c.scope, targets: c.targets, page: c.page, state: c.state, hasBanner: c.banner !== null })),
    formToken: context.forms.issueToken(),
  };
}

/** Targets as typed: one per line, or separated by commas or spaces. */
const targetsOf = (text: string) => text.split(/[\s,]+/).filter(Boolean);

export async function action({ request, context }: Route.ActionArgs): Promise<Refusal | { ok: true; done: string }> {
  const member = await requireStaff(request, context, "campaigns.edit");
  const form = await request.formData();
  const refused = await guardConsoleForm(context, "staffAction", form, member);
  if (refused) return refused;
  const { campaigns } = context.services;
  const client = staffClient(request, context);
  const intent = field(form, "intent");
  const id = field(form, "id").trim();
  const done = (key: ConsoleKey) => ({ ok: true as const, done: consoleText(context, key).replace("{id}", id) });
  if (intent === "end") {
    const ended = await campaigns.endCampaign(member.session, id, client);
    return ended.ok ? done("campaigns.endedDone") : { ok: false, message: context.message(ended.code) };
  }
  const scope = field(form, "scope") as CampaignScope;
  const terms = {
    percentOff: Number(field(form, "percentOff")),
    startsOn: field(form, "startsOn"),
    endsOn: field(form, "endsOn"),
    scope,
    targets: scope === "all" ? [] : targetsOf(field(form, "targets")),
    page: field(form, "page").trim() || null,
  };
  if (intent === "create") {
    const made = await campaigns.createCampaign(member.session, { id, ...terms }, client);
    return made.ok ? done("campaigns.createdDone") : { ok: false, message: context.message(made.code) };
  }
  if (intent === "update") {
    const changed = await campaigns.updateCampaign(member.session, id, terms, client);
    return changed.ok ? done("campaigns.updatedDone") : { ok: false, message: context.message(changed.code) };
  }
  return { ok: false, message: consoleText(context, "form.problem") };
}

type Listed = Awaited<ReturnType<typeof loader>>["campaigns"][number];

/** The terms' fields, empty for a new campaign or filled with one's terms to change it. */
function TermFields({ campaign, idPrefix }: { campaign?: Listed; idPrefix: string }) {
  const { t } = useConsole();
  return (
    <>
      <label>
        {t("campaigns.field.percent")}
        <input type="number" name="percentOff" min={PERCENT_OFF.min} max={PERCENT_OFF.max} step={1} required defaultValue={campaign?.percentOff} />
      </label>
      <label>
        {t("campaigns.field.startsOn")}
        <input type="date" name="startsOn" required defaultValue={campaign?.startsOn} />
      </label>
      <label>
        {t("campaigns.field.endsOn")}
        <input type="date" name="endsOn" required defaultValue={campaign?.endsOn} />
      </label>
      <label>
        {t("campaigns.field.scope")}
        <select name="scope" defaultValue={campaign?.scope ?? "areas"}>
          {CAMPAIGN_SCOPES.map((scope) => (
            <option key={scope} value={scope}>
              {t(`campaigns.scope.${scope}` as ConsoleKey)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("campaigns.field.targets")}
        <textarea name="targets" rows={3} defaultValue={campaign?.targets.join("\n")} aria-describedby={`${idPrefix}-targets-hint`} spellCheck={false} />
      </label>
      <p className="console-hint" id={`${idPrefix}-targets-hint`}>
        {t("campaigns.field.targets.hint")}
      </p>
      <label>
        {t("campaigns.field.page")}
        <input name="page" defaultValue={campaign?.page ?? ""} placeholder="/esim-christmas-discount" aria-describedby={`${idPrefix}-page-hint`} />
      </label>
      <p className="console-hint" id={`${idPrefix}-page-hint`}>
        {t("campaigns.field.page.hint")}
      </p>
    </>
  );
}

export default function Campaigns() {
  const { t } = useConsole();
  const { campaigns, formToken } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const changeable = (c: Listed) => c.state === "upcoming" || c.state === "running";
  return (
    <section>
      <ConsoleTitle title={t("campaigns.title")} />
      <p>{t("campaigns.lead")}</p>
      <FormAlert message={answer && !answer.ok ? answer.message : undefined} done={answer?.ok ? answer.done : undefined} />
      {campaigns.length === 0 ? (
        <p>{t("campaigns.none")}</p>
      ) : (
        <table className="console-table">
          <TableHead columns={[t("campaigns.col.id"), t("campaigns.col.percent"), t("campaigns.col.dates"), t("campaigns.col.scope"), t("campaigns.col.state"), t("campaigns.col.action")]} />
          <tbody>
            {campaigns.map((c) => (
              <tr key={c.id}>
                <th scope="row">
                  <code>{c.id}</code>
                  {c.page && <div className="console-hint">{c.page}</div>}
                </th>
                <td>{t("campaigns.percentOff", { percent: c.percentOff })}</td>
                <td>
                  {c.startsOn} – {c.endsOn}
                </td>
                <td>
                  {t(`campaigns.scope.${c.scope}` as ConsoleKey)}
                  {c.targets.length > 0 && <div className="console-hint">{c.targets.join(", ")}</div>}
                </td>
                <td>{t(`campaigns.state.${c.state}` as ConsoleKey)}</td>
                <td>
                  {changeable(c) && (
                    <>
                      <Form method="post">
                        <MemberFormFields token={formToken} />
                        <input type="hidden" name="id" value={c.id} />
                        <button type="submit" name="intent" value="end">
                          {t("campaigns.end", { id: c.id })}
                        </button>
                      </Form>
                      <details>
                        <summary>{t("campaigns.change", { id: c.id })}</summary>
                        <Form method="post" className="console-form">
                          <MemberFormFields token={formToken} />
                          <input type="hidden" name="id" value={c.id} />
                          <TermFields campaign={c} idPrefix={`change-${c.id}`} />
                          <button type="submit" name="intent" value="update" className="console-primary">
                            {t("campaigns.save")}
                          </button>
                        </Form>
                      </details>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2 id="new-campaign">{t("campaigns.new.title")}</h2>
      <Form method="post" className="console-form" aria-labelledby="new-campaign">
        <MemberFormFields token={formToken} />
        <label>
          {t("campaigns.field.id")}
          <input name="id" required pattern="[a-z0-9]+(-[a-z0-9]+)*" maxLength={60} aria-describedby="new-id-hint" spellCheck={false} />
        </label>
        <p className="console-hint" id="new-id-hint">
          {t("campaigns.field.id.hint")}
        </p>
        <TermFields idPrefix="new" />
        <button type="submit" name="intent" value="create" className="console-primary">
          {t("campaigns.create")}
        </button>
      </Form>
    </section>
  );
}
