import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createPageCache, inlineScriptHashes, withScriptHashes, type PageCache, type PageParts } from "./page-cache.ts";
import { notModified, pageCacheControl } from "./page-variant.ts";

const parts = (html: string, headers: [string, string][] = [["content-type", "text/html; charset=utf-8"]]): PageParts => ({
  html: Buffer.from(html),
  headers,
  contentSecurityPolicy: "script-src 'self'",
});

/** Stores `html` under `key` as the first request for it would. */
function fill(cache: PageCache, key: string, html: string) {
  const turn = cache.turn(key);
  if ("wait" in turn) throw new Error(`${key} is being rendered`);
  return turn.store(parts(html));
}

const page = (n: number, size: number) => `<p>${String(n).padStart(6, "0")}</p>`.padEnd(size, "x");

describe("the page cache", () => {
  it("keeps a page with a weak ETag, and its brotli and gzip forms, each made once", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const html = `<!DOCTYPE html><html>${"<p>Japan eSIM</p>".repeat(200)}</html>`;
    fill(cache, "d USD 1 /japan", html);
    const kept = cache.get("d USD 1 /japan")!;
    expect(kept.etag).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
    const br = await kept.encoded("br");
    expect(brotliDecompressSync(br!).toString()).toBe(html);
    expect(gunzipSync((await kept.encoded("gzip"))!).toString()).toBe(html);
    expect(await kept.encoded("br")).toBe(br);
    expect(cache.bytes).toBe(html.length + "script-src 'self'".length + "content-typetext/html; charset=utf-8".length + br!.length + (await kept.encoded("gzip"))!.length);
    // A page under the compression threshold is sent as it is.
    fill(cache, "tiny", "<p>hi</p>");
    expect(await cache.get("tiny")!.encoded("br")).toBeNull();
  });

  it("renders a key once: requests that come while it is rendered wait for its page", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const first = cache.turn("k");
    const second = cache.turn("k");
    const third = cache.turn("k");
    expect("store" in first && "wait" in second && "wait" in third).toBe(true);
    if (!("store" in first) || !("wait" in second) || !("wait" in third)) return;
    const stored = first.store(parts("<p>once</p>"));
    expect(await second.wait).toBe(stored);
    expect(await third.wait).toBe(stored);
    expect(cache.get("k")).toBe(stored);
  });

  it("lets waiters render for themselves when the first render may not be kept", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const first = cache.turn("k");
    const second = cache.turn("k");
    if (!("store" in first) || !("wait" in second)) throw new Error("turns");
    expect(first.store(null)).toBeNull();
    expect(await second.wait).toBeNull();
    expect(cache.get("k")).toBeUndefined();
    expect("store" in cache.turn("k")).toBe(true);
  });

  it("does not keep a render that began before the cache was emptied: it was drawn from older inputs", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const turn = cache.turn("k");
    const waiter = cache.turn("k");
    if (!("store" in turn) || !("wait" in waiter)) throw new Error("turns");
    cache.clear();
    const sent = turn.store(parts("<p>before the change</p>"));
    expect(sent?.html.toString()).toBe("<p>before the change</p>");
    expect(await waiter.wait).toBeNull();
    expect(cache.get("k")).toBeUndefined();
  });

  it("empties itself when its epoch moves (a campaign starts or ends, a new day)", () => {
    let epoch = "a";
    const cache = createPageCache({ maxBytes: 1_000_000, epoch: () => epoch });
    fill(cache, "k", "<p>sale</p>");
    expect(cache.get("k")).toBeDefined();
    epoch = "b";
    expect(cache.get("k")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it("stays within its byte budget, dropping the least recently used pages first", async () => {
    const cache = createPageCache({ maxBytes: 10_000 });
    for (let n = 0; n < 4; n++) fill(cache, `p${n}`, page(n, 2_000));
    cache.get("p0");
    fill(cache, "p4", page(4, 2_000));
    // 5 x ~2,017 bytes is over 10,000: p1, the least recently used, went.
    expect(cache.get("p1")).toBeUndefined();
    expect(cache.get("p0")).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    // A page larger than the whole budget is sent, never kept.
    expect(fill(cache, "huge", page(9, 20_000))).not.toBeNull();
    expect(cache.get("huge")).toBeUndefined();
  });

  it("never holds more than its budget, whatever is asked, compressed forms included", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ key: fc.integer({ min: 0, max: 30 }), size: fc.integer({ min: 100, max: 6_000 }), encode: fc.boolean() }), { maxLength: 60 }), async (steps) => {
        const cache = createPageCache({ maxBytes: 20_000 });
        for (const { key, size, encode } of steps) {
          const kept = cache.get(`k${key}`) ?? fill(cache, `k${key}`, page(key * 7 + size, size));
          if (encode) await kept?.encoded("gzip");
          expect(cache.bytes).toBeLessThanOrEqual(20_000);
          expect(cache.bytes).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe("the policy of a kept page", () => {
  it("allows exactly its inline scripts by their SHA-256, not the nonce of the request that rendered it", () => {
    const inline = "window.__reactRouterContext = {};";
    const html = `<head><script nonce="abc">${inline}</script><script type="module" src="/assets/entry.js"></script><script type="module" nonce="abc">import "/a.js";</script><script nonce="abc">${inline}</script></head>`;
    const hashes = inlineScriptHashes(html);
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(hashes).toEqual([sha(inline), sha('import "/a.js";')]);
    const policy = "default-src 'self';script-src 'self' 'nonce-abc';style-src 'self' 'nonce-def'";
    expect(withScriptHashes(policy, "abc", hashes)).toBe(`default-src 'self';script-src 'self' ${hashes.join(" ")};style-src 'self' 'nonce-def'`);
  });
});

describe("conditional requests and shared caches", () => {
  it("answers 304 to the ETag the browser holds, compared weakly", () => {
    const etag = 'W/"abc"';
    expect(notModified('W/"abc"', etag)).toBe(true);
    expect(notModified('"abc"', etag)).toBe(true);
    expect(notModified('W/"x", W/"abc"', etag)).toBe(true);
    expect(notModified("*", etag)).toBe(true);
    expect(notModified('W/"abd"', etag)).toBe(false);
    expect(notModified(undefined, etag)).toBe(false);
  });

  it("lets shared caches keep a default page a minute, never past the UTC day's end; preference pages only the browser", () => {
    const noon = Date.parse("2026-12-31T12:00:00Z");
    expect(pageCacheControl(true, noon)).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(pageCacheControl(true, Date.parse("2026-12-31T23:58:00Z"))).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
    expect(pageCacheControl(true, Date.parse("2026-12-31T23:59:30Z"))).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=0");
    expect(pageCacheControl(false, noon)).toBe("private, no-cache");
  });
});
