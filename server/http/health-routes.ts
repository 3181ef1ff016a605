/**
 * Health (docs/OPERATIONS.md#health): `/healthz` says the process is alive, `/readyz` whether it
 * should be sent traffic. An orchestrator restarts an instance whose liveness fails, and a load
 * balancer takes one out (and back) by its readiness: a database that is away for a moment must
 * not get every instance restarted, so only readiness looks at the dependencies.
 *
 * Ready means: not shutting down, the catalogue loaded, the database answering with every
 * migration this build knows applied, and Redis answering when one is configured.
 */
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { RETRY_AFTER_SECONDS } from "./faults.ts";

/** The checks' `select 1` and PING answer in a millisecond; longer means the dependency is in trouble. */
const CHECK_TIMEOUT_MS = 1_000;

/** What readiness asks of the database (server/db/client.ts). */
interface CheckedDatabase {
  engine: string;
  ping(timeoutMs: number): Promise<boolean>;
  migrated(timeoutMs: number): Promise<boolean | null>;
}

export interface HealthDeps {
  database: CheckedDatabase;
  catalog: { isReady(): boolean; version(): number };
  redis?: Redis;
  /** True once the process has begun to shut down: it finishes what it has, and takes nothing new. */
  draining: () => boolean;
}

type Check = "ok" | "failing" | "not configured";

export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  const { database, catalog, redis } = deps;
  // Alive: the event loop answers. Nothing else, so a passing outage restarts nothing.
  app.get("/healthz", { logLevel: "warn", config: { rateLimit: false } }, async (_req, reply) => reply.send({ status: "alive", draining: deps.draining() }));

  app.get("/readyz", { logLevel: "warn", config: { rateLimit: false } }, async (_req, reply) => {
    const loaded = catalog.isReady();
    const [databaseCheck, redisCheck] = await Promise.all([databaseReady(database), redisReady(redis)]);
    const draining = deps.draining();
    const ready = !draining && loaded && databaseCheck === "ok" && redisCheck !== "failing";
    if (!ready) reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    const status = draining ? "shutting down" : !loaded ? "starting" : databaseCheck !== "ok" ? `database ${databaseCheck}` : redisCheck === "failing" ? "redis unavailable" : "ok";
    return reply.code(ready ? 200 : 503).send({
      status,
      checks: { catalogue: loaded ? "ok" : "loading", database: databaseCheck, redis: redisCheck },
      database: database.engine,
      catalogVersion: loaded ? catalog.version() : null,
    });
  });
}

async function databaseReady(database: CheckedDatabase): Promise<"ok" | "unavailable" | "migrations pending"> {
  const answers = await database.ping(CHECK_TIMEOUT_MS);
  if (!answers) return "unavailable";
  const migrated = await database.migrated(CHECK_TIMEOUT_MS);
  return migrated === null ? "unavailable" : migrated ? "ok" : "migrations pending";
}

async function redisReady(redis: Redis | undefined): Promise<Check> {
  if (!redis) return "not configured";
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)));
  try {
    const pong = await Promise.race([redis.ping().then((answer) => answer === "PONG", () => false), late]);
    return pong ? "ok" : "failing";
  } finally {
    clearTimeout(timer);
  }
}
