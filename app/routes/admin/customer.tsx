/**
 * `/admin/customers/:userId` (`customers.read`): one customer (docs/CONSOLE.md#customers): the
 * account's facts, its orders, its signed-in devices with "sign out everywhere", its balance
 * statement, and, as the member's roles allow, the balance adjustment (`customers.adjust-balance`),
 * block and unblock (`customers.block`), the data export (`customers.read`) and the erasure
 * (`customers.erase`). The customers service checks each permission again.
 */
import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/customer";
import { formatMoney } from "../../../shared/money.ts";
import type { Permission } from "../../../server/domain/staff/index.ts";
import { consoleText, field, guardConsoleForm, requireStaff, type Refusal } from "../../console/console.server.ts";
import { useConsole } from "../../console/console-i18n.tsx";
import { ConsoleTitle, FormAlert, MemberFormFields, TableHead } from "../../console/console-ui.tsx";
import type { ConsoleKey } from "../../console/messages/en.ts";
import { FORM_TOKEN_FIELD } from "../../../shared/api/protocol.ts";
export { ConsoleErrorBoundary as ErrorBoundary } from "../../console/console-error.tsx";

/** The reasons an adjustment may give (server/domain/customers/customers-rules.ts ADJUSTMENT_REASONS, checked there). */
const REASONS = ["goodwill", "service-failure", "payout", "correction", "other"] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const member = await requireStaff(request, context, "customers.read");
  // An id that cannot be one is answered as a missing customer, before any query.
  if (!UUID.test(params.userId)) throw new Response(null, { status: 404 });
  const found = await context.services.customers.customer(member.session, params.userId);
  if (!found.ok) throw new Response(null, { status: found.code === "CUSTOMER_NOT_FOUND" ? 404 : 403 });
  const { customer, orders, sessions, statement } = found.obj;
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  const may = (permission: Permission) => member.session.permissions.includes(permission);
  return {
    customer: { ...customer, createdAt: customer.createdAt.toISOString(), blockedAt: iso(customer.blockedAt), deletedAt: iso(customer.deletedAt) },
    orders: orders.map((o) => ({ orderNo: o.orderNo, createdAt: o.createdAt.toISOString(), status: o.status, kind: o.kind, amountMinor: o.amountUsdMinor })),
    sessions: sessions.map((s) => ({ id: s.id, loginType: s.loginType, createdAt: s.createdAt.toISOString(), userAgent: s.userAgent ?? "" })),
    statement: { total: statement.total, list: statement.list.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })) },
    may: { adjust: may("customers.adjust-balance"), block: may("customers.block"), erase: may("customers.erase") },
    formToken: context.forms.issueToken(),
  };
}

/** The permission each form's intent needs; the action checks it before anything else. */
const INTENT_PERMISSION: Record<string, Permission> = {
  adjust: "customers.adjust-balance",
  block: "customers.block",
  unblock: "customers.block",
  "sign-out": "customers.block",
  erase: "customers.erase",
};

type Answer = Refusal | { ok: true; done: string };

export async function action({ request, context, params }: Route.ActionArgs): Promise<Answer> {
  const form = await request.formData();
  const intent = field(form, "intent");
  const member = await requireStaff(request, context, Object.hasOwn(INTENT_PERMISSION, intent) ? INTENT_PERMISSION[intent] : "customers.read");
  const refused = await guardConsoleForm(context, "staffAction", form, member);
  if (refused) return refused;
  if (!UUID.test(params.userId)) return { ok: false, message: context.message("CUSTOMER_NOT_FOUND") };
  const { customers } = context.services;
  const actor = member.session;
  const address = context.clientIp;
  const money = (minor: number) => formatMoney(minor, "USD", context.lang);
  const text = (key: ConsoleKey, vars: Record<string, string> = {}) => Object.entries(vars).reduce((s, [k, v]) => s.replaceAll(`{${k}}`, v), consoleText(context, key));
  if (intent === "adjust") {
    // The form's one-time token keys the posting: the same form sent twice posts once.
    const requestKey = field(form, FORM_TOKEN_FIELD);
    const done = await customers.adjustBalance(actor, params.userId, { amount: field(form, "amount"), reason: field(form, "reason"), note: field(form, "note"), requestKey }, address);
    if (!done.ok) return { ok: false, message: context.message(done.code) };
    return { ok: true, done: text("customer.adjust.done", { amount: money(done.obj.amountMinor), balance: money(done.obj.balanceMinor) }) };
  }
  if (intent === "block" || intent === "unblock") {
    const done = await customers.setBlocked(actor, params.userId, intent === "block", address);
    if (!done.ok) return { ok: false, message: context.message(done.code) };
    return { ok: true, done: text(intent === "block" ? "customer.blockDone" : "customer.unblockDone") };
  }
  if (intent === "sign-out") {
    const done = await customers.signOutEverywhere(actor, params.userId, address);
    if (!done.ok) return { ok: false, message: context.message(done.code) };
    return { ok: true, done: text("customer.signOutDone") };
  }
  if (intent === "erase") {
    const done = await customers.erase(actor, params.userId, field(form, "confirm"), address);
    if (!done.ok) return { ok: false, message: context.message(done.code) };
    return { ok: true, done: done.obj.writtenOffMinor > 0 ? text("customer.erasedWrittenOff", { amount: money(done.obj.writtenOffMinor) }) : text("customer.erasedDone") };
  }
  return { ok: false, message: consoleText(context, "form.problem") };
}

export default function Customer() {
  const { t, lang, dateTime, member } = useConsole();
  const { customer, orders, sessions, statement, may, formToken } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const money = (minor: number) => formatMoney(minor, "USD", lang);
  const erased = customer.kind === "deleted";
  const account = customer.kind === "account";
  const name = erased ? t("customers.erasedName") : (customer.email ?? t("customers.noEmail"));
  const movement = (kind: string, reference: string | null) => {
    // An adjustment's reference is its reason: one of the list, or "erasure" for the write-off at an erasure.
    const named = reference === "erasure" || (REASONS as readonly (string | null)[]).includes(reference);
    const ref = kind === "adjustment" && named ? t(`customer.reason.${reference}` as ConsoleKey) : (reference ?? "");
    return t(`customer.movement.${kind}` as ConsoleKey, { reference: ref });
  };
  return (
    <section>
      <ConsoleTitle title={t("customer.title", { name })} />
      <p>
        <Link to="/admin/customers">{t("customer.back")}</Link>
      </p>
      <FormAlert message={answer && !answer.ok ? answer.message : undefined} done={answer?.ok ? answer.done : undefined} />

      <h2>{t("customer.facts")}</h2>
      <dl className="customer-facts">
        <dt>{t("customer.fact.id")}</dt>
        <dd>
          <code>{customer.id}</code>
        </dd>
        <dt>{t("customer.fact.email")}</dt>
        <dd>{name}</dd>
        <dt>{t("customer.fact.kind")}</dt>
        <dd>{t(`customers.kind.${customer.kind}` as ConsoleKey)}</dd>
        <dt>{t("customer.fact.lang")}</dt>
        <dd>{customer.lang}</dd>
        <dt>{t("customer.fact.created")}</dt>
        <dd>{dateTime(customer.createdAt)}</dd>
        <dt>{t("customer.fact.status")}</dt>
        <dd>
          {erased
            ? t("customer.status.erased", { at: dateTime(customer.deletedAt!) })
            : customer.blockedAt
              ? t("customer.status.blocked", { at: dateTime(customer.blockedAt) })
              : t("customer.status.active")}
        </dd>
        <dt>{t("customer.fact.balance")}</dt>
        <dd>{money(customer.balanceMinor)}</dd>
      </dl>

      <h2>{t("customer.orders")}</h2>
      {orders.length === 0 ? (
        <p>{t("customer.orders.none")}</p>
      ) : (
        <table className="console-table">
          <TableHead columns={[t("customer.col.orderNo"), t("customer.col.date"), t("customer.col.state"), t("customer.col.amount")]} />
          <tbody>
            {orders.map((o) => (
              <tr key={o.orderNo}>
                <th scope="row">
                  {member?.permissions.includes("orders.read") ? <Link to={`/admin/orders/${o.orderNo}`}>{o.orderNo}</Link> : o.orderNo}
                  {o.kind === "topup" && <> · {t("customer.topup")}</>}
                </th>
                <td>{dateTime(o.createdAt)}</td>
                <td>{t(`customer.state.${o.status}` as ConsoleKey)}</td>
                <td>{money(o.amountMinor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2>{t("customer.sessions")}</h2>
      {sessions.length === 0 ? (
        <p>{t("customer.sessions.none")}</p>
      ) : (
        <>
          <table className="console-table">
            <TableHead columns={[t("customer.col.device"), t("customer.col.loginType"), t("customer.col.signedIn")]} />
            <tbody>
              {sessions.map((s) => (
                <tr key={s.id}>
                  <th scope="row" className="customer-device">
                    {s.userAgent || t("customer.device.unknown")}
                  </th>
                  <td>{t(s.loginType === "guestLogin" ? "customers.kind.guest" : "customers.kind.account")}</td>
                  <td>{dateTime(s.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {may.block && (
            <Form method="post">
              <MemberFormFields token={formToken} />
              <button type="submit" name="intent" value="sign-out">
                {t("customer.signOut")}
              </button>
            </Form>
          )}
        </>
      )}

      <h2>{t("customer.statement")}</h2>
      {statement.list.length === 0 ? (
        <p>{t("customer.statement.none")}</p>
      ) : (
        <>
          {statement.total > statement.list.length && <p>{t("customer.statement.latest", { count: statement.list.length, total: statement.total })}</p>}
          <table className="console-table">
            <TableHead columns={[t("customer.col.date"), t("customer.col.movement"), t("customer.col.amount"), t("customer.col.balanceAfter")]} />
            <tbody>
              {statement.list.map((l) => (
                <tr key={l.id}>
                  <td>{dateTime(l.createdAt)}</td>
                  <th scope="row">{movement(l.kind, l.reference)}</th>
                  <td>{money(l.amountMinor)}</td>
                  <td>{money(l.balanceAfterMinor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}

      {!erased && !account && <p>{t("customer.guestNote")}</p>}

      {account && may.adjust && (
        <>
          <h2>{t("customer.adjust")}</h2>
          <p>{t("customer.adjust.lead")}</p>
          <Form method="post" className="console-form">
            <MemberFormFields token={formToken} />
            <label>
              {t("customer.adjust.amount")}
              <input name="amount" required inputMode="decimal" autoComplete="off" pattern="[+\-]?\s*\$?\s*[0-9][0-9,]*(\.[0-9]{1,2})?" />
            </label>
            <label>
              {t("customer.adjust.reason")}
              <select name="reason" required defaultValue="">
                <option value="" disabled>
                  {t("customer.adjust.choose")}
                </option>
                {REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(`customer.reason.${r}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t("customer.adjust.note")}
              <textarea name="note" rows={2} maxLength={500} />
            </label>
            <button type="submit" name="intent" value="adjust" className="console-primary">
              {t("customer.adjust.submit")}
            </button>
          </Form>
        </>
      )}

      {!erased && may.block && (
        <>
          <h2>{t("customer.block")}</h2>
          <p>{t("customer.block.lead")}</p>
          <Form method="post">
            <MemberFormFields token={formToken} />
            <button type="submit" name="intent" value={customer.blockedAt ? "unblock" : "block"}>
              {t(customer.blockedAt ? "customer.unblock.submit" : "customer.block.submit")}
            </button>
          </Form>
        </>
      )}

      {account && (
        <>
          <h2>{t("customer.export")}</h2>
          <p>{t("customer.export.lead")}</p>
          <p>
            <a href={`/admin/customers/${customer.id}/export.json`} download>
              {t("customer.export.link")}
            </a>
          </p>
        </>
      )}

      {account && may.erase && (
        <>
          <h2>{t("customer.erase")}</h2>
          <p>{t("customer.erase.lead")}</p>
          {customer.balanceMinor > 0 && <p>{t("customer.erase.balance", { balance: money(customer.balanceMinor) })}</p>}
          <Form method="post" className="console-form">
            <MemberFormFields token={formToken} />
            <label>
              {t("customer.erase.confirm")}
              <input name="confirm" type="email" required autoComplete="off" spellCheck={false} />
            </label>
            <button type="submit" name="intent" value="erase" className="console-danger">
              {t("customer.erase.submit")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
