/**
 * The API contract of spec section 7, applied to every endpoint in one place:
 * JSON POST bodies validated by shared zod schemas (unknown fields refused), the body
 * signature, clock and replay checks for state-changing calls, the `{ code, success, msg, obj }`
 * envelope with messages in the request's language, a response cache for catalogue reads,
 * and the OpenAPI document generated from the same schemas.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { envelopeSchema } from "../../shared/api/envelope.ts";
import { MAX_CLOCK_SKEW_MS, SIGNATURE_HEADER, SUCCESS_CODE, type Envelope } from "../../shared/api/protocol.ts";
import { ANONYMOUS_SIGNING_KEY, SIGNATURE_VERSION } from "../../shared/api/signature.ts";
import type { Lang } from "../../shared/i18n/locales.ts";
import { negotiateLang } from "../../shared/i18n/negotiate.ts";
import { apiMessage, fieldMessage, type FieldProblem, type MessageCode } from "./api-messages.ts";
import type { ReplayGuard } from "./replay-guard.ts";
import type { ResponseCache } from "./response-cache.ts";

declare module "fastify" {
  interface FastifyRequest {
    rawBody?: string;
  }
}

export type Result<T> = { ok: true; obj: T } | { ok: false; code: MessageCode };
export const ok = <T>(obj: T): Result<T> => ({ ok: true, obj });
export const fail = <T = never>(code: MessageCode): Result<T> => ({ ok: false, code });

export interface HandlerContext<B> {
  body: B;
  lang: Lang;
  request: FastifyRequest;
  requestId: string;
}

export interface RouteSpec<B extends z.ZodType, A extends z.ZodType> {
  path: string;
  tag: string;
  summary: string;
  body: B;
  answer: A;
  /** State-changing: refuses stale clocks and replayed request ids. */
  mutates?: boolean;
  /** Read-only answers that depend only on (lang, this key) are cached until the catalogue changes. */
  cacheKey?: (body: z.infer<B>) => string;
  rateLimit?: { max: number; timeWindow: string };
  handler: (ctx: HandlerContext<z.infer<B>>) => Promise<Result<z.infer<A>>> | Result<z.infer<A>>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageCode,
    readonly detail?: string,
  ) {
    super(code);
  }
}

export interface ContractDeps {
  replay: ReplayGuard;
  cache: ResponseCache;
  now: () => number;
  /** Check answers against their schema (tests and development). */
  validateAnswers: boolean;
}

export function langOf(request: FastifyRequest): Lang {
  return negotiateLang(request.headers["accept-language"]);
}

export function envelope<T>(code: MessageCode, lang: Lang, obj: T | null, detail?: string): Envelope<T> {
  return {
    code: code === "OK" ? SUCCESS_CODE : code,
    success: code === "OK",
    msg: detail ?? apiMessage(code, lang),
    obj,
  };
}

export function sendEnvelope(reply: FastifyReply, status: number, body: Envelope<unknown> | string, lang: Lang) {
  return reply
    .code(status)
    .header("content-type", "application/json; charset=utf-8")
    .header("content-language", lang)
    .header("cache-control", "no-store")
    .send(typeof body === "string" ? body : JSON.stringify(body));
}

const ISSUE_PROBLEM: Record<string, FieldProblem> = {
  invalid_type: "type",
  unrecognized_keys: "unknown",
  too_big: "range",
  too_small: "range",
  invalid_format: "format",
  invalid_value: "value",
  invalid_union: "value",
};

/** First schema problem as a message naming the field, e.g. `The field "meta.requestId" is required.` */
export function describeIssue(error: z.ZodError, lang: Lang): string {
  const issue = error.issues[0];
  const path = issue.path.map(String);
  if (issue.code === "unrecognized_keys") path.push(issue.keys[0]);
  const field = path.join(".") || "body";
  const missing = issue.code === "invalid_type" && /received undefined/.test(issue.message);
  return fieldMessage(missing ? "required" : (ISSUE_PROBLEM[issue.code] ?? "value"), field, lang);
}

/**
 * Server side of shared/api/signature.ts, with node:crypto: the same HMAC, computed
 * synchronously (several times cheaper per request than Web Crypto's promise round trip).
 */
export function expectedSignature(rawBody: string, token: string | undefined): string {
  const mac = createHmac("sha256", token || ANONYMOUS_SIGNING_KEY).update(rawBody, "utf8").digest("hex");
  return `${SIGNATURE_VERSION}=${mac}`;
}

function signatureMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function bearer(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  return h?.startsWith("Bearer ") ? h.slice(7).trim() || undefined : undefined;
}

export interface OpenApiOperation {
  path: string;
  tag: string;
  summary: string;
  body: z.ZodType;
  answer: z.ZodType;
  mutates: boolean;
}

export function createApi(app: FastifyInstance, deps: ContractDeps) {
  const operations: OpenApiOperation[] = [];

  function route<B extends z.ZodType, A extends z.ZodType>(spec: RouteSpec<B, A>) {
    operations.push({
      path: spec.path,
      tag: spec.tag,
      summary: spec.summary,
      body: spec.body,
      answer: spec.answer,
      mutates: spec.mutates ?? false,
    });
    const answerEnvelope = envelopeSchema(spec.answer);

    app.post(spec.path, { config: spec.rateLimit ? { rateLimit: spec.rateLimit } : {} }, async (request, reply) => {
      const lang = langOf(request);
      const raw = request.rawBody ?? "";
      const expected = expectedSignature(raw, bearer(request));
      if (!signatureMatches(request.headers[SIGNATURE_HEADER] as string | undefined, expected)) {
        throw new ApiError(400, "BAD_SIGNATURE");
      }
      const parsed = spec.body.safeParse(request.body ?? {});
      if (!parsed.success) throw new ApiError(400, "INVALID_FIELD", describeIssue(parsed.error, lang));
      const body = parsed.data as { meta: { currentTime: number; requestId: string } } & z.infer<B>;

      if (spec.mutates) {
        const now = deps.now();
        if (Math.abs(body.meta.currentTime - now) > MAX_CLOCK_SKEW_MS) throw new ApiError(400, "CLOCK_SKEW");
        if (!(await deps.replay.claim(body.meta.requestId, now))) throw new ApiError(409, "REPLAYED_REQUEST");
      }

      reply.header("vary", "Accept-Language");
      const cacheKey = spec.cacheKey ? `${spec.path}\u0000${lang}\u0000${spec.cacheKey(body)}` : undefined;
      if (cacheKey) {
        const hit = deps.cache.get(cacheKey);
        if (hit) return sendEnvelope(reply, 200, hit, lang);
      }
      const result = await spec.handler({ body, lang, request, requestId: body.meta.requestId });
      const answer = result.ok ? envelope("OK", lang, result.obj) : envelope(result.code, lang, null);
      if (deps.validateAnswers) answerEnvelope.parse(answer);
      const json = JSON.stringify(answer);
      if (cacheKey && result.ok) deps.cache.set(cacheKey, json);
      return sendEnvelope(reply, 200, json, lang);
    });
  }

  return { route, operations: () => operations };
}

export type Api = ReturnType<typeof createApi>;
