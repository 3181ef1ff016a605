/**
 * The rendered-page cache through the pages' own door (docs/PERFORMANCE.md#page-cache): what is
 * kept and for whom, what empties it, and how a kept page is sent (ETag, 304, stored encodings,
 * the policy its inline scripts run under).
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { plans } from "../db/schema.ts";
import { buildStorefront, BUILD_TIMEOUT_MS } from "../../tests/support/storefront-build.ts";
import { useCheckoutApp } from "../../tests/support/checkout.ts";
import { accountSteps } from "../../tests/support/accounts.ts";

// Before the app's own hook: pages are rendered by the storefront build.
beforeAll(buildStorefront, BUILD_TIMEOUT_MS);
// 2026-12-10, while the demo's holiday sale (christmas-2026, to 2027-01-06) runs.
const c = useCheckoutApp({ storefront: true });
const { t } = c;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const SALE_MARK = 'data-testid="list-price"';

/** Every kind of storefront page a visitor can open, the kept ones and the others. */
const KEPT_KINDS = ["/", "/de", "/japan", "/de/europe", "/japan/10gb-30-days", "/mealdetail?area=japan&plan=5gb-30-days", "/faq-roamwell-esim", "/how-it-works", "/privacy-policy", "/esim-call-text", "/esim-christmas-discount"];
const OTHER_KINDS = ["/login", "/signup", "/forgotPwd", "/partnership", "/orders", "/credit", "/balance", "/topup", "/security", "/topay?area=japan&plan=5gb-30-days", "/no-such-area"];

describe("a page for a visitor who is not signed in", () => {
  it("is rendered once and then sent as kept, byte for byte, in the encoding the browser takes", async () => {
    const first = await get("/japan", { "accept-encoding": "br" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    const again = await get("/japan", { "accept-encoding": "br" });
    expect(again.headers["x-cache"]).toBe("HIT");
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(again.rawPayload).toString();
    expect(html).toContain("Japan");
    expect(gunzipSync((await get("/japan", { "accept-encoding": "gzip" })).rawPayload).toString()).toBe(html);
    expect((await get("/japan")).body).toBe(html);
    expect(again.headers.vary).toBe("User-Agent, Sec-CH-UA-Mobile, Cookie, Accept-Encoding");
    expect(again.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  it("is rendered once when many ask for it at the same moment: the others wait for that render", async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => get("/es/thailand", { "accept-encoding": "br" })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(answers.filter((a) => a.headers["x-cache"] === "MISS")).toHaveLength(1);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
  });

  it("is answered 304 without a body when the browser holds its ETag", async () => {
    const { etag } = (await get("/de/europe")).headers;
    const cached = await get("/de/europe", { "if-none-match": String(etag) });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe("");
    expect(cached.headers.etag).toBe(etag);
    expect((await get("/de/europe", { "if-none-match": 'W/"other"' })).statusCode).toBe(200);
    const head = await t.app.inject({ method: "HEAD", url: "/de/europe" });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(etag);
    expect(head.body).toBe("");
  });

  it("runs its inline scripts by their hashes: the policy names no nonce, and every inline script is allowed", async () => {
    await get("/japan/10gb-30-days");
    const kept = await get("/japan/10gb-30-days");
    expect(kept.headers["x-cache"]).toBe("HIT");
    const policy = String(kept.headers["content-security-policy"]);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)![1];
    expect(scriptSrc).not.toContain("'nonce-");
    const inline = [...kept.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\ssrc=/.test(m[1]) && m[2] !== "");
    expect(inline.length).toBeGreaterThan(1);
    const { createHash } = await import("node:crypto");
    for (const m of inline) expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(m[2]).digest("base64")}'`);
  });

  it("is one page for every tagged link of a mail or an ad: parameters only the browser reads are not part of its key", async () => {
    const plain = await get("/de/japan");
    const tagged = await get("/de/japan?utm_source=newsletter&utm_campaign=winter&shortCode=AB12&subId=7&gclid=x1");
    expect(tagged.headers["x-cache"]).toBe("HIT");
    expect(tagged.headers.etag).toBe(plain.headers.etag);
    // A parameter a page may read stays in the key.
    expect((await get("/de/japan?days=7&usage=light")).headers["x-cache"]).toBe("MISS");
  });

  it("is drawn for the visitor's currency and device, and then only the browser may keep it", async () => {
    const usd = await get("/japan");
    const eur = await get("/japan", { cookie: "currency=EUR" });
    expect(eur.body).toContain("€");
    expect(usd.body).not.toContain("€");
    expect(eur.headers.etag).not.toBe(usd.headers.etag);
    expect(eur.headers["cache-control"]).toBe("private, no-cache");
    expect((await get("/japan", { cookie: "currency=EUR" })).headers["x-cache"]).toBe("HIT");
    const phone = await get("/japan", { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148" });
    expect(phone.body).toContain("data-mobile");
    expect(usd.body).not.toMatch(/<html[^>]*data-mobile/);
  });

  it("that sets a cookie (the plan last viewed) is kept with it, but not by shared caches", async () => {
    await get("/japan/5gb-30-days");
    const kept = await get("/japan/5gb-30-days");
    expect(kept.headers["x-cache"]).toBe("HIT");
    expect(String(kept.headers["set-cookie"])).toContain("last_plan=japan/5gb-30-days");
    expect(kept.headers["cache-control"]).toBe("private, no-cache");
  });

  it("is drawn for the marketing dialogs the visitor is spared for now, and kept for everyone spared the same", async () => {
    const at = Math.floor(c.now().getTime() / 1000);
    const fresh = await get("/");
    expect(fresh.body).toContain('class="promo"');
    const spared = await get("/", { cookie: `dialog_welcome=${at - 60}; dialog_christmas-2026=${at - 60}` });
    expect(spared.body).not.toContain('class="promo"');
    expect(spared.headers["cache-control"]).toBe("private, no-cache");
    // Someone else who saw them at another moment, or in the older list: the same page, already kept.
    const other = await get("/", { cookie: `dialogs_seen=welcome.${at - 3600}~christmas-2026.${at - 7200}` });
    expect(other.headers["x-cache"]).toBe("HIT");
    expect(other.headers.etag).toBe(spared.headers.etag);
    // Seen so long ago that it is shown again: the page everyone gets.
    expect((await get("/", { cookie: `dialog_welcome=${at - 400 * 86_400}; dialog_christmas-2026=${at - 400 * 86_400}` })).headers.etag).toBe(fresh.headers.etag);
  });

  it("is not kept for a visitor sent from the bare root to their language", async () => {
    const german = await get("/", { "accept-language": "de-DE,de;q=0.9" });
    expect(german.statusCode).toBe(302);
    expect(german.headers.location).toBe("/de");
    expect((await get("/", { "accept-language": "en-GB" })).statusCode).toBe(200);
  });
});

describe("who never gets a kept page", () => {
  it("a signed-in visitor, on every kind of page; and no one gets a page drawn for them", async () => {
    const accounts = accountSteps(t);
    const email = await accounts.signUp();
    const { token } = (await accounts.logIn(email)).obj!;
    for (const path of [...KEPT_KINDS, ...OTHER_KINDS]) {
      await get(path);
      const mine = await get(path, { cookie: `session=${token}` });
      expect(mine.headers["x-cache"], path).toBeUndefined();
      expect(mine.headers.etag, path).toBeUndefined();
      if (mine.statusCode === 200) expect(mine.headers["cache-control"], path).toBe("private, no-store");
      const anonymous = await get(path);
      expect(anonymous.body, path).not.toContain(email);
    }
  });

  it("anyone, on a page with a form token or an account's data", async () => {
    for (const path of OTHER_KINDS) {
      for (let i = 0; i < 2; i++) {
        const res = await get(path);
        expect(res.headers["x-cache"], path).toBeUndefined();
        expect(res.headers.etag, path).toBeUndefined();
      }
    }
    for (const path of KEPT_KINDS) {
      await get(path);
      expect((await get(path)).headers["x-cache"], path).toBe("HIT");
    }
  });
});

describe("what empties the kept pages", () => {
  it("a catalogue change, by the next request after the instance sees it", async () => {
    await get("/japan");
    expect((await get("/japan")).body).toContain("/japan/1gb-7-days");
    const db = t.services.database.db;
    await db.update(plans).set({ active: false }).where(sql`slug = '1gb-7-days' and area_id = (select id from areas where slug = 'japan')`);
    await t.services.catalog.refresh();
    const after = await get("/japan");
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(after.body).not.toContain("/japan/1gb-7-days");
    await db.update(plans).set({ active: true }).where(sql`slug = '1gb-7-days' and area_id = (select id from areas where slug = 'japan')`);
    await t.services.catalog.refresh();
    expect((await get("/japan")).body).toContain("/japan/1gb-7-days");
  });

  it("a campaign's end, at the second it ends", async () => {
    c.setClock(new Date("2027-01-06T23:59:59.000Z"));
    try {
      await get("/japan/10gb-30-days");
      const last = await get("/japan/10gb-30-days");
      expect(last.headers["x-cache"]).toBe("HIT");
      expect(last.body).toContain(SALE_MARK);
      c.setClock(new Date("2027-01-07T00:00:00.000Z"));
      const ended = await get("/japan/10gb-30-days");
      expect(ended.headers["x-cache"]).toBe("MISS");
      expect(ended.body).not.toContain(SALE_MARK);
    } finally {
      c.restartClock();
    }
  });
});
