/**
 * The benchmark's server process: the real app (PGlite, demo catalogue, production mode, no
 * logging, rate limit out of the way) plus, for comparison, a bare route on the same Fastify
 * instance that returns pre-recorded answer bytes from memory. Prints its port on stdout.
 */
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pino from "pino";
import { buildApp } from "../server/app.ts";
import { preferredEncoding } from "../server/http/accept-encoding.ts";
import { requestLogSerializer } from "../server/http/supplier-webhook-routes.ts";
import { createResponseCache } from "../server/http/response-cache.ts";
import { loadConfig } from "../server/config.ts";
import { openConfiguredDatabase, prepareDatabase } from "../server/db/open-from-config.ts";
import { createServices } from "../server/services.ts";
import { registerWalletBenchRoutes } from "./wallet-routes.ts";

const config = loadConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), `roamwell-bench-${randomBytes(4).toString("hex")}`),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  // The checkout benchmark speaks for many travellers, each from its own address.
  ...(process.env.BENCH_TRUST_PROXY ? { TRUST_PROXY: "true" } : {}),
});
const database = await openConfiguredDatabase(config);
await prepareDatabase(database, config);
const services = createServices(config, database, { log: pino({ level: "silent" }) });
await services.catalog.start();
// BENCH_LOG_LEVEL=info: the request log as production writes it, to /dev/null, to weigh its cost.
const logLevel = process.env.BENCH_LOG_LEVEL;
const app = await buildApp(config, services, {
  ...(logLevel ? { loggerInstance: pino({ level: logLevel, serializers: { req: requestLogSerializer } }, pino.destination("/dev/null")) } : { logger: false }),
  rateLimitPerMinute: 100_000_000,
});

// Bare twin: same process, same global hooks (headers, compression), the same bytes from memory,
// kept compressed as the API's cache keeps them and sent in the encoding the client prefers.
const recorded = createResponseCache();
app.post("/bench/record", { bodyLimit: 16 * 1024 * 1024 }, async (request) => {
  const { name, bytes } = request.body as { name: string; bytes: string };
  recorded.set(name, bytes);
  return { ok: true };
});
app.post("/bench/bare/:name", async (request, reply) => {
  const answer = recorded.get((request.params as { name: string }).name)!;
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  const bytes = encoding ? answer.encoded(encoding) : null;
  if (encoding && bytes) reply.header("content-encoding", encoding);
  return reply.header("content-type", "application/json; charset=utf-8").send(bytes ?? answer.json);
});

// The wallet benchmark's set-up and checks (bench/wallet.ts), in the one process that holds the database.
if (process.env.BENCH_WALLET) registerWalletBenchRoutes(app, services);

await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
process.stdout.write(`${typeof address === "object" && address ? address.port : 0}\n`);
process.on("SIGTERM", async () => {
  await app.close();
  services.catalog.stop();
  await database.close();
  process.exit(0);
});
