/**
 * The browser's client for the JSON API (spec section 7): POST, envelope fields, body
 * signature, language header, 60 s timeout. Corrects for the device clock: each answer's `Date`
 * header gives the server time, and a state-changing call refused for clock skew is retried
 * once with the corrected time, so a visitor whose clock is wrong is not locked out.
 */
import { SIGNATURE_HEADER, type Envelope } from "../../shared/api/protocol.ts";
import { signBody } from "../../shared/api/signature.ts";

/** Server time minus device time, in ms, learned from responses. */
let clockOffsetMs = 0;

export const NETWORK_ERROR_CODE = -404;
const TIMEOUT_MS = 60_000;

/** 20 random hex characters (spec section 9). */
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
  email?: string;
  signal?: AbortSignal;
}

async function send<T>(path: string, fields: object, options: ApiOptions): Promise<{ status: number; envelope: Envelope<T> | null }> {
  const body = JSON.stringify({
    meta: { currentTime: Date.now() + clockOffsetMs, requestId: randomId() },
    clientId: 0,
    ...(options.email ? { email: options.email } : {}),
    ...fields,
  });
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "application/json",
    "accept-language": options.lang,
    [SIGNATURE_HEADER]: await signBody(body, options.token),
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const response = await fetch(path, {
    method: "POST",
    headers,
    body,
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
  learnClock(response);
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  return { status: response.status, envelope };
}

/** POSTs to the API; any non-200 answer becomes code -404 "Network error" as the spec's client does. */
export async function apiPost<T>(path: string, fields: object, options: ApiOptions): Promise<Envelope<T>> {
  const networkError: Envelope<T> = { code: NETWORK_ERROR_CODE, success: false, msg: "Network error", obj: null };
  try {
    let result = await send<T>(path, fields, options);
    if (result.status === 400 && result.envelope?.code === "CLOCK_SKEW") result = await send<T>(path, fields, options);
    return result.status === 200 && result.envelope ? result.envelope : networkError;
  } catch (err) {
    if (options.signal?.aborted) throw err;
    return networkError;
  }
}
