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

interface SsrOptions {
  build: ServerBuild;
  contexts: ContextFactory;
  mode: string;
  isApiPath: (path: string) => boolean;
  unavailable: Unavailable;
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

/** A HEAD answer: the page's status and headers without its body (Fastify cannot measure a Fetch Response for HEAD). */
function sendHead(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  for (const [name, value] of response.headers) if (name !== "set-cookie") reply.header(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  void response.body?.cancel();
  return reply.send();
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

export async function registerSsr(app: FastifyInstance, options: SsrOptions) {
  const handler = createRequestHandler(options.build, options.mode === "production" ? "production" : "development");

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
      const context = await options.contexts.page(request, reply.cspNonce);
      // A page drawn for a signed-in visitor (docs/decisions/0011) is theirs alone: no shared cache
      // may keep it. Anonymous pages keep their caching.
      if (context.token && !console) reply.header("cache-control", "private, no-store");
      const response = await handler(toFetchRequest(request, reply), context);
      // A loader or action that met an absent database (or Redis): "try again in a moment", not
      // the error page of a fault. Data requests keep React Router's own encoding.
      if (response.status >= 500 && !path.endsWith(".data") && context.errors.some(options.unavailable)) {
        void response.body?.cancel();
        return sendFaultPage(reply, { status: 503, code: "SERVICE_UNAVAILABLE" }, context.lang);
      }
      // Every page marks phones (`<html data-mobile>`), so a shared cache must key on the device.
      reply.header("vary", DEVICE_VARY);
      return request.method === "HEAD" ? sendHead(reply, response) : reply.send(response);
    };
    pages.get("/*", { config: { rateLimit: false }, exposeHeadRoute: false }, render);
    pages.head("/*", { config: { rateLimit: false } }, render);
    pages.post("/*", render);
  });
}
