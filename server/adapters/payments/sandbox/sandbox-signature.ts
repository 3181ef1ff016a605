/**
 * The sandbox's webhook signature, made like Stripe's: `Sandbox-Signature: t=<unix seconds>,
 * v1=<hex HMAC-SHA256 of "<t>.<body>">`. The timestamp is inside the MAC, so a captured delivery
 * cannot be re-sent later with a fresh time; deliveries older than the tolerance are refused.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError } from "../payment-provider.ts";

export const SANDBOX_SIGNATURE_HEADER = "sandbox-signature";

function mac(body: string, timestamp: number, secret: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
}

/** The header value for `body`, signed at `timestamp` (unix seconds). */
export function signSandboxPayload(body: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${mac(body, timestamp, secret)}`;
}

/**
 * Throws WebhookSignatureError unless `header` signs `body` with `secret` within the tolerance.
 * Several v1 entries are accepted (a secret being rolled signs with both).
 */
export function verifySandboxSignature(
  body: string,
  header: string | undefined,
  secret: string,
  nowMs: number,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): void {
  if (!header) throw new WebhookSignatureError("missing");
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value] = part.trim().split("=", 2);
    if (key === "t" && /^\d{1,12}$/.test(value ?? "")) timestamp = Number(value);
    else if (key === "v1" && /^[0-9a-f]{64}$/.test(value ?? "")) signatures.push(value!);
  }
  if (timestamp === undefined || signatures.length === 0) throw new WebhookSignatureError("malformed");
  const expected = Buffer.from(mac(body, timestamp, secret), "hex");
  const matches = signatures.some((s) => timingSafeEqual(Buffer.from(s, "hex"), expected));
  if (!matches) throw new WebhookSignatureError("mismatch");
  // Checked after the MAC: only a genuine signature tells anything about its age.
  if (Math.abs(Math.floor(nowMs / 1000) - timestamp) > toleranceSeconds) throw new WebhookSignatureError("stale");
}
