/**
 * `/admin/promos` (`promos.edit`: owners, catalogue): every promo code with its terms, use and
 * state now, creating a code and disabling one (docs/CONSOLE.md#promo-codes). The promos service
 * checks the permission again and writes each change's audit entry in the same transaction.
 */
import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/promos";
import { formatMoney } from "../../../shared/money.ts";
import type { PromoProblem, PromoState } from "../../../server/domain/promos/index.ts";
import type { RequestContext } from "../../load-context.ts";
import { consoleText, field, guardConsoleForm, requireStaff, staffClient, type Refusal } from "../../console/console.server.ts";
import { useConsole } from "../../console/console-i18n.tsx";
import { ConsoleTitle, FormAlert, MemberFormFields, TableHead } from "../../console/console-ui.tsx";
import { readPromoForm } from "../../console/promo-form.ts";
import type { ConsoleKey } from "../../console/messages/en.ts";
export { ConsoleErrorBoundary as ErrorBoundary } from "../../console/console-error.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "promos.edit");
  const iso = (when: Date | null) => when?.toISOString() ?? null;
  const codes = (await context.services.promos.list()).map((p) => ({
    code: p.code,
    kind: p.kind,
    value: p.value,
    usesCount: p.usesCount,
    maxUses: p.maxUses,
    perUserLimit: p.perUserLimit,
    newCustomersOnly: p.newCustomersOnly,
    minOrderMinor: p.minOrderMinor,
    startsAt: iso(p.startsAt),
    expiresAt: iso(p.expiresAt),
    waiting: p.waiting,
    state: p.state,
  }));
  return { codes, formToken: context.forms.issueToken() };
}

/** A refused change in the member's language: the code's message with its values, amounts in dollars. */
function problemMessage(context: RequestContext, problem: PromoProblem): string {
  const text = context.message(problem.code);
  if ("maxMinor" in problem) return text.replace("{max}", formatMoney(problem.maxMinor, "USD", context.lang));
  if ("promoCode" in problem) return text.replace("{code}", problem.promoCode);
  return text;
}

type Answer = Refusal | { ok: true; done: string };

export async function action({ request, context }: Route.ActionArgs): Promise<Answer> {
  const member = await requireStaff(request, context, "promos.edit");
  const form = await request.formData();
  const refused = await guardConsoleForm(context, "staffAction", form, member);
  if (refused) return refused;
  const { promos } = context.services;
  const by = { actor: { staffId: member.session.staffId, roles: member.session.roles }, address: staffClient(request, context).ip };
  const intent = field(form, "intent");
  if (intent === "create") {
    const read = readPromoForm(
      (name) => field(form, name),
      (name) => form.has(name),
    );
    if (!read.ok) return { ok: false, message: consoleText(context, read.key) };
    const created = await promos.create(read.promo, by);
    if (!created.ok) return { ok: false, message: problemMessage(context, created.problem) };
    return { ok: true, done: consoleText(context, "promos.created").replace("{code}", created.promo.code) };
  }
  if (intent === "disable") {
    const done = await promos.disable(field(form, "code"), by);
    if (!done.ok) return { ok: false, message: problemMessage(context, done.problem) };
    return { ok: true, done: consoleText(context, done.result === "disabled" ? "promos.disabledDone" : "promos.alreadyDisabled").replace("{code}", done.promo.code) };
  }
  return { ok: false, message: consoleText(context, "form.problem") };
}

const STATE_KEY: Record<PromoState, ConsoleKey> = {
  active: "promos.state.active",
  disabled: "promos.state.disabled",
  "not started": "promos.state.notStarted",
  ended: "promos.state.ended",
  "used up": "promos.state.usedUp",
};

export default function Promos() {
  const { t, lang, dateTime } = useConsole();
  const { codes, formToken } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const usd = (minor: number) => formatMoney(minor, "USD", lang);
  const percent = new Intl.NumberFormat(lang, { style: "percent" });
  const worth = (p: (typeof codes)[number]) =>
    p.kind === "PERCENT" ? t("promos.value.percent", { percent: percent.format(p.value / 100) }) : t(p.kind === "CREDIT" ? "promos.value.credit" : "promos.value.fixed", { amount: usd(p.value) });
  return (
    <section>
      <ConsoleTitle title={t("promos.title")} />
      <p>{t("promos.lead")}</p>
      <FormAlert message={answer && !answer.ok ? answer.message : undefined} done={answer?.ok ? answer.done : undefined} />
      {codes.length === 0 ? (
        <p>{t("promos.empty")}</p>
      ) : (
        <div className="promo-codes">
          <table className="console-table">
            <TableHead columns={[t("promos.col.code"), t("promos.col.value"), t("promos.col.used"), t("promos.col.perAccount"), t("promos.col.waiting"), t("promos.col.newCustomers"), t("promos.col.minOrder"), t("promos.col.starts"), t("promos.col.ends"), t("promos.col.state"), t("promos.col.action")]} />
            <tbody>
              {codes.map((p) => (
                <tr key={p.code}>
                  <th scope="row" className="promo-code">
                    {p.code}
                  </th>
                  <td>{worth(p)}</td>
                  <td>{p.maxUses === null ? t("promos.used.noLimit", { used: p.usesCount }) : t("promos.used", { used: p.usesCount, max: p.maxUses })}</td>
                  <td>{p.perUserLimit}</td>
                  <td>{p.kind === "CREDIT" ? t("promos.waiting.credit") : p.waiting}</td>
                  <td>{t(p.newCustomersOnly ? "promos.yes" : "promos.no")}</td>
                  <td>{p.minOrderMinor > 0 ? usd(p.minOrderMinor) : t("promos.minOrder.none")}</td>
                  <td>{p.startsAt ? dateTime(p.startsAt) : t("promos.starts.none")}</td>
                  <td>{p.expiresAt ? dateTime(p.expiresAt) : t("promos.ends.none")}</td>
                  <td>{t(STATE_KEY[p.state])}</td>
                  <td>
                    {p.state === "disabled" ? null : (
                      <Form method="post">
                        <MemberFormFields token={formToken} />
                        <input type="hidden" name="code" value={p.code} />
                        <button type="submit" name="intent" value="disable">
                          {t("promos.disable", { code: p.code })}
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>{t("promos.create.title")}</h2>
      <p>{t("promos.create.lead")}</p>
      <Form method="post" className="console-form">
        <MemberFormFields token={formToken} />
        <label>
          {t("promos.field.code")}
          <input name="code" required maxLength={40} autoComplete="off" spellCheck={false} aria-describedby="promo-code-hint" className="promo-code" />
        </label>
        <p id="promo-code-hint" className="console-hint">
          {t("promos.field.code.hint")}
        </p>
        <label>
          {t("promos.field.kind")}
          <select name="kind" defaultValue="PERCENT">
            {(["PERCENT", "FIXED", "CREDIT"] as const).map((kind) => (
              <option key={kind} value={kind}>
                {t(`promos.kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("promos.field.value")}
          <input name="value" required inputMode="decimal" autoComplete="off" aria-describedby="promo-value-hint" />
        </label>
        <p id="promo-value-hint" className="console-hint">
          {t("promos.field.value.hint")}
        </p>
        <label>
          {t("promos.field.maxUses")}
          <input name="maxUses" type="number" min={1} step={1} aria-describedby="promo-max-hint" />
        </label>
        <p id="promo-max-hint" className="console-hint">
          {t("promos.field.maxUses.hint")}
        </p>
        <label>
          {t("promos.field.perUser")}
          <input name="perUserLimit" type="number" min={1} step={1} defaultValue={1} required />
        </label>
        <label className="console-check">
          <input type="checkbox" name="newCustomersOnly" /> {t("promos.field.newCustomers")}
        </label>
        <label>
          {t("promos.field.minOrder")}
          <input name="minOrder" inputMode="decimal" autoComplete="off" aria-describedby="promo-min-hint" />
        </label>
        <p id="promo-min-hint" className="console-hint">
          {t("promos.field.minOrder.hint")}
        </p>
        <label>
          {t("promos.field.starts")}
          <input name="startsAt" type="datetime-local" aria-describedby="promo-starts-hint" />
        </label>
        <p id="promo-starts-hint" className="console-hint">
          {t("promos.field.starts.hint")}
        </p>
        <label>
          {t("promos.field.ends")}
          <input name="expiresAt" type="datetime-local" aria-describedby="promo-ends-hint" />
        </label>
        <p id="promo-ends-hint" className="console-hint">
          {t("promos.field.ends.hint")}
        </p>
        <button type="submit" name="intent" value="create" className="console-primary">
          {t("promos.create.submit")}
        </button>
      </Form>
    </section>
  );
}
