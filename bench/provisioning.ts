/**
 * Provisioning throughput through a wholesale supplier (docs/PERFORMANCE.md#provisioning-through-a-supplier):
 * how many paid orders a second the job worker turns into delivered eSIMs when eSIM Access
 * (ESIM_PROVIDER=esimaccess) answers every request in `BENCH_LATENCY_MS`, and whether the
 * adapter keeps to the supplier's 8 requests a second while doing it.
 *
 *   npm run bench:provisioning                                                       # embedded PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:provisioning   # PostgreSQL
 *   BENCH_ORDERS=200 BENCH_LATENCY_MS=200 BENCH_ALLOCATION_MS=500 BENCH_WEBHOOKS=on,off npm run bench:provisioning
 *
 * The eSIM Access stand-in runs in a process of its own (bench/standin-process.ts: its wire
 * format, signatures and webhooks, each answer held `BENCH_LATENCY_MS`, profiles allocated
 * `BENCH_ALLOCATION_MS` after the order), so it notes each request when it arrives, not when a
 * busy store gets round to it. The store runs in this process, as PGlite needs: its services and
 * HTTP app in production mode on a database of the run's own, the adapter with its production
 * settings pointed at the stand-in and the webhook address registered there (`webhook/save`), the
 * catalogue synced from the stand-in. Not measured: the account holders with a balance
 * (bench/wallet-routes.ts) and their orders, placed through the API and paid in full from the
 * balance (`/v1.1/setup/payment` with useBalance), which marks each order PAID and enqueues its
 * `order.provision` job in one transaction, as a card payment does.
 *
 * Measured, for each webhook setting in `BENCH_WEBHOOKS`: from the job worker's start (its first
 * claim) to the last eSIM recorded, with the production worker (batches of 10, polled every
 * second); and every API request the stand-in received meanwhile, and when the adapter sent it.
 * `off` drops the stand-in's notifications, as for a store without ESIMACCESS_WEBHOOK_TOKEN: the
 * store finds each allocation by polling. `BENCH_WINDOW_MS` paces the adapter to 8 requests in
 * that many milliseconds instead of its default 1000, to try a margin.
 *
 * Exits 1 when the stand-in received more than 8 requests within a second (what the supplier
 * would refuse), or an order was placed at the supplier more than once, or not every order was
 * delivered in `BENCH_TIMEOUT_S`.
 */
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { and, count, eq, inArray } from "drizzle-orm";
import pino from "pino";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import type { StandInOptions } from "../server/adapters/esim/esimaccess/esimaccess-standin.ts";
import { createEsimAccessSupplier, ESIMACCESS_PACE, esimAccessWebhookPath } from "../server/adapters/esim/esimaccess/esimaccess-supplier.ts";
import { openConfiguredDatabase, prepareDatabase } from "../server/db/open-from-config.ts";
import { areas, esims, jobs, orders, plans, supplierOrders } from "../server/db/schema.ts";
import { createCatalogSync } from "../server/domain/catalog/index.ts";
import { RetailRulesSchema } from "../server/domain/pricing/index.ts";
import { createServices } from "../server/services.ts";
import { apiClient, percentile } from "./bench-client.ts";
import { benchDatabase } from "./bench-database.ts";
import type { StandInQuestion } from "./standin-process.ts";
import { registerWalletBenchRoutes } from "./wallet-routes.ts";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 200);
const ALLOCATION_MS = Number(process.env.BENCH_ALLOCATION_MS ?? 500);
const WEBHOOKS = (process.env.BENCH_WEBHOOKS ?? "on,off").split(",").map((w) => w.trim()) as ("on" | "off")[];
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_S ?? 900);
/** eSIM Access's limit for the account, which the adapter paces to by default. */
/** The supplier's limit, which the stand-in's arrivals are checked against (the adapter paces itself below it: ESIMACCESS_PACE). */
const RATE = { limit: 8, windowMs: 1000 };
const PACE_WINDOW_MS = process.env.BENCH_WINDOW_MS ? Number(process.env.BENCH_WINDOW_MS) : null;
const HOLDERS = 20;
const PLACING = 10;
const CREDENTIALS = { accessCode: "bench-access", secretKey: "bench-secret" };
const WEBHOOK_TOKEN = randomBytes(24).toString("base64url");

/** The most of `times` (ms, any order) that fall in one window [t, t + windowMs). */
function maxInWindow(times: readonly number[], windowMs = RATE.windowMs): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (j < sorted.length && sorted[j]! < sorted[i]! + windowMs) j++;
    most = Math.max(most, j - i);
  }
  return most;
}

/** How many times a request went out less than `windowMs` after the one `limit` places before it, and the shortest such gap (ms). */
function tooSoon(times: readonly number[]): { count: number; shortest: number | null } {
  const sorted = [...times].sort((a, b) => a - b);
  const gaps = sorted.slice(RATE.limit).map((t, i) => t - sorted[i]!);
  const short = gaps.filter((g) => g < RATE.windowMs);
  return { count: short.length, shortest: short.length > 0 ? Math.min(...short) : null };
}

const clock = () => performance.timeOrigin + performance.now();
/** How late this process's timers fire: what separates a pacer's turn from the bytes leaving. */
const loopDelay = monitorEventLoopDelay({ resolution: 5 });

/** The stand-in in its own process (bench/standin-process.ts), and its answers over IPC. */
async function startStandIn(options: Omit<StandInOptions, "now">) {
  const child = fork("bench/standin-process.ts", { execArgv: ["--import", "tsx"], env: { ...process.env, BENCH_STANDIN: JSON.stringify(options) }, stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const [{ baseUrl }] = (await once(child, "message")) as [{ baseUrl: string }];
  const waiting = new Map<number, (answer: unknown) => void>();
  let asked = 0;
  child.on("message", (m: { id?: number; answer?: unknown }) => {
    if (m.id === undefined) return;
    waiting.get(m.id)?.(m.answer);
    waiting.delete(m.id);
  });
  const ask = <T>(question: StandInQuestion) =>
    new Promise<T>((resolve) => {
      waiting.set(++asked, resolve as (answer: unknown) => void);
      child.send({ id: asked, question });
    });
  return {
    baseUrl,
    webhooks: (mode: "send" | "drop") => ask<null>({ ask: "webhooks", mode }),
    requests: (from: number) => ask<{ path: string; at: number }[]>({ ask: "requests", from }),
    ordersTaken: (transactionIds: string[]) => ask<number[]>({ ask: "orders", transactionIds }),
    async stop() {
      const exited = once(child, "exit");
      child.disconnect();
      await exited;
    },
  };
}

const own = await benchDatabase("provisioning");
const standIn = await startStandIn({ ...CREDENTIALS, latencyMs: LATENCY_MS, allocationDelayMs: ALLOCATION_MS });
/** When the adapter sent each request, after its pacer's turn. */
const sent: number[] = [];
const supplier = createEsimAccessSupplier({
  ...CREDENTIALS,
  baseUrl: standIn.baseUrl,
  webhookToken: WEBHOOK_TOKEN,
  ...(PACE_WINDOW_MS ? { rateLimit: { limit: RATE.limit, windowMs: PACE_WINDOW_MS } } : {}),
  fetch: (input, init) => {
    sent.push(clock());
    return fetch(input, init);
  },
});
const config = loadConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  DATA_DIR: own.dataDir,
  ...(own.databaseUrl ? { DATABASE_URL: own.databaseUrl } : {}),
  // The account holders each come from their own client address.
  TRUST_PROXY: "true",
  ESIM_PROVIDER: "esimaccess",
  ESIMACCESS_ACCESS_CODE: CREDENTIALS.accessCode,
  ESIMACCESS_SECRET_KEY: CREDENTIALS.secretKey,
  ESIMACCESS_BASE_URL: standIn.baseUrl,
  ESIMACCESS_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
});
/** What the store logged at warn and above: a retried attempt or a reconcile shows here. */
const logged: { level: number; msg: string }[] = [];
const log = pino({ level: "warn" }, { write: (line: string) => void logged.push(JSON.parse(line) as { level: number; msg: string }) });
const database = await openConfiguredDatabase(config);
await prepareDatabase(database, config);
const { db } = database;
const services = createServices(config, database, { log, mailer: { send: async () => {} }, supplier });
await services.catalog.start();
const app = await buildApp(config, services, { logger: false, rateLimitPerMinute: 100_000_000 });
registerWalletBenchRoutes(app, services);
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
const { api, bench } = apiClient(base);

interface PhaseResult {
  webhooks: "on" | "off";
  seconds: number;
  deliveredAt: number[];
  received: { path: string; at: number }[];
  sent: number[];
  placedTwice: number;
  sendsOverOne: number;
  provisionAttempts: Map<number, number>;
  /** The event loop's delay while the worker ran, p99 and max, ms. */
  loopDelayMs: { p99: number; max: number };
}

/** N orders paid from the balance, then the worker from its first claim to the last delivery. */
async function phase(webhooks: "on" | "off", plan: { area: string; plan: string }, holders: { token: string }[]): Promise<PhaseResult> {
  await standIn.webhooks(webhooks === "on" ? "send" : "drop");
  const orderNos: string[] = [];
  await Promise.all(
    Array.from({ length: PLACING }, async (_, w) => {
      for (let i = w; i < ORDERS; i += PLACING) {
        const placed = await api<{ orderNo: string; status: string; cardPart: { minor: number } }>(
          "/v1.1/setup/payment",
          { ...plan, useBalance: true },
          { token: holders[i % holders.length]!.token, headers: { "idempotency-key": randomBytes(16).toString("hex") } },
        );
        if (placed.status !== "PAID" || placed.cardPart.minor !== 0) throw new Error(`${placed.orderNo} is ${placed.status} after placing`);
        orderNos.push(placed.orderNo);
      }
    }),
  );
  const ids = (await db.select({ id: orders.id }).from(orders).where(inArray(orders.orderNo, orderNos))).map((r) => r.id);
  const receivedBefore = (await standIn.requests(0)).length;
  const sentBefore = sent.length;

  loopDelay.reset();
  loopDelay.enable();
  const t0 = Date.now();
  services.jobWorker.start();
  // The first claim now rather than at the worker's first tick, a second later.
  void services.jobWorker.runDue().catch(() => undefined);
  for (;;) {
    const [row] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(inArray(orders.id, ids), eq(orders.status, "DELIVERED")));
    if (row!.n === ids.length) break;
    if (Date.now() - t0 > TIMEOUT_S * 1000) throw new Error(`${row!.n} of ${ids.length} orders delivered after ${TIMEOUT_S} s (webhooks ${webhooks})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await services.jobWorker.stop();
  loopDelay.disable();
  const deliveredAt = (await db.select({ at: esims.createdAt }).from(esims).where(inArray(esims.orderId, ids))).map((r) => r.at.getTime() - t0).sort((a, b) => a - b);
  // What the deliveries left behind (their mails, late notifications) runs now, outside the measure.
  while ((await services.jobWorker.runDue()) > 0);

  const rows = await db.select({ sends: supplierOrders.sends }).from(supplierOrders).where(inArray(supplierOrders.orderId, ids));
  const attempts = await db
    .select({ attempts: jobs.attempts })
    .from(jobs)
    .where(
      inArray(
        jobs.key,
        ids.map((id) => `provision:${id}`),
      ),
    );
  const provisionAttempts = new Map<number, number>();
  for (const { attempts: a } of attempts) provisionAttempts.set(a, (provisionAttempts.get(a) ?? 0) + 1);
  return {
    webhooks,
    seconds: deliveredAt.at(-1)! / 1000,
    deliveredAt,
    received: await standIn.requests(receivedBefore),
    sent: sent.slice(sentBefore),
    placedTwice: (await standIn.ordersTaken(ids)).filter((n) => n !== 1).length,
    sendsOverOne: rows.filter((r) => r.sends !== 1).length,
    provisionAttempts,
    loopDelayMs: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
  };
}

try {
  await supplier.saveWebhook(base + esimAccessWebhookPath(WEBHOOK_TOKEN));
  await createCatalogSync({ db }).syncFromSupplier(supplier, RetailRulesSchema.parse({ default: { percent: 40 } }));
  await services.catalog.refresh();
  const [plan] = await db
    .select({ area: areas.slug, plan: plans.slug })
    .from(plans)
    .innerJoin(areas, eq(areas.id, plans.areaId))
    .where(and(eq(plans.supplier, "esimaccess"), eq(areas.slug, "japan"), eq(plans.kind, "data"), eq(plans.active, true)))
    .orderBy(plans.sortOrder)
    .limit(1);
  if (!plan) throw new Error("the sync put no plan of Japan from eSIM Access on the shelves");
  const holders = await bench<{ token: string }[]>("/bench/wallet/accounts", { count: HOLDERS, balanceMinor: 100_000_00 });

  const results: PhaseResult[] = [];
  for (const webhooks of WEBHOOKS) results.push(await phase(webhooks, plan, holders));

  console.log(
    `\nprovisioning through eSIM Access's stand-in, ${own.engine}: ${ORDERS} orders of ${plan.area}/${plan.plan}, ` +
      `answers in ${LATENCY_MS} ms, profiles allocated ${ALLOCATION_MS} ms after the order, paced to ${ESIMACCESS_PACE.limit} requests per ${PACE_WINDOW_MS ?? ESIMACCESS_PACE.windowMs} ms\n`,
  );
  console.log("| webhooks | orders/s | seconds | first / median / last delivery s | requests | per order | by path | req/s | most in any 1 s: sent / received |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const r of results) {
    const byPath = new Map<string, number>();
    for (const { path } of r.received) byPath.set(path, (byPath.get(path) ?? 0) + 1);
    const paths = [...byPath].map(([path, n]) => `${path} ${n}`).join(", ");
    const deliveries = [r.deliveredAt[0]!, percentile(r.deliveredAt, 50), r.deliveredAt.at(-1)!].map((ms) => (ms / 1000).toFixed(1)).join(" / ");
    console.log(
      `| ${r.webhooks} | ${(ORDERS / r.seconds).toFixed(2)} | ${r.seconds.toFixed(1)} | ${deliveries} | ${r.received.length} | ${(r.received.length / ORDERS).toFixed(2)} | ${paths} | ` +
        `${(r.received.length / r.seconds).toFixed(2)} | ${maxInWindow(r.sent)} / ${maxInWindow(r.received.map((q) => q.at))} |`,
    );
  }
  console.log("");
  for (const r of results) {
    for (const [side, times] of [
      ["sent", r.sent],
      ["received", r.received.map((q) => q.at)],
    ] as const) {
      const { count: n, shortest } = tooSoon(times);
      console.log(
        `webhooks ${r.webhooks}, ${side}: ${n} of ${times.length} requests less than ${RATE.windowMs} ms after the ${RATE.limit}th before${shortest === null ? "" : ` (shortest gap ${shortest.toFixed(1)} ms)`}`,
      );
    }
    const attempts = [...r.provisionAttempts].sort(([a], [b]) => a - b).map(([a, n]) => `${n} with ${a}`);
    console.log(`webhooks ${r.webhooks}: placed at the supplier more than once: ${r.placedTwice}; sends other than 1: ${r.sendsOverOne}; provisioning jobs by attempts: ${attempts.join(", ")}`);
    console.log(`webhooks ${r.webhooks}: the store's event loop delay p99 ${r.loopDelayMs.p99.toFixed(1)} ms, max ${r.loopDelayMs.max.toFixed(1)} ms`);
  }
  const byMessage = new Map<string, number>();
  for (const { level, msg } of logged) byMessage.set(`${level >= 50 ? "error" : "warn"}: ${msg}`, (byMessage.get(`${level >= 50 ? "error" : "warn"}: ${msg}`) ?? 0) + 1);
  console.log(byMessage.size === 0 ? "nothing logged at warn or above" : [...byMessage].map(([msg, n]) => `${n} × ${msg}`).join("\n"));
  const failed = results.flatMap((r) => [
    ...(maxInWindow(r.received.map((q) => q.at)) > RATE.limit ? [`webhooks ${r.webhooks}: the stand-in received more than ${RATE.limit} requests within ${RATE.windowMs} ms`] : []),
    ...(r.placedTwice > 0 ? [`webhooks ${r.webhooks}: ${r.placedTwice} orders placed at the supplier more than once`] : []),
  ]);
  if (failed.length > 0) {
    console.log(`\nFAILED: ${failed.join("; ")}`);
    process.exitCode = 1;
  }
} finally {
  await app.close();
  await services.jobWorker.stop();
  services.catalog.stop();
  await standIn.stop();
  await database.close();
  await own.drop();
}
