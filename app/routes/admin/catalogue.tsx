/**
 * `/admin/catalogue` (`catalogue.edit`: owners, catalogue): destinations with their plans, cost,
 * retail price and margin, searched by slug or name; taking a plan or a destination off sale and
 * back; setting the price a plan sells at, or going back to its source's (`prices.edit`); the last catalogue syncs and "Sync now"; the markup rules in force, read-only
 * (docs/CONSOLE.md#catalogue). The catalogue domain checks the permission again and writes each
 * change's audit entry in the same transaction.
 */
import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/catalogue";
import type { RetailRules } from "../../../server/domain/pricing/index.ts";
import type { RequestContext } from "../../load-context.ts";
import { consoleText, field, guardConsoleForm, requireStaff, staffClient, type Refusal } from "../../console/console.server.ts";
import { useConsole } from "../../console/console-i18n.tsx";
import { ConsoleTitle, FormAlert, MemberFormFields } from "../../console/console-ui.tsx";
import { minorOfTyped } from "../../console/format.ts";
import type { ConsoleKey } from "../../console/messages/en.ts";
export { ConsoleErrorBoundary as ErrorBoundary } from "../../console/console-error.tsx";

/** Destinations shown at once: a filter finds the others. */
const AREAS_SHOWN = 20;
const SYNCS_SHOWN = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireStaff(request, context, "catalogue.edit");
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  const { catalogAdmin } = context.services;
  const listing = await catalogAdmin.listing(member.session, query, AREAS_SHOWN);
  if (!listing.ok) throw new Response(null, { status: 403 });
  const [syncs, rules] = [await catalogAdmin.recentSyncs(SYNCS_SHOWN), await catalogAdmin.markupRules()];
  return {
    query,
    total: listing.obj.total,
    areas: listing.obj.areas.map((a) => ({ ...a, name: a.names[context.lang] ?? a.names.en ?? a.slug })),
    syncs: syncs.map((s) => ({ id: s.id, supplier: s.supplier, startedAt: s.startedAt.toISOString(), status: s.status, counts: s.counts, error: s.error })),
    syncSupplier: catalogAdmin.syncSupplier(),
    rules,
    formToken: context.forms.issueToken(),
  };
}

type Answer = Refusal | { ok: true; done: string };

const named = (context: RequestContext, key: ConsoleKey, name: string) => consoleText(context, key).replace("{name}", name);

export async function action({ request, context }: Route.ActionArgs): Promise<Answer> {
  const member = await requireStaff(request, context, "catalogue.edit");
  const form = await request.formData();
  const refused = await guardConsoleForm(context, "staffAction", form, member);
  if (refused) return refused;
  const { catalogAdmin } = context.services;
  const actor = { staffId: member.session.staffId, roles: member.session.roles };
  const client = { ip: staffClient(request, context).ip };
  const intent = field(form, "intent");
  if (intent === "plan-off" || intent === "plan-on") {
    const planId = Number(field(form, "planId"));
    if (!Number.isSafeInteger(planId) || planId <= 0) return { ok: false, message: consoleText(context, "form.problem") };
    const done = await catalogAdmin.setPlanActive(actor, planId, intent === "plan-on", client);
    if (!done.ok) return { ok: false, message: context.message(done.code) };
    const name = `${done.obj.areaSlug}/${done.obj.slug}`;
    if (!done.obj.changed) return { ok: true, done: named(context, "catalogue.unchanged", name) };
    return { ok: true, done: named(context, intent === "plan-on" ? "catalogue.plan.enabledDone" : "catalogue.plan.disabledDone", name) };
  }
  if (intent === "price-set" || intent === "price-clear") {
    const planId = Number(field(form, "planId"));
    if (!Number.isSafeInteger(planId) || planId <= 0) return { ok: false, message: consoleText(context, "form.problem") };
    const typed = intent === "price-set" ? minorOfTyped(field(form, "price")) : null;
    if (intent === "price-set" && typed === null) return { ok: false, message: context.message("PRICE_INVALID") };
    const done = await catalogAdmin.setPlanPrice(actor, planId, typed, client);
    if (!done.ok) return { ok: false, message: context.message(done.code) };
    const name = `${done.obj.areaSlug}/${done.obj.slug}`;
    if (!done.obj.changed) return { ok: true, done: named(context, "catalogue.unchanged", name) };
    const price = new Intl.NumberFormat(context.lang, { style: "currency", currency: "USD" }).format(done.obj.priceUsdMinor / 100);
    return { ok: true, done: named(context, intent === "price-set" ? "catalogue.price.setDone" : "catalogue.price.clearedDone", name).replace("{price}", price) };
  }
  if (intent === "area-off" || intent === "area-on") {
    const done = await catalogAdmin.setAreaActive(actor, field(form, "area"), intent === "area-on", client);
    if (!done.ok) return { ok: false, message: context.message(done.code) };
    if (!done.obj.changed) return { ok: true, done: named(context, "catalogue.unchanged", done.obj.slug) };
    return { ok: true, done: named(context, intent === "area-on" ? "catalogue.area.enabledDone" : "catalogue.area.disabledDone", done.obj.slug) };
  }
  if (intent === "sync") {
    const done = await catalogAdmin.requestSync(actor, client);
    if (!done.ok) return { ok: false, message: done.code === "NO_SUPPLIER" ? consoleText(context, "catalogue.sync.noSupplier") : context.message(done.code) };
    return { ok: true, done: named(context, "catalogue.sync.done", done.obj.supplier) };
  }
  return { ok: false, message: consoleText(context, "form.problem") };
}

type State = "onSale" | "disabled" | "withdrawn";
const stateOf = (row: { active: boolean; disabled: boolean }): State => (row.disabled ? "disabled" : row.active ? "onSale" : "withdrawn");
const STATE_KEY: Record<State, ConsoleKey> = { onSale: "catalogue.state.onSale", disabled: "catalogue.state.disabled", withdrawn: "catalogue.state.withdrawn" };

export default function Catalogue() {
  const { t, lang, dateTime, member } = useConsole();
  const mayPrice = member?.permissions.includes("prices.edit") ?? false;
  const { query, total, areas, syncs, syncSupplier, rules, formToken } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // Costs come in 1/10,000 USD: shown to the cent, or finer when the supplier's cost is.
  const usd = new Intl.NumberFormat(lang, { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 4 });
  const percent = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 1 });
  return (
    <section>
      <ConsoleTitle title={t("catalogue.title")} />
      <p>{t("catalogue.lead")}</p>
      <FormAlert message={answer && !answer.ok ? answer.message : undefined} done={answer?.ok ? answer.done : undefined} />

      <Form method="get" className="console-filters">
        <fieldset>
          <legend>{t("catalogue.filter.legend")}</legend>
          <label>
            {t("catalogue.filter.query")}
            <input name="q" type="search" defaultValue={query} maxLength={100} />
          </label>
          <button type="submit" className="console-primary">
            {t("catalogue.filter.submit")}
          </button>
          {query ? <Link to="/admin/catalogue">{t("catalogue.filter.clear")}</Link> : null}
        </fieldset>
      </Form>
      <p>{areas.length === 0 ? t("catalogue.none") : t("catalogue.shown", { shown: areas.length, total })}</p>
      <p className="console-hint catalogue-hint">{t("catalogue.prices.lead")}</p>

      {areas.map((area) => (
        <section key={area.slug} className="catalogue-area" aria-labelledby={`area-${area.slug}`}>
          <h2 id={`area-${area.slug}`}>
            {area.name} <span className="catalogue-slug">{area.slug}</span>
          </h2>
          <p className="catalogue-area-state">
            {t(`catalogue.kind.${area.kind as "local" | "regional" | "global"}`)} · {t(STATE_KEY[stateOf(area)])}
          </p>
          {area.active ? (
            <Form method="post">
              <MemberFormFields token={formToken} />
              <input type="hidden" name="area" value={area.slug} />
              <button type="submit" name="intent" value={area.disabled ? "area-on" : "area-off"}>
                {t(area.disabled ? "catalogue.area.enable" : "catalogue.area.disable", { area: area.slug })}
              </button>
            </Form>
          ) : null}
          {area.plans.length === 0 ? (
            <p>{t("catalogue.area.noPlans")}</p>
          ) : (
            <div className="catalogue-plans">
              <table className="console-table">
                <thead>
                  <tr>
                    <th scope="col">{t("catalogue.col.plan")}</th>
                    <th scope="col">{t("catalogue.col.kind")}</th>
                    <th scope="col">{t("catalogue.col.source")}</th>
                    <th scope="col">{t("catalogue.col.cost")}</th>
                    <th scope="col">{t("catalogue.col.price")}</th>
                    <th scope="col">{t("catalogue.col.margin")}</th>
                    <th scope="col">{t("catalogue.col.state")}</th>
                    <th scope="col">{t("catalogue.col.action")}</th>
                  </tr>
                </thead>
                <tbody>
                  {area.plans.map((p) => {
                    const price = p.priceUsdMinor / 100;
                    const cost = p.costE4 === null ? null : p.costE4 / 10_000;
                    return (
                      <tr key={p.id}>
                        <th scope="row" className="catalogue-slug">
                          {p.slug}
                        </th>
                        <td>{t(`catalogue.planKind.${p.kind as "data" | "daily" | "calltext"}`)}</td>
                        <td>{p.supplier ? t(`catalogue.source.${p.source as "demo" | "supplier" | "file"}`) + ` (${p.supplier})` : t(`catalogue.source.${p.source as "demo" | "supplier" | "file"}`)}</td>
                        <td>{cost === null ? t("catalogue.cost.unknown") : usd.format(cost)}</td>
                        <td>
                          {usd.format(price)}
                          {p.priceSet ? <span className="catalogue-price-source">{t("catalogue.price.set", { price: usd.format(p.sourcePriceUsdMinor / 100) })}</span> : null}
                          {mayPrice ? (
                            <Form method="post" className="catalogue-price-form">
                              <MemberFormFields token={formToken} />
                              <input type="hidden" name="planId" value={p.id} />
                              <input name="price" aria-label={t("catalogue.price.field", { plan: `${area.slug}/${p.slug}` })} inputMode="decimal" autoComplete="off" required size={8} defaultValue={(p.priceUsdMinor / 100).toFixed(2)} />
                              <button type="submit" name="intent" value="price-set">
                                {t("catalogue.price.submit")}
                              </button>
                              {p.priceSet ? (
                                <button type="submit" name="intent" value="price-clear" formNoValidate>
                                  {t("catalogue.price.clear")}
                                </button>
                              ) : null}
                            </Form>
                          ) : null}
                        </td>
                        <td>{cost === null ? t("catalogue.cost.unknown") : t("catalogue.margin", { amount: usd.format(price - cost), percent: percent.format((price - cost) / price) })}</td>
                        <td>{t(STATE_KEY[stateOf(p)])}</td>
                        <td>
                          {p.active ? (
                            <Form method="post">
                              <MemberFormFields token={formToken} />
                              <input type="hidden" name="planId" value={p.id} />
                              <button type="submit" name="intent" value={p.disabled ? "plan-on" : "plan-off"}>
                                {t(p.disabled ? "catalogue.plan.enable" : "catalogue.plan.disable", { plan: `${area.slug}/${p.slug}` })}
                              </button>
                            </Form>
                          ) : null}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}

      <h2>{t("catalogue.syncs.title")}</h2>
      <p>{t("catalogue.syncs.lead")}</p>
      {syncSupplier ? (
        <Form method="post" className="console-form">
          <MemberFormFields token={formToken} />
          <p className="console-hint">{t("catalogue.sync.lead", { supplier: syncSupplier })}</p>
          <button type="submit" name="intent" value="sync" className="console-primary">
            {t("catalogue.sync.submit")}
          </button>
        </Form>
      ) : (
        <p>{t("catalogue.sync.noSupplier")}</p>
      )}
      {syncs.length === 0 ? (
        <p>{t("catalogue.syncs.none")}</p>
      ) : (
        <div className="catalogue-plans">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t("catalogue.syncs.col.started")}</th>
                <th scope="col">{t("catalogue.syncs.col.supplier")}</th>
                <th scope="col">{t("catalogue.syncs.col.status")}</th>
                <th scope="col">{t("catalogue.syncs.col.plans")}</th>
                <th scope="col">{t("catalogue.syncs.col.areas")}</th>
                <th scope="col">{t("catalogue.syncs.col.error")}</th>
              </tr>
            </thead>
            <tbody>
              {syncs.map((s) => (
                <tr key={s.id}>
                  <td>{dateTime(s.startedAt)}</td>
                  <td>{s.supplier}</td>
                  <td>{t(s.status === "ok" ? "catalogue.syncs.status.ok" : "catalogue.syncs.status.failed")}</td>
                  <td>{s.counts ? `${s.counts.plansCreated} / ${s.counts.plansUpdated} / ${s.counts.plansWithdrawn}` : ""}</td>
                  <td>{s.counts ? `${s.counts.areasCreated} / ${s.counts.areasUpdated}` : ""}</td>
                  <td>{s.error ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>{t("catalogue.rules.title")}</h2>
      <p>{t("catalogue.rules.lead")}</p>
      {rules.problem !== undefined ? (
        <p role="alert">{t("catalogue.rules.problem", { file: rules.file, problem: rules.problem })}</p>
      ) : (
        <>
          <p>{rules.file === null ? t("catalogue.rules.default") : t("catalogue.rules.file", { file: rules.file })}</p>
          <MarkupRules rules={rules.rules} usd={(minor) => usd.format(minor / 100)} percent={(p) => percent.format(p / 100)} />
        </>
      )}
    </section>
  );
}

function MarkupRules({ rules, usd, percent }: { rules: RetailRules; usd: (minor: number) => string; percent: (p: number) => string }) {
  const { t } = useConsole();
  const rule = (r: RetailRules["plans"][string]) =>
    "priceMinor" in r
      ? t("catalogue.rules.fixed", { amount: usd(r.priceMinor) })
      : r.plusMinor > 0
        ? t("catalogue.rules.markupPlus", { percent: percent(r.percent), amount: usd(r.plusMinor) })
        : t("catalogue.rules.markup", { percent: percent(r.percent) });
  const rows: { scope: ConsoleKey; name: string; text: string }[] = [
    ...Object.entries(rules.plans).map(([name, r]) => ({ scope: "catalogue.rules.scope.plan" as const, name, text: rule(r) })),
    ...Object.entries(rules.areas).map(([name, r]) => ({ scope: "catalogue.rules.scope.area" as const, name, text: rule(r) })),
    ...Object.entries(rules.regions).map(([name, r]) => ({ scope: "catalogue.rules.scope.region" as const, name, text: rule(r) })),
    { scope: "catalogue.rules.scope.default", name: "", text: rule(rules.default) },
  ];
  return (
    <>
      <table className="console-table catalogue-rules">
        <thead>
          <tr>
            <th scope="col">{t("catalogue.rules.col.scope")}</th>
            <th scope="col">{t("catalogue.rules.col.name")}</th>
            <th scope="col">{t("catalogue.rules.col.rule")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.scope}:${r.name}`}>
              <td>{t(r.scope)}</td>
              <td>{r.name}</td>
              <td>{r.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{rules.ending === null ? t("catalogue.rules.noEnding") : t("catalogue.rules.ending", { cents: String(rules.ending).padStart(2, "0") })}</p>
    </>
  );
}
