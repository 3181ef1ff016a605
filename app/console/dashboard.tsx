/**
 * The overview's dashboard (docs/CONSOLE.md#dashboard): the period's figures, the last 30 days'
 * sales as a bar chart and the top destinations, drawn by the server as plain SVG (no script, no
 * chart library). Each chart is an image with a label that says what it shows, and its numbers
 * are in a table too: beside the destinations' bars, visually hidden under the days' chart.
 * Amounts are in the chosen display currency at the storefront's rates, with US dollars (what
 * every charge is) always beside.
 */
import { Form, Link } from "react-router";
import { convertUsdMinor, CURRENCIES, formatMoney, type CurrencyCode } from "../../shared/money.ts";
import { DASHBOARD_PERIODS as PERIODS, type DashboardPeriod } from "../../shared/dashboard.ts";
import type { DashboardView } from "../../server/domain/order-desk/index.ts";
import { useConsole } from "./console-i18n.tsx";
import type { ConsoleKey } from "./messages/en.ts";
import { usdOf } from "./format.ts";

const CHART = { width: 600, height: 180, top: 10, bottom: 24 } as const;

export function Dashboard({ view, currency }: { view: DashboardView; currency: CurrencyCode }) {
  const { t, lang } = useConsole();
  const usd = usdOf(lang);
  const money = (usdMinor: number) => formatMoney(convertUsdMinor(usdMinor, currency), currency, lang);
  const day = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeZone: "UTC" });
  const dayOf = (ymd: string) => day.format(new Date(`${ymd}T00:00:00Z`));
  const href = (period: DashboardPeriod) => `/admin?${new URLSearchParams(currency === "USD" ? { period } : { period, currency })}`;
  const rate = CURRENCIES.find((c) => c.name === currency)!.value;

  /** An amount in the display currency, and in US dollars beside it unless they are the same. */
  const amount = (usdMinor: number) =>
    currency === "USD" ? (
      usd(usdMinor)
    ) : (
      <>
        {money(usdMinor)} <span className="dashboard-usd">{t("dashboard.inUsd", { amount: usd(usdMinor) })}</span>
      </>
    );

  const figures: [ConsoleKey, React.ReactNode][] = [
    ["dashboard.sales", amount(view.salesUsdMinor)],
    ["dashboard.orders", view.orders.toLocaleString(lang)],
    ["dashboard.refunded", amount(view.refundedUsdMinor)],
    ["dashboard.net", amount(view.salesUsdMinor - view.refundedUsdMinor)],
  ];

  return (
    <section aria-labelledby="dashboard-title" className="dashboard">
      <h2 id="dashboard-title">{t("dashboard.title")}</h2>
      <nav aria-label={t("dashboard.periods")} className="console-tabs">
        {PERIODS.map((p) => (
          <Link key={p} to={href(p)} aria-current={p === view.period ? "page" : undefined}>
            {t(`dashboard.period.${p}`)}
          </Link>
        ))}
      </nav>
      <Form method="get" action="/admin" className="console-filters">
        <input type="hidden" name="period" value={view.period} />
        <label>
          {t("dashboard.currency")}
          <select name="currency" defaultValue={currency}>
            {CURRENCIES.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name} ({c.symbol})
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="console-primary">
          {t("dashboard.show")}
        </button>
      </Form>
      <p className="console-hint">
        {t("dashboard.range", { from: dayOf(view.from), to: dayOf(view.to) })}
        {currency === "USD" ? null : ` ${t("dashboard.rate", { rate: rate.toLocaleString(lang, { maximumFractionDigits: 4 }), currency })}`}
      </p>
      <dl className="dashboard-figures">
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="console-hint">{t("dashboard.refundedNote")}</p>
      <DaysChart view={view} money={money} usd={usd} dayOf={dayOf} currency={currency} />
      <TopAreas view={view} money={money} amount={amount} />
    </section>
  );
}

function DaysChart({ view, money, usd, dayOf, currency }: { view: DashboardView; money: (m: number) => string; usd: (m: number) => string; dayOf: (d: string) => string; currency: CurrencyCode }) {
  const { t, lang } = useConsole();
  const days = view.days;
  const first = days[0]!.day;
  const last = days.at(-1)!.day;
  const total = days.reduce((sum, d) => sum + d.salesUsdMinor, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  const best = days.reduce((b, d) => (d.salesUsdMinor > b.salesUsdMinor ? d : b), days[0]!);
  const label =
    orders === 0
      ? t("dashboard.chart.empty", { from: dayOf(first), to: dayOf(last) })
      : t("dashboard.chart.label", { from: dayOf(first), to: dayOf(last), total: money(total), orders: orders.toLocaleString(lang), day: dayOf(best.day), best: money(best.salesUsdMinor) });
  const max = Math.max(best.salesUsdMinor, 1);
  const slot = CHART.width / days.length;
  const plot = CHART.height - CHART.top - CHART.bottom;
  return (
    <>
      <h3>{t("dashboard.chart.title")}</h3>
      <svg role="img" aria-label={label} viewBox={`0 0 ${CHART.width} ${CHART.height}`} className="dashboard-chart" data-testid="dashboard-days">
        <line x1="0" x2={CHART.width} y1={CHART.top + plot} y2={CHART.top + plot} className="dashboard-axis" />
        {days.map((d, i) => {
          const h = d.salesUsdMinor === 0 ? 0 : Math.max(2, Math.round((d.salesUsdMinor / max) * plot));
          return <rect key={d.day} x={(i * slot + slot * 0.15).toFixed(1)} width={(slot * 0.7).toFixed(1)} y={CHART.top + plot - h} height={h} className="dashboard-bar" />;
        })}
        <text x="0" y={CHART.height - 6} className="dashboard-tick">
          {dayOf(first)}
        </text>
        <text x={CHART.width} y={CHART.height - 6} textAnchor="end" className="dashboard-tick">
          {dayOf(last)}
        </text>
      </svg>
      <table className="visually-hidden">
        <caption>{t("dashboard.chart.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("dashboard.col.day")}</th>
            <th scope="col">{t("dashboard.col.sales")}</th>
            {currency === "USD" ? null : <th scope="col">USD</th>}
            <th scope="col">{t("dashboard.col.orders")}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{dayOf(d.day)}</th>
              <td>{money(d.salesUsdMinor)}</td>
              {currency === "USD" ? null : <td>{usd(d.salesUsdMinor)}</td>}
              <td>{d.orders.toLocaleString(lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function TopAreas({ view, money, amount }: { view: DashboardView; money: (m: number) => string; amount: (m: number) => React.ReactNode }) {
  const { t, lang } = useConsole();
  const areas = view.topAreas;
  if (areas.length === 0) {
    return (
      <>
        <h3>{t("dashboard.top.title")}</h3>
        <p>{t("dashboard.top.none")}</p>
      </>
    );
  }
  const max = Math.max(...areas.map((a) => a.salesUsdMinor), 1);
  const row = 28;
  const list = new Intl.ListFormat(lang, { type: "conjunction" }).format(areas.map((a) => `${a.areaSlug} ${money(a.salesUsdMinor)}`));
  return (
    <>
      <h3>{t("dashboard.top.title")}</h3>
      <div className="dashboard-top">
        <svg role="img" aria-label={t("dashboard.top.label", { list })} viewBox={`0 0 400 ${areas.length * row}`} className="dashboard-chart" data-testid="dashboard-areas">
          {areas.map((a, i) => (
            <g key={a.areaSlug}>
              <text x="0" y={i * row + 18} className="dashboard-tick">
                {a.areaSlug}
              </text>
              <rect x="130" y={i * row + 5} height={row - 10} width={Math.max(2, Math.round((a.salesUsdMinor / max) * 260))} className="dashboard-bar" />
            </g>
          ))}
        </svg>
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{t("dashboard.col.area")}</th>
              <th scope="col">{t("dashboard.col.sales")}</th>
              <th scope="col">{t("dashboard.col.orders")}</th>
            </tr>
          </thead>
          <tbody>
            {areas.map((a) => (
              <tr key={a.areaSlug}>
                <th scope="row">{a.areaSlug}</th>
                <td>{amount(a.salesUsdMinor)}</td>
                <td>{a.orders.toLocaleString(lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
