/**
 * Every way an Airalo call fails, as the one SupplierFailure the store acts on (the table in
 * docs/suppliers/airalo.md#errors). Pure: the adapter hands in what came back (or what was
 * thrown) and whether the call was a write, one that may have created something at Airalo (an
 * order, a top-up, a refund request). A write that may have gone through is `ambiguous`, never
 * `retryable`: the caller reconciles by our reference before anything is sent again.
 */
import { SupplierError, type SupplierFailure } from "../supplier.ts";
import { AIRALO_CODES } from "./airalo-wire.ts";

export type AiraloCall = "read" | "write";

interface Outcome {
  read: SupplierFailure;
  write: SupplierFailure;
  /** Why, for the doc and the log. */
  meaning: string;
}

const both = (failure: SupplierFailure, meaning: string): Outcome => ({ read: failure, write: failure, meaning });

/** Airalo's business codes (`{ code, reason }`, HTTP 422, or 403 for code 89). */
export const AIRALO_CODE_TABLE: Record<number, Outcome> = {
  [AIRALO_CODES.insufficientCredit]: both("balance-too-low", "the prepaid Airalo credit does not cover the order"),
  [AIRALO_CODES.operatorMaintenance]: both("retryable", "the operator is under maintenance; refused before anything happened"),
  [AIRALO_CODES.invalidChecksum]: both("invalid", "a checksum in our request is wrong"),
  [AIRALO_CODES.topupDisabled]: both("not-entitled", "the operator disabled this top-up"),
  [AIRALO_CODES.insufficientStock]: both("out-of-stock", "fewer profiles left than asked for"),
  [AIRALO_CODES.packageOutOfStock]: both("out-of-stock", "the package is out of stock or no longer sold"),
  [AIRALO_CODES.badRequest]: both("invalid", "Airalo refused the request as malformed"),
  [AIRALO_CODES.unexpected]: { read: "retryable", write: "ambiguous", meaning: "an unexpected error at Airalo, whose effect is unknown" },
  [AIRALO_CODES.recycled]: both("invalid", "the eSIM was recycled: it can no longer be used or topped up"),
  [AIRALO_CODES.ipNotAllowed]: both("auth", "the calling IP address is not on the account's allow list"),
};

/** By HTTP status, when the body names no business code. */
export const AIRALO_STATUS_TABLE: { match: (status: number) => boolean; label: string; outcome: Outcome }[] = [
  { match: (s) => s === 400, label: "400", outcome: both("invalid", "malformed request") },
  { match: (s) => s === 401, label: "401", outcome: both("auth", "token or credentials refused (after one renewal)") },
  { match: (s) => s === 403, label: "403", outcome: both("not-entitled", "the account may not do this") },
  { match: (s) => s === 404, label: "404", outcome: both("invalid", "unknown ICCID, order or path") },
  { match: (s) => s === 422, label: "422", outcome: both("invalid", "validation: a field of our request is refused") },
  { match: (s) => s === 429, label: "429", outcome: both("retryable", "rate limited; Retry-After says when") },
  { match: (s) => s >= 500, label: "5xx", outcome: { read: "retryable", write: "ambiguous", meaning: "Airalo or a gateway failed; a write may have gone through" } },
  { match: (s) => s >= 400, label: "other 4xx", outcome: both("invalid", "refused") },
];

/** Validation messages (`{ data: { field: message } }`) that mean more than a wrong field. */
const VALIDATION_TABLE: { pattern: RegExp; failure: SupplierFailure; meaning: string }[] = [
  { pattern: /quantity is not available/i, failure: "out-of-stock", meaning: "fewer profiles left than asked for" },
  { pattern: /order_exceed_limit|purchase limit/i, failure: "not-entitled", meaning: "the account's purchase limit is reached" },
];

/** Connection errors that happen before a byte of the request left: nothing can have been created. */
const NOT_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ENETUNREACH", "EHOSTUNREACH", "ERR_INVALID_URL"]);

const short = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

function record(body: unknown): Record<string, unknown> | null {
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** What Airalo said, in one line: the reason, the message, the field errors. */
function said(body: unknown): string {
  const b = record(body);
  if (!b) return typeof body === "string" ? short(body) : "";
  const parts: string[] = [];
  if (typeof b.reason === "string") parts.push(b.reason);
  const meta = record(b.meta);
  if (typeof meta?.message === "string") parts.push(meta.message);
  if (typeof b.message === "string") parts.push(b.message);
  const data = record(b.data);
  if (data) for (const [field, message] of Object.entries(data)) if (typeof message === "string") parts.push(`${field}: ${message}`);
  return short(parts.join("; "));
}

/**
 * How long to wait before the next call, from the response: Retry-After (seconds or an HTTP
 * date), else X-RateLimit-Reset (Unix seconds, as Laravel sends it; a small number is read as
 * seconds from now). Null when neither says.
 */
export function retryAfterMs(headers: Headers, nowMs: number): number | null {
  const retryAfter = headers.get("retry-after");
  if (retryAfter !== null && retryAfter.trim() !== "") {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, at - nowMs);
  }
  const reset = Number(headers.get("x-ratelimit-reset") ?? NaN);
  if (Number.isFinite(reset) && reset >= 0) return reset > 1e9 ? Math.max(0, reset * 1000 - nowMs) : Math.ceil(reset * 1000);
  return null;
}

export interface AiraloHttpFailure {
  status: number;
  /** The parsed JSON body, or its text when it was not JSON. */
  body: unknown;
  headers: Headers;
  call: AiraloCall;
  /** "POST /orders", for the message. */
  what: string;
  nowMs: number;
}

/** A non-2xx answer as a SupplierError. */
export function classifyAiraloResponse(f: AiraloHttpFailure): SupplierError {
  const b = record(f.body);
  const text = said(f.body);
  const message = (meaning: string) => `Airalo ${f.what} answered HTTP ${f.status}: ${text || meaning}`;
  // Only a failure worth sending again carries a time to wait.
  const error = (failure: SupplierFailure, meaning: string, supplierCode: string) =>
    new SupplierError(failure, message(meaning), supplierCode, failure === "retryable" ? retryAfterMs(f.headers, f.nowMs) : null);

  const code = typeof b?.code === "number" || (typeof b?.code === "string" && /^\d+$/.test(b.code)) ? Number(b.code) : null;
  if (code !== null && code in AIRALO_CODE_TABLE) {
    const outcome = AIRALO_CODE_TABLE[code];
    return error(outcome[f.call], outcome.meaning, String(code));
  }
  if (f.status === 422) {
    const data = record(b?.data);
    const messages = data ? Object.values(data).filter((m): m is string => typeof m === "string") : [];
    for (const rule of VALIDATION_TABLE) {
      if (messages.some((m) => rule.pattern.test(m))) return error(rule.failure, rule.meaning, "HTTP 422");
    }
  }
  const row = AIRALO_STATUS_TABLE.find((r) => r.match(f.status));
  if (!row) return error(f.call === "write" ? "ambiguous" : "retryable", "an unexpected status", `HTTP ${f.status}`);
  return error(row.outcome[f.call], row.outcome.meaning, code !== null ? String(code) : `HTTP ${f.status}`);
}

/** Node's error code behind a failed fetch ("ECONNREFUSED", "UND_ERR_SOCKET"), if any. */
function causeCode(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * A call that got no answer: refused before sending (retryable either way), or cut after it
 * left, by our time-out or a reset (a read can go again; a write is `ambiguous`).
 */
export function classifyNetworkError(err: unknown, call: AiraloCall, what: string): SupplierError {
  const name = (err as { name?: unknown })?.name;
  const code = causeCode(err);
  const timedOut = name === "TimeoutError" || name === "AbortError";
  const label = timedOut ? "timeout" : (code ?? "network");
  const failure: SupplierFailure = !timedOut && code !== null && NOT_SENT.has(code) ? "retryable" : call === "write" ? "ambiguous" : "retryable";
  const detail = err instanceof Error ? err.message : String(err);
  return new SupplierError(failure, `Airalo ${what} got no answer (${label}): ${short(detail)}`, label, null);
}
