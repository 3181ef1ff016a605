/**
 * Rendered pages kept for visitors who are not signed in (docs/PERFORMANCE.md#page-cache): the
 * HTML of one key (server/http/page-variant.ts) with its headers, its ETag, the Content Security
 * Policy its inline scripts run under, and its brotli and gzip forms, each made once.
 *
 * Bounded by bytes (the least recently used pages go first), emptied when the catalogue or the
 * content changes (the caller clears it) or when `epoch` moves (a campaign starts or ends, a new
 * UTC day), and filled once per key: while a page is being rendered, other requests for the same
 * key wait for it instead of rendering it again. Nothing is shared between instances: each
 * process fills its own, and a deployment starts empty.
 */
import { createHash } from "node:crypto";
import { brotliCompress, gzip } from "node:zlib";
import { promisify } from "node:util";
import type { StoredEncoding } from "./accept-encoding.ts";
import { COMPRESS_THRESHOLD_BYTES, STORED_GZIP, storedBrotli } from "./response-cache.ts";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compressed once per page, off the main thread (zlib's thread pool), so a quality that would
 * cost more than the render per request is affordable: brotli 9 and gzip 9, as for the cached
 * catalogue answers (server/http/response-cache.ts).
 */
const ENCODERS: Record<StoredEncoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) => brotliAsync(bytes, storedBrotli(bytes)),
  gzip: (bytes) => gzipAsync(bytes, STORED_GZIP),
};

/** What a rendered page is made of when it is stored. */
export interface PageParts {
  html: Buffer;
  /** The render's own headers (content type, a cookie the page sets), sent again with every copy. */
  headers: ReadonlyArray<readonly [string, string]>;
  /** The policy every copy is sent under: the page's inline scripts allowed by their hashes. */
  contentSecurityPolicy: string;
}

export interface CachedPage extends PageParts {
  /** Weak: the same page in each encoding (RFC 9110 section 8.8.1). */
  readonly etag: string;
  /** The page in `encoding`, made on first need and kept; null when too small to be worth it. */
  encoded(encoding: StoredEncoding): Promise<Buffer | null>;
}

/** Whose turn it is to render a key: the first request renders and stores, the others wait for its page. */
export type Turn = { wait: Promise<CachedPage | null> } | { store(parts: PageParts | null): CachedPage | null };

export interface PageCache {
  get(key: string): CachedPage | undefined;
  /** Called after a miss: either this request renders the key (and must call `store` once), or it waits for the one that does. */
  turn(key: string): Turn;
  clear(): void;
  readonly size: number;
  /** Bytes held, compressed forms included. */
  readonly bytes: number;
}

/**
 * The hash source of every inline script of `html` (CSP Level 3 section 8.4): React Router's
 * hydration data and module loader, and the no-JavaScript refresh. Scripts with a `src` are
 * allowed by their origin and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc\s*=/.test(m[1]) || m[2] === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(m[2], "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The response's policy with its script nonce replaced by the hashes of the page's inline scripts:
 * a stored page is sent to many visitors, and a nonce sent more than once protects nothing.
 * (The style nonce stays: only the support chat's own <style> elements take it.)
 */
export function withScriptHashes(policy: string, scriptNonce: string, hashes: readonly string[]): string {
  return policy.replace(`'nonce-${scriptNonce}'`, hashes.join(" "));
}

function cachedPage(parts: PageParts, onGrow: (bytes: number) => void): CachedPage {
  const forms: Partial<Record<StoredEncoding, Promise<Buffer>>> = {};
  const etag = `W/"${createHash("sha256").update(parts.html).digest("base64url").slice(0, 32)}"`;
  return {
    ...parts,
    etag,
    encoded(encoding) {
      if (parts.html.length < COMPRESS_THRESHOLD_BYTES) return Promise.resolve(null);
      return (forms[encoding] ??= ENCODERS[encoding](parts.html).then((bytes) => {
        onGrow(bytes.length);
        return bytes;
      }));
    },
  };
}

const baseBytes = (parts: PageParts) => parts.html.length + parts.contentSecurityPolicy.length + parts.headers.reduce((n, [k, v]) => n + k.length + v.length, 0);

export function createPageCache(options: { maxBytes: number; epoch?: () => string }): PageCache {
  const { maxBytes, epoch } = options;
  // Insertion order is recency: a hit moves its page to the end, eviction takes from the front.
  const entries = new Map<string, { page: CachedPage; bytes: number }>();
  const rendering = new Map<string, Promise<CachedPage | null>>();
  let bytes = 0;
  // Moves on every clear: a render that began before one must not store what it drew from older inputs.
  let generation = 0;
  let seenEpoch = epoch?.();

  function clear() {
    entries.clear();
    bytes = 0;
    generation++;
  }
  function followEpoch() {
    if (!epoch) return;
    const current = epoch();
    if (current !== seenEpoch) {
      seenEpoch = current;
      clear();
    }
  }
  function evict() {
    for (const [key, entry] of entries) {
      if (bytes <= maxBytes) return;
      entries.delete(key);
      bytes -= entry.bytes;
    }
  }

  return {
    get(key) {
      followEpoch();
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.page;
    },
    turn(key) {
      followEpoch();
      const pending = rendering.get(key);
      if (pending) return { wait: pending };
      let settle!: (page: CachedPage | null) => void;
      rendering.set(key, new Promise((resolve) => (settle = resolve)));
      const began = generation;
      return {
        store(parts) {
          rendering.delete(key);
          const size = parts ? baseBytes(parts) : 0;
          if (!parts || began !== generation || size > maxBytes) {
            settle(null);
            // Not kept, yet this request still sends it as a stored page would be.
            return parts && cachedPage(parts, () => {});
          }
          const entry = { page: null as unknown as CachedPage, bytes: size };
          const stamp = generation;
          entry.page = cachedPage(parts, (grown) => {
            // A form made after the page was evicted or the cache cleared is not counted.
            if (stamp !== generation || entries.get(key) !== entry) return;
            entry.bytes += grown;
            bytes += grown;
            evict();
          });
          const replaced = entries.get(key);
          if (replaced) bytes -= replaced.bytes;
          entries.delete(key);
          entries.set(key, entry);
          bytes += size;
          evict();
          settle(entry.page);
          return entry.page;
        },
      };
    },
    clear,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
