/**
 * URLs: canonical redirects, the not-found page, language detection on the root, and every
 * page of the store server-rendered in all seven languages with its SEO head.
 */
import http from "node:http";
import { STORE_PAGES } from "./pages.ts";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { html, LANGS, localize, SLOW } from "./helpers.ts";

const YEAR_SECONDS = 365 * 86_400;
const TEMPORARY = [302, 303, 307];

async function redirectOf(request: APIRequestContext, url: string, headers?: Record<string, string>) {
  const res = await request.get(url, { maxRedirects: 0, headers });
  const location = res.headers()["location"];
  const target = location ? new URL(location, "http://store.test") : undefined;
  return { status: res.status(), location: target ? target.pathname + target.search : undefined, res };
}

/**
 * A GET of `path` exactly as written (a URL-parsing client would turn `/\\x` into `//x` or
 * `//x` into another host before sending): its status and Location.
 */
function rawGet(baseURL: string, path: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path, headers: { "accept-language": "en" } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode!, location: res.headers.location });
      })
      .on("error", reject);
  });
}

test.describe("redirects built from the request path stay on this site", () => {
  const PATHS = [
    "//evil.test/",
    "///evil.test/",
    "/\\evil.test/",
    "/%5Cevil.test/",
    "/%5cevil.test/",
    "/%2F%2Fevil.test/",
    "/\\\\evil.test",
    "/\\/evil.test/",
    "/en//evil.test",
    "/EN//evil.test",
    "/en/\\evil.test",
    "/de//evil.test/",
    "/zh-cn//evil.test",
    "//evil.test/?x=1",
    "//evil.test?lang=de",
    "/\\evil.test?lang=de",
    "//evil.test?currency=EUR",
  ];
  for (const path of PATHS) {
    test(`${path} answers a same-site Location or 404`, async ({ baseURL }) => {
      const { status, location } = await rawGet(baseURL!, path);
      if (status === 404) return;
      expect([301, 302]).toContain(status);
      // Resolved as a browser resolves it.
      expect(new URL(location!, baseURL).host, `${path} -> ${location}`).toBe(new URL(baseURL!).host);
    });
  }

  test("the collapsed address is this site's own page", async ({ baseURL }) => {
    expect(await rawGet(baseURL!, "//japan/")).toEqual({ status: 301, location: "/japan" });
    expect(await rawGet(baseURL!, "/en//japan")).toEqual({ status: 301, location: "/japan" });
    expect(await rawGet(baseURL!, "//japan?lang=en")).toMatchObject({ status: 302, location: "/japan" });
  });
});

test.describe("redirects", () => {
  test("a trailing slash is removed with a 301, keeping the query", async ({ request }) => {
    expect(await redirectOf(request, "/japan/?days=3&usage=light")).toMatchObject({ status: 301, location: "/japan?days=3&usage=light" });
    expect(await redirectOf(request, "/japan/10gb-30-days/")).toMatchObject({ status: 301, location: "/japan/10gb-30-days" });
    expect(await redirectOf(request, "/ja/")).toMatchObject({ status: 301, location: "/ja" });
    expect(await redirectOf(request, "/de/how-it-works/?x=1")).toMatchObject({ status: 301, location: "/de/how-it-works?x=1" });
  });

  test("the root itself is not redirected", async ({ request }) => {
    const res = await request.get("/", { maxRedirects: 0, headers: { "accept-language": "en" } });
    expect(res.status()).toBe(200);
  });

  test("a language prefix in the wrong case is corrected with a 301", async ({ request }) => {
    expect(await redirectOf(request, "/zh-cn/japan")).toMatchObject({ status: 301, location: "/zh-CN/japan" });
    expect(await redirectOf(request, "/ZH-HK/japan?days=2")).toMatchObject({ status: 301, location: "/zh-HK/japan?days=2" });
    expect(await redirectOf(request, "/JA")).toMatchObject({ status: 301, location: "/ja" });
  });

  test("/en/... redirects to the unprefixed English page", async ({ request }) => {
    expect(await redirectOf(request, "/en/japan")).toMatchObject({ status: 301, location: "/japan" });
    expect(await redirectOf(request, "/en/japan/10gb-30-days?x=1")).toMatchObject({ status: 301, location: "/japan/10gb-30-days?x=1" });
    expect(await redirectOf(request, "/en")).toMatchObject({ status: 301, location: "/" });
  });

  test("following the redirects in a browser lands on the canonical page", async ({ page }) => {
    await page.goto("/zh-cn/japan/");
    await expect(page).toHaveURL("/zh-CN/japan");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("日本旅行 eSIM");
    await page.goto("/en/japan");
    await expect(page).toHaveURL("/japan");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("eSIM for Japan");
  });
});

test.describe("not found", () => {
  const CASES = [
    { url: "/fr", lang: "en", title: "Looks like you got lost", text: "This page could not be found.", home: "Back to the home page", href: "/" },
    { url: "/atlantis", lang: "en", title: "Looks like you got lost", text: "This page could not be found.", home: "Back to the home page", href: "/" },
    { url: "/japan/no-such-plan", lang: "en", title: "Looks like you got lost", text: "This page could not be found.", home: "Back to the home page", href: "/" },
    { url: "/ja/atlantis", lang: "ja", title: "道に迷ってしまったようです", text: "ページが見つかりませんでした。", home: "トップページに戻る", href: "/ja" },
    { url: "/de/atlantis", lang: "de", title: "Da haben Sie sich wohl verlaufen", text: "Diese Seite konnte nicht gefunden werden.", home: "Zurück zur Startseite", href: "/de" },
  ];
  for (const c of CASES) {
    test(`${c.url} answers 404 with the not-found page`, async ({ request }) => {
      const res = await request.get(c.url);
      expect(res.status()).toBe(404);
      const doc = await res.text();
      expect(html.lang(doc)).toBe(c.lang);
      expect(html.h1(doc)).toBe(c.title);
      expect(html.text(doc)).toContain(c.text);
      expect(html.links(doc)).toContainEqual({ href: c.href, text: c.home });
      expect(doc).toMatch(/<meta name="robots" content="noindex"/);
    });
  }
});

test("the not-found page leads back to the home page of its language", async ({ page }) => {
  const response = await page.goto("/ja/atlantis");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("道に迷ってしまったようです");
  await expect(page.getByText("ページが見つかりませんでした。")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "トップページに戻る" }).click();
  await expect(page).toHaveURL("/ja", SLOW);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("どこへ旅しても、つながる安心を");
});

test.describe("language detection on the root", () => {
  test.describe("with a Japanese browser", () => {
    // The browser locale would otherwise replace the header on navigations.
    test.use({ locale: "ja-JP", extraHTTPHeaders: { "Accept-Language": "ja,en;q=0.5" } });

    test("/ redirects to /ja and remembers the language for a year", async ({ page, context }) => {
      await context.clearCookies();
      await page.goto("/");
      await expect(page).toHaveURL("/ja");
      await expect(page.locator("html")).toHaveAttribute("lang", "ja");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("どこへ旅しても、つながる安心を");

      const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
      expect(cookie).toMatchObject({ value: "ja", path: "/", sameSite: "Lax", secure: false });
      const lifetime = cookie!.expires - Date.now() / 1000;
      expect(lifetime).toBeGreaterThan(YEAR_SECONDS - 120);
      expect(lifetime).toBeLessThan(YEAR_SECONDS + 120);
    });

    test("only the root is detected: other English pages stay English", async ({ request }) => {
      const res = await request.get("/japan", { maxRedirects: 0 });
      expect(res.status()).toBe(200);
      expect(html.lang(await res.text())).toBe("en");
    });

    test("the language cookie wins over Accept-Language", async ({ request }) => {
      const de = await redirectOf(request, "/", { cookie: "i18n_redirected=de" });
      expect(TEMPORARY).toContain(de.status);
      expect(de.location).toBe("/de");
      const zh = await redirectOf(request, "/", { cookie: "i18n_redirected=zh-cn" });
      expect(TEMPORARY).toContain(zh.status);
      expect(zh.location).toBe("/zh-CN");
      const english = await request.get("/", { maxRedirects: 0, headers: { cookie: "i18n_redirected=en" } });
      expect(english.status()).toBe(200);
      expect(html.lang(await english.text())).toBe("en");
    });
  });

  test("the redirect carries the cookie header and keeps the query", async ({ request }) => {
    const { status, location, res } = await redirectOf(request, "/?ref=abc", { "accept-language": "zh-CN,zh;q=0.9" });
    // A negotiated redirect must stay temporary, or browsers would cache it for good.
    expect(TEMPORARY).toContain(status);
    expect(location).toBe("/zh-CN?ref=abc");
    const setCookie = res.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);
    const locale = setCookie.find((c) => c.startsWith("i18n_redirected="));
    expect(locale).toBeDefined();
    expect(locale).toMatch(/^i18n_redirected=zh-CN;/);
    expect(locale).toMatch(new RegExp(`Max-Age=${YEAR_SECONDS}`));
    expect(locale).toMatch(/Path=\//);
    expect(locale).toMatch(/SameSite=Lax/i);
    expect(locale).not.toMatch(/Secure/i);
  });

  test("an English or unsupported browser language stays on /", async ({ request }) => {
    for (const al of ["en-GB,en;q=0.9", "fr-FR,fr;q=0.9", ""]) {
      const res = await request.get("/", { maxRedirects: 0, headers: { "accept-language": al } });
      expect(res.status(), `Accept-Language "${al}"`).toBe(200);
    }
  });
});

const PAGES = STORE_PAGES;

/** Where a page's canonical URL points: the plan itself for the mealdetail alias. */
const canonicalPath = (path: string) => (path.startsWith("/mealdetail") ? "/japan/10gb-30-days" : path.split("?")[0]);

/** Canonical link and hreflang alternates (7 languages + x-default) of one localized page. */
function expectSeoHead(doc: string, url: string, lang: (typeof LANGS)[number], path: string, baseURL: string) {
  expect(html.canonical(doc), `${url} canonical`).toBe(baseURL + localize(lang, canonicalPath(path)));
  const alternates = html.alternates(doc);
  expect(alternates, `${url} alternates`).toHaveLength(8);
  expect(alternates.map((a) => a.hreflang).sort()).toEqual([...LANGS, "x-default"].sort());
  for (const a of alternates) {
    const target = a.hreflang === "x-default" ? "en" : (a.hreflang as (typeof LANGS)[number]);
    expect(a.href, `${url} hreflang=${a.hreflang}`).toBe(baseURL + localize(target, canonicalPath(path)));
  }
}

test.describe("every page in every language", () => {
  for (const path of PAGES) {
    test(`${path} is server-rendered in all seven languages with canonical and hreflang links`, async ({ request, baseURL }) => {
      const h1s = new Map<string, string>();
      for (const lang of LANGS) {
        const url = localize(lang, path);
        const res = await request.get(url, { maxRedirects: 0 });
        expect(res.status(), url).toBe(200);
        const doc = await res.text();
        expect(doc, url).toContain(`<html lang="${lang}"`);
        const h1 = html.h1(doc);
        expect(h1, `${url} h1`).toBeTruthy();
        h1s.set(lang, h1!);
        expectSeoHead(doc, url, lang, path, baseURL!);
      }
      // Each language has its own heading.
      const english = h1s.get("en");
      for (const lang of LANGS.filter((l) => l !== "en")) expect(h1s.get(lang), `${lang} h1 of ${path}`).not.toBe(english);
    });
  }

});
