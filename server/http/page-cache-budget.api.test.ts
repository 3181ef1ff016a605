/**
 * A crawler walking the sitemap: the kept pages never take more memory than PAGE_CACHE_MB, the
 * least recently used giving way, and every page is still answered.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { buildStorefront, BUILD_TIMEOUT_MS } from "../../tests/support/storefront-build.ts";
import { useTestApp } from "../../tests/support/test-app.ts";

beforeAll(buildStorefront, BUILD_TIMEOUT_MS);
const t = useTestApp({ storefront: true, env: { PAGE_CACHE_MB: "1" } });

/** Rendering all ~17,000 addresses twice would take many minutes: every n-th, across all kinds and languages. */
const SAMPLE = 80;

describe("the kept pages under a crawler", () => {
  it("stay within their byte budget with the sitemap walked twice", { timeout: 120_000 }, async () => {
    const sitemap = (await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    const all = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(all.length).toBeGreaterThan(1_000);
    const step = Math.floor(all.length / SAMPLE);
    const walk = all.filter((_, i) => i % step === 0);
    const cache = t.app.pageCache!;
    let hits = 0;
    for (const round of [1, 2]) {
      for (const path of walk) {
        const res = await t.app.inject({ method: "GET", url: path, headers: { "accept-encoding": "br, gzip" } });
        expect(res.statusCode, path).toBe(200);
        if (res.headers["x-cache"] === "HIT") hits++;
        expect(cache.bytes, `${path} (round ${round})`).toBeLessThanOrEqual(1024 * 1024);
      }
    }
    // A megabyte holds a handful of pages: most of the walk was rendered again the second time.
    expect(cache.size).toBeGreaterThan(3);
    expect(cache.size).toBeLessThan(walk.length);
    expect(hits).toBeLessThan(walk.length);
  });
});
