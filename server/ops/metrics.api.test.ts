/**
 * The metrics through their own door (docs/OPERATIONS.md#metrics): /metrics refuses a scraper
 * without the token, a checkout moves the order and job series, and every series the Grafana
 * dashboard (docs/ops/grafana-dashboard.json) reads exists with the labels it groups by.
 */
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sandboxSessions } from "../db/schema.ts";
import { listenForMetrics } from "../http/metrics-routes.ts";
import { useCheckoutApp } from "../../tests/support/checkout.ts";

const TOKEN = "metrics-token-for-tests-0123456789abcdef";
const c = useCheckoutApp({ env: { METRICS_TOKEN: TOKEN } });
const { t } = c;
const FIVE_GB = { area: "japan", plan: "5gb-30-days", email: "metrics.buyer@example.com" };

/** One scrape, parsed: each sample's name, labels and value. */
async function scrape(): Promise<Array<{ name: string; labels: Record<string, string>; value: number }>> {
  const res = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries([...(m[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
      return { name: m[1]!, labels, value: Number(m[3]) };
    });
}

const valueOf = (samples: Awaited<ReturnType<typeof scrape>>, name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0);

describe("/metrics", () => {
  it("answers only a scraper that sends the token", async () => {
    for (const authorization of [undefined, "Bearer wrong", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await t.app.inject({ url: "/metrics", headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain("roamwell_");
    }
  });

  it("is served alone on a port of its own (METRICS_PORT), without a token, and nothing else is", async () => {
    const listener = await listenForMetrics(t.services.metrics, 0, "127.0.0.1");
    try {
      const res = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("# TYPE roamwell_orders_reached gauge");
      expect((await fetch(`http://127.0.0.1:${listener.port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${listener.port}/metrics`, { method: "POST" })).status).toBe(404);
    } finally {
      await listener.close();
    }
  });

  it("shows a checkout: the order reaches placed, paid and delivered, the jobs ran, the API calls are timed by route", async () => {
    const before = await scrape();
    const token = await c.guest();
    await c.buy(token, FIVE_GB);
    const after = await scrape();
    for (const stage of ["placed", "paid", "delivered"]) {
      expect(valueOf(after, "roamwell_orders_reached", { stage }) - valueOf(before, "roamwell_orders_reached", { stage }), stage).toBe(1);
    }
    expect(valueOf(after, "roamwell_orders_reached", { stage: "refunded" })).toBe(valueOf(before, "roamwell_orders_reached", { stage: "refunded" }));
    const succeeded = (s: typeof after) => valueOf(s, "roamwell_job_runs_total", { outcome: "succeeded" });
    expect(succeeded(after)).toBeGreaterThan(succeeded(before));
    expect(valueOf(after, "roamwell_http_request_duration_seconds_count", { route: "/v1.1/execute/payment", method: "POST", status: "200" })).toBeGreaterThan(0);
    expect(valueOf(after, "roamwell_state_read_ok")).toBe(1);
    expect(valueOf(after, "roamwell_catalog_loaded")).toBe(1);
    // Node's own, under the names Node.js dashboards read.
    expect(after.some((s) => s.name === "nodejs_eventloop_lag_p99_seconds")).toBe(true);
    expect(after.some((s) => s.name === "nodejs_heap_size_used_bytes")).toBe(true);
  });

  it("has every series the dashboard reads, with the labels it groups by", async () => {
    // A failed payment (the provider's record says another amount), so its series has a sample.
    const token = await c.guest();
    const order = await c.placed(token, FIVE_GB);
    const { pagePath, session } = await c.startPayment(token, order.orderNo);
    await t.services.database.db.update(sandboxSessions).set({ amountMinor: 1 }).where(eq(sandboxSessions.id, session));
    await c.payOnPage(pagePath);
    await c.runJobs();
    const samples = await scrape();
    const dashboard = JSON.parse(fs.readFileSync(new URL("../../docs/ops/grafana-dashboard.json", import.meta.url), "utf8")) as { panels: Array<{ title: string; targets: Array<{ expr: string }> }> };
    const exprs = dashboard.panels.flatMap((p) => p.targets.map((target) => ({ panel: p.title, expr: target.expr })));
    expect(exprs.length).toBeGreaterThan(10);
    // Series that only an app with a supplier (not the simulator) or on PostgreSQL (a pool) has:
    // this app must at least not be asked for them by another name.
    const optional = new Set(["roamwell_supplier_balance_usd", ...(t.services.database.engine === "postgres" ? [] : ["roamwell_db_pool_connections", "roamwell_db_pool_max"])]);
    // Declared, but without samples until something happens: a supplier call, a kept page.
    const declared = new Set([...(await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } })).body.matchAll(/^# TYPE (\S+)/gm)].map((m) => m[1]!));
    for (const { panel, expr } of exprs) {
      const names = [...new Set(expr.match(/\b(roamwell|nodejs)_\w+/g) ?? [])];
      expect(names.length, panel).toBeGreaterThan(0);
      const grouped = [...expr.matchAll(/\b(?:by|without) \(([^)]*)\)/g)].flatMap((m) => m[1]!.split(",").map((l) => l.trim())).filter((l) => !["instance", "pod", "le"].includes(l));
      for (const name of names) {
        if (optional.has(name)) continue;
        const series = samples.filter((s) => s.name === name);
        if (series.length === 0) {
          expect(declared.has(name.replace(/_(bucket|count|sum)$/, "")), `${panel}: ${name}`).toBe(true);
          continue;
        }
        // The labels the panel groups by are on the series (those of the expression's other series aside).
        for (const label of grouped) expect(names.some((other) => samples.some((s) => s.name === other && label in s.labels)), `${panel}: ${label}`).toBe(true);
      }
    }
    expect(valueOf(samples, "roamwell_payment_failures", { reason: "AMOUNT_MISMATCH" })).toBe(1);
  });
});
