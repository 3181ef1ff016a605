/**
 * ALTCHA (altcha-lib, v2 challenges): a proof of work the browser solves, issued and checked
 * here with no third party and nothing to configure. Challenges are HMAC-signed, live
 * `lifetimeMs`, and each solved one is accepted once (its nonce is claimed in `used`).
 */
import { createHmac } from "node:crypto";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { z } from "zod";
import type { Captcha } from "./captcha.ts";

export const ALTCHA_LIFETIME_MS = 5 * 60_000;
/**
 * The solver tries counters from 0 until the one the challenge was made with: on average
 * 75,000 SHA-256 hashes, well under a second in a browser, costly by the thousand.
 */
export const ALTCHA_COUNTER_RANGE: readonly [number, number] = [50_000, 100_000];

export interface AltchaOptions {
  /** Server secret the signing keys are derived from. */
  secret: string;
  /** Remembers claimed ids for at least `lifetimeMs`; false when an id was claimed before. */
  used: { claim(id: string, nowMs: number): Promise<boolean> };
  lifetimeMs?: number;
  counterRange?: readonly [number, number];
  now?: () => Date;
}

/** What the widget submits: base64 of JSON `{ challenge, solution }`. */
const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string().max(128),
      salt: z.string().max(128),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string().max(256),
      expiresAt: z.number(),
    }),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256), time: z.number().optional() }),
});

function readPayload(response: string) {
  if (response.length > 8192) return null;
  try {
    const parsed = PayloadSchema.safeParse(JSON.parse(Buffer.from(response, "base64").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createAltchaCaptcha(options: AltchaOptions): Captcha {
  const now = options.now ?? (() => new Date());
  const lifetimeMs = options.lifetimeMs ?? ALTCHA_LIFETIME_MS;
  const [min, max] = options.counterRange ?? ALTCHA_COUNTER_RANGE;
  const key = (purpose: string) => createHmac("sha256", options.secret).update(`altcha ${purpose}`).digest("hex");
  const secrets = { hmacSignatureSecret: key("challenge"), hmacKeySignatureSecret: key("derived key") };

  return {
    provider: "altcha",

    async challenge() {
      return createChallenge({
        algorithm: "SHA-256",
        cost: 1,
        counter: randomInt(min, max),
        deriveKey,
        expiresAt: new Date(now().getTime() + lifetimeMs),
        ...secrets,
      });
    },

    async verify(response) {
      const payload = readPayload(response);
      if (!payload) return false;
      const at = now().getTime();
      // The signed expiry, read with the server's clock (the library reads the wall clock too).
      if (payload.challenge.parameters.expiresAt * 1000 <= at) return false;
      try {
        const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...secrets });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      // Claimed only once verified, so made-up payloads cannot fill the store.
      return options.used.claim(`altcha:${payload.challenge.parameters.nonce}`, at);
    },
  };
}
