/**
 * `/admin/orders/:orderNo` (`orders.read`): one order as staff see it (docs/CONSOLE.md#orders):
 * its facts and amounts, its eSIM, the supplier's side, internal notes, the timeline of
 * everything that happened to it, and the actions a stuck or disputed order needs. Each action
 * names its own permission; the services check it again and write the audit entry.
 */
import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/order";
import { REFUND_NOTE_MAX, REFUND_REASONS } from "../../../shared/refund-reasons.ts";
import { consoleText, field, guardConsoleForm, requireStaff, staffClient, type Refusal } from "../../console/console.server.ts";
import { useConsole } from "../../console/console-i18n.tsx";
import { ConsoleTitle, FormAlert, MemberFormFields, TableHead } from "../../console/console-ui.tsx";
import { factsLine, minorOfTyped, usdOf } from "../../console/format.ts";
import type { ConsoleKey } from "../../console/messages/en.ts";
import type { Permission } from "../../../server/domain/staff/index.ts";
export { ConsoleErrorBoundary as ErrorBoundary } from "../../console/console-error.tsx";

const iso = (at: Date | null) => at?.toISOString() ?? null;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const member = await requireStaff(request, context, "orders.read");
  const { orderDesk } = context.services;
  const found = await orderDesk.orderForStaff(member.session, params.orderNo);
  if (!found.ok) throw new Response(null, { status: found.code === "STAFF_FORBIDDEN" ? 403 : 404 });
  const order = found.obj;
  return {
    order: {
      ...order,
      createdAt: order.createdAt.toISOString(),
      paidAt: iso(order.paidAt),
      deliveredAt: iso(order.deliveredAt),
      topups: order.topups.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
      esim: order.esim && { ...order.esim, activatedAt: iso(order.esim.activatedAt), expiresAt: iso(order.esim.expiresAt), updatedAt: order.esim.updatedAt.toISOString() },
      supplierOrders: order.supplierOrders.map((s) => ({ ...s, attemptedAt: iso(s.attemptedAt), placedAt: iso(s.placedAt) })),
      timeline: order.timeline.map((e) => ({ ...e, at: e.at.toISOString() })),
    },
    formToken: context.forms.issueToken(),
  };
}

const INTENTS: Record<string, Permission> = {
  note: "orders.read",
  resendMail: "orders.fulfil",
  refresh: "orders.fulfil",
  retry: "orders.fulfil",
  cancelEsim: "esims.cancel",
  refund: "orders.refund",
};

export async function action({ request, context, params }: Route.ActionArgs): Promise<Refusal | { ok: true; done: string }> {
  const form = await request.formData();
  const intent = field(form, "intent");
  const member = await requireStaff(request, context, INTENTS[intent] ?? "orders.read");
  const refused = await guardConsoleForm(context, "staffAction", form, member);
  if (refused) return refused;
  const { orderDesk, checkout } = context.services;
  const client = staffClient(request, context);
  const orderNo = params.orderNo;
  const done = (key: ConsoleKey) => ({ ok: true as const, done: consoleText(context, key) });
  const failed = (code: Parameters<typeof context.message>[0]) => ({ ok: false as const, message: context.message(code) });
  switch (intent) {
    case "note": {
      const noted = await orderDesk.addOrderNote(member.session, orderNo, field(form, "text"), client);
      return noted.ok ? done("order.noteDone") : failed(noted.code);
    }
    case "resendMail": {
      const sent = await orderDesk.resendInstallMail(member.session, orderNo, client);
      return sent.ok ? done("order.resendDone") : failed(sent.code);
    }
    case "refresh": {
      const refreshed = await orderDesk.refreshEsim(member.session, orderNo, client);
      return refreshed.ok ? done("order.refreshDone") : failed(refreshed.code);
    }
    case "retry": {
      const retried = await orderDesk.retryFulfilment(member.session, orderNo, client);
      return retried.ok ? done("order.retryDone") : failed(retried.code);
    }
    case "cancelEsim": {
      const cancelled = await orderDesk.cancelEsim(member.session, orderNo, client);
      return cancelled.ok ? done("order.cancelDone") : failed(cancelled.code);
    }
    case "refund": {
      const amountMinor = minorOfTyped(field(form, "amount"));
      if (amountMinor === null) return { ok: false, message: consoleText(context, "order.refund.amountInvalid") };
      const refunded = await checkout.refundByStaff({
        actor: member.session,
        orderNo,
        amountMinor,
        reason: field(form, "reason"),
        note: field(form, "note"),
        notifyBuyer: form.get("notify") === "on",
        idempotencyKey: field(form, "formToken"),
        client,
      });
      return refunded.ok ? done("order.refundDone") : failed(refunded.code);
    }
    default:
      return { ok: false, message: consoleText(context, "form.problem") };
  }
}

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="console-facts">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== "")
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export default function Order() {
  const { t, lang, dateTime, member } = useConsole();
  const { order, formToken } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const usd = usdOf(lang);
  const may = (permission: Permission) => member?.permissions.includes(permission) ?? false;
  const { amounts } = order;
  const refundable = amounts.amountMinor - amounts.refundedMinor;
  const paid = order.paidAt !== null;
  const label = (key: string, fallback: string) => {
    const full = key as ConsoleKey;
    const text = t(full);
    return text === full ? fallback : text;
  };
  const actionButton = (intent: string, name: ConsoleKey) => (
    <Form method="post" key={intent}>
      <MemberFormFields token={formToken} />
      <button type="submit" name="intent" value={intent}>
        {t(name)}
      </button>
    </Form>
  );
  return (
    <section>
      <ConsoleTitle title={t("order.title", { orderNo: order.orderNo })} />
      <p>
        <Link to="/admin/orders">{t("order.back")}</Link>
      </p>
      <FormAlert message={answer && !answer.ok ? answer.message : undefined} done={answer?.ok ? answer.done : undefined} />
      <div className="console-columns">
        <div>
          <h2>{t("order.facts")}</h2>
          <Facts
            rows={[
              [t("orders.col.status"), t(`orders.status.${order.status}` as ConsoleKey)],
              [t("order.kind"), order.kind === "topup" ? t("orders.kind.topup") : t("order.kind.esim")],
              [t("orders.col.placed"), dateTime(order.createdAt)],
              [t("order.paidAt"), order.paidAt && dateTime(order.paidAt)],
              [t("order.deliveredAt"), order.deliveredAt && dateTime(order.deliveredAt)],
              [t("orders.col.plan"), `${order.plan.areaSlug}/${order.plan.planSlug}`],
              [t("orders.col.email"), order.buyer.email],
              [t("order.account"), order.buyer.accountKind && `${t(`order.account.${order.buyer.accountKind}` as ConsoleKey)}${order.buyer.accountEmail && order.buyer.accountEmail !== order.buyer.email ? ` (${order.buyer.accountEmail})` : ""}`],
              [t("order.lang"), order.lang],
              [t("order.topupOf"), order.topupOf && <Link to={`/admin/orders/${order.topupOf.orderNo}`}>{order.topupOf.orderNo}</Link>],
              [t("order.link"), order.linkActive ? t("order.link.active") : t("order.link.stopped")],
            ]}
          />
          <h2>{t("order.amounts")}</h2>
          <Facts
            rows={[
              [t("order.amount.list"), usd(amounts.listMinor)],
              [t("order.amount.campaign"), amounts.campaignMinor > 0 ? `−${usd(amounts.campaignMinor)}` : null],
              [t("order.amount.promo"), amounts.promoMinor > 0 ? `−${usd(amounts.promoMinor)}` : null],
              [t("order.amount.total"), usd(amounts.amountMinor)],
              [t("order.amount.card"), usd(amounts.cardMinor)],
              [t("order.amount.balance"), amounts.balanceMinor > 0 ? usd(amounts.balanceMinor) : null],
              [t("order.amount.refunded"), amounts.refundedMinor > 0 ? usd(amounts.refundedMinor) : null],
              [t("order.amount.display"), new Intl.NumberFormat(lang, { style: "currency", currency: amounts.display.currency }).format(amounts.display.minor / 100)],
            ]}
          />
        </div>
        <div>
          <h2>{t("order.esim")}</h2>
          {order.esim ? (
            <Facts
              rows={[
                ["ICCID", <code key="iccid">{order.esim.iccid}</code>],
                [t("order.esim.provider"), order.esim.provider],
                [t("order.esim.state"), `${order.esim.installState} · ${order.esim.validityState}`],
                [t("order.esim.data"), order.esim.dataTotalMb === null ? `${order.esim.dataUsedMb} MB` : `${order.esim.dataUsedMb} / ${order.esim.dataTotalMb} MB`],
                [t("order.esim.activated"), order.esim.activatedAt && dateTime(order.esim.activatedAt)],
                [t("order.esim.expires"), order.esim.expiresAt && dateTime(order.esim.expiresAt)],
                [t("order.esim.updated"), dateTime(order.esim.updatedAt)],
                [t("order.esim.code"), <code key="code">{order.esim.activationCode}</code>],
              ]}
            />
          ) : (
            <p>{t("order.esim.none")}</p>
          )}
          {order.supplierOrders.length > 0 && (
            <>
              <h2>{t("order.supplier")}</h2>
              <ul className="console-list">
                {order.supplierOrders.map((s) => (
                  <li key={`${s.orderNo}-${s.purpose}`}>
                    {s.orderNo} · {s.supplier} · {s.state} · {t("order.supplier.sends", { sends: s.sends })}
                    {s.supplierOrderRef && ` · ${s.supplierOrderRef}`}
                    {s.note && <div className="console-hint">{s.note}</div>}
                  </li>
                ))}
              </ul>
            </>
          )}
          <h2>{t("order.actions")}</h2>
          <div className="console-actions">
            {may("orders.fulfil") && paid && actionButton("resendMail", "order.resend")}
            {may("orders.fulfil") && order.esim && actionButton("refresh", "order.refresh")}
            {may("orders.fulfil") && order.status === "PAID" && actionButton("retry", "order.retry")}
            {may("esims.cancel") && order.esim && order.kind === "esim" && actionButton("cancelEsim", "order.cancelEsim")}
          </div>
          {may("orders.refund") && paid && refundable > 0 && (
            <>
              <h3 id="refund-heading">{t("order.refund.title")}</h3>
              <Form method="post" className="console-form" aria-labelledby="refund-heading">
                <MemberFormFields token={formToken} />
                <label>
                  {t("order.refund.amount", { max: usd(refundable) })}
                  <input name="amount" inputMode="decimal" required defaultValue={(refundable / 100).toFixed(2)} />
                </label>
                <label>
                  {t("order.refund.reason")}
                  <select name="reason" defaultValue="customer-request">
                    {REFUND_REASONS.map((r) => (
                      <option key={r} value={r}>
                        {t(`order.refund.reason.${r}` as ConsoleKey)}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  {t("order.refund.note")}
                  <textarea name="note" rows={2} maxLength={REFUND_NOTE_MAX} />
                </label>
                <label className="console-check">
                  <input type="checkbox" name="notify" defaultChecked /> {t("order.refund.notify")}
                </label>
                <button type="submit" name="intent" value="refund" className="console-primary">
                  {t("order.refund.submit")}
                </button>
              </Form>
            </>
          )}
        </div>
      </div>

      <h2 id="note-heading">{t("order.notes")}</h2>
      <Form method="post" className="console-form" aria-labelledby="note-heading">
        <MemberFormFields token={formToken} />
        <label>
          {t("order.note.text")}
          <textarea name="text" rows={2} maxLength={2000} required />
        </label>
        <button type="submit" name="intent" value="note" className="console-primary">
          {t("order.note.add")}
        </button>
      </Form>

      <h2>{t("order.timeline")}</h2>
      <table className="console-table timeline">
        <TableHead columns={[t("audit.col.at"), t("order.timeline.what"), t("audit.col.who"), t("order.timeline.detail")]} />
        <tbody>
          {order.timeline.map((e, i) => (
            <tr key={`${e.at}-${i}`}>
              <td>{dateTime(e.at)}</td>
              <th scope="row">{label(`timeline.${e.kind}`, e.kind)}</th>
              <td>{[t(`timeline.actor.${e.actor.kind}` as ConsoleKey), e.actor.label].filter(Boolean).join(": ")}</td>
              <td className="audit-change">{e.kind === "note" ? String(e.detail.text ?? "") : factsLine(e.detail)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
