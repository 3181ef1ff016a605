/**
 * Serving the metrics (docs/OPERATIONS.md#metrics): every answered request is timed by its route
 * pattern, and `/metrics` answers in Prometheus's text format either on a listener of its own
 * (METRICS_PORT, on a private address) or on the public port to a scraper that sends
 * METRICS_TOKEN as a bearer token. Without either, there is no /metrics: a store's figures are
 * not for its visitors.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Metrics } from "../ops/metrics.ts";

/** The storefront's catch-all (server/http/ssr.ts): every page is one route here, or one series per address. */
const PAGE_ROUTE = "/*";
/** Files from build/client and the flags: one series for all, not one per file. */
const STATIC_FILE = /^\/(assets|flags|icons|fonts)\/|^\/[^/]+\.(svg|png|ico|webmanifest|js|css|woff2?)$/;

/** The route pattern a request is counted under. */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return "unmatched";
  if (pattern === PAGE_ROUTE) return "page";
  if (STATIC_FILE.test(pattern)) return "static";
  return pattern;
}

export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | null): void {
  app.addHook("onResponse", async (request: FastifyRequest, reply: FastifyReply) => {
    const route = routeLabel(request);
    metrics.request(route, request.method, reply.statusCode, reply.elapsedTime / 1_000);
    const cache = reply.getHeader("x-cache");
    if (cache === "HIT") metrics.keptPage("hit");
    else if (cache === "MISS") metrics.keptPage("miss");
  });
  if (!token) return;
  const expected = digest(token);
  app.get("/metrics", { logLevel: "warn", config: { rateLimit: false } }, async (request, reply) => {
    const [scheme, given] = (request.headers.authorization ?? "").split(" ");
    if (scheme?.toLowerCase() !== "bearer" || !given || !timingSafeEqual(digest(given), expected)) {
      return reply.code(401).header("www-authenticate", 'Bearer realm="metrics"').header("cache-control", "no-store").send({ error: "a bearer token is required" });
    }
    return reply.header("content-type", metrics.registry.contentType).header("cache-control", "no-store").send(await metrics.registry.metrics());
  });
}

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * `/metrics` alone on `port` (METRICS_PORT): for a scraper on a private network, with no token.
 * Resolves once listening, with its close.
 */
export async function listenForMetrics(metrics: Metrics, port: number, host: string): Promise<{ close(): Promise<void>; port: number }> {
  const server = http.createServer((request, response) => {
    if (request.method !== "GET" || (request.url ?? "").split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" }).end(text),
      () => response.writeHead(500, { "content-type": "text/plain" }).end("metrics could not be collected\n"),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
