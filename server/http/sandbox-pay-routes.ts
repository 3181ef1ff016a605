/**
 * The sandbox provider's hosted payment page (`/sandbox/pay/<session>`) and its 3-D Secure
 * challenge (`/sandbox/pay/<session>/challenge`): thin doors to the adapter, which renders the
 * pages. Mounted only while PAYMENT_PROVIDER=sandbox: with a real provider these pages would let
 * anyone "pay" with a test card. Posts are plain HTML forms (no JavaScript), guarded like the
 * store's other forms: a per-address rate limit, a per-session token in a hidden field, and a
 * refusal of posts whose Origin is another site.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { canonicalLang, type Lang } from "../../shared/i18n/locales.ts";
import { negotiateLang } from "../../shared/i18n/negotiate.ts";
import type { PageResult, SandboxHostedPages } from "../adapters/payments/sandbox/sandbox-provider.ts";
import type { RateLimiter } from "../adapters/rate-limit/rate-limiter.ts";
import { clientAddress } from "./client-address.ts";

export interface SandboxPayRouteDeps {
  pages: SandboxHostedPages;
  limiter: RateLimiter;
}

/** Card attempts per client address: enough for a tester, too few to test stolen numbers. */
export const SANDBOX_PAY_LIMIT = { max: 20, windowMs: 60_000 };
const FORM_BODY_LIMIT = 4 * 1024;

type Params = { id: string };
type Query = { lang?: string };

function langOf(request: FastifyRequest<{ Querystring: Query }>): Lang {
  return canonicalLang(request.query.lang) ?? negotiateLang(request.headers["accept-language"]);
}

/** Helmet's per-request nonce for the page's one <style> (none when helmet is not mounted). */
const styleNonce = (reply: FastifyReply) => (reply as FastifyReply & { cspNonce?: { style?: string } }).cspNonce?.style ?? "";

function send(reply: FastifyReply, lang: Lang, result: PageResult) {
  reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
  if ("redirect" in result) return reply.code(303).header("location", result.redirect).send();
  return reply.code(result.status).header("content-language", lang).type("text/html; charset=utf-8").send(result.html);
}

/** A browser names the page a form was posted from; another site's page is refused. */
function crossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin || origin === "null") return origin === "null";
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

export function sandboxPayRoutes(deps: SandboxPayRouteDeps): FastifyPluginAsync {
  const { pages, limiter } = deps;
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      const form: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(body as string)) if (!(key in form)) form[key] = value;
      done(null, form);
    });

    /** Runs the checks every post shares, then `handle`. */
    const post =
      (handle: (id: string, lang: Lang, form: Record<string, string>, nonce: string) => Promise<PageResult>) =>
      async (request: FastifyRequest<{ Params: Params; Querystring: Query }>, reply: FastifyReply) => {
        const lang = langOf(request);
        const nonce = styleNonce(reply);
        const { id } = request.params;
        if (crossSite(request)) return send(reply, lang, await pages.refused(id, lang, nonce, "staleForm"));
        const hit = await limiter.hit(`sandbox-pay:${clientAddress(request)}`, SANDBOX_PAY_LIMIT.max, SANDBOX_PAY_LIMIT.windowMs);
        if (!hit.allowed) {
          reply.header("retry-after", String(Math.max(1, Math.ceil(hit.retryAfterMs / 1000))));
          return send(reply, lang, await pages.refused(id, lang, nonce, "rateLimited"));
        }
        const form = (request.body ?? {}) as Record<string, string>;
        return send(reply, lang, await handle(id, lang, form, nonce));
      };

    app.get<{ Params: Params; Querystring: Query }>("/sandbox/pay/:id", async (request, reply) => {
      const lang = langOf(request);
      return send(reply, lang, await pages.show(request.params.id, lang, styleNonce(reply)));
    });
    app.post<{ Params: Params; Querystring: Query }>("/sandbox/pay/:id", post((id, lang, form, nonce) => pages.submitCard(id, lang, form, nonce)));

    app.get<{ Params: Params; Querystring: Query }>("/sandbox/pay/:id/challenge", async (request, reply) => {
      const lang = langOf(request);
      return send(reply, lang, await pages.showChallenge(request.params.id, lang, styleNonce(reply)));
    });
    app.post<{ Params: Params; Querystring: Query }>("/sandbox/pay/:id/challenge", post((id, lang, form, nonce) => pages.answerChallenge(id, lang, form, nonce)));
  };
}
