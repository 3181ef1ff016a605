/**
 * A local stand-in for Adyen (docs/CHECKOUT.md#adyen-stand-in), so the adapter, the card
 * component and the webhooks are tested offline against Adyen's own wire format:
 *
 * - the Checkout API v72 the server library calls (`POST /v72/sessions`, embedded or hosted;
 *   `GET /v72/sessions/{id}`; `POST /v72/payments/{psp}/refunds`), behind `X-API-Key`, with
 *   `Idempotency-Key` answered as Adyen answers it (the first response again);
 * - the shopper side the web component calls with the client key, under `/checkoutshopper/`
 *   (`v1/sessions/{id}/setup`, `/payments`, `/paymentDetails`, the attempt id, the device check,
 *   translations, logos) and the card fields' frames, speaking the component's message protocol;
 *   raw card numbers arrive as Adyen's test environment takes them unencrypted, `test_<value>`;
 * - 3-D Secure 2 in the page: a challenge (`action.type: threeDS2`) whose issuer page asks for
 *   the test password, `password`, and answers the component as an ACS does;
 * - Hosted Checkout: a plain card page for a hosted session, returning to `returnUrl`;
 * - standard webhooks (AUTHORISATION, REFUND), HMAC-signed with the merchant's key as Adyen
 *   signs them, posted as JSON to the store, expecting a 2xx (`[accepted]`).
 *
 * Cards, as in Adyen's test environment: any Luhn-valid number, expiry 03/2030 (or any future
 * month), security code 737 is authorised; another security code is refused ("CVC Declined");
 * the holder name DECLINED is refused ("Refused"); 4917 6100 0000 0000 opens a 3-D Secure 2
 * challenge. Books are in memory; nothing happens on a timer.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { luhnValid } from "../../../../shared/luhn.ts";
import { escapeHtml } from "../../../../shared/html.ts";
import { ADYEN_API_VERSION, adyenHmac, type AdyenNotification, type NotificationRequestItem } from "./adyen-wire.ts";
import { serveStandIn, webhookOutbox, type StandInRequest, type StandInResponse } from "../standin-http.ts";

export const STANDIN_CARDS = {
  /** Authorised without 3-D Secure (Adyen's test Visa). */
  visa: "4111 1111 4555 1142",
  /** Opens a 3-D Secure 2 challenge; the issuer page's password is `password`. */
  threeDS: "4917 6100 0000 0000",
  expiry: "03/30",
  cvc: "737",
  /** Any other security code is refused as "CVC Declined". */
  wrongCvc: "123",
  challengePassword: "password",
} as const;

export interface AdyenStandInOptions {
  apiKey: string;
  merchantAccount: string;
  clientKey: string;
  /** The webhook HMAC key (hex) it signs with: the store's ADYEN_HMAC_KEY. */
  hmacKey: string;
  /** Where webhooks go: the store's PUBLIC_URL/webhooks/adyen. */
  webhookUrl?: string;
  /**
   * How a webhook reaches the store (a test delivers into its in-process app); answers the status.
   * Default: POST to `webhookUrl`.
   */
  deliver?: (body: string) => Promise<number>;
  /**
   * The address the browser reaches its shopper side at, ending in `/checkoutshopper/`: its own by
   * default; in a browser test, Adyen's test host, which the test routes here.
   */
  shopperBase?: string;
}

type SessionStatus = "active" | "completed" | "refused" | "expired";

interface Session {
  id: string;
  mode: "embedded" | "hosted";
  sessionData: string;
  reference: string;
  amount: { value: number; currency: string };
  returnUrl: string;
  shopperLocale: string;
  countryCode: string;
  expiresAt: Date;
  status: SessionStatus;
  refusals: number;
}

interface Payment {
  psp: string;
  session: Session;
  amount: { value: number; currency: string };
  refunded: number;
  brand: string;
}

interface Challenge {
  session: Session;
  authorisationToken: string;
  acsTransID: string;
  card: Card;
  transStatus?: "Y" | "N";
}

/** A Checkout API call's body, as far as the stand-in reads it (unchecked: it checks each field itself). */
interface ApiBody {
  merchantAccount?: string;
  amount?: { value: number; currency: string };
  reference?: string;
  returnUrl?: string;
  mode?: string;
  shopperLocale?: string;
  countryCode?: string;
}

/** A shopper-side call's body. */
interface ShopperBody {
  sessionData?: string;
  paymentMethod?: unknown;
  details?: { threeDSResult?: string };
}

interface Card {
  number: string;
  month: string;
  year: string;
  cvc: string;
  holder: string;
}

export interface Delivery {
  body: string;
  notification: AdyenNotification;
  status?: number;
}

export interface AdyenStandIn {
  /** Its own address, e.g. http://127.0.0.1:41234. */
  baseUrl: string;
  /** The Checkout API's base: the store's ADYEN_API_URL. */
  apiUrl: string;
  /** Its shopper side, as the browser reaches it. */
  shopperBase: string;
  /** Answers one request (node:http's, or one a browser test routed here). */
  handle(request: StandInRequest): Promise<StandInResponse>;
  /** Every webhook it made, in order, with the store's answer once delivered. */
  deliveries: Delivery[];
  /** While on, webhooks are made and kept, not sent; `deliver` sends one. */
  hold(on: boolean): void;
  /** Sends a kept (or already sent) webhook again, byte for byte; answers the store's status. */
  redeliver(delivery: Delivery): Promise<number>;
  /** Resolves once every webhook under way has been answered. */
  settled(): Promise<void>;
  setWebhookUrl(url: string): void;
  sessionOf(reference: string): { id: string; status: SessionStatus; mode: string } | undefined;
  close(): Promise<void>;
}

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "content-type, accept",
  "access-control-allow-methods": "GET, POST, OPTIONS",
};

const json = (status: number, body: unknown, extra: Record<string, string> = {}): StandInResponse => ({
  status,
  headers: { "content-type": "application/json", ...extra },
  body: JSON.stringify(body),
});
const html = (body: string): StandInResponse => ({ status: 200, headers: { "content-type": "text/html; charset=utf-8" }, body });
const error = (status: number, errorCode: string, message: string, errorType = "validation", extra: Record<string, string> = {}) =>
  json(status, { status, errorCode, message, errorType }, extra);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
const fromB64 = <T>(value: string): T | null => {
  try {
    return JSON.parse(Buffer.from(value, "base64").toString("utf8")) as T;
  } catch {
    return null;
  }
};
const psp = () => String(BigInt(`0x${randomBytes(8).toString("hex")}`) % 10n ** 16n).padStart(16, "0");

function sameSecret(a: string, b: string): boolean {
  const [x, y] = [createHash("sha256").update(a).digest(), createHash("sha256").update(b).digest()];
  return timingSafeEqual(x, y);
}

/** The card fields' frame: what Adyen's securedFields.html does for the component, minus encryption (Adyen's test `test_` values). */
const SECURED_FIELD_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card field</title>
<style>body{margin:0}input{box-sizing:border-box;width:100%;height:38px;border:0;padding:0 8px;font:16px system-ui,sans-serif;outline:none}</style></head>
<body><input id="field" autocomplete="off" inputmode="numeric" aria-label="card field"><script>
let cfg = null;
const field = document.getElementById("field");
const send = (message) => parent.postMessage(JSON.stringify({ ...message, fieldType: cfg.fieldType, numKey: cfg.numKey }), "*");
addEventListener("message", (e) => {
  let data; try { data = JSON.parse(e.data); } catch { return; }
  if (!cfg && data.numKey !== undefined && data.fieldType) {
    cfg = data;
    const aria = (data.iframeUIConfig && data.iframeUIConfig.ariaConfig && data.iframeUIConfig.ariaConfig[data.fieldType]) || {};
    if (aria.label) field.setAttribute("aria-label", aria.label);
    field.dataset.fieldType = data.fieldType;
    send({ action: "config" });
    return;
  }
  if (data.focus === true) field.focus();
});
field.addEventListener("focus", () => cfg && send({ action: "focus", focus: true, numChars: field.value.length }));
field.addEventListener("blur", () => cfg && send({ action: "focus", focus: false, numChars: field.value.length }));
field.addEventListener("input", () => {
  if (!cfg) return;
  const v = field.value.replace(/\\s/g, "");
  const t = cfg.fieldType;
  if (t === "encryptedCardNumber") {
    if (v.length === 1) send({ action: "brand", brand: v[0] === "4" ? "visa" : "mc", cvcPolicy: "required", expiryDatePolicy: "required", cvcText: "Security code" });
    if (v.length >= 15) send({ action: "encryption", type: t, endDigits: v.slice(-4), issuerBin: v.slice(0, 8),
      encryptedCardNumber: [{ type: t, encryptedFieldName: t, blob: "test_" + v }] });
    else send({ action: "numberKeyPressed", error: "" });
  } else if (t === "encryptedExpiryDate") {
    const m = /^(\\d{2})\\/?(\\d{2})$/.exec(v);
    if (m) send({ action: "encryption", type: "year", encryptedExpiryDate: [
      { type: "month", encryptedFieldName: "encryptedExpiryMonth", blob: "test_" + m[1] },
      { type: "year", encryptedFieldName: "encryptedExpiryYear", blob: "test_20" + m[2] }] });
    else send({ action: "dateKeyPressed", error: "" });
  } else if (t === "encryptedSecurityCode") {
    if (v.length >= 3) send({ action: "encryption", type: t, encryptedSecurityCode: [{ type: t, encryptedFieldName: t, blob: "test_" + v }] });
    else send({ action: "cvcKeyPressed", error: "" });
  }
});
</script></body></html>`;

/** The device check's frame (the component waits for its answer). */
const DEVICE_CHECK_PAGE = `<!doctype html><html><body><script>parent.postMessage(JSON.stringify({ type: "deviceFingerprint", value: "standin-device" }), "*");</script></body></html>`;

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="26" viewBox="0 0 40 26"><rect width="40" height="26" rx="3" fill="#e6e9ef"/></svg>`;

export function createAdyenStandIn(options: AdyenStandInOptions & { baseUrl: string }): Omit<AdyenStandIn, "close"> {
  const sessions = new Map<string, Session>();
  const payments = new Map<string, Payment>();
  const challenges = new Map<string, Challenge>();
  /** Idempotency-Key → the first response, as Adyen keeps it (31 days). */
  const idempotent = new Map<string, StandInResponse>();
  let webhookUrl = options.webhookUrl;
  const shopperBase = options.shopperBase ?? `${options.baseUrl}/checkoutshopper/`;

  const send =
    options.deliver ??
    (async (body: string) => {
      if (!webhookUrl) throw new Error("the Adyen stand-in has no webhook address");
      const res = await fetch(webhookUrl, { method: "POST", headers: { "content-type": "application/json" }, body });
      return res.status;
    });

  const outbox = webhookOutbox<Delivery>((delivery) => send(delivery.body));

  function notify(item: Omit<NotificationRequestItem, "merchantAccountCode" | "eventDate" | "additionalData"> & { additionalData?: Record<string, string> }) {
    const full: NotificationRequestItem = { ...item, merchantAccountCode: options.merchantAccount, eventDate: new Date().toISOString(), additionalData: { ...item.additionalData } };
    full.additionalData!.hmacSignature = adyenHmac(full, options.hmacKey);
    const notification: AdyenNotification = { live: "false", notificationItems: [{ NotificationRequestItem: full }] };
    const delivery: Delivery = { body: JSON.stringify(notification), notification };
    outbox.dispatch(delivery);
  }

  function newSessionData(session: Session) {
    session.sessionData = `Ab02b4c0!${randomBytes(24).toString("base64")}`;
    return session.sessionData;
  }

  function readCard(method: Record<string, unknown>): Card | null {
    const raw = (name: string) => {
      const value = method[name];
      return typeof value === "string" && value.startsWith("test_") ? value.slice(5) : null;
    };
    const [number, month, year, cvc] = [raw("encryptedCardNumber"), raw("encryptedExpiryMonth"), raw("encryptedExpiryYear"), raw("encryptedSecurityCode")];
    if (!number || !month || !year || !cvc) return null;
    return { number: number.replace(/\s/g, ""), month, year, cvc, holder: typeof method.holderName === "string" ? method.holderName : "" };
  }

  /** What Adyen's test environment answers for a card: refused with its reason, or authorised. */
  function judge(card: Card): { authorised: true } | { authorised: false; reason: string } {
    const expiry = new Date(Date.UTC(Number(card.year), Number(card.month), 1));
    if (!luhnValid(card.number) || !/^\d{13,19}$/.test(card.number)) return { authorised: false, reason: "Invalid Card Number" };
    if (!(Number(card.month) >= 1 && Number(card.month) <= 12) || expiry.getTime() <= Date.now()) return { authorised: false, reason: "Expired Card" };
    if (card.holder.trim().toUpperCase() === "DECLINED") return { authorised: false, reason: "Refused" };
    if (card.cvc !== STANDIN_CARDS.cvc) return { authorised: false, reason: "CVC Declined" };
    return { authorised: true };
  }

  const brandOf = (number: string) => (number.startsWith("4") ? "visa" : number.startsWith("5") ? "mc" : "amex");

  /** A payment's end: Adyen answers the shopper and, whatever the answer, sends AUTHORISATION. */
  function conclude(session: Session, card: Card, verdict: ReturnType<typeof judge>) {
    const reference = psp();
    const brand = brandOf(card.number);
    if (verdict.authorised) {
      payments.set(reference, { psp: reference, session, amount: session.amount, refunded: 0, brand });
      session.status = "completed";
      notify({
        eventCode: "AUTHORISATION",
        success: "true",
        pspReference: reference,
        merchantReference: session.reference,
        amount: session.amount,
        paymentMethod: brand,
        reason: `standin:${card.number.slice(-4)}:${card.month}/${card.year}`,
        additionalData: { expiryDate: `${Number(card.month)}/${card.year}`, cardSummary: card.number.slice(-4) },
      });
      return { resultCode: "Authorised" as const, pspReference: reference };
    }
    session.refusals += 1;
    if (session.refusals >= 3) session.status = "refused";
    notify({ eventCode: "AUTHORISATION", success: "false", pspReference: reference, merchantReference: session.reference, amount: session.amount, paymentMethod: brand, reason: verdict.reason });
    return { resultCode: "Refused" as const, pspReference: reference, refusalReason: verdict.reason };
  }

  function openChallenge(session: Session, card: Card) {
    const challenge: Challenge = { session, card, authorisationToken: `Ab02b4c0!${randomBytes(18).toString("base64")}`, acsTransID: randomBytes(16).toString("hex") };
    challenges.set(challenge.acsTransID, challenge);
    return challenge;
  }

  const sessionResult = (session: Session) => b64({ id: session.id, status: session.status });

  // ---- The Checkout API (server to server).

  async function checkoutApi(method: string, path: string, query: URLSearchParams, headers: Record<string, string | undefined>, body: string): Promise<StandInResponse> {
    if (!headers["x-api-key"] || !sameSecret(headers["x-api-key"], options.apiKey)) return error(401, "000", "HTTP Status Response - Unauthorized", "security");
    const key = headers["idempotency-key"];
    const replayKey = key ? `${method} ${path} ${key}` : null;
    if (replayKey && idempotent.has(replayKey)) return { ...idempotent.get(replayKey)!, headers: { ...idempotent.get(replayKey)!.headers, "idempotency-key": key! } };
    const answer = await checkoutCall(method, path, query, body);
    if (replayKey && answer.status < 500) idempotent.set(replayKey, answer);
    return answer;
  }

  async function checkoutCall(method: string, path: string, query: URLSearchParams, raw: string): Promise<StandInResponse> {
    let body: ApiBody = {};
    if (method === "POST") {
      try {
        body = JSON.parse(raw);
      } catch {
        return error(400, "702", "Structure of the request is invalid");
      }
      if (body.merchantAccount !== options.merchantAccount) return error(403, "901", "Invalid Merchant Account", "security");
    }
    if (method === "POST" && path === "/sessions") {
      const { amount, reference, returnUrl } = body;
      if (!amount || !Number.isInteger(amount.value) || amount.value <= 0 || typeof amount.currency !== "string") return error(422, "137", "Invalid amount specified");
      if (typeof reference !== "string" || reference.length === 0 || reference.length > 80) return error(422, "130", "Required field 'reference' is not provided.");
      if (typeof returnUrl !== "string") return error(422, "130", "Required field 'returnUrl' is not provided.");
      const session: Session = {
        id: `CS${randomBytes(8).toString("hex").toUpperCase()}`,
        mode: body.mode === "hosted" ? "hosted" : "embedded",
        sessionData: "",
        reference,
        amount: { value: amount.value, currency: amount.currency },
        returnUrl,
        shopperLocale: body.shopperLocale ?? "en-US",
        countryCode: body.countryCode ?? "NL",
        expiresAt: new Date(Date.now() + 60 * 60_000),
        status: "active",
        refusals: 0,
      };
      newSessionData(session);
      sessions.set(session.id, session);
      return json(201, {
        id: session.id,
        merchantAccount: options.merchantAccount,
        amount: session.amount,
        reference,
        returnUrl,
        expiresAt: session.expiresAt.toISOString(),
        mode: session.mode,
        shopperLocale: session.shopperLocale,
        countryCode: session.countryCode,
        ...(session.mode === "hosted" ? { url: `${shopperBase}hosted/${session.id}` } : { sessionData: session.sessionData }),
      });
    }
    const sessionRead = /^\/sessions\/([^/]+)$/.exec(path);
    if (method === "GET" && sessionRead) {
      const session = sessions.get(decodeURIComponent(sessionRead[1]!));
      if (!session || !query.get("sessionResult")) return error(422, "14_0417", "Session not found");
      const paid = [...payments.values()].filter((p) => p.session === session);
      return json(200, { id: session.id, reference: session.reference, status: session.status, payments: paid.map((p) => ({ pspReference: p.psp, resultCode: "Authorised", amount: p.amount, paymentMethod: { type: "scheme", brand: p.brand } })) });
    }
    const refund = /^\/payments\/([^/]+)\/refunds$/.exec(path);
    if (method === "POST" && refund) {
      const payment = payments.get(decodeURIComponent(refund[1]!));
      if (!payment) return error(422, "167", "Original pspReference required for this operation");
      const { amount, reference } = body;
      if (!amount || !Number.isInteger(amount.value) || amount.value <= 0 || amount.currency !== payment.amount.currency) return error(422, "137", "Invalid amount specified");
      const reference16 = psp();
      const left = payment.amount.value - payment.refunded;
      const accepted = amount.value <= left;
      if (accepted) payment.refunded += amount.value;
      // Accepted for processing either way; the REFUND webhook says whether the money went back.
      notify({
        eventCode: "REFUND",
        success: accepted ? "true" : "false",
        pspReference: reference16,
        originalReference: payment.psp,
        merchantReference: typeof reference === "string" ? reference : payment.session.reference,
        amount: { value: amount.value, currency: amount.currency },
        paymentMethod: payment.brand,
        ...(accepted ? {} : { reason: "Insufficient in-process funds on the payment to refund" }),
      });
      return json(201, { merchantAccount: options.merchantAccount, paymentPspReference: payment.psp, pspReference: reference16, reference, status: "received", amount });
    }
    return error(404, "000", `no such call: ${method} ${path}`);
  }

  // ---- The shopper side (the web component, with the client key).

  async function shopperSide(method: string, path: string, query: URLSearchParams, raw: string): Promise<StandInResponse> {
    if (method === "OPTIONS") return { status: 204, headers: CORS, body: "" };
    const cors = (response: StandInResponse) => ({ ...response, headers: { ...CORS, ...response.headers } });
    if (/^securedfields\/[^/]+\/[^/]+\/securedFields\.html$/.test(path)) return html(SECURED_FIELD_PAGE);
    if (/^assets\/html\/[^/]+\/dfp\.[\d.]+\.html$/.test(path)) return html(DEVICE_CHECK_PAGE);
    if (/^sdk\/[^/]+\/translations\/[A-Za-z_-]+\.json$/.test(path)) return cors(json(200, {}));
    if (path.startsWith("images/")) return cors({ status: 200, headers: { "content-type": "image/svg+xml" }, body: LOGO });
    if (path.startsWith("v3/analytics")) return cors(json(200, { checkoutAttemptId: `standin-${randomBytes(6).toString("hex")}` }));
    if (path === "threeds2simulator/acs" && method === "POST") return acsPage(new URLSearchParams(raw));
    if (path === "threeds2simulator/acs/answer" && method === "POST") return acsAnswer(new URLSearchParams(raw));
    if (path === "threeds2simulator/notification") return notificationPage(new URLSearchParams(raw));
    const hosted = /^hosted\/([^/]+)$/.exec(path);
    if (hosted) return hostedPage(method, hosted[1]!, new URLSearchParams(raw));

    const call = /^v1\/sessions\/([^/]+)\/(setup|payments|paymentDetails)$/.exec(path);
    if (!call || method !== "POST") return cors(error(404, "000", `no such call: ${method} ${path}`));
    if (query.get("clientKey") !== options.clientKey) return cors(error(401, "000", "Invalid client key", "security"));
    let body: ShopperBody;
    try {
      body = JSON.parse(raw);
    } catch {
      return cors(error(400, "702", "Structure of the request is invalid"));
    }
    const session = sessions.get(decodeURIComponent(call[1]!));
    if (!session || session.mode !== "embedded" || body.sessionData !== session.sessionData) return cors(error(422, "14_0417", "Invalid session data"));
    if (session.expiresAt.getTime() <= Date.now()) session.status = "expired";
    if (call[2] === "setup") {
      return cors(
        json(200, {
          id: session.id,
          sessionData: newSessionData(session),
          amount: session.amount,
          expiresAt: session.expiresAt.toISOString(),
          countryCode: session.countryCode,
          shopperLocale: session.shopperLocale,
          returnUrl: session.returnUrl,
          configuration: { enableStoreDetails: false },
          paymentMethods: { paymentMethods: [{ type: "scheme", name: "Cards", brands: ["visa", "mc", "amex"] }] },
        }),
      );
    }
    if (session.status !== "active") return cors(error(422, "14_0418", `Session is ${session.status}`));
    if (call[2] === "payments") {
      const card = readCard((body.paymentMethod ?? {}) as Record<string, unknown>);
      if (!card) return cors(error(422, "14_3", "Required field 'encryptedCardNumber' is not provided."));
      if (card.number === STANDIN_CARDS.threeDS.replace(/\s/g, "")) {
        const challenge = openChallenge(session, card);
        const token = b64({
          acsTransID: challenge.acsTransID,
          acsURL: `${shopperBase}threeds2simulator/acs`,
          messageVersion: "2.2.0",
          threeDSNotificationURL: `${shopperBase}threeds2simulator/notification`,
          threeDSServerTransID: randomBytes(16).toString("hex"),
        });
        return cors(
          json(200, {
            resultCode: "ChallengeShopper",
            sessionData: newSessionData(session),
            action: { type: "threeDS2", subtype: "challenge", paymentMethodType: "scheme", authorisationToken: challenge.authorisationToken, token },
          }),
        );
      }
      const result = conclude(session, card, judge(card));
      return cors(json(200, { resultCode: result.resultCode, sessionData: newSessionData(session), sessionResult: sessionResult(session) }));
    }
    // paymentDetails: the challenge's result, as the component read it from the issuer's page.
    const result = fromB64<{ transStatus?: string; authorisationToken?: string }>(String(body.details?.threeDSResult ?? ""));
    const challenge = [...challenges.values()].find((c) => c.session === session && c.authorisationToken === result?.authorisationToken);
    if (!challenge) return cors(error(422, "14_0419", "Invalid threeDSResult"));
    challenges.delete(challenge.acsTransID);
    // The issuer's own word counts, not what the browser says it was.
    const verdict = challenge.transStatus === "Y" && result?.transStatus === "Y" ? judge(challenge.card) : { authorised: false as const, reason: "3D Not Authenticated" };
    const concluded = conclude(session, challenge.card, verdict);
    return cors(json(200, { resultCode: concluded.resultCode, sessionData: newSessionData(session), sessionResult: sessionResult(session) }));
  }

  /** The card issuer's challenge (the ACS), in the component's frame: the test password, or a wrong one. */
  function acsPage(form: URLSearchParams): StandInResponse {
    const creq = fromB64<{ acsTransID?: string }>((form.get("creq") ?? "").replace(/-/g, "+").replace(/_/g, "/"));
    const challenge = creq?.acsTransID ? challenges.get(creq.acsTransID) : undefined;
    if (!challenge) return html(`<!doctype html><title>3-D Secure</title><p>Unknown transaction.</p>`);
    return html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3-D Secure 2 test</title>
<style>body{font:15px system-ui,sans-serif;margin:1rem}label,input,button{display:block;margin:.4rem 0}</style></head><body>
<h1>Authenticate your payment</h1><p>Card ending ${escapeHtml(challenge.card.number.slice(-4))}</p>
<form method="post" action="${escapeHtml(`${shopperBase}threeds2simulator/acs/answer`)}">
<input type="hidden" name="acsTransID" value="${escapeHtml(challenge.acsTransID)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="off">
<button type="submit">Submit</button></form></body></html>`);
  }

  /** The issuer's decision, posted as a CRes to the notification address, as an ACS does. */
  function acsAnswer(form: URLSearchParams): StandInResponse {
    const challenge = challenges.get(form.get("acsTransID") ?? "");
    if (!challenge) return html(`<!doctype html><title>3-D Secure</title><p>Unknown transaction.</p>`);
    challenge.transStatus = form.get("password") === STANDIN_CARDS.challengePassword ? "Y" : "N";
    const cres = Buffer.from(JSON.stringify({ acsTransID: challenge.acsTransID, messageType: "CRes", transStatus: challenge.transStatus })).toString("base64url");
    return html(`<!doctype html><html><body><form id="cres" method="post" action="${escapeHtml(`${shopperBase}threeds2simulator/notification`)}">
<input type="hidden" name="cres" value="${cres}"></form><script>document.getElementById("cres").submit();</script></body></html>`);
  }

  /** The notification address: tells the component the challenge is over. */
  function notificationPage(form: URLSearchParams): StandInResponse {
    const cres = fromB64<{ transStatus?: string }>((form.get("cres") ?? "").replace(/-/g, "+").replace(/_/g, "/"));
    const transStatus = cres?.transStatus === "Y" ? "Y" : "N";
    return html(`<!doctype html><html><body><script>parent.postMessage(JSON.stringify({ type: "challengeResult", result: { transStatus: "${transStatus}" } }), "*");</script></body></html>`);
  }

  /** Hosted Checkout: Adyen's own page for a hosted session, a plain card form here; back to `returnUrl` once authorised. */
  function hostedPage(method: string, id: string, form: URLSearchParams): StandInResponse {
    const session = sessions.get(id);
    if (!session || session.mode !== "hosted") return { status: 404, headers: { "content-type": "text/plain" }, body: "Unknown session" };
    const page = (notice = "") =>
      html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Adyen Hosted Checkout (stand-in)</title>
<style>body{font:16px system-ui,sans-serif;max-width:26rem;margin:2rem auto}label,input,button{display:block;margin:.4rem 0;width:100%}</style></head><body>
<h1>Pay ${escapeHtml(`${(session.amount.value / 100).toFixed(2)} ${session.amount.currency}`)}</h1>${notice ? `<p role="alert">${escapeHtml(notice)}</p>` : ""}
<form method="post"><label for="number">Card number</label><input id="number" name="number" autocomplete="off">
<label for="expiry">Expiry date (MM/YY)</label><input id="expiry" name="expiry"><label for="cvc">Security code</label><input id="cvc" name="cvc">
<label for="holder">Name on card</label><input id="holder" name="holder"><button type="submit">Pay</button></form></body></html>`);
    if (session.status !== "active") return page(`This payment is ${session.status}.`);
    if (method !== "POST") return page();
    const [month = "", year = ""] = (form.get("expiry") ?? "").split("/");
    const card: Card = { number: (form.get("number") ?? "").replace(/\s/g, ""), month, year: `20${year}`, cvc: form.get("cvc") ?? "", holder: form.get("holder") ?? "" };
    const result = conclude(session, card, judge(card));
    if (result.resultCode === "Refused") return page("The payment was refused. Try another card.");
    const back = new URL(session.returnUrl);
    back.searchParams.set("sessionId", session.id);
    back.searchParams.set("sessionResult", sessionResult(session));
    return { status: 303, headers: { location: back.toString() }, body: "" };
  }

  return {
    baseUrl: options.baseUrl,
    apiUrl: `${options.baseUrl}/${ADYEN_API_VERSION}`,
    shopperBase,
    deliveries: outbox.deliveries,
    async handle({ method, url, headers, body }) {
      const parsed = new URL(url, options.baseUrl);
      const path = parsed.pathname;
      const api = `/${ADYEN_API_VERSION}`;
      if (path.startsWith(`${api}/`)) return checkoutApi(method, path.slice(api.length), parsed.searchParams, headers, body);
      if (path.startsWith("/checkoutshopper/")) return shopperSide(method, path.slice("/checkoutshopper/".length), parsed.searchParams, body);
      return error(404, "000", "Not found");
    },
    hold: outbox.hold,
    redeliver: outbox.redeliver,
    settled: outbox.settled,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    sessionOf(reference) {
      const session = [...sessions.values()].find((s) => s.reference === reference);
      return session && { id: session.id, status: session.status, mode: session.mode };
    },
  };
}

/** The stand-in on 127.0.0.1 and a free port. */
export async function startAdyenStandIn(options: AdyenStandInOptions): Promise<AdyenStandIn> {
  let standIn: Omit<AdyenStandIn, "close"> | null = null;
  const served = await serveStandIn((request) => standIn!.handle(request));
  standIn = createAdyenStandIn({ ...options, baseUrl: served.baseUrl });
  return { ...standIn, close: served.close };
}
