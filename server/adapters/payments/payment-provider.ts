/**
 * The payment provider port (docs/CHECKOUT.md#providers): what the payments domain may ask of a
 * provider. Card data never reaches the store: a provider takes it on its own hosted page, or in
 * its own component inside the store's page (Adyen's card component on /topay, Nuvei's Simply
 * Connect on /nuvei-jump), whose fields are the provider's frames. The store learns the outcome
 * from signed webhooks and, when it cannot wait for one, by asking (`retrieve`).
 * Implementations: the sandbox (default; served by this server, test cards only), Stripe
 * Checkout, Adyen and Nuvei, chosen with PAYMENT_PROVIDER.
 */
import type { Lang } from "../../../shared/i18n/locales.ts";

export const PAYMENT_PROVIDERS = ["sandbox", "stripe", "adyen", "nuvei"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface CheckoutRequest {
  /** The store's payment attempt; echoed back by the provider (metadata) for reconciliation. */
  paymentId: string;
  orderNo: string;
  /** What is charged, in minor units of `currency`; computed by the store, never by the browser. */
  amountMinor: number;
  currency: "USD";
  /** The one line the buyer sees on the hosted page ("Japan 5 GB, 30 days"). */
  description: string;
  /** The language of the hosted page. */
  lang: Lang;
  /** Pre-filled on the hosted page where the provider has a field for it (the receipt goes there). */
  email?: string | null;
  /** Where the browser goes after paying. `{CHECKOUT_SESSION_ID}` is replaced with the provider's reference. */
  successUrl: string;
  /** Where the "cancel" link of the hosted page goes. */
  cancelUrl: string;
  /**
   * The store's own page that takes the card in the provider's component, for a provider without
   * a hosted page (Nuvei: /nuvei-jump, with the purchase in its query; the attempt's id is added).
   */
  handOverUrl?: string;
}

export interface Checkout {
  /**
   * The id the provider's events and `retrieve` know this payment by (`payments.provider_ref`):
   * the sandbox's session, Stripe's Checkout Session; Adyen's and Nuvei's echo of the store's own
   * reference, the payment id.
   */
  providerRef: string;
  /** The hosted page to send the browser to (for Nuvei, the store's own hand-over page, /nuvei-jump). */
  redirectUrl: string;
}

/**
 * A payment taken inside the store's own page: what the provider's browser component needs
 * (Adyen's session id and data, Nuvei's session token), and nothing secret. Never stored: a page
 * that opens again asks for a new one.
 */
export interface PageSession {
  providerRef: string;
  client: Record<string, string | number>;
}

export type ProviderPaymentStatus = "pending" | "succeeded" | "failed";

export interface ProviderPayment {
  /**
   * pending: not final yet (page open, 3-D Secure running, the last card declined but another
   * may still be tried); succeeded: money taken; failed: final without money (expired).
   */
  status: ProviderPaymentStatus;
  amountMinor: number;
  /** ISO 4217, upper case. The store checks amount and currency against the order itself. */
  currency: string;
  /** Why the last attempt failed ("card_declined", "expired", ...). */
  failureCode?: string;
  /** The provider's id of the money taken, when it is not `providerRef` (Adyen's pspReference, Nuvei's TransactionID). */
  chargeRef?: string;
}

export interface RefundRequest {
  providerRef: string;
  /** What the provider named the money taken (`payments.charge_ref`), for those whose refunds need it. */
  chargeRef?: string | null;
  /** ISO 4217 of the payment: the store charges USD. */
  currency?: string;
  /**
   * What goes back, in minor units of the payment's currency: the whole payment, or part of it.
   * Several refunds of one payment may together send back at most what was charged; a provider
   * refuses more.
   */
  amountMinor: number;
  /**
   * The same key gives the same refund, never a second one: the store uses the payment id for
   * the refund of a whole payment, and its own refund's id for each staff refund.
   */
  idempotencyKey: string;
  /**
   * The store's refund record for a staff refund (docs/CHECKOUT.md#staff-refunds), echoed in the
   * provider's events about this refund (`ProviderEvent.refund.reference`), so its confirmation
   * finds the record. Absent for the refund of a whole payment.
   */
  reference?: string;
}

export interface RefundResult {
  /** refunded: done; pending: accepted, a "refunded" event follows. */
  status: "refunded" | "pending";
  /** The provider's id of this refund, when it has one. */
  ref?: string;
}

export type EventOutcome = "succeeded" | "failed" | "pending" | "refunded";

/** A provider's webhook event, verified and reduced to what the store acts on. */
export interface ProviderEvent {
  /** Unique per provider: `payment_events (provider, event_id)`; the same id may arrive many times. */
  eventId: string;
  /** The provider's own event type ("payment.succeeded", "checkout.session.completed", ...). */
  type: string;
  providerRef: string;
  outcome: EventOutcome;
  amountMinor: number;
  currency: string;
  failureCode?: string;
  /**
   * A "refunded" event about one refund: the provider's id of it, and the store's `reference`
   * when the refund was asked with one (a staff refund). Without a reference, the event says the
   * payment's refund is done (the refund of a whole payment).
   */
  refund?: { ref: string; reference?: string };
  /** A "succeeded" event: the provider's id of the money taken, when it is not `providerRef` (kept for refunds). */
  chargeRef?: string;
  /** When the provider created the event (events may arrive out of order). */
  createdAt: Date;
  /** The event as received, for `payment_events.payload`. */
  payload: Record<string, unknown>;
}

/**
 * What a provider offers beside the hosted page. A same-page payment (the original's types 5
 * and 6) takes the card inside the store's own page, in the provider's component: Adyen's on
 * /topay. The sandbox and Stripe Checkout have hosted pages only (PRODUCT.md#checkout).
 */
export interface ProviderCapabilities {
  hostedPage: true;
  samePagePayment: boolean;
  refunds: boolean;
}

/** What a webhook carried: the events the store acts on (none, for a genuine one of no interest). */
export type WebhookEvents = ProviderEvent | readonly ProviderEvent[] | null;

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly capabilities: ProviderCapabilities;
  /** Opens a hosted payment page for one payment attempt. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Opens a payment taken inside the store's page (providers with `samePagePayment`, and Nuvei's hand-over page). */
  openOnPage?(request: CheckoutRequest): Promise<PageSession>;
  /**
   * Asks the provider where a payment stands (the success page's confirm; a late webhook). Null:
   * the provider has no such question (Adyen reads no payment by reference: its webhook, which it
   * retries for 30 days, is the one answer).
   */
  retrieve(providerRef: string): Promise<ProviderPayment | null>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Verifies a webhook's signature (300 s tolerance where the provider signs a time) and reads
   * its events (Adyen's may carry several). Throws WebhookSignatureError for a missing, bad or
   * stale signature: a delivery with one bad item is refused whole. Null: a genuine event of a
   * type the store does not act on; it is acknowledged and dropped.
   */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<WebhookEvents>;
  /** The answer the provider expects once a delivery is handled (Adyen: `[accepted]`); unset, a JSON receipt. */
  readonly webhookAck?: { contentType: string; body: string };
}

/** Webhook timestamps older than this are refused, so a captured delivery cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type SignatureProblem = "missing" | "malformed" | "mismatch" | "stale";

export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
  constructor(readonly problem: SignatureProblem) {
    super(`webhook signature ${problem}`);
  }
}

/** The provider refused or could not answer a call (unknown reference, refund not allowed, network). */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
  constructor(
    readonly provider: PaymentProviderName,
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The value of one header, whichever way the HTTP layer handed it over. */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
