/** The sandbox's webhook signature: made like Stripe's, refused when missing, tampered, foreign or stale. */
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { WebhookSignatureError } from "../payment-provider.ts";
import { signSandboxPayload, verifySandboxSignature } from "./sandbox-signature.ts";

const SECRET = "test-sandbox-webhook-secret";
const BODY = JSON.stringify({ id: "evt_abc12345", type: "payment.succeeded", data: { amountMinor: 900 } });
const T = 1_780_000_000;
const at = (seconds: number) => seconds * 1000;

function problemOf(fn: () => void): string | undefined {
  try {
    fn();
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(WebhookSignatureError);
    return (err as WebhookSignatureError).problem;
  }
}

describe("sandbox webhook signature", () => {
  it("is t=<unix>,v1=<hex HMAC-SHA256 of t.body>", () => {
    const expected = createHmac("sha256", SECRET).update(`${T}.${BODY}`).digest("hex");
    expect(signSandboxPayload(BODY, SECRET, T)).toBe(`t=${T},v1=${expected}`);
  });

  it("verifies its own signature within 300 s either way", () => {
    const header = signSandboxPayload(BODY, SECRET, T);
    expect(() => verifySandboxSignature(BODY, header, SECRET, at(T))).not.toThrow();
    expect(() => verifySandboxSignature(BODY, header, SECRET, at(T + 300))).not.toThrow();
    expect(() => verifySandboxSignature(BODY, header, SECRET, at(T - 300))).not.toThrow();
  });

  it("refuses a signature older (or newer) than 300 s as stale", () => {
    const header = signSandboxPayload(BODY, SECRET, T);
    expect(problemOf(() => verifySandboxSignature(BODY, header, SECRET, at(T + 301)))).toBe("stale");
    expect(problemOf(() => verifySandboxSignature(BODY, header, SECRET, at(T - 301)))).toBe("stale");
  });

  it("refuses a tampered body, a moved timestamp and another secret", () => {
    const header = signSandboxPayload(BODY, SECRET, T);
    expect(problemOf(() => verifySandboxSignature(BODY.replace("900", "1"), header, SECRET, at(T)))).toBe("mismatch");
    expect(problemOf(() => verifySandboxSignature(BODY, header.replace(`t=${T}`, `t=${T + 1}`), SECRET, at(T)))).toBe("mismatch");
    expect(problemOf(() => verifySandboxSignature(BODY, signSandboxPayload(BODY, "another secret", T), SECRET, at(T)))).toBe("mismatch");
  });

  it("refuses a missing or malformed header", () => {
    expect(problemOf(() => verifySandboxSignature(BODY, undefined, SECRET, at(T)))).toBe("missing");
    expect(problemOf(() => verifySandboxSignature(BODY, "", SECRET, at(T)))).toBe("missing");
    expect(problemOf(() => verifySandboxSignature(BODY, "v1=abc", SECRET, at(T)))).toBe("malformed");
    expect(problemOf(() => verifySandboxSignature(BODY, `t=${T}`, SECRET, at(T)))).toBe("malformed");
    expect(problemOf(() => verifySandboxSignature(BODY, `t=${T},v1=zz`, SECRET, at(T)))).toBe("malformed");
  });

  it("accepts any of several v1 signatures (a secret being rolled)", () => {
    const good = signSandboxPayload(BODY, SECRET, T).split(",")[1];
    const old = signSandboxPayload(BODY, "old secret", T).split(",")[1];
    expect(() => verifySandboxSignature(BODY, `t=${T},${old},${good}`, SECRET, at(T))).not.toThrow();
  });
});
