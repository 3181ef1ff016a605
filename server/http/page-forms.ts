/**
 * The protections the API gives its POSTs, for forms posted to a page action (the no-JavaScript
 * path): a per-address rate limit shared with the form's API twin, and a one-time form token
 * rendered into the page that the action uses as its idempotency key, so a resubmitted form
 * (back button, double click, a retried POST) does its work once (PRODUCT.md#page-forms).
 */
import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import { FORM_TOKEN_FIELD } from "../../shared/api/protocol.ts";
import { isStorableText, TEXT_PROBLEM } from "../../shared/api/text.ts";
import type { Lang } from "../../shared/i18n/locales.ts";
import { fieldMessage } from "../messages/index.ts";
import type { RateLimiter } from "../adapters/rate-limit/rate-limiter.ts";
import type { PageFormRefusal } from "./protocol-errors.ts";

/**
 * The largest body a page takes: many times the largest form (the partnership enquiry's 3,000
 * characters, percent-encoded), and small enough that a flood of huge posts costs the server
 * nothing but the first 64 KB of each.
 */
export const PAGE_FORM_MAX_BYTES = 64 * 1024;
/** The encodings a browser posts a form in (the store's forms use the first). */
const FORM_MEDIA_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * How long, and how much more, a refused body is discarded before its connection is closed: a
 * client keeps sending what its socket buffers hold (about 4 MB on one machine) before it reads
 * the answer, so the byte bound leaves it a wide margin; the time bound caps one that never stops.
 */
const LINGER = { ms: 1000, bytes: 32 * 1024 * 1024 };

/**
 * After refusing a body it has not read to the end: what the client is still sending is discarded
 * (never kept) for a moment, then the connection is closed. Closing at once would reset it under
 * a client still sending, which then loses the answer; draining it all would let one post keep
 * the server reading 200 MB. A body that ends within the moment leaves the connection reusable.
 */
export function discardThenClose(request: IncomingMessage): void {
  if (request.complete) return;
  let discarded = 0;
  const close = () => {
    clearTimeout(timer);
    request.socket.destroy();
  };
  const timer = setTimeout(close, LINGER.ms).unref();
  request.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER.bytes) close();
  });
  request.once("end", () => clearTimeout(timer));
  request.resume();
}

export type FormBody = { ok: true; body: Buffer } | { ok: false; refusal: PageFormRefusal };

/**
 * Reads a form posted to a page, or says why not without reading it: another encoding (React
 * Router's `formData()` would throw on it) or more than PAGE_FORM_MAX_BYTES, judged from
 * Content-Length up front and by counting otherwise (chunked bodies). The rest of a refused body
 * is not read: see discardThenClose.
 */
export function readFormBody(headers: IncomingHttpHeaders, payload: Readable): Promise<FormBody> {
  const mediaType = (headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_MEDIA_TYPES.has(mediaType)) return Promise.resolve({ ok: false, refusal: "FORM_MEDIA_TYPE" });
  if (Number(headers["content-length"]) > PAGE_FORM_MAX_BYTES) return Promise.resolve({ ok: false, refusal: "FORM_TOO_LARGE" });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      payload.off("data", onData).off("end", onEnd).off("error", reject);
      payload.pause();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
      if (size <= PAGE_FORM_MAX_BYTES) return;
      stop();
      resolve({ ok: false, refusal: "FORM_TOO_LARGE" });
    };
    const onEnd = () => {
      stop();
      resolve({ ok: true, body: Buffer.concat(chunks, size) });
    };
    payload.on("data", onData).on("end", onEnd).on("error", reject);
  });
}

/** Each form's limit; the form's API twin uses the same numbers. */
export const FORM_LIMITS = {
  partnership: { max: 5, windowMs: 10 * 60_000 },
  // The account forms share the burst limit of their API twins (server/http/accounts-routes.ts);
  // the accounts service adds its own per-address limits behind both doors.
  login: { max: 10, windowMs: 60_000 },
  signup: { max: 10, windowMs: 60_000 },
  forgotPwd: { max: 10, windowMs: 60_000 },
  resetpwd: { max: 10, windowMs: 60_000 },
  changepwd: { max: 10, windowMs: 60_000 },
  // "Continue as guest" without JavaScript: both steps of the guest log-in, each of whose API
  // twins (/v1/user/oauth, /v1/user/guest-login) allows 10 a minute.
  guest: { max: 10, windowMs: 60_000 },
  // Sign-out (and sign out everywhere) without JavaScript; its API twins have no burst limit of
  // their own, so this one is the account forms' burst limit.
  signout: { max: 10, windowMs: 60_000 },
  // The security page's privacy forms (PRODUCT.md#privacy-self-service) and their API twins
  // (server/http/privacy-routes.ts): the data export, which reads every order and eSIM of the
  // account, and the deletion's two steps (send the code, delete with it). The accounts
  // service's code limits and the export's per-account limit stand behind both doors.
  dataExport: { max: 5, windowMs: 60_000 },
  deleteAccount: { max: 10, windowMs: 60_000 },
  // The orders page's refund button without JavaScript; its API twin /v1/refund/order allows 10 a minute.
  refund: { max: 10, windowMs: 60_000 },
  // Stopping an order's e-mailed link on the orders page; it has no API twin (a plain form post,
  // with JavaScript or without), so it takes the refund's numbers.
  revokeLink: { max: 10, windowMs: 60_000 },
  // "E-mail it to me again" on a receipt's page (no API twin): each post may send a mail, so fewer
  // than the other order forms; the receipts service also counts each order's mails
  // (RECEIPT_MAIL_LIMIT, 3 an hour), whoever asks.
  receiptMail: { max: 5, windowMs: 10 * 60_000 },
  // The orders page's review form (write or change a review) shares the numbers of its API twin
  // /v2/create/dataPlanOrderReviewed (server/http/review-routes.ts).
  review: { max: 10, windowMs: 60_000 },
  // Checkout's forms (placing an order and paying, or a new attempt after a failed payment) share
  // the burst limit of /v1.1/setup/payment and /v1.1/execute/payment (server/http/checkout-routes.ts).
  topay: { max: 20, windowMs: 60_000 },
  paymentRetry: { max: 20, windowMs: 60_000 },
  // The top-up page's Pay and the top-up's Try again share the numbers of their API twins
  // /v1.1/data/create/topup-order and /v1.1/execute/topup/payment (server/http/topup-routes.ts).
  topup: { max: 20, windowMs: 60_000 },
  topupRetry: { max: 20, windowMs: 60_000 },
  // /credit's Buy and the recharge's Try again share the numbers of their API twins
  // /v1/create/recharge and /v1/execute/recharge/payment (server/http/wallet-routes.ts).
  credit: { max: 20, windowMs: 60_000 },
  rechargeRetry: { max: 20, windowMs: 60_000 },
  // The operator console (docs/CONSOLE.md#forms). Its sign-in has the staff service's own limits
  // behind this burst limit (10 per address typed, 30 per client address per 15 minutes).
  staffSignIn: { max: 10, windowMs: 60_000 },
  staffSetup: { max: 10, windowMs: 60_000 },
  // Every form of a signed-in member: generous for a person at work, a wall for a script.
  staffAction: { max: 60, windowMs: 60_000 },
} as const satisfies Record<string, { max: number; windowMs: number }>;

export type FormName = keyof typeof FORM_LIMITS;

const TOKEN_PATTERN = /^[0-9a-f]{32}$/;

export type FormVerdict =
  | { ok: true; token: string }
  | { ok: false; reason: "rate-limited"; retryAfterMinutes: number }
  | { ok: false; reason: "expired" }
  /** A field holds what the API refuses in every text field (shared/api/text.ts): the API's own message for it. */
  | { ok: false; reason: "unreadable"; field: string; message: string };

export interface PageForms {
  /** A fresh token for a form rendered now. */
  issueToken(): string;
  /** Counts this submission against the form's limit and reads its token. */
  accept(form: FormName, data: FormData): Promise<FormVerdict>;
}

export function createPageForms(limiter: RateLimiter, clientIp: string, lang: Lang): PageForms {
  return {
    issueToken: () => randomBytes(16).toString("hex"),
    async accept(form, data) {
      const { max, windowMs } = FORM_LIMITS[form];
      // Counted before anything else: a flood of bad or repeated posts uses up the budget too.
      const hit = await limiter.hit(`${form}:${clientIp}`, max, windowMs);
      if (!hit.allowed) return { ok: false, reason: "rate-limited", retryAfterMinutes: Math.max(1, Math.ceil(hit.retryAfterMs / 60_000)) };
      const token = data.get(FORM_TOKEN_FIELD);
      // A page rendered before tokens existed, or a hand-made post: show the form again with a token.
      if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return { ok: false, reason: "expired" };
      // Every field of every form, before an action hands any of it to a service or the database
      // (a NUL or an unpaired surrogate there was a 500 that lost what was typed). Line breaks are
      // fine: a form field may be a textarea.
      for (const [field, value] of data) {
        if (typeof value === "string" && !isStorableText(value, true)) return { ok: false, reason: "unreadable", field, message: fieldMessage(TEXT_PROBLEM, field, lang) };
      }
      return { ok: true, token };
    },
  };
}
