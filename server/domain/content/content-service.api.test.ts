/**
 * Content through its endpoints over the seeded demo content, the content service itself, and
 * content freshness.
 */
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { banners, contentResources } from "../../db/schema.ts";
import { createContentService } from "./content-service.ts";
import type { AreaSummary } from "../../../shared/api/catalog.ts";
import type { Banner } from "../../../shared/api/content.ts";
import { call, useTestApp } from "../../../tests/support/test-app.ts";

const t = useTestApp();

describe("/v1/query/banner", () => {
  it("serves banners in the request's language with the brand filled in", async () => {
    const r = await call<{ title: string }[]>(t.app, "/v1/query/banner", {}, { lang: "tr" });
    expect(r.body.obj!.length).toBeGreaterThan(0);
    expect(JSON.stringify(r.body.obj)).not.toContain("{brand}");
  });

  it("says how many countries the Europe plan covers, as the catalogue counts them, in every language", async () => {
    const europe = (await call<AreaSummary[]>(t.app, "/v1/query/areas", { kind: "regional" })).body.obj!.find((a) => a.slug === "europe")!;
    expect(europe.countryCount).toBeGreaterThan(1);
    const expected: Record<string, string> = {
      en: `${europe.countryCount} countries`, de: `${europe.countryCount} Länder`, es: `${europe.countryCount} países`,
      ja: `${europe.countryCount}か国`, tr: `${europe.countryCount} ülke`, "zh-CN": `${europe.countryCount} 个国家`, "zh-HK": `${europe.countryCount} 個國家`,
    };
    for (const [lang, phrase] of Object.entries(expected)) {
      const banners = (await call<Banner[]>(t.app, "/v1/query/banner", {}, { lang })).body.obj!;
      const subtitle = banners.find((b) => b.id === "europe")!.subtitle;
      expect(subtitle, lang).toContain(phrase);
      expect(subtitle, lang).not.toMatch(/\{|35/);
    }
  });

  it("writes a count in the plural form its number takes", async () => {
    const before = t.services.content.banners("en").find((b) => b.id === "europe")!.subtitle;
    const n = t.services.catalog.countryCount("europe")!;
    expect(before).toContain(`${n} countries`);
    const content = createContentService({
      db: t.services.database.db, brand: { name: "Acme", supportEmail: "help@acme.test" },
      countries: (slug) => (slug === "europe" ? 1 : null), changes: { onChange: () => () => {} },
    });
    await content.reload();
    expect(content.banners("en").find((b) => b.id === "europe")!.subtitle).toContain("covers 1 country.");
    expect(content.banners("es").find((b) => b.id === "europe")!.subtitle).toContain("para 1 país.");
  });

  it("keeps the seeded display order, after the banners of the price campaigns running today", async () => {
    const r = await call<{ id: string; art: string }[]>(t.app, "/v1/query/banner", {});
    // The campaigns' banners come and go with their dates (pricing's campaign tests pin them).
    const campaigns = t.services.pricing.banners().length;
    expect(r.body.obj!.slice(0, campaigns).every((b) => b.id.startsWith("campaign-"))).toBe(true);
    expect(r.body.obj!.slice(campaigns).map((b) => b.id)).toEqual(["japan", "europe", "calls-texts"]);
    expect(r.body.obj![campaigns]).toMatchObject({ link: "/japan", art: "city" });
  });
});

describe("/v1/dialog/show/list", () => {
  it("lists the dialogs active today for a page", async () => {
    const r = await call<{ id: string }[]>(t.app, "/v1/dialog/show/list", { page: "home" });
    expect(r.body.success).toBe(true);
    expect(Array.isArray(r.body.obj)).toBe(true);
  });

  it("shows a dialog only on its pages and within its dates", async () => {
    let today = new Date("2026-12-01T12:00:00Z");
    const noFeed = { onChange: () => () => {} };
    const content = createContentService({ db: t.services.database.db, brand: { name: "Acme", supportEmail: "help@acme.test" }, countries: () => 1, changes: noFeed, now: () => today });
    await content.reload();
    expect(content.dialogs("home", "en").map((d) => d.id)).toEqual(["welcome", "christmas-2026"]);
    expect(content.dialogs("area", "en").map((d) => d.id)).toEqual(["christmas-2026"]);
    expect(content.dialogs("plan", "en")).toEqual([]);
    expect(content.dialogs("home", "de")[0]).toMatchObject({ title: "Willkommen bei Acme", link: "/how-it-works", frequencyHours: 720 });
    today = new Date("2027-01-07T00:00:00Z");
    expect(content.dialogs("home", "en").map((d) => d.id)).toEqual(["welcome"]);
    today = new Date("2025-12-31T23:59:59Z");
    expect(content.dialogs("home", "en")).toEqual([]);
  });

  it("picks one dialog for a page view, leaving out those seen within their frequency", async () => {
    const today = new Date("2026-12-01T12:00:00Z");
    const content = createContentService({ db: t.services.database.db, brand: { name: "Acme", supportEmail: "help@acme.test" }, countries: () => 1, changes: { onChange: () => () => {} }, now: () => today });
    await content.reload();
    const secondsAgo = (hours: number) => today.getTime() / 1000 - hours * 3600;
    expect(content.dialogFor("home", "de", {})).toMatchObject({ id: "welcome", title: "Willkommen bei Acme" });
    expect(content.dialogFor("home", "en", { welcome: secondsAgo(1) })?.id).toBe("christmas-2026");
    expect(content.dialogFor("home", "en", { welcome: secondsAgo(1), "christmas-2026": secondsAgo(2) })).toBeNull();
    expect(content.dialogFor("area", "en", { "christmas-2026": secondsAgo(25) })?.id).toBe("christmas-2026");
    expect(content.dialogFor("plan", "en", {})).toBeNull();
  });
});

describe("/v1/load/resource", () => {
  it("loads a content resource by key and language", async () => {
    const r = await call<{ key: string; lang: string; content: { title: string } }>(t.app, "/v1/load/resource", { key: "faq" }, { lang: "zh-CN" });
    expect(r.body.obj).toMatchObject({ key: "faq", lang: "zh-CN" });
    expect(r.body.obj!.content.title).toBeTruthy();
    expect(JSON.stringify(r.body.obj)).not.toMatch(/\{brand\}|\{supportEmail\}/);
  });

  it("fills in the configured brand and support address", async () => {
    const r = await call<{ content: { title: string; intro: string; sections: { paragraphs: string[] }[] } }>(t.app, "/v1/load/resource", { key: "about" });
    expect(r.body.obj!.content.title).toBe(`About ${t.config.brand.name}`);
    expect(JSON.stringify(r.body.obj!.content)).toContain(t.config.brand.supportEmail);
  });
});

describe("content service", () => {
  const brand = { name: "Acme", supportEmail: "help@acme.test" };

  it("fails the start when the first load fails, then keeps serving and tries again after a failed reload", async () => {
    let report: ((version: number) => void | Promise<void>) | undefined;
    const changes = { onChange: (fn: (version: number) => void | Promise<void>) => ((report = fn), () => {}) };
    let failures = 0;
    const real = t.services.database.db;
    // The database as seen by this service only: its next `failures` reads fail.
    const db = new Proxy(real, {
      get: (target, prop, receiver) =>
        prop === "transaction" && failures > 0 ? (failures--, () => Promise.reject(new Error("connection lost"))) : Reflect.get(target, prop, receiver),
    });
    const errors: unknown[] = [];
    const content = createContentService({ db, brand, countries: () => 1, changes, retryMs: 5, onError: (err) => errors.push(err) });

    failures = 1;
    await expect(report!(1)).rejects.toThrow("connection lost");
    expect(content.isReady()).toBe(false);

    await report!(2);
    expect(content.banners("en")).toHaveLength(3);

    failures = 1;
    const reloaded = new Promise<number>((resolve) => content.onChange(resolve));
    await report!(3);
    expect(errors).toHaveLength(1);
    expect(content.banners("en")).toHaveLength(3);
    expect(await reloaded).toBe(t.services.catalog.version());
    content.stop();
  });
});

// These change the database: they run last.
describe("freshness", () => {
  it("follows a content change after the catalogue's refresh, cached answers included", async () => {
    const db = t.services.database.db;
    const title = async () => (await call<{ id: string; title: string }[]>(t.app, "/v1/query/banner", {})).body.obj!.find((b) => b.id === "japan")!.title;
    const before = await title();
    const [row] = await db.select().from(banners).where(eq(banners.id, "japan"));
    await db.update(banners).set({ title: { ...row.title, en: "Japan, changed" } }).where(eq(banners.id, "japan"));
    expect(await title()).toBe(before);
    expect(await t.services.catalog.refresh()).toBe(true);
    expect(t.services.content.version()).toBe(t.services.catalog.version());
    expect(await title()).toBe("Japan, changed");
  });

  it("answers RESOURCE_NOT_FOUND once a document is gone", async () => {
    const db = t.services.database.db;
    expect((await call(t.app, "/v1/load/resource", { key: "agreement" }, { lang: "ja" })).body.success).toBe(true);
    await db.delete(contentResources).where(and(eq(contentResources.key, "agreement"), eq(contentResources.lang, "ja")));
    expect(await t.services.catalog.refresh()).toBe(true);
    const r = await call(t.app, "/v1/load/resource", { key: "agreement" }, { lang: "ja" });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: false, code: "RESOURCE_NOT_FOUND" });
    expect((await call(t.app, "/v1/load/resource", { key: "agreement" }, { lang: "de" })).body.success).toBe(true);
  });
});
