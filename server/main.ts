/**
 * Process entry: read configuration, open and migrate the database, load the catalogue,
 * listen; on SIGTERM/SIGINT shut down gracefully (docs/OPERATIONS.md#restarts): answer /readyz
 * with 503 for SHUTDOWN_DRAIN_MS so a load balancer stops sending, then stop accepting, let the
 * requests in flight and the jobs and mails being run finish (no new ones are claimed), close
 * the pools and exit 0; after SHUTDOWN_GRACE_MS, exit 1 whatever is left. A job cut short that
 * way is run again by another instance once its claim runs out (docs/decisions/0013).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import fs from "node:fs";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { ConfigError, loadConfig } from "./config.ts";
import { buildApp } from "./app.ts";
import { openConfiguredDatabase, prepareDatabase } from "./db/open-from-config.ts";
import { createServices } from "./services.ts";
import { connectRedis, RedisStartError } from "./redis-client.ts";
import { startupMessage, startupSummary } from "./startup-summary.ts";
import { registerSupplierWebhook } from "./supplier-webhook.ts";
import { requestLogSerializer } from "./http/supplier-webhook-routes.ts";
import { listenForMetrics } from "./http/metrics-routes.ts";
import { holdDataDir, storeHolding } from "./ops/backup.ts";

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

// JSON lines for a log collector; on a terminal (someone watching) the same lines made readable
// by pino-pretty, in a worker thread so it costs the requests nothing (LOG_FORMAT decides).
const pretty = config.logFormat === "pretty" || (config.logFormat === "auto" && process.stdout.isTTY === true);
const log = pino({
  level: config.logLevel,
  serializers: { req: requestLogSerializer },
  ...(pretty ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname", singleLine: true } } } : {}),
});
for (const warning of config.warnings) log.warn(warning);
const started = performance.now();
// Redis first: it is cheap to reach, and a store that cannot share its limits must not start.
let redis: Awaited<ReturnType<typeof connectRedis>> | undefined;
try {
  redis = config.redisUrl ? await connectRedis(config.redisUrl, log) : undefined;
} catch (err) {
  if (err instanceof RedisStartError) {
    log.fatal(err.message);
    process.exit(1);
  }
  throw err;
}
// The embedded database is one process's: a second store on the same folder would damage it,
// and a backup taken while it writes could be torn (server/ops/backup.ts).
const heldBy = config.databaseUrl ? null : storeHolding(config.dataDir);
if (heldBy) {
  log.fatal({ dataDir: config.dataDir, pid: heldBy }, "another store is running on this DATA_DIR (its embedded database serves one process); stop it, or give this one a DATA_DIR of its own (if none runs, delete DATA_DIR/store.pid)");
  process.exit(1);
}
const hold = config.databaseUrl ? null : holdDataDir(config.dataDir);
const database = await openConfiguredDatabase(config, log);
const seeded = await prepareDatabase(database, config);
if (seeded) log.info(seeded, "demo catalogue loaded (demo data: generated plans and prices)");
const services = createServices(config, database, { log, redis });
await services.catalog.start();
let stopCatalogSync: (() => Promise<void>) | undefined;
if (config.runJobs) {
  // Mail queued by any instance is sent by whichever worker claims it first (docs/decisions/0010).
  services.mailWorker.start(2_000);
  // Jobs left by a process that stopped or died are taken up here (docs/decisions/0013).
  services.jobWorker.start();
  // The supplier's catalogue now and hourly: one job per hour however many instances enqueue it.
  stopCatalogSync = services.startCatalogSync?.();
}

const serverBuildPath = path.join(config.buildDir, "server", "index.js");
if (!fs.existsSync(serverBuildPath)) {
  log.fatal("build/server/index.js is missing: run `npm run build` first (npm start does it for you)");
  process.exit(1);
}
const ssrBuild = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
// Brand-slug paths (/about-{slug}) are fixed when the storefront is built; refuse a mismatch.
if (!Object.values(ssrBuild.routes).some((r) => r?.path === `about-${config.brand.slug}`)) {
  log.fatal({ brandSlug: config.brand.slug }, "the storefront was built for another BRAND_SLUG: run `npm run build` again");
  process.exit(1);
}
const app = await buildApp(config, services, {
  redis,
  loggerInstance: log,
  ssrBuild,
  clientDir: path.join(config.buildDir, "client"),
});
await app.listen({ port: config.port, host: config.host });
const metricsListener = config.metrics.port ? await listenForMetrics(services.metrics, config.metrics.port, config.metrics.host) : undefined;
const summary = startupSummary(config, app.listeningOrigin);
log.info({ ms: Math.round(performance.now() - started), ...summary }, startupMessage(summary));
// Only now can the store take the webhooks the supplier is told to send; best effort, logged.
void registerSupplierWebhook(config, services.supply?.supplier, log);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const { drainMs, graceMs } = config!.shutdown;
  log.info({ signal, drainMs, graceMs }, "shutting down: finishing the requests, jobs and mails in flight");
  app.drain();
  const force = setTimeout(() => {
    log.error({ graceMs }, "graceful shutdown timed out; exiting with work unfinished (unfinished jobs run again elsewhere once their claim runs out)");
    process.exit(1);
  }, drainMs + graceMs);
  force.unref();
  try {
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    // Half the grace at most: a load balancer that never stops sending must not hold the restart.
    await app.quiet(graceMs / 2);
    // Side by side: the listener waits for the requests in flight, the workers for their batch.
    await Promise.all([app.close(), stopCatalogSync?.(), services.mailWorker.stop(), services.jobWorker.stop()]);
    await metricsListener?.close();
    services.catalog.stop();
    services.campaigns.stop();
    await redis?.quit();
    await database.close();
    hold?.release();
    process.exit(0);
  } catch (err) {
    log.error({ err }, "error during shutdown");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
