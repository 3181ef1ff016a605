/**
 * Stripe through its official SDK, with Stripe Checkout as the hosted page: the store creates a
 * Checkout Session and sends the browser to it, so card data only ever reaches Stripe. Outcomes
 * come from signed webhooks (`Stripe-Signature`, verified by the SDK with a 300 s tolerance) and,
 * when the success page cannot wait, from the session itself.
 *
 * Events acted on: checkout.session.completed (paid, or pending for delayed methods),
 * checkout.session.async_payment_succeeded / _failed, checkout.session.expired, charge.refunded
 * (a whole payment's refund) and refund.created / refund.updated (a staff refund, a part of a
 * payment, known by the store's `refundId` in its metadata). Subscribe the endpoint
 * (PUBLIC_URL/webhooks/stripe) to these; others are acknowledged and dropped.
 */
import Stripe from "stripe";
import type { Lang } from "../../../../shared/i18n/locales.ts";
import {
  headerValue,
  PaymentProviderError,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderPayment,
  type RefundRequest,
  type RefundResult,
} from "../payment-provider.ts";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests hand in `Stripe.createFetchHttpClient(fakeFetch)`; the default is Node's HTTP client. */
  httpClient?: ReturnType<typeof Stripe.createFetchHttpClient>;
  /** Webhook age is measured against this clock (tests pin it). */
  now?: () => Date;
}

/** Stripe Checkout's locale for each store language; all seven are among Checkout's. */
export const STRIPE_LOCALES: Record<Lang, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: "en",
  de: "de",
  es: "es",
  ja: "ja",
  tr: "tr",
  "zh-CN": "zh",
  "zh-HK": "zh-HK",
};

export const STRIPE_SIGNATURE_HEADER = "stripe-signature";

/** The metadata key a staff refund carries its store reference under (docs/CHECKOUT.md#staff-refunds). */
export const STRIPE_REFUND_REFERENCE = "refundId";

/** The failure codes this adapter reports; the fail pages word each for the buyer (app/features/checkout/checkout.server.ts). */
export const STRIPE_FAILURE_CODES = {
  /** A delayed method (a bank debit) that the bank refused after the buyer left Checkout. */
  asyncFailed: "async_payment_failed",
  /** The Checkout Session expired unpaid. */
  expired: "expired",
} as const;

const paymentIntentId = (pi: string | Stripe.PaymentIntent | null) => (typeof pi === "string" ? pi : (pi?.id ?? null));

export interface StripeProvider extends PaymentProvider {
  readonly name: "stripe";
}

export function createStripeProvider(options: StripeProviderOptions): StripeProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });
  const now = options.now ?? (() => new Date());

  const fail = (code: string, message: string, cause?: unknown) => new PaymentProviderError("stripe", code, message, { cause });

  /** Wraps an SDK call so its failures reach the store as PaymentProviderError with Stripe's code. */
  async function call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeError) throw fail(err.code ?? err.type, `${what}: ${err.message}`, err);
      throw fail("network", `${what}: ${(err as Error).message}`, err);
    }
  }

  function sessionPayment(session: Stripe.Checkout.Session): ProviderPayment {
    const base = { amountMinor: session.amount_total ?? 0, currency: (session.currency ?? "").toUpperCase() };
    if (session.payment_status === "paid") return { status: "succeeded", ...base };
    if (session.status === "expired") return { status: "failed", failureCode: STRIPE_FAILURE_CODES.expired, ...base };
    // Open, or complete with a delayed method still settling: the outcome follows by webhook.
    return { status: "pending", ...base };
  }

  /** The Checkout Session that made a PaymentIntent: the store knows payments by session id. */
  async function sessionOfPaymentIntent(pi: string): Promise<string> {
    const list = await call("list checkout sessions", () => stripe.checkout.sessions.list({ payment_intent: pi, limit: 1 }));
    const session = list.data[0];
    if (!session) throw fail("not_found", `no checkout session for payment intent ${pi}`);
    return session.id;
  }

  async function toProviderEvent(event: Stripe.Event): Promise<ProviderEvent | null> {
    const common = { eventId: event.id, type: event.type, createdAt: new Date(event.created * 1000), payload: event as unknown as Record<string, unknown> };
    const fromSession = (session: Stripe.Checkout.Session, outcome: ProviderEvent["outcome"], failureCode?: string): ProviderEvent => ({
      ...common,
      providerRef: session.id,
      outcome,
      amountMinor: session.amount_total ?? 0,
      currency: (session.currency ?? "").toUpperCase(),
      ...(failureCode ? { failureCode } : {}),
    });
    switch (event.type) {
      case "checkout.session.completed": {
        const session = event.data.object;
        // "unpaid": a delayed method (bank debit); async_payment_succeeded/_failed follows.
        if (session.payment_status === "paid") return fromSession(session, "succeeded");
        if (session.payment_status === "unpaid") return fromSession(session, "pending");
        return null;
      }
      case "checkout.session.async_payment_succeeded":
        return fromSession(event.data.object, "succeeded");
      case "checkout.session.async_payment_failed":
        return fromSession(event.data.object, "failed", STRIPE_FAILURE_CODES.asyncFailed);
      case "checkout.session.expired":
        return fromSession(event.data.object, "failed", STRIPE_FAILURE_CODES.expired);
      case "charge.refunded": {
        const charge = event.data.object;
        // The store refunds whole payments only; a partial refund made by hand in the Dashboard
        // does not refund the order, so it is not reported as one.
        if (!charge.refunded) return null;
        const pi = paymentIntentId(charge.payment_intent);
        if (!pi) return null;
        return {
          ...common,
          providerRef: await sessionOfPaymentIntent(pi),
          outcome: "refunded",
          amountMinor: charge.amount_refunded,
          currency: charge.currency.toUpperCase(),
        };
      }
      case "refund.created":
      case "refund.updated": {
        // A staff refund, told apart by the store's reference in its metadata, once its money has
        // gone back (a card refund is usually "succeeded" at once; "pending" ones follow with
        // refund.updated). A whole payment's refund is confirmed by charge.refunded above.
        const refund = event.data.object;
        const reference = refund.metadata?.[STRIPE_REFUND_REFERENCE];
        const pi = paymentIntentId(refund.payment_intent);
        if (!reference || refund.status !== "succeeded" || !pi) return null;
        return {
          ...common,
          providerRef: await sessionOfPaymentIntent(pi),
          outcome: "refunded",
          amountMinor: refund.amount,
          currency: refund.currency.toUpperCase(),
          refund: { ref: refund.id, reference },
        };
      }
      default:
        return null;
    }
  }

  return {
    name: "stripe",
    capabilities: { hostedPage: true, samePagePayment: false, refunds: true },

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const metadata = { paymentId: request.paymentId, orderNo: request.orderNo };
      const session = await call("create checkout session", () =>
        stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amountMinor,
                  product_data: { name: request.description },
                },
              },
            ],
            client_reference_id: request.paymentId,
            metadata,
            // Copied onto the PaymentIntent (and so its charge), for reconciling in the Dashboard.
            payment_intent_data: { metadata, description: `${request.orderNo} ${request.description}` },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            ...(request.email ? { customer_email: request.email } : {}),
            locale: STRIPE_LOCALES[request.lang] ?? "auto",
          },
          // One session per payment attempt, even if the call is retried.
          { idempotencyKey: `checkout-${request.paymentId}` },
        ),
      );
      if (!session.url) throw fail("no_url", `checkout session ${session.id} has no hosted page address`);
      return { providerRef: session.id, redirectUrl: session.url };
    },

    async retrieve(providerRef: string): Promise<ProviderPayment> {
      return sessionPayment(await call("retrieve checkout session", () => stripe.checkout.sessions.retrieve(providerRef)));
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      const session = await call("retrieve checkout session", () => stripe.checkout.sessions.retrieve(request.providerRef));
      const pi = paymentIntentId(session.payment_intent);
      if (!pi || session.payment_status !== "paid") throw fail("not_refundable", `checkout session ${session.id} has no payment to refund`);
      // POST /v1/refunds with the PaymentIntent and the amount: a whole payment, or a part of it
      // (Stripe refunds a payment in parts until all of it is back, never more).
      const metadata = { ...session.metadata, ...(request.reference ? { [STRIPE_REFUND_REFERENCE]: request.reference } : {}) };
      const refund = await call("create refund", () =>
        stripe.refunds.create({ payment_intent: pi, amount: request.amountMinor, metadata }, { idempotencyKey: request.idempotencyKey }),
      );
      if (refund.status === "succeeded") return { status: "refunded", ref: refund.id };
      if (refund.status === "pending" || refund.status === "requires_action") return { status: "pending", ref: refund.id };
      throw fail("refund_failed", `refund ${refund.id} is ${refund.status}`);
    },

    async parseWebhook(rawBody, headers): Promise<ProviderEvent | null> {
      const signature = headerValue(headers, STRIPE_SIGNATURE_HEADER);
      if (!signature) throw new WebhookSignatureError("missing");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, now().getTime());
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new WebhookSignatureError(/tolerance/i.test(err.message) ? "stale" : /matching the expected signature/i.test(err.message) ? "mismatch" : "malformed");
        }
        throw err;
      }
      return toProviderEvent(event);
    },
  };
}
