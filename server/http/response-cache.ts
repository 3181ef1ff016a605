/**
 * Serialized answers of catalogue reads, keyed by path, language and request parameters.
 * Bounded (oldest entries go first) and emptied whenever the catalogue version changes, or the
 * `epoch` (the running price campaigns, as last loaded) moves, so a cached answer is never older than the
 * catalogue and prices it was computed from.
 *
 * Each answer also keeps its brotli and gzip forms, made once on first need: a hit is sent as
 * stored bytes, not compressed again per request (the answer of all areas is 57 KB of JSON).
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { StoredEncoding } from "./accept-encoding.ts";

/** Answers smaller than this are sent plain: the same threshold as the app's compression (server/app.ts). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export interface CachedAnswer {
  readonly json: string;
  /** The answer in `encoding`, made on first call and kept; null when it is too small to be worth it. */
  encoded(encoding: StoredEncoding): Buffer | null;
}

export interface ResponseCache {
  get(key: string): CachedAnswer | undefined;
  /** Keeps `json` under `key` and answers the kept entry. */
  set(key: string, json: string): CachedAnswer;
  clear(): void;
  readonly size: number;
}

/**
 * Compression made once per answer, so it can afford more than per-request compression: brotli
 * at quality 9 and gzip at 9. On a 44 KB list of areas, quality 9 took 11 ms and quality 11 took
 * 91 ms for 13 % fewer bytes: too much to pay on the first request of every key after each
 * catalogue change.
 */
export const storedBrotli = (bytes: Buffer) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
export const STORED_GZIP = { level: 9 } as const;

const ENCODERS: Record<StoredEncoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, storedBrotli(bytes)),
  gzip: (bytes) => gzipSync(bytes, STORED_GZIP),
};

function cachedAnswer(json: string): CachedAnswer {
  const forms: Partial<Record<StoredEncoding, Buffer>> = {};
  return {
    json,
    encoded(encoding) {
      if (json.length < COMPRESS_THRESHOLD_BYTES) return null;
      return (forms[encoding] ??= ENCODERS[encoding](Buffer.from(json, "utf8")));
    },
  };
}

export function createResponseCache(options: { maxEntries?: number; epoch?: () => string } = {}): ResponseCache {
  const { maxEntries = 10_000, epoch } = options;
  const entries = new Map<string, CachedAnswer>();
  let seenEpoch = epoch?.();
  return {
    get(key) {
      if (epoch) {
        const current = epoch();
        if (current !== seenEpoch) {
          seenEpoch = current;
          entries.clear();
        }
      }
      return entries.get(key);
    },
    set(key, json) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const entry = cachedAnswer(json);
      entries.set(key, entry);
      return entry;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
