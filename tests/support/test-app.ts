/**
 * Builds the whole app in-process over a private seeded database, with mail captured in
 * memory, plus a client that speaks the API contract (meta, signature, language).
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp, type AppOptions } from "../../server/app.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import type { MailMessage, Mailer } from "../../server/adapters/mail/mailer.ts";
import { createServices, type Services } from "../../server/services.ts";
import { signBody } from "../../shared/api/signature.ts";
import type { Envelope } from "../../shared/api/protocol.ts";
import type { Database } from "../../server/db/client.ts";
import type { EsimSupplier } from "../../server/adapters/esim/supplier.ts";
import { setPasswordCostForTests } from "../../server/domain/accounts/password-hashing.ts";
import { openTestDatabase } from "./test-database.ts";
import { storefrontServerBuild } from "./storefront-build.ts";

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  config: Config;
  sentMail: MailMessage[];
  close(): Promise<void>;
}

export async function createTestApp(
  options: AppOptions & {
    env?: Record<string, string>;
    /** Pins the date rules (campaigns). */
    clock?: () => Date;
    /** How the sandbox delivers webhooks (a test routes them back into the app). */
    fetch?: typeof fetch;
    /** A database of the test's own (a cluster it stops), instead of a copy of the seeded template. */
    database?: () => Promise<Database>;
    /**
     * Password hashes at the OWASP cost, as in production, for a test about that cost. Otherwise
     * the cheapest argon2id: test files sign up and log in accounts by the hundred.
     */
    passwordCost?: "owasp" | "cheap";
    /** Serve the built storefront's pages too (call buildStorefront in a beforeAll registered first). */
    storefront?: boolean;
    /** The eSIM supplier's adapter (ESIM_PROVIDER names one), built once the test's stand-in runs. */
    supplier?: () => EsimSupplier;
  } = {},
): Promise<TestApp> {
  // For the whole test file (its own process state): the server has no setting for it.
  setPasswordCostForTests(options.passwordCost ?? "cheap");
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: path.join(os.tmpdir(), `roamwell-${randomBytes(4).toString("hex")}`),
    LOG_LEVEL: "silent",
    ...options.env,
  });
  const database = await (options.database ?? openTestDatabase)();
  const sentMail: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => void sentMail.push(m) };
  const services = createServices(config, database, {
    // The app's logger when a test gives one (it reads what was logged), else nothing.
    log: options.loggerInstance ?? ({ error() {}, warn() {}, info() {} } as never),
    mailer,
    redis: options.redis,
    now: options.clock,
    fetch: options.fetch,
    ...(options.supplier ? { supplier: options.supplier() } : {}),
  });
  await services.catalog.start();
  const { env: _env, clock: _clock, fetch: _fetch, database: _database, passwordCost: _passwordCost, storefront, supplier: _supplier, ...appOptions } = options;
  const ssrBuild = storefront ? await storefrontServerBuild() : undefined;
  const app = await buildApp(config, services, { logger: false, ssrBuild, ...appOptions });
  await app.ready();
  return {
    app,
    services,
    config,
    sentMail,
    async close() {
      await app.close();
      // A test may leave a runDue() going (a handler still awaiting); let it finish first.
      await services.jobWorker.stop();
      services.catalog.stop();
      services.campaigns.stop();
      await database.close();
    },
  };
}

/**
 * One app per test file, built before its tests and closed after them. The returned object is
 * filled in by `beforeAll`, so tests read it only inside their bodies.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    Object.assign(handle, await createTestApp(options));
  });
  afterAll(() => handle.close?.());
  return handle;
}

/** A valid partnership enquiry, as the form sends it. */
export const SAMPLE_LEAD = {
  name: "Ada Traveller",
  company: "Wander Co",
  contactEmail: "ada@wander.co",
  partnerType: "affiliate",
  message: "We run a travel blog with 200k monthly readers and would like to partner.",
};

export const newRequestId = () => randomBytes(10).toString("hex");

export interface CallOptions {
  lang?: string;
  token?: string;
  /** Override meta fields (time travel, replay). */
  meta?: Partial<{ currentTime: number; requestId: string }>;
  /** Send this exact text as the body (bad JSON, huge bodies). */
  raw?: string;
  /** Leave the signature off, or send a wrong one. */
  signature?: "none" | "wrong";
  /** Client address; each call gets a random one unless given, so rate limits only bite where a test means it. */
  ip?: string;
  /** More request headers (a proxy's country header, ...). */
  headers?: Record<string, string>;
}

export const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join(".")}`;

/** POSTs like the storefront does: envelope fields, signature, Accept-Language. */
export async function call<T = unknown>(app: FastifyInstance, url: string, fields: Record<string, unknown> = {}, opts: CallOptions = {}) {
  const body =
    opts.raw ??
    JSON.stringify({
      meta: { currentTime: Date.now(), requestId: newRequestId(), ...opts.meta },
      clientId: 0,
      ...fields,
    });
  const headers: Record<string, string> = { "content-type": "application/json", ...opts.headers };
  if (opts.lang) headers["accept-language"] = opts.lang;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.signature !== "none") headers["x-signature"] = opts.signature === "wrong" ? "v1=00" : await signBody(body, opts.token);
  const res = await app.inject({ method: "POST", url, headers, payload: body, remoteAddress: opts.ip ?? randomIp() });
  return { status: res.statusCode, headers: res.headers, body: res.json() as Envelope<T>, res };
}
