/**
 * Nuvei (formerly SafeCharge) through its REST 1.0 API and Simply Connect (docs/CHECKOUT.md#nuvei),
 * spoken directly over fetch: Nuvei's only Node package is an unmaintained callback client, and
 * the calls are a few signed JSON posts.
 *
 * Nuvei has no hosted page in this store: the store's own page, /nuvei-jump, hosts Simply Connect,
 * whose card fields are Nuvei's. So `createCheckout` calls nothing and sends the buyer to that page
 * with the attempt's id; the page then asks for `openOnPage`, which opens a Nuvei order
 * (`openOrder.do`) for the attempt and hands its session token to Simply Connect. A page opened
 * again (a reload, a second tab) is a new attempt with a Nuvei order of its own (the payments
 * domain decides, docs/CHECKOUT.md#nuvei), so two orders paid are two payments and the second is
 * refunded. Each carries its attempt's id as `clientUniqueId`, which Nuvei's DMNs echo, so it is
 * the payment's `providerRef`. The money taken
 * is the Sale's `TransactionID`, kept as the payment's charge reference; a refund names it
 * (`refundTransaction.do`).
 *
 * Outcomes come from DMNs only: form-encoded posts to /webhooks/nuvei, verified by their
 * `advanceResponseChecksum` (no timestamp: Nuvei retries a DMN for 24 hours, and a repeat is
 * stored once by its event id), answered 200. That checksum covers the amount, currency, time,
 * Nuvei's order id and the status, but not `clientUniqueId`, `TransactionID` or the transaction's
 * type: a DMN is trusted as far as its channel (Nuvei's HTTPS post to a secret-free address) is,
 * and a tampered amount or status is refused. `retrieve` answers null, as Adyen's does: the call
 * that reads a payment reliably, getPaymentStatus, needs the order's session token, which the
 * store does not keep (a page asks for a new one each time), and getTransactionDetails by
 * `clientUniqueId` is known from third-party code only, without a source that says where it puts
 * the amount; reading the wrong field would fail a paid payment as an amount mismatch.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { nuveiSdkEnv, type NuveiEnvironment } from "../../../../shared/nuvei-hosts.ts";
import {
  PaymentProviderError,
  WebhookSignatureError,
  type Checkout,
  type CheckoutRequest,
  type PageSession,
  type PaymentProvider,
  type ProviderEvent,
  type RefundRequest,
  type RefundResult,
} from "../payment-provider.ts";
import {
  NUVEI_API_BASES,
  NUVEI_LOCALES,
  dmnChecksum,
  dmnStatus,
  fromNuveiAmount,
  nuveiTimeStamp,
  readDmnTimeStamp,
  readRefundReference,
  refundReference,
  requestChecksum,
  sameChecksum,
  toNuveiAmount,
  type ChecksummedCall,
} from "./nuvei-wire.ts";

export interface NuveiProviderOptions {
  merchantId: string;
  merchantSiteId: string;
  /** The merchant secret key every checksum ends with (Control Panel > My Integration Settings). */
  secretKey: string;
  environment: NuveiEnvironment;
  /** REST 1.0's base instead of Nuvei's (the stand-in's), ending in /ppp/api/v1. */
  apiUrl?: string;
  /** Where Nuvei posts its DMNs: the store's PUBLIC_URL/webhooks/nuvei, sent with every order and refund. */
  notificationUrl: string;
  /** The store's country (BASE_COUNTRY): the order's billing country, which Simply Connect also takes. */
  country: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

export interface NuveiProvider extends PaymentProvider {
  readonly name: "nuvei";
}

/** The failure codes this adapter reports; the fail pages word each (app/features/checkout/checkout.server.ts). */
export const NUVEI_FAILURE_CODES = { declined: "card_declined" } as const;

/** What every answer carries (Nuvei answers HTTP 200 with `status: "ERROR"` when it refuses a call). */
const Answer = z.object({ status: z.string(), errCode: z.coerce.number().optional(), reason: z.string().optional() });
const OpenOrderAnswer = Answer.extend({ sessionToken: z.string().optional(), orderId: z.union([z.number(), z.string()]).optional() });
const RefundAnswer = Answer.extend({
  transactionStatus: z.string().optional(),
  transactionId: z.union([z.string(), z.number()]).optional(),
  gwErrorCode: z.union([z.number(), z.string()]).optional(),
  gwErrorReason: z.string().optional(),
  paymentMethodErrorReason: z.string().optional(),
});

/** A DMN's fields as received, each a string; the ones the store reads are checked by hand. */
type DmnFields = Record<string, string | undefined>;

export function createNuveiProvider(options: NuveiProviderOptions): NuveiProvider {
  const base = options.apiUrl ?? NUVEI_API_BASES[options.environment];
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const { merchantId, merchantSiteId, secretKey } = options;

  /** One signed call: the checksum over the body as sent, Nuvei's refusals as the port's errors. */
  async function call<T extends z.ZodType<{ status: string; errCode?: number; reason?: string }>>(method: ChecksummedCall, fields: Record<string, unknown>, answer: T): Promise<z.infer<T>> {
    const body = { merchantId, merchantSiteId, ...fields, timeStamp: nuveiTimeStamp(now()) };
    const signed = { ...body, checksum: requestChecksum(method, body, secretKey) };
    const url = `${base}/${method}.do`;
    let response: Response;
    try {
      response = await fetchImpl(url, { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(signed), signal: AbortSignal.timeout(20_000) });
    } catch (err) {
      throw new PaymentProviderError("nuvei", "network", `${method}: ${(err as Error).message}`, { cause: err });
    }
    const text = await response.text();
    if (!response.ok) throw new PaymentProviderError("nuvei", `http_${response.status}`, `${method}: ${response.status} ${text.slice(0, 300)}`);
    let parsed: z.infer<T>;
    try {
      parsed = answer.parse(JSON.parse(text));
    } catch (err) {
      throw new PaymentProviderError("nuvei", "bad_answer", `${method}: an answer that is not Nuvei's: ${text.slice(0, 300)}`, { cause: err });
    }
    if (parsed.status !== "SUCCESS") throw new PaymentProviderError("nuvei", String(parsed.errCode ?? "error"), `${method}: ${parsed.reason || parsed.status}`);
    return parsed;
  }

  /** A verified DMN as the store's event, or null for one it does not act on. */
  function toEvent(fields: DmnFields): ProviderEvent | null {
    const type = fields.transactionType ?? "";
    const status = dmnStatus(fields).toUpperCase();
    // Saving a card makes a DMN of its own; the payment's follows.
    if (fields.type === "CARD_TOKENIZATION") return null;
    // A company's DMN address may also hear its other sites' payments: not this store's.
    if (fields.merchant_site_id && fields.merchant_site_id !== merchantSiteId) return null;
    const sale = type === "Sale" || type === "Settle";
    const credit = type === "Credit" || type === "Refund";
    // Auth3D and InitAuth3D are 3-D Secure's steps, Auth and Void money not taken: the store
    // sends Sales only, and acts on their outcome and on refunds.
    if (!sale && !credit) return null;
    const transactionId = fields.TransactionID ?? "";
    const currency = (fields.currency ?? "").toUpperCase();
    const amountMinor = fromNuveiAmount(fields.totalAmount ?? "", currency);
    if (!/^\d{1,30}$/.test(transactionId) || amountMinor === null || !/^[A-Z]{3}$/.test(currency)) throw new WebhookSignatureError("malformed");
    const common = {
      eventId: `${transactionId}:${type}:${status}`,
      type,
      amountMinor,
      currency,
      createdAt: readDmnTimeStamp(fields.responseTimeStamp) ?? now(),
      payload: fields as Record<string, unknown>,
    };
    if (sale) {
      const providerRef = fields.clientUniqueId;
      if (!providerRef) return null;
      if (status === "APPROVED") return { ...common, providerRef, outcome: "succeeded", chargeRef: transactionId };
      // Declined: Simply Connect stays open for another card, as a declined card on a hosted page.
      if (status === "DECLINED" || status === "ERROR") return { ...common, providerRef, outcome: "pending", failureCode: NUVEI_FAILURE_CODES.declined };
      if (status === "PENDING") return { ...common, providerRef, outcome: "pending" };
      return null;
    }
    // A declined or failed refund leaves the payment REFUNDING for an operator.
    if (status !== "APPROVED") return null;
    // customData names the payment and the store's refund (nuvei-wire.ts); without it, the
    // refund's clientUniqueId is the payment's id for the refund of a whole payment.
    const named = readRefundReference(fields.customData) ?? (fields.clientUniqueId ? { paymentRef: fields.clientUniqueId } : null);
    if (!named) return null;
    return { ...common, providerRef: named.paymentRef, outcome: "refunded", ...(named.storeRefund ? { refund: { ref: transactionId, reference: named.storeRefund } } : {}) };
  }

  return {
    name: "nuvei",
    // The hand-over page plays the hosted page's part; /topay does not embed Simply Connect.
    capabilities: { hostedPage: true, samePagePayment: false, refunds: true },

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const page = request.handOverUrl;
      if (!page) throw new PaymentProviderError("nuvei", "no_hand_over_page", `payment ${request.paymentId}: Nuvei takes cards on the store's own page, and none was named`);
      return { providerRef: request.paymentId, redirectUrl: `${page}${page.includes("?") ? "&" : "?"}payment=${request.paymentId}` };
    },

    async openOnPage(request: CheckoutRequest): Promise<PageSession> {
      const amount = toNuveiAmount(request.amountMinor, request.currency);
      const opened = await call(
        "openOrder",
        {
          // A new one each time: the page may open an order for the same attempt again.
          clientRequestId: randomUUID(),
          clientUniqueId: request.paymentId,
          amount,
          currency: request.currency,
          transactionType: "Sale",
          billingAddress: { country: options.country, ...(request.email ? { email: request.email } : {}) },
          urlDetails: { notificationUrl: options.notificationUrl },
          // Shown beside the payment in Nuvei's Control Panel, for an operator matching the two.
          merchantDetails: { customField1: request.orderNo },
        },
        OpenOrderAnswer,
      );
      if (!opened.sessionToken) throw new PaymentProviderError("nuvei", "no_session_token", `openOrder for payment ${request.paymentId} answered no session token`);
      return {
        providerRef: request.paymentId,
        client: {
          sessionToken: opened.sessionToken,
          merchantId,
          merchantSiteId,
          env: nuveiSdkEnv(options.environment),
          amount,
          currency: request.currency,
          country: options.country,
          locale: NUVEI_LOCALES[request.lang],
          ...(request.email ? { email: request.email } : {}),
        },
      };
    },

    async retrieve() {
      return null;
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      if (!request.chargeRef) throw new PaymentProviderError("nuvei", "not_refundable", `payment ${request.providerRef} has no TransactionID: nothing was taken`);
      const currency = request.currency ?? "USD";
      const answer = await call(
        "refundTransaction",
        {
          // The same refund asked again is the same request (the stand-in answers it once; Nuvei
          // documents clientRequestId as the request's own id).
          clientRequestId: request.idempotencyKey,
          clientUniqueId: request.reference ?? request.providerRef,
          amount: toNuveiAmount(request.amountMinor, currency),
          currency,
          relatedTransactionId: request.chargeRef,
          urlDetails: { notificationUrl: options.notificationUrl },
          customData: refundReference(request.providerRef, request.reference),
        },
        RefundAnswer,
      );
      if (answer.transactionStatus === "APPROVED" && answer.transactionId !== undefined) {
        // Nuvei's answer is the Credit transaction's own outcome, the one its DMN repeats: the
        // money is on its way back now, and the DMN, heard later, changes nothing.
        return { status: "refunded", ref: String(answer.transactionId) };
      }
      const reason = answer.gwErrorReason || answer.paymentMethodErrorReason || answer.transactionStatus || "no transaction status";
      throw new PaymentProviderError("nuvei", answer.transactionStatus === "DECLINED" ? "refund_declined" : "refund_failed", `refund of payment ${request.providerRef}: ${reason}`);
    },

    async parseWebhook(rawBody): Promise<ProviderEvent | null> {
      // A DMN is a form post; anything else (JSON, nothing) is not one.
      if (!rawBody.includes("=") || rawBody.trimStart().startsWith("{")) throw new WebhookSignatureError("malformed");
      const received = new Map<string, string>();
      for (const [name, value] of new URLSearchParams(rawBody)) {
        // A field given twice could be read one way here and another by the checksum.
        if (received.has(name)) throw new WebhookSignatureError("malformed");
        received.set(name, value);
      }
      const fields: DmnFields = Object.fromEntries(received);
      const given = fields.advanceResponseChecksum;
      if (!given) throw new WebhookSignatureError("missing");
      if (!sameChecksum(given, dmnChecksum(fields, secretKey))) throw new WebhookSignatureError("mismatch");
      return toEvent(fields);
    },
  };
}
