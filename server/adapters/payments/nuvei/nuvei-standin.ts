/**
 * A local stand-in for Nuvei (docs/CHECKOUT.md#nuvei-stand-in), so the adapter, Simply Connect on
 * /nuvei-jump and the DMNs are tested offline against Nuvei's own wire format:
 *
 * - REST 1.0 as the adapter calls it, under `/ppp/api/v1/`: `openOrder.do` and
 *   `refundTransaction.do`, each checked as Nuvei checks them (merchant and site ids, a 14-digit
 *   timeStamp, the checksum over the values exactly as received: a wrong one is answered
 *   `{status: "ERROR", errCode: 1001, reason: "Invalid checksum"}`, with HTTP 200 as Nuvei
 *   answers every refusal). A refund asked again with the same `clientRequestId` is answered the
 *   same refund, not a second one.
 * - The browser side: `GET /safecharge_resources/v1/checkout/simplyConnect.js` (and its older name,
 *   `checkout.js`), a small script defining `simplyConnect(params)` (also `checkout`, and
 *   `simplyConnect.destroy()`) that renders a plain card form into `params.renderTo` and posts the
 *   card as JSON to `clientPayment.do` (what Nuvei's Web SDK does inside Simply Connect), then calls
 *   `params.onResult` with the Web SDK's result object. It uses DOM APIs only, so it runs under the
 *   store's strict Content Security Policy. It posts to the origin it was loaded from, except when
 *   loaded from Nuvei's CDN address (a browser test routes https://cdn.safecharge.com/… here): then
 *   to Nuvei's API host of `params.env` (https://ppp-test.nuvei.com for test,
 *   https://secure.safecharge.com for prod), which the test routes here too.
 * - `POST /ppp/api/v1/clientPayment.do` (open to any origin, with its preflight): the card judged
 *   like Nuvei's test cards, a Sale recorded (a 19-digit TransactionID; PPP_TransactionID is the
 *   order's orderId), and its DMN sent.
 * - DMNs: form-encoded posts signed with `advanceResponseChecksum`, to `webhookUrl` when given,
 *   else to the order's (or refund's) `urlDetails.notificationUrl`, as Nuvei sends them; a refund
 *   sends a Credit DMN naming the Sale as `relatedTransactionId` and echoing `customData`.
 *
 * Cards: 4761 3441 3614 1390 is approved; 4000 1284 4949 8204 is declined ("Decline"); any other
 * Luhn-valid number is declined ("Do not honor"); the security code is any 3 or 4 digits and the
 * expiry any month not past. No 3-D Secure. Books are in memory; nothing happens on a timer.
 */
import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { luhnValid } from "../../../../shared/luhn.ts";
import { NUVEI_CDN, NUVEI_SIMPLY_CONNECT_URL, nuveiHosts } from "../../../../shared/nuvei-hosts.ts";
import { dmnChecksum, dmnTimeStamp, fromNuveiAmount, requestChecksum, sameChecksum, toNuveiAmount, type ChecksummedCall } from "./nuvei-wire.ts";
import { serveStandIn, webhookOutbox, type StandInRequest, type StandInResponse } from "../standin-http.ts";

export const STANDIN_CARDS = {
  /** Approved (Nuvei's test Visa, no 3-D Secure). */
  approved: "4761 3441 3614 1390",
  /** Declined ("Decline"). */
  declined: "4000 1284 4949 8204",
  /** Declined as any other valid number is ("Do not honor"). */
  doNotHonor: "5333 4630 4621 8753",
  expiry: "12/34",
  cvv: "123",
  holder: "Ada Traveller",
} as const;

export interface NuveiStandInOptions {
  merchantId: string;
  merchantSiteId: string;
  /** The merchant secret key it checks and signs with: the store's NUVEI_SECRET_KEY. */
  secretKey: string;
  /** Where DMNs go, whatever the request named (a merchant's DMN address in Nuvei's settings). */
  webhookUrl?: string;
  /**
   * How a DMN reaches the store (a test delivers into its in-process app); answers the status.
   * Default: a form post to `webhookUrl`, else to the request's notificationUrl.
   */
  deliver?: (body: string) => Promise<number>;
}

interface Order {
  orderId: number;
  sessionToken: string;
  clientRequestId: string;
  clientUniqueId: string;
  /** As received ("12.30"), and in minor units. */
  amount: string;
  amountMinor: number;
  currency: string;
  notificationUrl?: string;
  paid: boolean;
}

interface Card {
  number: string;
  month: string;
  year: string;
  cvv: string;
  holder: string;
}

interface Transaction {
  id: string;
  type: "Sale" | "Credit";
  status: "APPROVED" | "DECLINED" | "ERROR";
  reason: string;
  order: Order;
  amountMinor: number;
  currency: string;
  clientUniqueId: string;
  clientRequestId: string;
  relatedTransactionId?: string;
  customData?: string;
  notificationUrl?: string;
  card?: Card;
  authCode?: string;
  /** A Sale's money sent back so far, in minor units. */
  refundedMinor: number;
}

/** One DMN it made, exactly as it left, with the store's answer once delivered. */
export interface Delivery {
  body: string;
  fields: Record<string, string>;
  status?: number;
}

/** One REST call it answered, for a test counting them. */
export interface ApiCall {
  method: string;
  body: Record<string, unknown>;
  answer: Record<string, unknown>;
}

export interface NuveiStandIn {
  /** Its own address, e.g. http://127.0.0.1:41234. */
  baseUrl: string;
  /** REST 1.0's base: the store's NUVEI_API_URL. */
  apiUrl: string;
  /** Simply Connect's script at its own address. */
  scriptUrl: string;
  /** Answers one request (node:http's, or one a browser test routed here). */
  handle(request: StandInRequest): Promise<StandInResponse>;
  /** Every DMN it made, in order. */
  deliveries: Delivery[];
  /** Every openOrder and refundTransaction call, in order. */
  calls: ApiCall[];
  /** While on, DMNs are made and kept, not sent; `redeliver` sends one. */
  hold(on: boolean): void;
  /** Sends a kept (or already sent) DMN again, byte for byte; answers the store's status. */
  redeliver(delivery: Delivery): Promise<number>;
  /** Resolves once every DMN under way has been answered. */
  settled(): Promise<void>;
  setWebhookUrl(url: string): void;
  /** The latest order opened for a `clientUniqueId` (the store's payment id). */
  orderOf(clientUniqueId: string): { orderId: number; sessionToken: string; amount: string; currency: string; notificationUrl?: string; paid: boolean } | undefined;
  close(): Promise<void>;
}

const API_PREFIX = "/ppp/api/v1/";
const SCRIPT_PATH = new URL(NUVEI_SIMPLY_CONNECT_URL).pathname;
const OLD_SCRIPT_PATH = SCRIPT_PATH.replace(/simplyConnect\.js$/, "checkout.js");

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "content-type, accept",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-max-age": "600",
};

const json = (body: unknown, extra: Record<string, string> = {}): StandInResponse => ({ status: 200, headers: { "content-type": "application/json", ...extra }, body: JSON.stringify(body) });

/** Nuvei's ids: orders and request ids are numbers, transactions 19 digits. */
const transactionId = () => `711${String(randomInt(1e8)).padStart(8, "0")}${String(randomInt(1e8)).padStart(8, "0")}`;
const authCode = () => randomBytes(3).toString("hex").toUpperCase();
const masked = (number: string) => `${number.slice(0, 1)}****${number.slice(-4)}`;

/** What Nuvei's test environment answers for a card. */
function judge(card: Card, now: Date): { approved: true } | { approved: false; reason: string } {
  const month = Number(card.month);
  const year = Number(card.year.length === 2 ? `20${card.year}` : card.year);
  if (!/^\d{12,19}$/.test(card.number) || !luhnValid(card.number)) return { approved: false, reason: "Invalid Card Number" };
  if (!(month >= 1 && month <= 12) || year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return { approved: false, reason: "Expired Card" };
  if (!/^\d{3,4}$/.test(card.cvv)) return { approved: false, reason: "Invalid CVV2" };
  if (card.number === STANDIN_CARDS.approved.replace(/\s/g, "")) return { approved: true };
  if (card.number === STANDIN_CARDS.declined.replace(/\s/g, "")) return { approved: false, reason: "Decline" };
  return { approved: false, reason: "Do not honor" };
}

/**
 * Simply Connect as the stand-in plays it: a plain, labelled card form, the Web SDK's result
 * object, DOM APIs only (no inline style attribute, no eval), for the store's strict policy.
 */
function simplyConnectScript(): string {
  const api = { test: nuveiHosts("test").api[0], prod: nuveiHosts("live").api[0] };
  return `/* Nuvei Simply Connect, as its local stand-in plays it. */
(function () {
  "use strict";
  var CDN = ${JSON.stringify(NUVEI_CDN)};
  var API = ${JSON.stringify(api)};
  var current = document.currentScript;
  var scriptOrigin = current && current.src ? new URL(current.src, location.href).origin : location.origin;
  // Loaded from Nuvei's CDN address (a test routed it here), the card goes where Nuvei's SDK sends
  // it for the environment, which the test routes here too; loaded from the stand-in, to it.
  function apiOrigin(env) { return scriptOrigin === CDN ? (env === "prod" ? API.prod : API.test) : scriptOrigin; }
  var TEXTS = {
    cc_card_number: "Card number",
    expiry_date: "Expiry date (MM/YY)",
    cvv: "Security code (CVV)",
    cardholder_name: "Cardholder name",
    pay: "Pay",
    success: "Transaction approved",
    declined: "Declined",
    trx_failed_msg: "Your payment failed.",
    invalid_creditcard: "Please enter a valid card number",
    invalid_expiration_date: "Invalid expiration date",
    invalid_cvv: "CVV is invalid",
    invalid_cardholder_name: "Cardholder name is invalid"
  };
  var mounted = null;

  function el(tag, props) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (key) { node[key] = props[key]; });
    return node;
  }

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var n = digits.charCodeAt(digits.length - 1 - i) - 48;
      if (i % 2 === 1) { n *= 2; if (n > 9) n -= 9; }
      sum += n;
    }
    return sum % 10 === 0;
  }

  // The Web SDK's createPayment result, built from the answer as the SDK builds it.
  function resultOf(answer) {
    if (!answer || answer.status !== "SUCCESS") {
      return { result: "ERROR", errCode: answer && answer.errCode !== undefined ? answer.errCode : -1, errorDescription: (answer && answer.reason) || "", last4Digits: "" };
    }
    var card = (answer.paymentOption && answer.paymentOption.card) || {};
    return {
      result: answer.transactionStatus,
      errCode: answer.gwExtendedErrorCode || answer.gwErrorCode || answer.paymentMethodErrorCode || answer.errorCode || "0",
      errorDescription: answer.gwErrorReason || answer.paymentMethodErrorReason || answer.errorDescription || "",
      userPaymentOptionId: answer.userPaymentOptionId || "",
      ccCardNumber: card.ccCardNumber || "",
      bin: card.bin || "",
      last4Digits: card.last4Digits || "",
      ccExpMonth: card.ccExpMonth || "",
      ccExpYear: card.ccExpYear || "",
      transactionId: answer.transactionId,
      cancelled: false
    };
  }

  function destroy() {
    if (!mounted) return;
    mounted.form.remove();
    mounted = null;
  }

  function simplyConnect(params) {
    params = params || {};
    destroy();
    var host = typeof params.renderTo === "string" ? document.querySelector(params.renderTo) : params.renderTo;
    if (!host) {
      console.error("simplyConnect: renderTo matches nothing: " + params.renderTo);
      return;
    }
    var t = Object.assign({}, TEXTS, params.i18n || {});
    var form = el("form", { className: "sc-standin", noValidate: true });
    var fields = {};

    function field(name, label, props) {
      var id = "sc-standin-" + name;
      var wrap = el("div", { className: "sc-standin-field" });
      wrap.style.marginBottom = "0.75rem";
      var input = el("input", Object.assign({ id: id, name: name, type: "text", spellcheck: false }, props));
      input.style.display = "block";
      var error = el("p", { id: id + "-error", className: "sc-standin-error", hidden: true });
      input.setAttribute("aria-describedby", error.id);
      wrap.append(el("label", { htmlFor: id, textContent: label }), input, error);
      form.append(wrap);
      fields[name] = { input: input, error: error };
    }

    field("ccNumber", t.cc_card_number, { autocomplete: "cc-number", inputMode: "numeric" });
    field("ccExpiry", t.expiry_date, { autocomplete: "cc-exp", inputMode: "numeric", placeholder: "MM/YY" });
    field("ccCvv", t.cvv, { autocomplete: "cc-csc", inputMode: "numeric" });
    field("ccName", t.cardholder_name, { autocomplete: "cc-name", value: params.fullName || "" });
    var button = el("button", { type: "submit", className: "sc-standin-pay", textContent: t.pay + " " + params.amount + " " + params.currency });
    var status = el("p", { className: "sc-standin-status" });
    status.setAttribute("role", "status");
    form.append(button, status);

    function read() {
      var number = fields.ccNumber.input.value.replace(/[ -]/g, "");
      var expiry = /^([0-9]{2}) *\\/? *([0-9]{2})$/.exec(fields.ccExpiry.input.value.trim());
      var cvv = fields.ccCvv.input.value.trim();
      var name = fields.ccName.input.value.trim();
      var now = new Date();
      var month = expiry ? Number(expiry[1]) : 0;
      var year = expiry ? 2000 + Number(expiry[2]) : 0;
      var bad = [];
      if (!/^[0-9]{12,19}$/.test(number) || !luhn(number)) bad.push(["ccNumber", t.invalid_creditcard]);
      if (!expiry || month < 1 || month > 12 || year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) bad.push(["ccExpiry", t.invalid_expiration_date]);
      if (!/^[0-9]{3,4}$/.test(cvv)) bad.push(["ccCvv", t.invalid_cvv]);
      if (!name) bad.push(["ccName", t.invalid_cardholder_name]);
      return { bad: bad, card: { cardNumber: number, cardHolderName: name, expirationMonth: expiry ? expiry[1] : "", expirationYear: String(year), CVV: cvv } };
    }

    var busy = false;
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (busy) return;
      Object.keys(fields).forEach(function (name) {
        fields[name].error.hidden = true;
        fields[name].error.textContent = "";
        fields[name].input.removeAttribute("aria-invalid");
      });
      status.textContent = "";
      var read_ = read();
      if (read_.bad.length > 0) {
        read_.bad.forEach(function (bad) {
          fields[bad[0]].error.textContent = bad[1];
          fields[bad[0]].error.hidden = false;
          fields[bad[0]].input.setAttribute("aria-invalid", "true");
        });
        fields[read_.bad[0][0]].input.focus();
        return;
      }
      busy = true;
      button.disabled = true;
      form.setAttribute("aria-busy", "true");
      fetch(apiOrigin(params.env) + "/ppp/api/v1/clientPayment.do", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ sessionToken: params.sessionToken, merchantId: String(params.merchantId || ""), merchantSiteId: String(params.merchantSiteId || ""), paymentOption: { card: read_.card } })
      })
        .then(function (res) { return res.json(); })
        .then(resultOf, function () { return { result: "ERROR", errCode: -1, errorDescription: "Network error", last4Digits: "" }; })
        .then(function (result) {
          busy = false;
          form.removeAttribute("aria-busy");
          if (result.result !== "APPROVED") button.disabled = false;
          if (params.showResponseMessage !== false) {
            status.textContent = result.result === "APPROVED" ? t.success : result.result === "DECLINED" ? t.declined + (result.errorDescription ? ": " + result.errorDescription : "") : t.trx_failed_msg;
          }
          if (typeof params.onResult === "function") params.onResult(result);
        });
    });

    host.append(form);
    mounted = { form: form };
    if (typeof params.onReady === "function") params.onReady({});
  }

  simplyConnect.destroy = destroy;
  window.simplyConnect = simplyConnect;
  window.checkout = simplyConnect;
})();
`;
}

export function createNuveiStandIn(options: NuveiStandInOptions & { baseUrl: string }): Omit<NuveiStandIn, "close"> {
  const orders = new Map<string, Order>();
  const transactions = new Map<string, Transaction>();
  /** clientRequestId → the refund's first answer: the same refund asked again is answered again, not made again. */
  const refunds = new Map<string, Record<string, unknown>>();
  const calls: ApiCall[] = [];
  let webhookUrl = options.webhookUrl;
  let nextOrderId = 39_272_000 + randomInt(1_000);
  let nextRequestId = 1_000;
  const script = simplyConnectScript();

  const sender = (url: string | undefined) =>
    options.deliver ??
    (async (body: string) => {
      if (!url) throw new Error("the Nuvei stand-in has no DMN address");
      const res = await fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
      return res.status;
    });
  const targets = new WeakMap<Delivery, string | undefined>();

  const outbox = webhookOutbox<Delivery>((delivery) => sender(webhookUrl ?? targets.get(delivery))(delivery.body));

  /** A transaction's DMN, signed as Nuvei signs it, sent unless held. */
  function notify(tx: Transaction) {
    const approved = tx.status === "APPROVED";
    const fields: Record<string, string> = {
      ppp_status: approved ? "OK" : "FAIL",
      Status: tx.status,
      ErrCode: approved ? "0" : "-1",
      ExErrCode: approved ? "0" : "-1",
      Reason: tx.reason,
      message: tx.status,
      PPP_TransactionID: String(tx.order.orderId),
      TransactionID: tx.id,
      transactionType: tx.type,
      totalAmount: toNuveiAmount(tx.amountMinor, tx.currency),
      currency: tx.currency,
      responseTimeStamp: dmnTimeStamp(new Date()),
      clientUniqueId: tx.clientUniqueId,
      merchant_unique_id: tx.clientUniqueId,
      clientRequestId: tx.clientRequestId,
      merchant_id: options.merchantId,
      merchant_site_id: options.merchantSiteId,
      payment_method: "cc_card",
      ...(tx.card ? { nameOnCard: tx.card.holder, cardNumber: masked(tx.card.number), expMonth: tx.card.month, expYear: tx.card.year.slice(-2) } : {}),
      ...(tx.authCode ? { AuthCode: tx.authCode } : {}),
      ...(tx.relatedTransactionId ? { relatedTransactionId: tx.relatedTransactionId } : {}),
      ...(tx.customData ? { customData: tx.customData } : {}),
    };
    fields.advanceResponseChecksum = dmnChecksum(fields, options.secretKey);
    const delivery: Delivery = { body: new URLSearchParams(fields).toString(), fields };
    targets.set(delivery, tx.notificationUrl ?? tx.order.notificationUrl);
    outbox.dispatch(delivery);
  }

  const refusal = (errCode: number, reason: string, body: Record<string, unknown> = {}) => ({
    status: "ERROR",
    errCode,
    reason,
    internalRequestId: nextRequestId++,
    merchantId: options.merchantId,
    merchantSiteId: options.merchantSiteId,
    version: "1.0",
    ...(typeof body.clientRequestId === "string" ? { clientRequestId: body.clientRequestId } : {}),
  });
  const success = (body: Record<string, unknown>, fields: Record<string, unknown>) => ({
    internalRequestId: nextRequestId++,
    status: "SUCCESS",
    errCode: 0,
    reason: "",
    merchantId: options.merchantId,
    merchantSiteId: options.merchantSiteId,
    version: "1.0",
    clientRequestId: body.clientRequestId,
    ...fields,
  });

  /** What Nuvei checks of every signed call before it reads it: who asks, when, and the checksum. */
  function refusedCall(method: ChecksummedCall, body: Record<string, unknown>) {
    if (body.merchantId !== options.merchantId) return refusal(1013, "Invalid merchant ID", body);
    if (body.merchantSiteId !== options.merchantSiteId) return refusal(1022, "Invalid merchant site ID", body);
    if (typeof body.timeStamp !== "string" || !/^\d{14}$/.test(body.timeStamp)) return refusal(1021, "Invalid timestamp", body);
    if (typeof body.checksum !== "string" || !sameChecksum(body.checksum, requestChecksum(method, body, options.secretKey))) return refusal(1001, "Invalid checksum", body);
    return null;
  }

  function openOrder(body: Record<string, unknown>): Record<string, unknown> {
    const refused = refusedCall("openOrder", body);
    if (refused) return refused;
    const { amount, currency, clientUniqueId, clientRequestId } = body;
    const amountMinor = typeof amount === "string" && typeof currency === "string" ? fromNuveiAmount(amount, currency) : null;
    if (amountMinor === null || amountMinor <= 0 || !/^[A-Z]{3}$/.test(String(currency))) return refusal(1019, "Validation Error: amount and currency", body);
    if (typeof clientUniqueId !== "string" || clientUniqueId.length === 0 || clientUniqueId.length > 45) return refusal(1019, "Validation Error: clientUniqueId", body);
    const urlDetails = body.urlDetails as { notificationUrl?: unknown } | undefined;
    const order: Order = {
      orderId: nextOrderId++,
      sessionToken: randomUUID(),
      clientRequestId: typeof clientRequestId === "string" ? clientRequestId : "",
      clientUniqueId,
      amount: amount as string,
      amountMinor,
      currency: currency as string,
      ...(typeof urlDetails?.notificationUrl === "string" ? { notificationUrl: urlDetails.notificationUrl } : {}),
      paid: false,
    };
    orders.set(order.sessionToken, order);
    return success(body, { orderId: order.orderId, sessionToken: order.sessionToken, clientUniqueId, userTokenId: body.userTokenId ?? null });
  }

  function refundTransaction(body: Record<string, unknown>): Record<string, unknown> {
    const refused = refusedCall("refundTransaction", body);
    if (refused) return refused;
    const { clientRequestId, clientUniqueId, amount, currency, relatedTransactionId, customData } = body;
    if (typeof clientRequestId !== "string" || clientRequestId.length === 0) return refusal(1019, "Validation Error: clientRequestId", body);
    const earlier = refunds.get(clientRequestId);
    if (earlier) return earlier;
    const sale = transactions.get(String(relatedTransactionId));
    const amountMinor = typeof amount === "string" && typeof currency === "string" ? fromNuveiAmount(amount, currency) : null;
    if (amountMinor === null || amountMinor <= 0) return refusal(1019, "Validation Error: amount", body);
    if (typeof clientUniqueId !== "string" || clientUniqueId.length === 0 || clientUniqueId.length > 45) return refusal(1019, "Validation Error: clientUniqueId", body);
    const reason =
      !sale || sale.type !== "Sale" || sale.status !== "APPROVED"
        ? "Transaction not found or not refundable"
        : currency !== sale.currency
          ? "Invalid currency"
          : amountMinor > sale.amountMinor - sale.refundedMinor
            ? "Credit amount exceeds the amount left to refund"
            : null;
    const urlDetails = body.urlDetails as { notificationUrl?: unknown } | undefined;
    const credit: Transaction | null = sale
      ? {
          id: transactionId(),
          type: "Credit",
          status: reason ? "DECLINED" : "APPROVED",
          reason: reason ?? "",
          order: sale.order,
          amountMinor,
          currency: currency as string,
          clientUniqueId,
          clientRequestId,
          relatedTransactionId: sale.id,
          ...(typeof customData === "string" ? { customData } : {}),
          ...(typeof urlDetails?.notificationUrl === "string" ? { notificationUrl: urlDetails.notificationUrl } : {}),
          ...(reason ? {} : { authCode: authCode() }),
          refundedMinor: 0,
        }
      : null;
    if (credit) {
      if (!reason) sale!.refundedMinor += amountMinor;
      transactions.set(credit.id, credit);
      notify(credit);
    }
    const answer = success(body, {
      transactionId: credit?.id ?? "",
      externalTransactionId: "",
      transactionStatus: credit ? credit.status : "ERROR",
      gwErrorCode: reason ? -1 : 0,
      gwErrorReason: reason ?? "",
      gwExtendedErrorCode: reason ? -1 : 0,
      authCode: credit?.authCode ?? "",
      clientUniqueId,
    });
    refunds.set(clientRequestId, answer);
    return answer;
  }

  /** The card from the page's Simply Connect: judged, recorded as a Sale, its DMN sent. */
  function clientPayment(body: Record<string, unknown>): Record<string, unknown> {
    const order = orders.get(String(body.sessionToken));
    if (!order || order.paid) return refusal(1058, "Requested operation can not be performed on this order", body);
    const raw = ((body.paymentOption as { card?: Record<string, unknown> } | undefined)?.card ?? {}) as Record<string, unknown>;
    const text = (name: string) => (typeof raw[name] === "string" ? (raw[name] as string).trim() : "");
    const card: Card = { number: text("cardNumber").replace(/[\s-]/g, ""), month: text("expirationMonth").padStart(2, "0"), year: text("expirationYear"), cvv: text("CVV"), holder: text("cardHolderName") };
    if (!card.number || !card.month || !card.year) return refusal(1019, "Validation Error: paymentOption.card", body);
    const verdict = judge(card, new Date());
    const sale: Transaction = {
      id: transactionId(),
      type: "Sale",
      status: verdict.approved ? "APPROVED" : "DECLINED",
      reason: verdict.approved ? "" : verdict.reason,
      order,
      amountMinor: order.amountMinor,
      currency: order.currency,
      clientUniqueId: order.clientUniqueId,
      clientRequestId: order.clientRequestId,
      card,
      ...(verdict.approved ? { authCode: authCode() } : {}),
      refundedMinor: 0,
    };
    if (verdict.approved) order.paid = true;
    transactions.set(sale.id, sale);
    notify(sale);
    return success(body, {
      orderId: order.orderId,
      sessionToken: order.sessionToken,
      clientUniqueId: order.clientUniqueId,
      transactionId: sale.id,
      transactionType: "Sale",
      transactionStatus: sale.status,
      gwErrorCode: verdict.approved ? 0 : -1,
      gwErrorReason: sale.reason,
      gwExtendedErrorCode: verdict.approved ? 0 : -1,
      authCode: sale.authCode ?? "",
      paymentOption: { card: { ccCardNumber: masked(card.number), bin: card.number.slice(0, 6), last4Digits: card.number.slice(-4), ccExpMonth: card.month, ccExpYear: card.year.slice(-2), cardBrand: card.number.startsWith("4") ? "VISA" : "MASTERCARD" } },
    });
  }

  function parse(raw: string): Record<string, unknown> | null {
    try {
      const body = JSON.parse(raw) as unknown;
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  return {
    baseUrl: options.baseUrl,
    apiUrl: `${options.baseUrl}${API_PREFIX.slice(0, -1)}`,
    scriptUrl: `${options.baseUrl}${SCRIPT_PATH}`,
    deliveries: outbox.deliveries,
    calls,
    async handle({ method, url, body }) {
      const path = new URL(url, options.baseUrl).pathname;
      if (method === "GET" && (path === SCRIPT_PATH || path === OLD_SCRIPT_PATH)) {
        return { status: 200, headers: { "content-type": "application/javascript; charset=utf-8", "cache-control": "no-store", ...CORS }, body: script };
      }
      if (!path.startsWith(API_PREFIX)) return { status: 404, headers: { "content-type": "text/plain" }, body: "Not found" };
      const call = path.slice(API_PREFIX.length);
      if (call === "clientPayment.do") {
        if (method === "OPTIONS") return { status: 204, headers: CORS, body: "" };
        if (method !== "POST") return { status: 405, headers: CORS, body: "" };
        const parsed = parse(body);
        return json(parsed ? clientPayment(parsed) : refusal(1019, "Validation Error: not JSON"), CORS);
      }
      if (method !== "POST" || (call !== "openOrder.do" && call !== "refundTransaction.do")) return { status: 404, headers: { "content-type": "text/plain" }, body: "Not found" };
      const parsed = parse(body);
      if (!parsed) return json(refusal(1019, "Validation Error: not JSON"));
      const answer = call === "openOrder.do" ? openOrder(parsed) : refundTransaction(parsed);
      calls.push({ method: call.slice(0, -3), body: parsed, answer });
      return json(answer);
    },
    hold: outbox.hold,
    redeliver: outbox.redeliver,
    settled: outbox.settled,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    orderOf(clientUniqueId) {
      const order = [...orders.values()].filter((o) => o.clientUniqueId === clientUniqueId).at(-1);
      return order && { orderId: order.orderId, sessionToken: order.sessionToken, amount: order.amount, currency: order.currency, notificationUrl: order.notificationUrl, paid: order.paid };
    },
  };
}

/** The stand-in on 127.0.0.1 and a free port. */
export async function startNuveiStandIn(options: NuveiStandInOptions): Promise<NuveiStandIn> {
  let standIn: Omit<NuveiStandIn, "close"> | null = null;
  const served = await serveStandIn((request) => standIn!.handle(request));
  standIn = createNuveiStandIn({ ...options, baseUrl: served.baseUrl });
  return { ...standIn, close: served.close };
}
