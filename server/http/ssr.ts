/**
 * Serves the React Router storefront from Fastify: converts the Node request into a Fetch
 * Request, runs React Router's handler with the request context (server/context.ts: loaders
 * call the domain in-process; the browser uses the JSON API), and sends the Fetch Response.
 */
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { ContextFactory } from "../context.ts";
import { envelope, langOf, sendEnvelope } from "./contract.ts";
import { pageFaultHandler, sendFaultPage, type Unavailable } from "./faults.ts";
import { discardThenClose, readFormBody, type FormBody } from "./page-forms.ts";
import { PAGE_FORM_REFUSALS, type PageFormRefusal } from "./protocol-errors.ts";
import { API_MESSAGES } from "../messages/index.ts";
import { DEVICE_VARY } from "../../shared/device.ts";
import { langOfPath } from "../../shared/i18n/locales.ts";
import { sameSitePath } from "../../shared/same-site.ts";
import { isConsolePath } from "../../shared/console.ts";
import type { RequestContext } from "../context.ts";
import { preferredEncoding } from "./accept-encoding.ts";
import { inlineScriptHashes, withScriptHashes, type CachedPage, type PageCache, type PageParts } from "./page-cache.ts";
import { notModified, pageCacheControl, pageVariant, type PageVariant } from "./page-variant.ts";

interface SsrOptions {
  build: ServerBuild;
  contexts: ContextFactory;
  mode: string;
  isApiPath: (path: string) => boolean;
  unavailable: Unavailable;
  /** Rendered pages kept for visitors who are not signed in; absent = every page rendered per request. */
  pageCache?: PageCache;
  /** The marketing dialogs a visitor is spared for now, part of a kept page's key (the content service's). */
  restingDialogs?: (seen: Readonly<Record<string, number>>) => readonly string[];
  now?: () => number;
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const controller = new AbortController();
  // Abort rendering when the client goes away before we finished (not on a normal end).
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const url = `${request.protocol}://${request.host}${request.url}`;
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    // HEAD is rendered as GET (React Router answers HEAD without the page's headers); sendHead drops the body.
    method: request.method === "HEAD" ? "GET" : request.method,
    headers,
    signal: controller.signal,
    // The form as read and bounded by readFormBody (an empty body when none was sent).
    ...(hasBody ? { body: (formBodyOf(request)?.body ?? "") as Uint8Array<ArrayBuffer> | string } : {}),
  });
}

/** The response's status and headers onto the reply (Set-Cookie kept as several headers). */
function copyHead(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  for (const [name, value] of response.headers) if (name !== "set-cookie") reply.header(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}

/** A HEAD answer: the page's status and headers without its body (Fastify cannot measure a Fetch Response for HEAD). */
function sendHead(reply: FastifyReply, response: Response) {
  copyHead(reply, response);
  void response.body?.cancel();
  return reply.send();
}

/**
 * A whole document is ready before its first byte (app/entry.server.tsx renders all of it), so it
 * is sent as one buffer: compressed in one go, not chunk by chunk as React wrote it, which cost
 * a cold page a fifth of its time with brotli (docs/PERFORMANCE.md#page-cache).
 */
async function sendDocument(reply: FastifyReply, response: Response) {
  copyHead(reply, response);
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

const formBodyOf = (request: FastifyRequest) => request.body as Extract<FormBody, { ok: true }> | undefined;

/**
 * A form post the page will not read (PRODUCT.md#page-forms), answered in the page's language as
 * plain text; the rest of its body is discarded for a moment, then the connection closed.
 */
function refuseForm(request: FastifyRequest, reply: FastifyReply, refusal: PageFormRefusal) {
  const lang = langOfPath(request.url);
  discardThenClose(request.raw);
  return reply
    .code(PAGE_FORM_REFUSALS[refusal])
    .header("content-language", lang)
    .header("cache-control", "no-store")
    .type("text/plain; charset=utf-8")
    .send(API_MESSAGES[lang][refusal]);
}

/**
 * A post sent by another site (the console's forms are only ever posted by its own pages): the
 * browser says so in Sec-Fetch-Site, or, in one too old to send it, the Origin header names
 * another host. The staff cookie is SameSite=Strict besides, and each form carries its session's key.
 */
function crossSite(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site !== "same-origin" && site !== "none";
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  // An opaque origin ("null": a sandboxed frame, a data: page) is never this site.
  if (origin === "null") return true;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/**
 * A kept page as a stored answer, for the request that rendered it and every later one alike: the
 * render's headers, its ETag, the policy with its scripts' hashes, and the encoding the browser
 * takes, compressed once; 304 when the browser holds it already.
 */
async function sendKept(request: FastifyRequest, reply: FastifyReply, page: CachedPage, variant: PageVariant, nowMs: number, hit: boolean) {
  const cookies = page.headers.filter(([name]) => name === "set-cookie").map(([, value]) => value);
  for (const [name, value] of page.headers) if (name !== "set-cookie") reply.header(name, value);
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  reply
    .header("content-security-policy", page.contentSecurityPolicy)
    .header("etag", page.etag)
    // A page that sets a cookie is not everyone's to keep, even when it is the same for everyone.
    .header("cache-control", pageCacheControl(variant.shareable && cookies.length === 0, nowMs))
    .header("vary", variant.vary)
    .header("x-cache", hit ? "HIT" : "MISS");
  if (notModified(header(request.headers["if-none-match"]), page.etag)) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  const bytes = encoding ? await page.encoded(encoding) : null;
  if (encoding && bytes) reply.header("content-encoding", encoding);
  return reply.code(200).send(bytes ?? page.html);
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** What is kept of a render that may be kept: its bytes and headers, and the policy its inline scripts need. */
async function keptParts(response: Response, reply: FastifyReply): Promise<PageParts> {
  const html = Buffer.from(await response.arrayBuffer());
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) if (name !== "set-cookie") headers.push([name, value]);
  for (const cookie of response.headers.getSetCookie()) headers.push(["set-cookie", cookie]);
  const policy = String(reply.getHeader("content-security-policy") ?? "");
  return { html, headers, contentSecurityPolicy: withScriptHashes(policy, reply.cspNonce.script, inlineScriptHashes(html.toString("utf8"))) };
}

/** A render the page cache may keep: a whole page every route of which allows it, answered 200 without a fault. */
const keepable = (response: Response, context: RequestContext) => context.keptPage && response.status === 200 && context.errors.length === 0;

export async function registerSsr(app: FastifyInstance, options: SsrOptions) {
  const handler = createRequestHandler(options.build, options.mode === "production" ? "production" : "development");
  const now = options.now ?? Date.now;

  await app.register(async (pages) => {
    // Page bodies are forms, read here within their limits and handed to React Router's actions;
    // a post to an unknown API path is left unread for its 404.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (request: FastifyRequest, payload: IncomingMessage) =>
      options.isApiPath(request.url) ? Promise.resolve(undefined) : readFormBody(request.headers, payload),
    );
    // A page that fails before React Router runs (the session's lookup) gets a page, not JSON.
    pages.setErrorHandler(pageFaultHandler({ unavailable: options.unavailable, langOfPage: (request) => langOfPath(request.url.split("?")[0]) }));

    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      const queryAt = request.url.indexOf("?");
      const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
      if (path.length > 1 && path.endsWith("/")) {
        // One URL per page: "/japan/" -> "/japan", keeping the query; "//evil.test/" -> "/evil.test",
        // never another host.
        const target = sameSitePath(path.replace(/\/+$/, "") || "/") + (queryAt === -1 ? "" : request.url.slice(queryAt));
        return reply.redirect(target, 301);
      }
      if (options.isApiPath(request.url)) {
        const lang = langOf(request);
        return sendEnvelope(reply, 404, envelope("NOT_FOUND", lang, null), lang);
      }
      const console = isConsolePath(path);
      if (console) {
        // The console's pages are one staff member's and change money: never kept by any cache, never indexed.
        reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
        if (request.method === "POST" && crossSite(request)) return refuseForm(request, reply, "FORM_CROSS_SITE");
      }
      if (request.method === "POST") {
        // No body at all is no form either (React Router's formData() would throw on it).
        const form = (request.body as FormBody | undefined) ?? { ok: false, refusal: "FORM_MEDIA_TYPE" };
        if (!form.ok) return refuseForm(request, reply, form.refusal);
      }
      const cache = options.pageCache;
      const variant = cache && !console ? pageVariant(request, options.restingDialogs ?? (() => [])) : null;
      if (cache && variant) {
        const kept = cache.get(variant.key);
        if (kept) return sendKept(request, reply, kept, variant, now(), true);
        const turn = cache.turn(variant.key);
        if ("wait" in turn) {
          // Someone else is rendering this page: theirs is sent, unless it turned out not to be keepable.
          const page = await turn.wait;
          if (page) return sendKept(request, reply, page, variant, now(), true);
        } else {
          let first: Awaited<ReturnType<typeof renderFirst>>;
          try {
            first = await renderFirst(request, reply);
          } catch (error) {
            turn.store(null);
            throw error;
          }
          if ("parts" in first) return sendKept(request, reply, turn.store(first.parts)!, variant, now(), false);
          turn.store(null);
          return answer(request, reply, path, first.context, first.response);
        }
      }
      const context = await options.contexts.page(request, reply.cspNonce);
      // A page drawn for a signed-in visitor (docs/decisions/0011) is theirs alone: no shared cache
      // may keep it. Anonymous pages keep their caching.
      if (context.token && !console) reply.header("cache-control", "private, no-store");
      const response = await handler(toFetchRequest(request, reply), context);
      return answer(request, reply, path, context, response);
    };
    /** The first render of a page's key: kept when it may be, else answered as it came. */
    const renderFirst = async (request: FastifyRequest, reply: FastifyReply): Promise<{ parts: PageParts } | { response: Response; context: RequestContext }> => {
      const context = await options.contexts.page(request, reply.cspNonce);
      const response = await handler(toFetchRequest(request, reply), context);
      return keepable(response, context) ? { parts: await keptParts(response, reply) } : { response, context };
    };
    /** The render's own answer, as React Router gave it. */
    const answer = (request: FastifyRequest, reply: FastifyReply, path: string, context: RequestContext, response: Response) => {
      // A loader or action that met an absent database (or Redis): "try again in a moment", not
      // the error page of a fault. Data requests keep React Router's own encoding.
      if (response.status >= 500 && !path.endsWith(".data") && context.errors.some(options.unavailable)) {
        void response.body?.cancel();
        return sendFaultPage(reply, { status: 503, code: "SERVICE_UNAVAILABLE" }, context.lang);
      }
      // Every page marks phones (`<html data-mobile>`), so a shared cache must key on the device.
      reply.header("vary", DEVICE_VARY);
      if (request.method === "HEAD") return sendHead(reply, response);
      // React Router's data answers (client navigation) may stream their deferred parts: passed on as they come.
      return response.headers.get("content-type")?.startsWith("text/html") ? sendDocument(reply, response) : reply.send(response);
    };
    pages.get("/*", { config: { rateLimit: false }, exposeHeadRoute: false }, render);
    pages.head("/*", { config: { rateLimit: false } }, render);
    pages.post("/*", render);
  });
}
