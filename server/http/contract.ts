/**
 * The API contract (PRODUCT.md#api-contract), applied to every endpoint in one place:
 * JSON POST bodies validated by shared zod schemas (unknown fields refused), the body
 * signature, clock and replay checks for state-changing calls, the `{ code, success, msg, obj }`
 * envelope with messages in the request's language, a response cache for catalogue reads,
 * and the OpenAPI document generated from the same schemas.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { envelopeSchema } from "../../shared/api/envelope.ts";
import { API_ENDPOINTS, type ApiEndpoints, type ApiPath, type Endpoint } from "../../shared/api/endpoints.ts";
import { MAX_CLOCK_SKEW_MS, SIGNATURE_HEADER, SUCCESS_CODE, type Envelope } from "../../shared/api/protocol.ts";
import { ANONYMOUS_SIGNING_KEY, SIGNATURE_VERSION } from "../../shared/api/signature.ts";
import { TEXT_PROBLEM } from "../../shared/api/text.ts";
import type { Lang } from "../../shared/i18n/locales.ts";
import { negotiateLang } from "../../shared/i18n/negotiate.ts";
import { apiMessage, fieldMessage } from "../messages/index.ts";
import type { ApiCode, DomainError } from "./errors.ts";
import { PROTOCOL_STATUS, type FieldProblem, type ProtocolError } from "./protocol-errors.ts";
import type { ContextFactory, RequestContext } from "../context.ts";
import type { ReplayGuard } from "../adapters/replay/replay-guard.ts";
import { preferredEncoding } from "./accept-encoding.ts";
import type { CachedAnswer, ResponseCache } from "./response-cache.ts";
import type { Session } from "../domain/accounts/index.ts";
import type { Merchant } from "../domain/partners/index.ts";
import { IDEMPOTENCY_KEY_PATTERN } from "../../shared/api/idempotency.ts";

declare module "fastify" {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** What a handler answers: its object, or one of the domains' business failures (sent with HTTP 200). */
export type Result<T> = { ok: true; obj: T } | { ok: false; code: DomainError };
export const ok = <T>(obj: T): Result<T> => ({ ok: true, obj });
export const fail = <T = never>(code: DomainError): Result<T> => ({ ok: false, code });

export interface HandlerContext<B, Q = Record<string, never>> {
  body: B;
  /** The query-string fields of endpoints whose table entry has a `query` schema, validated. */
  query: Q;
  lang: Lang;
  request: FastifyRequest;
  /** For the few answers that also set a cookie (a log-in's known-device key); the envelope is still the handler's result. */
  reply: FastifyReply;
  requestId: string;
  /** The same request context pages get: services, language, currency, session. */
  context: RequestContext;
}

/**
 * Who may call a route: anyone (`anonymous`, the default); anyone signed in, a guest login
 * included (`guest`); an account login (`account`: the balance's calls); or a partner's server,
 * by its API key as the bearer token (`partner`). Refused before the handler runs, with
 * SESSION_REQUIRED, BALANCE_ACCOUNT_ONLY or PARTNER_KEY_INVALID, so no handler checks by hand.
 */
export type RouteAuth = "anonymous" | "guest" | "account" | "partner";

/** What the handler gets for its route's `auth` and `idempotencyKey`. */
type AuthOf<A extends RouteAuth> = A extends "guest" | "account" ? { session: Session } : A extends "partner" ? { merchant: Merchant } : { session: Session | null };

type BodyOf<P extends ApiPath> = z.infer<ApiEndpoints[P]["request"]>;
type AnswerOf<P extends ApiPath> = z.infer<ApiEndpoints[P]["answer"]>;
type QueryOf<P extends ApiPath> = ApiEndpoints[P] extends { query: z.ZodType } ? z.infer<ApiEndpoints[P]["query"]> : Record<string, never>;

/** A route of the API. Its body and answer schemas come from the endpoint table, never restated. */
export interface RouteSpec<P extends ApiPath, A extends RouteAuth = "anonymous"> {
  path: P;
  tag: string;
  summary: string;
  auth?: A;
  /**
   * Placing something once (an order, a top-up, a recharge): the `Idempotency-Key` header is
   * required, checked (16-64 of A-Z a-z 0-9 _ -; IDEMPOTENCY_KEY_INVALID otherwise), handed to the
   * handler and described in the OpenAPI document.
   */
  idempotencyKey?: { description: string };
  /** State-changing: refuses stale clocks and replayed request ids. */
  mutates?: boolean;
  /** Read-only answers that depend only on (lang, this key) are cached until the catalogue changes. */
  cacheKey?: (body: BodyOf<P>) => string;
  rateLimit?: { max: number; timeWindow: string | number };
  /** Request headers the handler reads beyond the contract's own, for the OpenAPI document. */
  headers?: OpenApiHeader[];
  handler: (ctx: HandlerContext<BodyOf<P>, QueryOf<P>> & AuthOf<A> & { idempotencyKey: string }) => Promise<Result<AnswerOf<P>>> | Result<AnswerOf<P>>;
}

export interface OpenApiHeader {
  name: string;
  required: boolean;
  description: string;
}

/**
 * A refused request or a fault, answered with an HTTP error status. Only protocol codes qualify:
 * a business failure is a normal answer and goes through `fail`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ProtocolError,
    readonly detail?: string,
  ) {
    super(code);
  }
}

/** The refusal with the status the protocol gives its code (protocol-errors.ts). */
export const refuse = (code: ProtocolError, detail?: string) => new ApiError(PROTOCOL_STATUS[code], code, detail);

export interface ContractDeps {
  contexts: ContextFactory;
  replay: ReplayGuard;
  cache: ResponseCache;
  now: () => number;
  /** Check answers against their schema (tests and development). */
  validateAnswers: boolean;
  /** The partner merchant whose API key this bearer token is (routes with `auth: "partner"`). */
  partnerOf: (token: string | undefined) => Promise<Merchant | null>;
}

/** A request header a handler reads (an Idempotency-Key): its first value when sent more than once. */
export const header = (ctx: Pick<HandlerContext<unknown>, "request">, name: string) => {
  const value = ctx.request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function langOf(request: FastifyRequest): Lang {
  return negotiateLang(request.headers["accept-language"]);
}

/** The one mapping from an answer code to the wire envelope, with `msg` in the request's language. */
export function envelope<T>(code: ApiCode, lang: Lang, obj: T | null, detail?: string): Envelope<T> {
  return {
    code: code === "OK" ? SUCCESS_CODE : code,
    success: code === "OK",
    msg: detail ?? apiMessage(code, lang),
    obj,
  };
}

export function sendEnvelope(reply: FastifyReply, status: number, body: Envelope<unknown> | string | Buffer, lang: Lang) {
  return reply
    .code(status)
    .header("content-type", "application/json; charset=utf-8")
    .header("content-language", lang)
    .header("cache-control", "no-store")
    .send(typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body));
}

/**
 * A cached answer in the encoding the client prefers, as stored (server/http/response-cache.ts):
 * the app's compression leaves a reply that already names its Content-Encoding alone.
 */
function sendCached(reply: FastifyReply, request: FastifyRequest, answer: CachedAnswer, lang: Lang) {
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  const bytes = encoding ? answer.encoded(encoding) : null;
  if (!encoding || !bytes) return sendEnvelope(reply, 200, answer.json, lang);
  reply.header("content-encoding", encoding).header("vary", "Accept-Language, Accept-Encoding");
  return sendEnvelope(reply, 200, bytes, lang);
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

/** A free-text field refused for its characters (shared/api/text.ts). */
const refusedText = (issue: z.core.$ZodIssue) => issue.code === "custom" && issue.params?.problem === TEXT_PROBLEM;

/** First schema problem as a message naming the field, e.g. `The field "meta.requestId" is required.` */
export function describeIssue(error: z.ZodError, lang: Lang): string {
  const issue = error.issues[0];
  const path = issue.path.map(String);
  if (issue.code === "unrecognized_keys") path.push(issue.keys[0]);
  const field = path.join(".") || "body";
  const missing = issue.code === "invalid_type" && /received undefined/.test(issue.message);
  return fieldMessage(missing ? "required" : refusedText(issue) ? TEXT_PROBLEM : (ISSUE_PROBLEM[issue.code] ?? "value"), field, lang);
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

export interface OpenApiOperation {
  path: string;
  tag: string;
  summary: string;
  body: z.ZodType;
  query?: z.ZodObject;
  answer: z.ZodType;
  mutates: boolean;
  headers?: OpenApiHeader[];
  /** Outside the contract: plain JSON in and out, no signature, no envelope. */
  plain?: boolean;
}

export function createApi(app: FastifyInstance, deps: ContractDeps) {
  const operations: OpenApiOperation[] = [];

  /** The refusal of a caller the route's `auth` does not admit, or what the handler gets. */
  async function admit(auth: RouteAuth, context: RequestContext): Promise<{ refused: DomainError } | { session: Session | null; merchant?: Merchant }> {
    if (auth === "partner") {
      const merchant = await deps.partnerOf(context.token);
      return merchant ? { session: null, merchant } : { refused: "PARTNER_KEY_INVALID" };
    }
    const { session } = context;
    if (auth === "anonymous") return { session };
    if (!session) return { refused: "SESSION_REQUIRED" };
    if (auth === "account" && session.loginType !== "accountLogin") return { refused: "BALANCE_ACCOUNT_ONLY" };
    return { session };
  }

  function route<P extends ApiPath, A extends RouteAuth = "anonymous">(spec: RouteSpec<P, A>) {
    const { request: bodySchema, query: querySchema, answer: answerSchema } = API_ENDPOINTS[spec.path] as Endpoint;
    operations.push({
      path: spec.path,
      tag: spec.tag,
      summary: spec.summary,
      body: bodySchema,
      query: querySchema,
      answer: answerSchema,
      mutates: spec.mutates ?? false,
      headers: spec.idempotencyKey ? [{ name: "Idempotency-Key", required: true, description: spec.idempotencyKey.description }, ...(spec.headers ?? [])] : spec.headers,
    });
    const answerEnvelope = envelopeSchema(answerSchema);

    app.post(spec.path, { config: spec.rateLimit ? { rateLimit: spec.rateLimit } : {} }, async (request, reply) => {
      const context = await deps.contexts.api(request);
      const { lang } = context;
      const raw = request.rawBody ?? "";
      const expected = expectedSignature(raw, context.token);
      if (!signatureMatches(request.headers[SIGNATURE_HEADER] as string | undefined, expected)) {
        throw refuse("BAD_SIGNATURE");
      }
      const parsed = bodySchema.safeParse(request.body ?? {});
      if (!parsed.success) throw refuse("INVALID_FIELD", describeIssue(parsed.error, lang));
      const body = parsed.data as { meta: { currentTime: number; requestId: string } } & BodyOf<P>;
      // Without a query schema the query string is ignored, as it always was.
      const parsedQuery = querySchema ? querySchema.safeParse(request.query ?? {}) : { success: true as const, data: {} };
      if (!parsedQuery.success) throw refuse("INVALID_FIELD", describeIssue(parsedQuery.error, lang));
      const query = parsedQuery.data as QueryOf<P>;

      if (spec.mutates) {
        const now = deps.now();
        if (Math.abs(body.meta.currentTime - now) > MAX_CLOCK_SKEW_MS) throw refuse("CLOCK_SKEW");
        if (!(await deps.replay.claim(body.meta.requestId, now))) throw refuse("REPLAYED_REQUEST");
      }

      reply.header("vary", "Accept-Language");
      const cacheKey = spec.cacheKey ? `${spec.path}\u0000${lang}\u0000${spec.cacheKey(body)}` : undefined;
      if (cacheKey) {
        const hit = deps.cache.get(cacheKey);
        if (hit) return sendCached(reply, request, hit, lang);
      }
      const admitted = await admit(spec.auth ?? "anonymous", context);
      const key = header({ request }, "idempotency-key");
      const result: Result<AnswerOf<P>> =
        "refused" in admitted
          ? fail(admitted.refused)
          : spec.idempotencyKey && !(key && IDEMPOTENCY_KEY_PATTERN.test(key))
            ? fail("IDEMPOTENCY_KEY_INVALID")
            : await spec.handler({ body, query, lang, request, reply, requestId: body.meta.requestId, context, ...admitted, idempotencyKey: key ?? "" } as unknown as HandlerContext<BodyOf<P>, QueryOf<P>> &
                AuthOf<A> & { idempotencyKey: string });
      const answer = result.ok ? envelope("OK", lang, result.obj) : envelope(result.code, lang, null);
      if (deps.validateAnswers) answerEnvelope.parse(answer);
      const json = JSON.stringify(answer);
      // The first answer of a key is sent as every later one will be: from the cache's stored forms.
      if (cacheKey && result.ok) return sendCached(reply, request, deps.cache.set(cacheKey, json), lang);
      return sendEnvelope(reply, 200, json, lang);
    });
  }

  return { route, operations: () => operations };
}

export type Api = ReturnType<typeof createApi>;
