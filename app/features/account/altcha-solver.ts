/**
 * Solves an ALTCHA v2 challenge (from /v1/captcha/challenge) in the browser, as altcha-lib's
 * solver does, without shipping the widget: the key is SHA-`cost` of salt ‖ nonce ‖ counter
 * (big-endian uint32), and the answer is the first counter whose key starts with `keyPrefix`.
 * Digests run in batches through Web Crypto, which works off the main thread, so the page stays
 * responsive; progress is reported between batches.
 */
export interface AltchaChallenge {
  parameters: { algorithm: string; nonce: string; salt: string; cost: number; keyLength: number; keyPrefix: string; expiresAt?: number };
  signature: string;
}

/** The server draws the counter from 50,000-100,000 (server/adapters/captcha/altcha-captcha.ts). */
export const EXPECTED_WORK = 100_000;
const MAX_COUNTER = 2_000_000;
const BATCH = 500;

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

async function derive(algorithm: string, cost: number, input: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  let key = new Uint8Array(await crypto.subtle.digest(algorithm, input));
  for (let i = 1; i < cost; i++) key = new Uint8Array(await crypto.subtle.digest(algorithm, key));
  return key;
}

/** The payload the server checks (base64 of JSON `{ challenge, solution }`), or null when aborted or unsolvable. */
export async function solveAltcha(challenge: AltchaChallenge, onProgress: (counter: number) => void, signal: AbortSignal): Promise<string | null> {
  const { algorithm, nonce, salt, keyLength = 32, keyPrefix } = challenge.parameters;
  if (!/^SHA-(256|384|512)$/.test(algorithm)) return null;
  const cost = Math.max(1, challenge.parameters.cost);
  const head = new Uint8Array([...fromHex(salt), ...fromHex(nonce)]);
  const prefix = keyPrefix.toLowerCase();
  const started = performance.now();
  for (let start = 0; start < MAX_COUNTER; start += BATCH) {
    if (signal.aborted) return null;
    const keys = await Promise.all(
      Array.from({ length: BATCH }, (_, i) => {
        const input = new Uint8Array(head.length + 4);
        input.set(head);
        new DataView(input.buffer).setUint32(head.length, start + i, false);
        return derive(algorithm, cost, input);
      }),
    );
    const found = keys.findIndex((k) => toHex(k.subarray(0, Math.min(keyLength, prefix.length))).startsWith(prefix));
    if (found !== -1) {
      const solution = { counter: start + found, derivedKey: toHex(keys[found].subarray(0, keyLength)), time: Math.round(performance.now() - started) };
      return btoa(JSON.stringify({ challenge, solution }));
    }
    onProgress(start + BATCH);
  }
  return null;
}
