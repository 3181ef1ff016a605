/**
 * Where the eSIM supplier tells the store what changed (docs/SUPPLIERS.md#webhooks):
 * `POST /webhooks/esimaccess/<token>` (unsigned: the secret token in the address is what
 * authenticates it) or `POST /webhooks/airalo` (signed). The body is kept as bytes for the
 * signature; the adapter verifies it and the supply domain stores each event once and handles it
 * in a durable job. Answers: 200 once stored (a repeat too, so the supplier stops re-sending);
 * 404 for an address without the right token (as any unknown address); 401 for a bad signature;
 * 400 for a body that is no webhook; 500 when storing failed, so the supplier delivers again.
 * Airalo's address also answers HEAD with 200: Airalo sends one to check the address when it is
 * opted in for notifications, and refuses the opt-in without a 200 (docs/suppliers/airalo.md#how-to-connect).
 */
import type { FastifyError, FastifyPluginAsync } from "fastify";
import type { WebhookDelivery } from "../adapters/esim/supplier.ts";

export interface SupplierWebhookDeps {
  supplier: "esimaccess" | "airalo";
  receive: (delivery: WebhookDelivery) => Promise<number>;
  rateLimit?: { max: number; timeWindow: string | number };
}

/** A notification is a few hundred bytes; 256 KB refuses junk early. */
const BODY_LIMIT = 256 * 1024;
const DEFAULT_RATE_LIMIT = { max: 600, timeWindow: "1 minute" };

/**
 * The address with its secrets left out, so none reaches a log: eSIM Access's webhook token (the
 * only thing that authenticates its webhooks), and the values of `token` and `key` in the query
 * (the console's set-up links, the storefront's e-mailed links).
 */
export const withoutWebhookToken = (url: string): string => url.replace(/^(\/webhooks\/esimaccess\/)[^/?#]*/, "$1…").replace(/([?&](?:token|key)=)[^&#]*/gi, "$1…");

/**
 * The request as the log writes it (Fastify's default fields), its URL without a webhook token.
 * A logger-wide serializer: Fastify writes "incoming request" before any route's own applies.
 */
export function requestLogSerializer(req: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: withoutWebhookToken(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/** The port's SupplierError, recognised by name and kind: http/ sees adapters' types only. */
const failureOf = (err: unknown): string | undefined => (err instanceof Error && err.name === "SupplierError" ? (err as Error & { failure?: string }).failure : undefined);

export function supplierWebhookRoutes(deps: SupplierWebhookDeps): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));

    app.setErrorHandler((error: FastifyError & { status?: number }, request, reply) => {
      const status = error.status ?? error.statusCode ?? 500;
      if (status === 429) return reply.code(429).header("retry-after", "60").send({ error: "rate_limited" });
      if (status >= 400 && status < 500) return reply.code(status).send({ error: "bad_request" });
      request.log.error({ err: error }, "supplier webhook not handled; the supplier will deliver it again");
      return reply.code(500).send({ error: "internal" });
    });

    const path = deps.supplier === "esimaccess" ? "/webhooks/esimaccess/:token" : "/webhooks/airalo";
    const config = { rateLimit: { ...(deps.rateLimit ?? DEFAULT_RATE_LIMIT), allowList: () => false } };
    if (deps.supplier === "airalo") app.head(path, { config }, async (_request, reply) => reply.code(200).send());
    app.post<{ Params: { token?: string } }>(
      path,
      { config },
      async (request, reply) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let stored: number;
        try {
          stored = await deps.receive({
            headers: request.headers,
            rawBody,
            ...(request.params.token !== undefined ? { pathToken: request.params.token } : {}),
          });
        } catch (err) {
          const failure = failureOf(err);
          if (failure === "auth") {
            request.log.warn({ supplier: deps.supplier }, "supplier webhook refused: wrong address token or signature");
            return deps.supplier === "esimaccess" ? reply.code(404).send({ error: "not_found" }) : reply.code(401).send({ error: "bad_signature" });
          }
          if (failure === "invalid") return reply.code(400).send({ error: "bad_request" });
          throw err;
        }
        return reply.code(200).send({ received: true, stored });
      },
    );
  };
}
