/**
 * `POST /webhooks/<provider>`: where payment providers tell the store what happened. The body is
 * kept exactly as received (the signature covers its bytes), verified by the provider adapter
 * (300 s tolerance), and handed to `onEvent`, which stores it once and applies it
 * (docs/CHECKOUT.md#exactly-once). Answers: 200 once handled (a repeat too, so the provider stops
 * re-sending), with the body the provider looks for (Adyen's `[accepted]`) or a JSON receipt, 400 for a missing, bad or stale signature, 500 when handling failed, so the
 * provider delivers again later. Rate-limited per address: only a flood of forged posts is
 * stopped, since each costs an HMAC before it is refused.
 */
import type { FastifyError, FastifyPluginAsync } from "fastify";
import type { PaymentProvider, PaymentProviderName, ProviderEvent, WebhookEvents } from "../adapters/payments/payment-provider.ts";

export interface PaymentWebhookDeps {
  /** One route per provider, at /webhooks/<name>. */
  providers: readonly Pick<PaymentProvider, "name" | "parseWebhook" | "webhookAck">[];
  /** Stores and applies one verified event; resolves once it is durable. */
  onEvent: (provider: PaymentProviderName, event: ProviderEvent) => Promise<void>;
  rateLimit?: { max: number; timeWindow: string | number };
}

/** Stripe's events are a few kilobytes; a megabyte leaves room and still refuses junk early. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;
const DEFAULT_RATE_LIMIT = { max: 600, timeWindow: "1 minute" };

/** The port's WebhookSignatureError, recognised by name: http/ sees adapters' types only. */
const signatureProblem = (err: unknown) =>
  err instanceof Error && err.name === "WebhookSignatureError" ? ((err as Error & { problem?: string }).problem ?? "mismatch") : undefined;

const eventsOf = (parsed: WebhookEvents): readonly ProviderEvent[] => (parsed === null ? [] : "eventId" in parsed ? [parsed] : parsed);

export function paymentWebhookRoutes(deps: PaymentWebhookDeps): FastifyPluginAsync {
  return async (app) => {
    // Raw text whatever the declared type: parsing first would lose the signed bytes.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("*", { parseAs: "string", bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

    app.setErrorHandler((error: FastifyError & { status?: number }, request, reply) => {
      const status = error.status ?? error.statusCode ?? 500;
      if (status === 429) return reply.code(429).header("retry-after", "60").send({ error: "rate_limited" });
      if (status >= 400 && status < 500) return reply.code(status).send({ error: "bad_request" });
      request.log.error({ err: error }, "payment webhook not handled; the provider will deliver it again");
      return reply.code(500).send({ error: "internal" });
    });

    for (const provider of deps.providers) {
      app.post(
        `/webhooks/${provider.name}`,
        // The app-wide limit leaves non-API paths alone (server/app.ts); this route opts in.
        { config: { rateLimit: { ...(deps.rateLimit ?? DEFAULT_RATE_LIMIT), allowList: () => false } } },
        async (request, reply) => {
          const raw = typeof request.body === "string" ? request.body : "";
          let events: readonly ProviderEvent[];
          try {
            events = eventsOf(await provider.parseWebhook(raw, request.headers));
          } catch (err) {
            const problem = signatureProblem(err);
            if (!problem) throw err;
            // Which check failed stays in the log: the sender learns only that it was refused.
            request.log.warn({ provider: provider.name, problem }, "payment webhook refused: signature");
            return reply.code(400).send({ error: "bad_signature" });
          }
          // One after the other: a delivery's items are mostly about one payment, which each locks.
          for (const event of events) await deps.onEvent(provider.name, event);
          if (provider.webhookAck) return reply.code(200).type(provider.webhookAck.contentType).send(provider.webhookAck.body);
          return reply.code(200).send({ received: true, handled: events.length > 0 });
        },
      );
    }
  };
}
