/** robots.txt and the sitemap point at the store's public address, derived from PORT when PUBLIC_URL is unset. */
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../tests/support/test-app.ts";

const t = useTestApp({ env: { PORT: "4123" } });

describe("public address in robots.txt and the sitemap", () => {
  it("names the sitemap on the listening port", async () => {
    const r = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain("Sitemap: http://localhost:4123/sitemap.xml");
  });

  it("lists every page under the listening port, none under port 3000", async () => {
    const r = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(r.statusCode).toBe(200);
    const locs = [...r.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(10);
    expect(locs).toContain("http://localhost:4123/");
    expect(locs).toContain("http://localhost:4123/zh-HK/japan");
    expect(locs.every((l) => l.startsWith("http://localhost:4123/"))).toBe(true);
  });
});
