/**
 * The browser's client for the JSON API (PRODUCT.md#api-contract): POST, envelope fields, body
 * signature, language header, 60 s timeout. Corrects for the device clock: each answer's `Date`
 * header gives the server time, and a state-changing call refused for clock skew is retried
 * once with the corrected time, so a visitor whose clock is wrong is not locked out.
 */
// Types only: the table's values are zod schemas, which must stay out of the browser bundle.
import type { ApiAnswer, ApiFields, ApiPath } from "../../shared/api/endpoints.ts";
import { SIGNATURE_HEADER, type Envelope } from "../../shared/api/protocol.ts";
import { signBody } from "../../shared/api/signature.ts";

/** Server time minus device time, in ms, learned from responses. */
let clockOffsetMs = 0;

/**
 * The answer apiPost gives when the API could not be reached or answered with anything but
 * HTTP 200 (PRODUCT.md#network-error): one definition, so callers recognise it with isNetworkError.
 */
export const NETWORK_ERROR_CODE = -404;
export const NETWORK_ERROR_MSG = "Network error";
const TIMEOUT_MS = 60_000;

export function isNetworkError(answer: Pick<Envelope<unknown>, "code">): boolean {
  return answer.code === NETWORK_ERROR_CODE;
}

/** 20 random hex characters (PRODUCT.md#api-requests). */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function learnClock(response: Response) {
  const date = response.headers.get("date");
  const serverMs = date ? Date.parse(date) : NaN;
  // The Date header has one-second resolution; only correct offsets that matter.
  if (Number.isFinite(serverMs) && Math.abs(serverMs - Date.now() - clockOffsetMs) > 2_000) {
    clockOffsetMs = serverMs - Date.now();
  }
}

export interface ApiOptions {
  lang: string;
  token?: string;
  /** The envelope's e-mail; "" is sent as it is (the guest log-in's second step wants the field). */
  email?: string;
  /** Sent as the `Idempotency-Key` header (placing an order): a repeated call answers the first one's result. */
  idempotencyKey?: string;
  /** Query-string fields, for the endpoints whose table entry has a `query` schema (the statement's paging). */
  query?: Record<string, string | number>;
  signal?: AbortSignal;
}

async function send(path: string, fields: object, options: ApiOptions): Promise<{ status: number; envelope: Envelope<unknown> | null }> {
  const body = JSON.stringify({
    meta: { currentTime: Date.now() + clockOffsetMs, requestId: randomId() },
    clientId: 0,
    // An empty e-mail is sent too: the guest log-in's second step requires the field, empty or not.
    ...(options.email !== undefined ? { email: options.email } : {}),
    ...fields,
  });
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "application/json",
    "accept-language": options.lang,
    [SIGNATURE_HEADER]: await signBody(body, options.token),
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const search = options.query ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}` : "";
  const response = await fetch(path + search, {
    method: "POST",
    headers,
    body,
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
  learnClock(response);
  let envelope: Envelope<unknown> | null = null;
  try {
    envelope = (await response.json()) as Envelope<unknown>;
  } catch {
    envelope = null;
  }
  return { status: response.status, envelope };
}

/**
 * POSTs `fields` (plus meta, clientId and email) to an endpoint of the table in
 * shared/api/endpoints.ts, which types both the fields and the answer's `obj`. Any non-200
 * answer becomes the network error (PRODUCT.md#network-error).
 */
export async function apiPost<P extends ApiPath>(path: P, fields: ApiFields<P>, options: ApiOptions): Promise<Envelope<ApiAnswer<P>>> {
  const networkError: Envelope<never> = { code: NETWORK_ERROR_CODE, success: false, msg: NETWORK_ERROR_MSG, obj: null };
  try {
    let result = await send(path, fields, options);
    if (result.status === 400 && result.envelope?.code === "CLOCK_SKEW") result = await send(path, fields, options);
    // Not re-validated here (that would ship zod): the server checks its answers against the
    // same schemas in development and tests.
    return result.status === 200 && result.envelope ? (result.envelope as Envelope<ApiAnswer<P>>) : networkError;
  } catch (err) {
    if (options.signal?.aborted) throw err;
    return networkError;
  }
}
