/**
 * buildApp: the whole HTTP surface of the store as one Fastify instance, without listening.
 * Mounts security headers, compression, rate limits, the JSON API (with its error envelope and
 * OpenAPI document), static files, health, and the server-rendered storefront.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequire } from "node:module";
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { ServerBuild } from "react-router";
import type { Redis } from "ioredis";
import type { Config } from "./config.ts";
import type { Services } from "./services.ts";
import { createContextFactory } from "./context.ts";
import { ApiError, createApi, envelope, langOf, sendEnvelope, type OpenApiOperation } from "./http/contract.ts";
import { jsonFaultHandler } from "./http/faults.ts";
import { registerDrain } from "./http/drain.ts";
import { registerHealthRoutes } from "./http/health-routes.ts";
import { registerMetrics, routeLabel } from "./http/metrics-routes.ts";
import { registerCatalogRoutes } from "./http/catalog-routes.ts";
import { registerContentRoutes } from "./http/content-routes.ts";
import { registerPartnershipRoutes } from "./http/partnership-routes.ts";
import { registerAccountRoutes } from "./http/accounts-routes.ts";
import { registerPartnerRoutes } from "./http/partner-routes.ts";
import { buildOpenApi } from "./http/openapi.ts";
import { createResponseCache } from "./http/response-cache.ts";
import { createPageCache, type PageCache } from "./http/page-cache.ts";
import { registerSsr } from "./http/ssr.ts";
import { registerSeoRoutes } from "./http/seo-routes.ts";
import { registerDevMailbox } from "./http/dev-mailbox.ts";
import { sandboxPayRoutes } from "./http/sandbox-pay-routes.ts";
import { paymentWebhookRoutes } from "./http/payment-webhook-routes.ts";
import { requestLogSerializer, supplierWebhookRoutes } from "./http/supplier-webhook-routes.ts";
import { registerCheckoutRoutes } from "./http/checkout-routes.ts";
import { registerTopupRoutes } from "./http/topup-routes.ts";
import { registerPromoRoutes } from "./http/promo-routes.ts";
import { registerWalletRoutes } from "./http/wallet-routes.ts";
import { registerPrivacyRoutes } from "./http/privacy-routes.ts";
import { registerReviewRoutes } from "./http/review-routes.ts";
import { clientAddress } from "./http/client-address.ts";
import { cspDirectives } from "./http/content-security-policy.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The JSON API's endpoints as registered, schemas included: the contract test holds them to shared/api/endpoints.ts. */
    apiOperations: readonly OpenApiOperation[];
    /** The rendered pages this instance keeps, or null when PAGE_CACHE_MB is 0 (its size is watched by tests and metrics). */
    pageCache: PageCache | null;
  }
}

const require = createRequire(import.meta.url);
const FLAGS_DIR = path.join(path.dirname(require.resolve("flag-icons/package.json")), "flags", "4x3");
const API_PATH = /^\/(v\d+(\.\d+)?|api|allianceApi)\//;
const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];
/**
 * Static files: caching, and no document-only security headers (they mean nothing on a script
 * or an image, and on a phone every header of every asset is paid for in bytes).
 */
function assetHeaders(reply: { removeHeader(name: string): unknown; header(name: string, value: string): unknown }, cacheControl: string) {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  reply.header("cache-control", cacheControl);
}

/**
 * The access log: one line a request, written when it is answered, with its id, what was asked
 * (the `req` serializer leaves secrets out of the address), the route pattern it matched (as the
 * metrics count it), the status and the time taken; Fastify
 * writes two (docs/PERFORMANCE.md, one log line a request). Its other logs stay as they are.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, route: routeLabel(request), res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
/** Request bodies of this API are small forms; anything larger is refused before parsing. */
const BODY_LIMIT = 64 * 1024;

export interface AppOptions {
  logger?: FastifyServerOptions["logger"];
  /** An existing pino logger (the process's), instead of `logger` options. */
  loggerInstance?: FastifyBaseLogger;
  /** The built React Router server bundle; omitted in API-only tests. */
  ssrBuild?: ServerBuild;
  /** Directory of the built browser assets (build/client). */
  clientDir?: string;
  /** Shared store for the API rate limits when several instances run (the replay guard comes with the services). */
  redis?: Redis;
  /** Requests per minute per client IP across the API. */
  rateLimitPerMinute?: number;
  now?: () => number;
}

export async function buildApp(config: Config, services: Services, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: options.logger ?? { level: config.logLevel, serializers: { req: requestLogSerializer } } }),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    logController: new AccessLog(),
    routerOptions: { ignoreTrailingSlash: false, caseSensitive: true },
  });
  const now = options.now ?? Date.now;
  // Before any plugin: each inherits it unless it sets its own (the API's, the pages').
  app.setErrorHandler(jsonFaultHandler({ unavailable: services.unavailable }));

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });


  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: { directives: cspDirectives(config) },
    strictTransportSecurity: config.publicUrl.startsWith("https:") ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip", "deflate"] });
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimitPerMinute ?? 600,
    timeWindow: "1 minute",
    keyGenerator: clientAddress,
    // Redis away: the request goes on without this limit rather than failing (decision 0016);
    // state-changing calls are refused by their replay check, which cannot skip.
    ...(options.redis ? { redis: options.redis, nameSpace: "rw:rate:", skipOnError: true } : {}),
    // Static assets and pages are cheap; the limit guards the API.
    allowList: (request) => !API_PATH.test(request.url),
    errorResponseBuilder: (request, context) => {
      const err = new ApiError(context.statusCode, "RATE_LIMITED");
      void request;
      return err;
    },
  });

  const contexts = createContextFactory(config, services);
  // Cached catalogue answers carry prices, so they last only as long as the running campaigns.
  const responseCache = createResponseCache({ epoch: services.pricing.epoch });
  // Kept pages show prices, campaigns and dated dialogs too: like the answers, they last as long
  // as the running campaigns and the UTC day, and until the catalogue or content changes.
  const pageCache = config.pageCacheBytes > 0 ? createPageCache({ maxBytes: config.pageCacheBytes, epoch: services.pricing.epoch }) : undefined;
  for (const changes of [services.catalog, services.content]) {
    changes.onChange(() => {
      responseCache.clear();
      pageCache?.clear();
    });
  }

  // The JSON API lives in its own context so its parser and error handler do not touch pages.
  let operations: ReturnType<ReturnType<typeof createApi>["operations"]> = [];
  await app.register(async (api) => {
    // JSON only: drop Fastify's built-in text/plain parser so other types get a clear 415.
    api.removeAllContentTypeParsers();
    api.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: BODY_LIMIT }, (request, body, done) => {
      const text = body as string;
      request.rawBody = text;
      if (text.trim() === "") return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new ApiError(400, "INVALID_JSON"), undefined);
      }
    });
    // Unreadable bodies are "not valid JSON" here; everything else as everywhere (http/faults.ts).
    api.setErrorHandler(jsonFaultHandler({ unavailable: services.unavailable, badRequest: "INVALID_JSON" }));
    const contract = createApi(api, {
      contexts,
      replay: services.replay,
      cache: responseCache,
      now,
      validateAnswers: config.env !== "production",
      partnerOf: services.partners.authenticate,
    });
    registerCatalogRoutes(contract, services.catalog);
    registerContentRoutes(contract, services.content);
    registerPartnershipRoutes(contract, services.partnership);
    registerAccountRoutes(contract, services.accounts, services.captcha, services.wallet.balance);
    registerPrivacyRoutes(contract, { privacy: services.privacy, accounts: services.accounts });
    registerCheckoutRoutes(contract, { checkout: services.checkout, buyerOrders: services.buyerOrders });
    registerTopupRoutes(contract, services.checkout);
    registerPromoRoutes(contract, services.promos);
    registerWalletRoutes(contract, { wallet: services.wallet, checkout: services.checkout });
    registerReviewRoutes(contract, services.reviews);
    const plainOperations = registerPartnerRoutes(contract, api, services.partners, services.partnerDesk);
    operations = [...contract.operations(), ...plainOperations];
  });

  const openapi = buildOpenApi(operations, { title: `${config.brand.name} API`, version: "1", serverUrl: config.publicUrl });
  app.decorate("apiOperations", operations);
  app.decorate("pageCache", pageCache ?? null);
  const draining = registerDrain(app);
  app.get("/api/openapi.json", { config: { rateLimit: false } }, async (_req, reply) => reply.send(openapi));
  await app.register(async (docs) => {
    await docs.register(swagger, { mode: "static", specification: { document: openapi as never } });
    await docs.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true, uiConfig: { docExpansion: "list" } });
  });

  registerHealthRoutes(app, { database: services.database, catalog: services.catalog, redis: options.redis, draining });
  registerMetrics(app, services.metrics, config.metrics.token);
  services.metrics.readProcess({ pageCache: () => (pageCache ? { entries: pageCache.size, bytes: pageCache.bytes } : null) });

  await app.register(fastifyStatic, {
    root: FLAGS_DIR,
    prefix: "/flags/",
    wildcard: false,
    decorateReply: false,
    // A country's flag file does not change; a year of caching spares repeat visitors the requests.
    setHeaders: (reply) => assetHeaders(reply, "public, max-age=31536000"),
  });
  if (options.clientDir) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      prefix: "/",
      wildcard: false,
      decorateReply: false,
      // build/client holds .br/.gz twins written at build time (scripts/precompress.mjs).
      preCompressed: true,
      // Vite fingerprints everything under assets/, so those files never change.
      setHeaders: (reply, filePath) =>
        assetHeaders(reply, filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "public, max-age=86400"),
    });
  }
  registerSeoRoutes(app, config, services);
  registerDevMailbox(app, services.mailer, config.env);
  // The sandbox's hosted payment page exists only while the sandbox is the payment provider.
  if (services.paymentProviders.sandbox) await app.register(sandboxPayRoutes({ pages: services.paymentProviders.sandbox.hosted, limiter: services.limiter }));
  // Providers' webhooks: verified by the adapter, stored once and applied by the checkout.
  await app.register(
    paymentWebhookRoutes({
      providers: services.paymentProviders.webhooks,
      onEvent: async (provider, event) => void (await services.checkout.handleEvent(provider, event)),
    }),
  );
  // The eSIM supplier's webhooks, while one issues the eSIMs: stored once and handled by the supply domain.
  const supply = services.supply;
  if (supply && (config.esim.provider === "esimaccess" || config.esim.provider === "airalo")) {
    await app.register(
      supplierWebhookRoutes({
        supplier: config.esim.provider,
        receive: (delivery) => supply.events.receive(delivery),
      }),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const lang = langOf(request);
    return sendEnvelope(reply, 404, envelope("NOT_FOUND", lang, null), lang);
  });

  if (options.ssrBuild) {
    await registerSsr(app, { build: options.ssrBuild, contexts, mode: config.env, isApiPath: (p) => API_PATH.test(p), unavailable: services.unavailable, pageCache, restingDialogs: services.content.restingDialogs, now });
  }
  return app;
}
