/**
 * Every way an eSIM Access call can fail, as one SupplierFailure (docs/suppliers/esimaccess.md#errors).
 * Three sources: the error code in an answer's envelope, an HTTP status without one, and a
 * failure of the connection itself.
 *
 * What decides between `retryable` and `ambiguous` is whether the request may have done its
 * work: an order or top-up that timed out, was cut off or met a server error after it was sent
 * may have been taken, so it is `ambiguous` (reconcile first, never send it blindly again); the
 * same failure of a read is `retryable`. A request that never left (no connection) is
 * `retryable` whatever it was.
 */
import { SupplierError, type SupplierFailure } from "../supplier.ts";
import { ERROR_CODES, type ErrorCode } from "./esimaccess-wire.ts";

/** Whether sending the same request again could do its work twice (an order, a top-up). */
export type Repeat = "idempotent" | "not-idempotent";

/** `server-fault`: the supplier failed while handling it, so a write may or may not have happened. */
type Rule = SupplierFailure | "server-fault";

/** What each documented code means for the store. Exported for the documentation's table and its test. */
export const ERROR_RULES: Record<ErrorCode, Rule> = {
  "000001": "server-fault",
  // Headers missing or malformed: the signing is broken, an operator must look.
  "000101": "auth",
  "000102": "auth",
  "000103": "invalid",
  "000104": "invalid",
  "000105": "invalid",
  "000106": "invalid",
  "000107": "invalid",
  // The server's clock and ours disagree by more than the platform allows: fix the clock.
  "101001": "auth",
  // Calls come from an address the account has not allowed.
  "101002": "auth",
  "101003": "auth",
  // Not allowed in the profile's state (cancelling one in use, topping up one cancelled).
  "200002": "invalid",
  // The price or total we named is not the supplier's any more: the catalogue is stale.
  "200005": "invalid",
  "200006": "invalid",
  "200007": "balance-too-low",
  "200008": "invalid",
  "200009": "invalid",
  // Reads turn it into `pending` before it gets here; anywhere else: ask again shortly.
  "200010": "retryable",
  "200011": "out-of-stock",
  "310201": "invalid",
  "310211": "invalid",
  "310221": "invalid",
  "310231": "invalid",
  "310241": "invalid",
  "310243": "invalid",
  "310251": "invalid",
  "310272": "invalid",
  "310403": "invalid",
  // The supplier answered, refusing the request before doing anything with it.
  "900001": "retryable",
};

const isDocumented = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CODES, code);

const resolve = (rule: Rule, repeat: Repeat): SupplierFailure =>
  rule !== "server-fault" ? rule : repeat === "idempotent" ? "retryable" : "ambiguous";

/**
 * A refusal in the envelope. An undocumented code is `invalid` for a read (an operator looks at
 * it) and `ambiguous` for an order or top-up: one refused with a code we cannot read might still
 * have been taken, and a reconcile costs one query.
 */
export function envelopeError(code: string | null, message: string | null, repeat: Repeat): SupplierError {
  const known = code !== null && isDocumented(code);
  const failure = known ? resolve(ERROR_RULES[code], repeat) : repeat === "idempotent" ? "invalid" : "ambiguous";
  const wording = known ? ERROR_CODES[code] : "undocumented error code";
  return new SupplierError(failure, `eSIM Access ${code ?? "(no code)"}: ${message || wording}`, code);
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, nowMs: number): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

/** An HTTP status other than 200 (the supplier answers every refusal of its own with 200). */
export function httpError(status: number, retryAfter: number | null, repeat: Repeat): SupplierError {
  const code = `HTTP ${status}`;
  if (status === 429) return new SupplierError("retryable", "eSIM Access rate limit reached", code, retryAfter);
  if (status === 401 || status === 403) return new SupplierError("auth", `eSIM Access refused the credentials (${code})`, code);
  if (status >= 500) return new SupplierError(resolve("server-fault", repeat), `eSIM Access server error (${code})`, code, retryAfter);
  return new SupplierError("invalid", `eSIM Access answered ${code}`, code);
}

/**
 * Connection errors raised before the request went out: nothing can have happened at the
 * supplier. Anything else (a reset, a closed socket, our time-out) may have come after.
 */
const NEVER_SENT = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
  "CERT_HAS_EXPIRED",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);

/** The error code Node's fetch puts on the cause of "fetch failed" (the first of several tried addresses). */
function causeCode(error: unknown): string | null {
  const cause = (error as { cause?: { code?: unknown; errors?: { code?: unknown }[] } } | null)?.cause;
  const code = cause?.code ?? cause?.errors?.[0]?.code;
  return typeof code === "string" ? code : null;
}

/** A failure of fetch itself: no answer came. */
export function transportError(error: unknown, repeat: Repeat): SupplierError {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return new SupplierError(resolve("server-fault", repeat), "eSIM Access did not answer in time", "TIMEOUT");
  }
  const code = causeCode(error);
  if (code !== null && NEVER_SENT.has(code)) return new SupplierError("retryable", `eSIM Access unreachable (${code})`, code);
  return new SupplierError(resolve("server-fault", repeat), `eSIM Access connection failed (${code ?? String(error)})`, code ?? "NETWORK");
}
