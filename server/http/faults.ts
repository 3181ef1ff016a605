/**
 * The one answer to an error no route answered itself, for every plugin (the API, pages, the
 * sandbox's pages, docs, the dev mailbox, SEO files): its status and a code from the protocol,
 * never the error's own text (a failed query's message holds its SQL and parameters). Unknown
 * errors are logged with the request id; a database or Redis that is away for a moment is a 503
 * with Retry-After (docs/decisions/0016-when-a-dependency-is-down.md), not a fault of ours.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { Lang } from "../../shared/i18n/locales.ts";
import { escapeHtml } from "../../shared/html.ts";
import { apiMessage } from "../messages/index.ts";
import { ApiError, envelope, langOf, sendEnvelope } from "./contract.ts";
import type { ProtocolError } from "./protocol-errors.ts";

/** Seconds a client is asked to wait while a dependency is away: a restart takes a few. */
export const RETRY_AFTER_SECONDS = 5;

/** Whether an error means the database or Redis could not be reached (services.unavailable). */
export type Unavailable = (err: unknown) => boolean;

interface Fault {
  status: number;
  code: ProtocolError;
  /** An ApiError's own message (a named field), safe to show. */
  detail?: string;
}

/** What the client is told: a status and a code, chosen without looking at the error's text. */
export function faultOf(error: unknown, unavailable: Unavailable, badRequest: ProtocolError = "INVALID_FIELD"): Fault {
  if (error instanceof ApiError) return { status: error.status, code: error.code, detail: error.detail };
  if (unavailable(error)) return { status: 503, code: "SERVICE_UNAVAILABLE" };
  const fastifyError = error as Partial<FastifyError> | null | undefined;
  if (fastifyError?.code === "FST_ERR_CTP_BODY_TOO_LARGE") return { status: 413, code: "BODY_TOO_LARGE" };
  if (fastifyError?.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return { status: 415, code: "UNSUPPORTED_MEDIA_TYPE" };
  const status = fastifyError?.statusCode ?? 500;
  if (status === 404) return { status, code: "NOT_FOUND" };
  if (status === 429) return { status, code: "RATE_LIMITED" };
  if (status >= 400 && status < 500) return { status, code: badRequest };
  return { status: 500, code: "INTERNAL" };
}

/** Logs what the client is not told: faults in full, a dependency's absence once per request at warn. */
function logFault(request: FastifyRequest, error: unknown, fault: Fault) {
  if (fault.code === "INTERNAL") request.log.error({ err: error }, "unhandled error");
  else if (fault.code === "SERVICE_UNAVAILABLE") request.log.warn({ reason: (error as Error | undefined)?.message }, "answered 503: a dependency is unavailable");
}

function retryHeaders(reply: FastifyReply, fault: Fault) {
  if (fault.status === 429) reply.header("retry-after", "60");
  if (fault.status === 503) reply.header("retry-after", String(RETRY_AFTER_SECONDS));
}

/** Error handler for JSON answers: the API's envelope, `msg` in the request's language. */
export function jsonFaultHandler(options: { unavailable: Unavailable; badRequest?: ProtocolError }) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const fault = faultOf(error, options.unavailable, options.badRequest);
    logFault(request, error, fault);
    const lang = langOf(request);
    retryHeaders(reply, fault);
    return sendEnvelope(reply, fault.status, envelope(fault.code, lang, null, fault.detail), lang);
  };
}

/** A page saying only the code's message, for when the storefront itself cannot be drawn. */
export function faultPage(code: ProtocolError, lang: Lang): string {
  const text = escapeHtml(apiMessage(code, lang));
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${text}</title></head><body><main><h1>${text}</h1></main></body></html>`;
}

/** Sends `faultPage` with the fault's status, uncached. */
export function sendFaultPage(reply: FastifyReply, fault: Pick<Fault, "status" | "code">, lang: Lang) {
  retryHeaders(reply, fault as Fault);
  return reply
    .code(fault.status)
    .header("content-type", "text/html; charset=utf-8")
    .header("content-language", lang)
    .header("cache-control", "no-store")
    .send(faultPage(fault.code, lang));
}

/** Error handler for pages: the same decision as `jsonFaultHandler`, as a small HTML page in the page's language. */
export function pageFaultHandler(options: { unavailable: Unavailable; langOfPage: (request: FastifyRequest) => Lang }) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const fault = faultOf(error, options.unavailable);
    logFault(request, error, fault);
    return sendFaultPage(reply, fault, options.langOfPage(request));
  };
}
