/**
 * Adyen through its official server library (`@adyen/api-library`, Checkout API v72) and the
 * Sessions flow (docs/CHECKOUT.md#adyen). On /topay the card is taken by Adyen's own card
 * component inside the store's page (`openOnPage`: an embedded session, cards only, 3-D Secure 2
 * in the page); everywhere else (a recharge, a top-up, /topay without JavaScript) on Adyen's
 * Hosted Checkout (`createCheckout`: a hosted session's `url`). Card data only ever reaches
 * Adyen: the component's fields are Adyen's frames.
 *
 * The store's payment id is the session's `reference`, which Adyen's webhooks echo as
 * `merchantReference`: it is the payment's `providerRef`. The money taken is Adyen's
 * `pspReference`, kept as the payment's charge reference; a refund names it. Outcomes come from
 * HMAC-signed standard webhooks only (Adyen has no call that reads a payment by reference), each
 * answered `[accepted]`: AUTHORISATION (success: paid; refused: still pending with the reason,
 * the shopper may try another card in the same session) and REFUND (success: the money is back).
 */
import CheckoutApiModule from "@adyen/api-library/lib/src/services/checkout/index.js";
import ClientModule from "@adyen/api-library/lib/src/client.js";
import ConfigModule from "@adyen/api-library/lib/src/config.js";
import type ClientInterface from "@adyen/api-library/lib/src/httpClient/clientInterface.js";
import type { CreateCheckoutSessionRequest } from "@adyen/api-library/lib/src/typings/checkout/createCheckoutSessionRequest.js";
import type { EnvironmentEnum } from "@adyen/api-library/lib/src/config.js";
import type { ThreeDSRequestData } from "@adyen/api-library/lib/src/typings/checkout/threeDSRequestData.js";
import { z } from "zod";
import { cjsDefault } from "../../../kernel/cjs-default.ts";
import type { AdyenEnvironment } from "../../../../shared/adyen-hosts.ts";
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
  ADYEN_API_VERSION,
  ADYEN_LOCALES,
  ADYEN_TEST_API,
  adyenHmacValid,
  adyenLiveApi,
  readRefundReference,
  refundReference,
  type NotificationRequestItem,
} from "./adyen-wire.ts";

const CheckoutAPI = cjsDefault(CheckoutApiModule);
const Client = cjsDefault(ClientModule);
const Config = cjsDefault(ConfigModule);

export interface AdyenProviderOptions {
  apiKey: string;
  merchantAccount: string;
  /** The web component's public key (`test_...` or `live_...`, the environment's). */
  clientKey: string;
  /** The webhook's HMAC key (hex), from the Customer Area's webhook settings. */
  hmacKey: string;
  /** Test, or the live region of the merchant account (where the browser's component talks to). */
  environment: AdyenEnvironment;
  /** The company's live URL prefix; required live. */
  livePrefix?: string;
  /** The Checkout API's base instead of Adyen's (the stand-in's). */
  apiUrl?: string;
  /** The store's country (BASE_COUNTRY): the session's, which the component needs and cards do not depend on. */
  countryCode: string;
  fetch?: typeof fetch;
}

export interface AdyenProvider extends PaymentProvider {
  readonly name: "adyen";
}

/** The failure codes this adapter reports; the fail pages word each (app/features/checkout/checkout.server.ts). */
export const ADYEN_FAILURE_CODES = { declined: "card_declined", authentication: "authentication_failed" } as const;

const Item = z.object({
  additionalData: z.record(z.string(), z.string()).optional(),
  amount: z.object({ currency: z.string(), value: z.number().int() }),
  eventCode: z.string(),
  eventDate: z.string(),
  merchantAccountCode: z.string(),
  merchantReference: z.string(),
  originalReference: z.string().optional(),
  paymentMethod: z.string().optional(),
  pspReference: z.string(),
  reason: z.string().optional(),
  success: z.enum(["true", "false"]),
});
const Notification = z.object({ live: z.string(), notificationItems: z.array(z.object({ NotificationRequestItem: Item })).min(1) });

/** A refusal's reason as the store words it: 3-D Secure's own, or a decline. */
const failureOf = (reason: string | undefined) => (/3d|authenticat/i.test(reason ?? "") ? ADYEN_FAILURE_CODES.authentication : ADYEN_FAILURE_CODES.declined);

/**
 * The library's transport, over fetch: the same requests (its `X-API-Key`, `Idempotency-Key`,
 * JSON), a 20 s limit, a base other than Adyen's when one is given, and Adyen's errors as the
 * port's. The library's own client speaks HTTPS only and would have the stand-in need a
 * certificate.
 */
function fetchTransport(libraryBase: string, apiUrl: string | undefined, fetchImpl: typeof fetch): ClientInterface {
  return {
    async request(endpoint, json, config, _apiKeyRequired, options = {}) {
      const url = new URL(apiUrl && endpoint.startsWith(libraryBase) ? apiUrl + endpoint.slice(libraryBase.length) : endpoint);
      if (options.params) for (const [k, v] of new URLSearchParams(options.params as Record<string, string>)) url.searchParams.set(k, v);
      const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json", "x-api-key": config.apiKey ?? "" };
      if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
      const method = options.method ?? "POST";
      let response: Response;
      try {
        response = await fetchImpl(url, { method, headers, ...(method === "GET" ? {} : { body: typeof json === "string" ? json : new Uint8Array(json) }), signal: AbortSignal.timeout(20_000) });
      } catch (err) {
        throw new PaymentProviderError("adyen", "network", `${method} ${url.pathname}: ${(err as Error).message}`, { cause: err });
      }
      const text = await response.text();
      if (!response.ok) {
        let code = `http_${response.status}`;
        let message = text.slice(0, 300);
        try {
          const body = JSON.parse(text) as { errorCode?: string; message?: string };
          code = body.errorCode ?? code;
          message = body.message ?? message;
        } catch {
          // Not JSON (a proxy's page): the status says enough.
        }
        throw new PaymentProviderError("adyen", code, `${method} ${url.pathname}: ${response.status} ${message}`);
      }
      return text;
    },
  };
}

export function createAdyenProvider(options: AdyenProviderOptions): AdyenProvider {
  const live = options.environment !== "test";
  if (live && !options.livePrefix) throw new Error("Adyen live needs its live URL prefix (ADYEN_LIVE_URL_PREFIX)");
  const libraryBase = live ? adyenLiveApi(options.livePrefix!) : ADYEN_TEST_API;
  const client = new Client(
    new Config({ apiKey: options.apiKey, environment: (live ? "LIVE" : "TEST") as EnvironmentEnum, ...(live ? { liveEndpointUrlPrefix: options.livePrefix } : {}) }),
    fetchTransport(libraryBase, options.apiUrl, options.fetch ?? fetch),
  );
  const checkout = new CheckoutAPI(client);
  const { merchantAccount } = options;

  async function session(request: CheckoutRequest, mode: "embedded" | "hosted") {
    const body: CreateCheckoutSessionRequest = {
      merchantAccount,
      amount: { value: request.amountMinor, currency: request.currency },
      reference: request.paymentId,
      merchantOrderReference: request.orderNo,
      returnUrl: request.successUrl,
      shopperLocale: ADYEN_LOCALES[request.lang],
      // The library's enums are TypeScript's, typed apart from their string values.
      channel: "Web" as CreateCheckoutSessionRequest.ChannelEnum,
      metadata: { orderNo: request.orderNo },
      ...(request.email ? { shopperEmail: request.email } : {}),
      ...(mode === "hosted"
        ? { mode: "hosted" as CreateCheckoutSessionRequest.ModeEnum }
        : // Cards only, with 3-D Secure inside the page: nothing leaves /topay for another site.
          {
            mode: "embedded" as CreateCheckoutSessionRequest.ModeEnum,
            allowedPaymentMethods: ["scheme"],
            authenticationData: { threeDSRequestData: { nativeThreeDS: "preferred" as ThreeDSRequestData.NativeThreeDSEnum } },
          }),
    };
    // One session per payment attempt, even if the call is retried.
    return checkout.PaymentsApi.sessions(body, { idempotencyKey: `session-${mode}-${request.paymentId}` });
  }

  function toEvent(item: NotificationRequestItem): ProviderEvent | null {
    const common = {
      eventId: `${item.eventCode}:${item.pspReference}:${item.success}`,
      type: item.eventCode,
      amountMinor: item.amount.value,
      currency: item.amount.currency.toUpperCase(),
      createdAt: new Date(item.eventDate),
      payload: item as unknown as Record<string, unknown>,
    };
    if (item.eventCode === "AUTHORISATION") {
      if (item.success === "true") return { ...common, providerRef: item.merchantReference, outcome: "succeeded", chargeRef: item.pspReference };
      // Refused: the session stays open for another card, as a declined card on a hosted page.
      return { ...common, providerRef: item.merchantReference, outcome: "pending", failureCode: failureOf(item.reason) };
    }
    if (item.eventCode === "REFUND" && item.success === "true") {
      const { paymentRef, storeRefund } = readRefundReference(item.merchantReference);
      return { ...common, providerRef: paymentRef, outcome: "refunded", ...(storeRefund ? { refund: { ref: item.pspReference, reference: storeRefund } } : {}) };
    }
    // A refused refund (REFUND false, REFUND_FAILED) leaves the payment REFUNDING for an
    // operator; captures, cancellations and disputes are not the store's to act on.
    return null;
  }

  return {
    name: "adyen",
    capabilities: { hostedPage: true, samePagePayment: true, refunds: true },
    webhookAck: { contentType: "text/plain", body: "[accepted]" },

    async createCheckout(request): Promise<Checkout> {
      const created = await session(request, "hosted");
      if (!created.url) throw new PaymentProviderError("adyen", "no_url", `hosted session ${created.id} has no page address`);
      return { providerRef: request.paymentId, redirectUrl: created.url };
    },

    async openOnPage(request): Promise<PageSession> {
      const created = await session(request, "embedded");
      if (!created.sessionData) throw new PaymentProviderError("adyen", "no_session_data", `session ${created.id} has no session data`);
      return {
        providerRef: request.paymentId,
        client: {
          sessionId: created.id,
          sessionData: created.sessionData,
          clientKey: options.clientKey,
          environment: options.environment,
          locale: ADYEN_LOCALES[request.lang],
          amountMinor: request.amountMinor,
          currency: request.currency,
        },
      };
    },

    async retrieve() {
      return null;
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      if (!request.chargeRef) throw new PaymentProviderError("adyen", "not_refundable", `payment ${request.providerRef} has no pspReference: nothing was taken`);
      const answer = await checkout.ModificationsApi.refundCapturedPayment(
        request.chargeRef,
        { merchantAccount, amount: { value: request.amountMinor, currency: request.currency ?? "USD" }, reference: refundReference(request.providerRef, request.reference) },
        { idempotencyKey: request.idempotencyKey },
      );
      // Always "received": the REFUND webhook says when the money is back.
      return { status: "pending", ref: answer.pspReference };
    },

    async parseWebhook(rawBody): Promise<ProviderEvent[]> {
      let parsed: z.infer<typeof Notification>;
      try {
        parsed = Notification.parse(JSON.parse(rawBody));
      } catch {
        throw new WebhookSignatureError("malformed");
      }
      const items = parsed.notificationItems.map((n) => n.NotificationRequestItem as NotificationRequestItem);
      for (const item of items) {
        if (!item.additionalData?.hmacSignature) throw new WebhookSignatureError("missing");
        if (!adyenHmacValid(item, options.hmacKey)) throw new WebhookSignatureError("mismatch");
      }
      // A company-level webhook may also carry another merchant account's payments: not this store's.
      return items.filter((item) => item.merchantAccountCode === merchantAccount).flatMap((item) => toEvent(item) ?? []);
    },
  };
}

export { ADYEN_API_VERSION };
