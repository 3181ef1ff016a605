/**
 * Pages while the database is away: a loader that meets an unreachable database is answered
 * with a 503 page in the page's language (Retry-After, no stack), not React Router's 500 error
 * page; a loader's other faults stay 500s. Uses the storefront's real error hook
 * (app/entry.server.tsx `handleError`) with a one-route build, so no storefront build is needed.
 */
import Fastify, { type FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handleError } from "../../app/entry.server.tsx";
import type { ContextFactory, RequestContext } from "../context.ts";
import { isDatabaseUnavailable } from "../db/errors.ts";
import { registerSsr } from "./ssr.ts";

const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

/** One root route whose loader throws what the path asks for. */
function oneRouteBuild(): ServerBuild {
  const loader = async ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith("/away")) throw new Error("Failed query: select 1", { cause: refused() });
    if (path.endsWith("/bug")) throw new Error('Failed query: select "secret" from "users"');
    return { ok: true };
  };
  return {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) => new Response(`<!doctype html><p>page ${status}</p>`, { status, headers }),
        handleError,
      },
    },
    routes: { root: { id: "root", path: "*", module: { loader, default: () => null } } },
    assets: { entry: { imports: [], module: "/entry.js" }, routes: { root: { id: "root", module: "/root.js", hasLoader: true, hasAction: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false, imports: [] } }, url: "/manifest.js", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "/tmp",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial" },
    basename: "/",
  } as unknown as ServerBuild;
}

describe("a page whose loader meets an unreachable database", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // handleError logs each loader's error to the console, as in production; not here.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    app = Fastify();
    // What the helmet plugin gives every reply in the app.
    app.decorateReply("cspNonce", { getter: () => ({ script: "n", style: "n" }) });
    const contexts = {
      page: async (request: { url: string }) => ({ lang: request.url.startsWith("/de/") ? "de" : "en", token: undefined, errors: [] }) as unknown as RequestContext,
    } as unknown as ContextFactory;
    await registerSsr(app, { build: oneRouteBuild(), contexts, mode: "production", isApiPath: () => false, unavailable: isDatabaseUnavailable });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    vi.restoreAllMocks();
  });

  it("is a 503 page in the page's language, with Retry-After and without the error", async () => {
    const res = await app.inject({ url: "/de/away" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("Der Shop ist gerade kurz nicht verfügbar.");
    expect(res.body).not.toMatch(/select|ECONNREFUSED| {4}at /);
  });

  it("leaves other faults and good pages as they were", async () => {
    expect((await app.inject({ url: "/bug" })).statusCode).toBe(500);
    expect((await app.inject({ url: "/fine" })).statusCode).toBe(200);
  });
});
