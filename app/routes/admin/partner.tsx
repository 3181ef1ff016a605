/**
 * `/admin/partners/:merchantId` (`partners.report`): one partner merchant (docs/CONSOLE.md#partners):
 * its facts; its report by month and sub id over a span of months (a GET form, this month and the
 * five before unless chosen), as a table with its total and as CSV; the orders behind it with
 * their commission; and its payouts. As the member's roles allow: the rate, disabling, a new API
 * key (shown once), approving a month that is over and declining an order's commission
 * (`partners.edit`), and recording a payout (`partners.pay`). The partner desk checks each
 * permission again and writes each change's audit entry.
 */
import type { ReactNode } from "react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/partner";
import { formatMoney } from "../../../shared/money.ts";
// The desk's own limits, as the fields' (it refuses anything longer whatever the browser let through).
import { CHOSEN_DECLINE_REASONS, DECLINE_NOTE_MAX as NOTE_MAX, PAYOUT_REFERENCE_MAX as REFERENCE_MAX } from "../../../shared/partner-commissions.ts";
import type { Permission } from "../../../server/domain/staff/index.ts";
import type { ReportRow } from "../../../server/domain/partners/index.ts";
import { consoleText, field, guardConsoleForm, requireStaff, type Refusal } from "../../console/console.server.ts";
import { merchantIdOf, partnerActor, refusedRead } from "../../console/partners.server.ts";
import { useConsole } from "../../console/console-i18n.tsx";
import { ConsoleTitle, FormAlert, MemberFormFields, TableHead } from "../../console/console-ui.tsx";
import { percentOfBps } from "../../console/format.ts";
import { monthEnded, monthName, requestedSpan } from "../../console/report-months.ts";
export { ConsoleErrorBoundary as ErrorBoundary } from "../../console/console-error.tsx";


export async function loader({ request, context, params }: Route.LoaderArgs) {
  const member = await requireStaff(request, context, "partners.report");
  const id = merchantIdOf(params.merchantId);
  if (id === null) throw new Response(null, { status: 404 });
  const actor = partnerActor(request, context, member);
  const { partnerDesk } = context.services;
  const found = await partnerDesk.merchant(actor, id);
  if (!found.ok) throw refusedRead(found.code);
  const now = new Date();
  const span = requestedSpan(new URL(request.url), now);
  const report = await partnerDesk.report(actor, id, span.from, span.to);
  const { merchant, payouts, approvedUnpaid } = found.obj;
  const may = (permission: Permission) => member.session.permissions.includes(permission);
  return {
    merchant: { ...merchant, createdAt: merchant.createdAt.toISOString() },
    payouts: payouts.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    approvedUnpaid,
    span,
    problem: report.ok ? null : context.message(report.code),
    report: report.ok
      ? {
          rows: report.obj.rows,
          total: report.obj.total,
          // Newest first, as the table of months: the desk reads them oldest first.
          lines: report.obj.lines.map((l) => ({ ...l, paidAt: l.paidAt.toISOString() })).reverse(),
          // Months over with commissions still pending: each may be approved.
          approvable: [...new Set(report.obj.rows.filter((r) => r.byStatus.pending.orders > 0 && monthEnded(r.month, now)).map((r) => r.month))],
        }
      : null,
    may: { edit: may("partners.edit"), pay: may("partners.pay"), orders: may("orders.read") },
    formToken: context.forms.issueToken(),
  };
}

/** The permission each form's intent needs; the action checks it before anything else. */
const INTENT_PERMISSION: Record<string, Permission> = {
  rate: "partners.edit",
  disable: "partners.edit",
  enable: "partners.edit",
  key: "partners.edit",
  approve: "partners.edit",
  decline: "partners.edit",
  payout: "partners.pay",
};

type Answer = Refusal | { ok: true; done: string; apiKey?: string };

export async function action({ request, context, params }: Route.ActionArgs): Promise<Answer> {
  const form = await request.formData();
  const intent = field(form, "intent");
  const member = await requireStaff(request, context, Object.hasOwn(INTENT_PERMISSION, intent) ? INTENT_PERMISSION[intent] : "partners.report");
  const refused = await guardConsoleForm(context, "staffAction", form, member);
  if (refused) return refused;
  const id = merchantIdOf(params.merchantId);
  if (id === null) return { ok: false, message: context.message("PARTNER_NOT_FOUND") };
  const desk = context.services.partnerDesk;
  const actor = partnerActor(request, context, member);
  const money = (minor: number) => formatMoney(minor, "USD", context.lang);
  const failed = (code: Parameters<typeof context.message>[0]) => ({ ok: false as const, message: context.message(code) });
  switch (intent) {
    case "rate": {
      const done = await desk.setRate(actor, id, field(form, "rate"));
      return done.ok ? { ok: true, done: consoleText(context, "partner.rateDone", { rate: percentOfBps(context.lang)(done.obj.bps) }) } : failed(done.code);
    }
    case "disable":
    case "enable": {
      const done = await desk.setActive(actor, id, intent === "enable");
      if (!done.ok) return failed(done.code);
      return { ok: true, done: consoleText(context, !done.obj.changed ? "partner.unchanged" : intent === "enable" ? "partner.enabledDone" : "partner.disabledDone") };
    }
    case "key": {
      const done = await desk.issueKey(actor, id);
      return done.ok ? { ok: true, done: consoleText(context, "partner.keyDone"), apiKey: done.obj.apiKey } : failed(done.code);
    }
    case "approve": {
      const month = field(form, "month");
      const done = await desk.approveMonth(actor, id, month);
      if (!done.ok) return failed(done.code);
      return { ok: true, done: consoleText(context, "partner.approveDone", { month: monthName(context.lang)(month), orders: done.obj.orders, amount: money(done.obj.commissionMinor) }) };
    }
    case "decline": {
      const done = await desk.decline(actor, id, { orderNo: field(form, "orderNo"), reason: field(form, "reason"), note: field(form, "note") });
      return done.ok ? { ok: true, done: consoleText(context, "partner.declineDone", { orderNo: done.obj.orderNo }) } : failed(done.code);
    }
    case "payout": {
      const reference = field(form, "reference");
      const done = await desk.recordPayout(actor, id, reference);
      if (!done.ok) return failed(done.code);
      return { ok: true, done: consoleText(context, "partner.payoutDone", { reference: reference.trim(), orders: done.obj.orders, amount: money(done.obj.totalMinor) }) };
    }
  }
  return { ok: false, message: consoleText(context, "form.problem") };
}

export default function Partner() {
  const { t, lang, dateTime } = useConsole();
  const { merchant, payouts, approvedUnpaid, span, problem, report, may, formToken } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const money = (minor: number) => formatMoney(minor, "USD", lang);
  const percent = percentOfBps(lang);
  const month = monthName(lang);
  const csv = `/admin/partners/${merchant.id}/report.csv?${new URLSearchParams(span).toString()}`;
  return (
    <section>
      <ConsoleTitle title={t("partner.title", { name: merchant.name })} />
      <p>
        <Link to="/admin/partners">{t("partner.back")}</Link>
      </p>
      {/* A new key is shown where it was asked for, below its button, not up here. */}
      <FormAlert message={answer && !answer.ok ? answer.message : undefined} done={answer?.ok && !answer.apiKey ? answer.done : undefined} />

      <h2>{t("partner.facts")}</h2>
      <dl className="customer-facts">
        <dt>{t("partners.col.id")}</dt>
        <dd>{merchant.id}</dd>
        <dt>{t("partners.col.shortCode")}</dt>
        <dd className="partner-code">{merchant.shortCode}</dd>
        <dt>{t("partners.col.rate")}</dt>
        <dd>{percent(merchant.commissionBps)}</dd>
        <dt>{t("partners.col.state")}</dt>
        <dd>{t(merchant.active ? "partners.state.active" : "partners.state.disabled")}</dd>
        <dt>{t("partners.col.key")}</dt>
        <dd>{t(merchant.hasKey ? "partners.key.issued" : "partners.key.none")}</dd>
        <dt>{t("partner.created")}</dt>
        <dd>{dateTime(merchant.createdAt)}</dd>
      </dl>

      {may.edit && (
        <>
          <h2>{t("partner.settings")}</h2>
          <Form method="post" className="console-form">
            <MemberFormFields token={formToken} />
            <label>
              {t("partner.rate.field")}
              <input name="rate" required inputMode="decimal" autoComplete="off" defaultValue={String(merchant.commissionBps / 100)} aria-describedby="partner-rate-hint" />
            </label>
            <p id="partner-rate-hint" className="console-hint">
              {t("partner.rate.hint")}
            </p>
            <button type="submit" name="intent" value="rate" className="console-primary">
              {t("partner.rate.submit")}
            </button>
          </Form>
          <p>{t(merchant.active ? "partner.disable.lead" : "partner.enable.lead")}</p>
          <Form method="post">
            <MemberFormFields token={formToken} />
            <button type="submit" name="intent" value={merchant.active ? "disable" : "enable"}>
              {t(merchant.active ? "partner.disable.submit" : "partner.enable.submit")}
            </button>
          </Form>
          <p>{t("partner.key.lead")}</p>
          <Form method="post">
            <MemberFormFields token={formToken} />
            <button type="submit" name="intent" value="key">
              {t("partner.key.submit")}
            </button>
          </Form>
          {answer?.ok && answer.apiKey ? (
            <div role="status" className="console-form partner-key">
              <p className="console-done">{answer.done}</p>
              <label>
                {t("partner.key.new")}
                <input readOnly value={answer.apiKey} className="partner-code" spellCheck={false} autoComplete="off" />
              </label>
            </div>
          ) : null}
        </>
      )}

      <h2>{t("partner.report")}</h2>
      <p>{t("partner.report.lead")}</p>
      <Form method="get" className="console-filters">
        <fieldset>
          <legend>{t("partner.report.months")}</legend>
          <label>
            {t("partner.report.from")}
            <input name="from" type="month" defaultValue={span.from} required />
          </label>
          <label>
            {t("partner.report.to")}
            <input name="to" type="month" defaultValue={span.to} required />
          </label>
          <button type="submit" className="console-primary">
            {t("partner.report.show")}
          </button>
        </fieldset>
      </Form>
      {report === null ? (
        <p role="alert" className="console-alert">
          {problem}
        </p>
      ) : (
        <>
          <p>
            <a href={csv} download>
              {t("partner.report.csv")}
            </a>
          </p>
          {report.rows.length === 0 ? (
            <p>{t("partner.report.empty")}</p>
          ) : (
            <div className="partner-table">
              <table className="console-table partner-report">
                <TableHead
                  columns={[
                    t("partner.col.month"),
                    t("partner.col.subId"),
                    t("partner.col.signups"),
                    t("partner.col.orders"),
                    t("partner.col.net"),
                    t("partner.col.commission"),
                    t("partner.status.pending"),
                    t("partner.status.approved"),
                    t("partner.status.paid"),
                    t("partner.col.declinedOrders"),
                  ]}
                />
                <tbody>
                  {report.rows.map((row) => (
                    <ReportLine key={`${row.month}/${row.subId ?? ""}`} row={row} head={<th scope="row">{month(row.month)}</th>} subId={row.subId ?? t("partner.noSubId")} />
                  ))}
                </tbody>
                <tfoot>
                  <ReportLine row={report.total} head={<th scope="row">{t("partner.total")}</th>} subId="" />
                </tfoot>
              </table>
            </div>
          )}
          {may.edit && report.approvable.length > 0 && (
            <>
              <p>{t("partner.approve.lead")}</p>
              <div className="console-actions">
                {report.approvable.map((m) => (
                  <Form method="post" key={m}>
                    <MemberFormFields token={formToken} />
                    <input type="hidden" name="month" value={m} />
                    <button type="submit" name="intent" value="approve">
                      {t("partner.approve.submit", { month: month(m) })}
                    </button>
                  </Form>
                ))}
              </div>
            </>
          )}

          <h2>{t("partner.orders")}</h2>
          {report.lines.length === 0 ? (
            <p>{t("partner.orders.none")}</p>
          ) : (
            <div className="partner-table">
              <table className="console-table">
                <TableHead
                  columns={[
                    t("partner.col.order"),
                    t("partner.col.paidAt"),
                    t("partner.col.subId"),
                    t("partner.col.amount"),
                    t("partner.col.refunded"),
                    t("partner.col.net"),
                    t("partner.col.rate"),
                    t("partner.col.commission"),
                    t("partner.col.status"),
                    t("partner.col.decision"),
                    ...(may.edit ? [t("partner.col.action")] : []),
                  ]}
                />
                <tbody>
                  {report.lines.map((l) => (
                    <tr key={l.orderNo}>
                      <th scope="row">{may.orders ? <Link to={`/admin/orders/${l.orderNo}`}>{l.orderNo}</Link> : l.orderNo}</th>
                      <td>{dateTime(l.paidAt)}</td>
                      <td>{l.subId ?? t("partner.noSubId")}</td>
                      <td>{money(l.amountUsdMinor)}</td>
                      <td>{money(l.refundedMinor)}</td>
                      <td>{money(l.netMinor)}</td>
                      <td>{percent(l.rateBps)}</td>
                      <td>{money(l.commissionMinor)}</td>
                      <td>{t(`partner.status.${l.status}`)}</td>
                      <td className="partner-decision">
                        {[l.reason && t(`partner.reason.${l.reason}`), l.note, l.payoutReference && t("partner.paidIn", { reference: l.payoutReference })].filter(Boolean).join(" · ")}
                      </td>
                      {may.edit && (
                        <td>
                          {l.status === "paid" ? null : (
                            <Form method="post" className="console-inline">
                              <MemberFormFields token={formToken} />
                              <input type="hidden" name="orderNo" value={l.orderNo} />
                              <label>
                                {t("partner.decline.reason")}
                                <select name="reason" required defaultValue={l.reason !== null && l.reason !== "refunded" ? l.reason : ""}>
                                  <option value="" disabled>
                                    {t("partner.decline.choose")}
                                  </option>
                                  {CHOSEN_DECLINE_REASONS.map((r) => (
                                    <option key={r} value={r}>
                                      {t(`partner.reason.${r}`)}
                                    </option>
                                  ))}
                                </select>
                              </label>
                              <label>
                                {t("partner.decline.note")}
                                <input name="note" maxLength={NOTE_MAX} autoComplete="off" defaultValue={l.note ?? ""} />
                              </label>
                              <button type="submit" name="intent" value="decline">
                                {t(l.status === "declined" ? "partner.decline.again" : "partner.decline.submit")}
                              </button>
                            </Form>
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}

      <h2>{t("partner.payouts")}</h2>
      <p>{approvedUnpaid.orders === 0 ? t("partner.unpaid.none") : t("partner.unpaid", { orders: approvedUnpaid.orders, amount: money(approvedUnpaid.commissionMinor) })}</p>
      {may.pay && approvedUnpaid.orders > 0 && (
        <Form method="post" className="console-form">
          <MemberFormFields token={formToken} />
          <label>
            {t("partner.payout.reference")}
            <input name="reference" required maxLength={REFERENCE_MAX} autoComplete="off" aria-describedby="partner-reference-hint" />
          </label>
          <p id="partner-reference-hint" className="console-hint">
            {t("partner.payout.hint")}
          </p>
          <button type="submit" name="intent" value="payout" className="console-primary">
            {t("partner.payout.submit")}
          </button>
        </Form>
      )}
      {payouts.length === 0 ? (
        <p>{t("partner.payouts.none")}</p>
      ) : (
        <table className="console-table">
          <TableHead columns={[t("partner.col.when"), t("partner.col.reference"), t("partner.col.orders"), t("partner.col.total"), t("partner.col.by")]} />
          <tbody>
            {payouts.map((p) => (
              <tr key={p.id}>
                <td>{dateTime(p.createdAt)}</td>
                <th scope="row">{p.reference}</th>
                <td>{p.orderCount}</td>
                <td>{money(p.totalMinor)}</td>
                <td>{p.staffEmail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** One row of the report (a month and sub id, or the total): its counts and amounts by state. */
function ReportLine({ row, head, subId }: { row: ReportRow; head: ReactNode; subId: string }) {
  const { lang } = useConsole();
  const money = (minor: number) => formatMoney(minor, "USD", lang);
  return (
    <tr>
      {head}
      <td>{subId}</td>
      <td>{row.signups}</td>
      <td>{row.orders}</td>
      <td>{money(row.netMinor)}</td>
      <td>{money(row.commissionMinor)}</td>
      <td>{money(row.byStatus.pending.commissionMinor)}</td>
      <td>{money(row.byStatus.approved.commissionMinor)}</td>
      <td>{money(row.byStatus.paid.commissionMinor)}</td>
      <td>{row.byStatus.declined.orders}</td>
    </tr>
  );
}
