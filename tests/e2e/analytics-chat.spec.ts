/**
 * The optional analytics and support chat (PRODUCT.md#analytics-and-chat, spec sections 3 and 9),
 * with no network: each group starts a store of its own configured for them, and the tools are
 * small stand-ins served by the test on local ports, answering at the paths the real ones use
 * (Umami's `/script.js` and `/api/send`, Plausible's `/js/script.pageview-props.js` and
 * `/api/event`, Chatwoot's `/packs/js/sdk.js` and `/widget`). Every request that reaches them is
 * recorded, so "nothing loaded" is observed, not assumed. Nothing of the store is intercepted:
 * its Content Security Policy must let exactly these in (a violation is a console error, which
 * fails the test).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Page } from "@playwright/test";
import { buyByHttp, guest, signIn } from "./buyers.ts";
import { expect, forgetVisitor, test } from "./fixtures.ts";
import { gotoReady, SLOW } from "./helpers.ts";
import { orderLinkOf } from "./mailbox.ts";
import { axeViolations } from "./page-checks.ts";
import { startOwnStore, stopOwnStore, type OwnStore } from "./own-store.ts";

interface Seen {
  method: string;
  path: string;
  body: string;
}

/** A stand-in third party on a local port: answers `routes` by path and records every request. */
async function standIn(routes: Record<string, { type: string; body: string }>) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const path = new URL(req.url!, "http://stand-in").pathname;
      seen.push({ method: req.method!, path, body });
      const route = routes[path];
      // Like the real trackers' endpoints, events may be posted from any site.
      const cors = { "access-control-allow-origin": "*" };
      if (req.method === "OPTIONS") {
        // Whatever headers the browser asks to send (the tests' own x-forwarded-for among them).
        const headers = req.headers["access-control-request-headers"] ?? "content-type";
        const allowed = { ...cors, "access-control-allow-methods": "POST", "access-control-allow-headers": headers, "access-control-allow-private-network": "true" };
        return void res.writeHead(204, allowed).end();
      }
      if (req.method === "POST") return void res.writeHead(202, cors).end();
      if (!route) return void res.writeHead(404, cors).end();
      res.writeHead(200, { ...cors, "content-type": route.type }).end(route.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

const js = (body: string) => ({ type: "text/javascript", body });

/** Umami's tracker as far as the store uses it: `data-website-id`, `data-host-url`, a page view on load, `umami.identify`. */
const FAKE_UMAMI = js(`(() => {
  const script = document.currentScript;
  const host = script.dataset.hostUrl || new URL(script.src).origin;
  const website = script.dataset.websiteId;
  const send = (type, payload) => fetch(host + "/api/send", { method: "POST", body: JSON.stringify({ type, payload: { website, url: location.pathname, ...payload } }) });
  window.umami = { track: () => send("event", {}), identify: (id) => send("identify", { id }) };
  send("event", {});
})();`);

/**
 * Plausible's `script.pageview-props.js`: `data-domain`, `data-api`, the queue, and `event-*`
 * attributes as properties. It also keeps what the page passed to `plausible.init` (the options
 * Plausible's newer per-site script reads) where the test can look at it.
 */
const FAKE_PLAUSIBLE = js(`(() => {
  const script = document.currentScript;
  window.plausibleInitOptions = window.plausible && window.plausible.o;
  const endpoint = script.getAttribute("data-api") || new URL(script.src).origin + "/api/event";
  const queue = (window.plausible && window.plausible.q) || [];
  const trigger = (name) => {
    const props = {};
    for (const attribute of script.getAttributeNames()) if (attribute.startsWith("event-")) props[attribute.slice(6)] = script.getAttribute(attribute);
    fetch(endpoint, { method: "POST", body: JSON.stringify({ n: name, d: script.getAttribute("data-domain"), u: location.href, p: props }) });
  };
  window.plausible = trigger;
  for (const args of queue) trigger(...args);
  trigger("pageview");
})();`);

/**
 * Chatwoot's SDK as it draws the widget in `run`: its stylesheet as a <style> element, then the
 * widget's frame (id chatwoot_live_chat_widget, no title) in a fixed holder.
 */
const FAKE_CHATWOOT = js(`window.chatwootSDK = { run({ websiteToken, baseUrl }) {
  const css = document.createElement("style");
  css.innerHTML = ".woot-widget-holder { position: fixed; bottom: 20px; right: 20px; width: 64px; height: 64px; }";
  document.body.appendChild(css);
  const holder = document.createElement("div");
  holder.className = "woot-widget-holder";
  const frame = document.createElement("iframe");
  frame.id = "chatwoot_live_chat_widget";
  frame.src = baseUrl + "/widget?website_token=" + websiteToken + "&locale=" + (window.chatwootSettings || {}).locale;
  holder.appendChild(frame);
  document.body.appendChild(holder);
} };`);
const WIDGET = { type: "text/html", body: '<!doctype html><html lang="en"><title>Chat</title><aside aria-label="Chat"><p>How can we help?</p></aside></html>' };

const WEBSITE_ID = "5e3c6c2a-8f41-4a5b-9d3e-2b7f0c1d9a11";
const WEBSITE_TOKEN = "b6BejyTTuxF4yPt61ZTZHjdB";

/** The user id a session token names (its subject), as the spec has it sent to analytics. */
const userIdOf = (token: string) => (JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()) as { sub: string }).sub;

const noticeOf = (page: Page) => page.getByRole("region", { name: "Cookie notice" });

test.describe("Umami and the Chatwoot chat", () => {
  test.describe.configure({ mode: "default" });
  let store: OwnStore | undefined;
  let analytics: Awaited<ReturnType<typeof standIn>>;
  let chat: Awaited<ReturnType<typeof standIn>>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    analytics = await standIn({ "/script.js": FAKE_UMAMI });
    chat = await standIn({ "/packs/js/sdk.js": FAKE_CHATWOOT, "/widget": WIDGET });
    store = await startOwnStore({
      TRUST_PROXY: "true",
      ANALYTICS_KIND: "umami",
      ANALYTICS_SCRIPT_URL: `${analytics.base}/script.js`,
      ANALYTICS_SITE_ID: WEBSITE_ID,
      CHATWOOT_BASE_URL: chat.base,
      CHATWOOT_WEBSITE_TOKEN: WEBSITE_TOKEN,
    });
  });
  test.afterAll(async () => {
    await stopOwnStore(store);
    await analytics?.close();
    await chat?.close();
  });

  test.beforeEach(async ({ context }) => {
    await forgetVisitor(context, store!.base);
    analytics.seen.length = 0;
    chat.seen.length = 0;
  });

  /** The chat has come (so the page was idle and its third parties were started): a moment to judge what else came. */
  const chatLoaded = () => expect.poll(() => chat.seen.map((r) => r.path), SLOW).toContain("/packs/js/sdk.js");

  test("nothing is asked of the analytics before the visitor accepts; after Accept it loads and counts the visit", async ({ page, context }) => {
    await gotoReady(page, `${store!.base}/`);
    const notice = noticeOf(page);
    // The notice names both tools, and what analytics would receive.
    await expect(notice).toContainText("If you accept, we count visits with Umami");
    await expect(notice).toContainText("Our support chat (Chatwoot) loads once the page is ready");
    await chatLoaded();
    expect(analytics.seen).toEqual([]);

    await notice.getByRole("button", { name: "Accept", exact: true }).click();
    await expect(notice).toBeHidden();
    const asked = () => analytics.seen.filter((r) => r.method !== "OPTIONS");
    await expect.poll(() => asked().map((r) => `${r.method} ${r.path}`), SLOW).toEqual(["GET /script.js", "POST /api/send"]);
    expect(JSON.parse(asked()[1].body)).toEqual({ type: "event", payload: { website: WEBSITE_ID, url: "/" } });
    expect((await context.cookies()).find((c) => c.name === "cookie_consent")).toMatchObject({ value: "accepted", path: "/" });
    // The answer is kept: the next page loads the tracker at once and asks nothing.
    await gotoReady(page, `${store!.base}/japan`);
    await expect.poll(() => analytics.seen.filter((r) => r.path === "/script.js").length, SLOW).toBe(2);
    await gotoReady(page, `${store!.base}/`);
    await expect(noticeOf(page)).toHaveCount(0);
  });

  test("a signed-in visitor's user id reaches the analytics, and only after Accept", async ({ page, context, request }) => {
    const buyer = await guest(request, store!.base);
    await signIn(context, store!.base, buyer);
    await gotoReady(page, `${store!.base}/`);
    await expect(page.locator(".account-menu summary")).toContainText("Guest user");
    await chatLoaded();
    expect(analytics.seen).toEqual([]);

    await noticeOf(page).getByRole("button", { name: "Accept", exact: true }).click();
    const identified = () => analytics.seen.filter((r) => r.method === "POST" && r.path === "/api/send").map((r) => JSON.parse(r.body) as { type: string; payload: { id?: string } });
    await expect.poll(() => identified().find((e) => e.type === "identify")?.payload.id, SLOW).toBe(userIdOf(buyer.token));
  });

  test("Reject keeps the analytics away, on this page and the next; the chat still comes", async ({ page, context }) => {
    await gotoReady(page, `${store!.base}/de`);
    const notice = page.getByRole("region", { name: "Cookie-Hinweis" });
    await expect(notice).toContainText("Wenn Sie zustimmen, zählen wir Besuche mit Umami");
    await notice.getByRole("button", { name: "Ablehnen" }).click();
    await expect(notice).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === "cookie_consent")?.value).toBe("rejected");

    await page.getByRole("link", { name: /^Japan/ }).first().click();
    await expect(page).toHaveURL(/\/de\/japan$/, SLOW);
    chat.seen.length = 0;
    await page.reload();
    await chatLoaded();
    // The widget, in the page's language, is drawn; the analytics still stay away.
    await expect(page.frameLocator("#chatwoot_live_chat_widget").getByText("How can we help?")).toBeVisible(SLOW);
    await expect(page.locator("#chatwoot_live_chat_widget")).toHaveAttribute("src", `${chat.base}/widget?website_token=${WEBSITE_TOKEN}&locale=de`);
    await page.waitForLoadState("networkidle");
    expect(analytics.seen).toEqual([]);
  });

  test("neither tool starts on a page whose address carries an order link's secret key", async ({ page, context }) => {
    await context.addCookies(["cookie_notice=0", "cookie_consent=accepted"].map((c) => ({ name: c.split("=")[0], value: c.split("=")[1], url: store!.base })));
    // A guest's order and the link its delivery mail carries (a key that opens nothing would land on /linkexpire).
    const buyer = await guest(page.request, store!.base);
    const orderNo = await buyByHttp(page.request, buyer, { area: "japan", plan: "1gb-7-days" }, store!.base);
    const link = await orderLinkOf(buyer.email, orderNo, store!.outbox);
    const started = page.waitForResponse((r) => /\/assets\/third-party-[\w-]+\.js$/.test(r.url()));
    await page.goto(`${store!.base}${link.pathname}${link.search}`, { waitUntil: "domcontentloaded" });
    expect(new URL(page.url()).searchParams.get("key")).toBeTruthy();
    await started;
    // Well past the chat's 2 s: nothing went to either tool.
    await page.waitForTimeout(2_500);
    await page.waitForLoadState("networkidle");
    expect(chat.seen).toEqual([]);
    expect(analytics.seen).toEqual([]);
    // The same visitor elsewhere gets both.
    await gotoReady(page, `${store!.base}/japan`);
    await chatLoaded();
    await expect.poll(() => analytics.seen.map((r) => r.path), SLOW).toContain("/script.js");
  });

  test("a visitor who dismissed the notice before it asked about analytics is asked now", async ({ page, context }) => {
    await context.addCookies([{ name: "cookie_notice", value: "0", url: store!.base }]);
    await gotoReady(page, `${store!.base}/`);
    await expect(noticeOf(page)).toBeVisible();
    await chatLoaded();
    expect(analytics.seen).toEqual([]);
  });

  test("the chat waits for the browser to be idle: nothing from its address while the page is busy", async ({ page }) => {
    // Page time stands still, so no idle moment comes until the test moves it.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const started = page.waitForResponse((r) => /\/assets\/third-party-[\w-]+\.js$/.test(r.url()));
    await page.goto(`${store!.base}/japan`, { waitUntil: "domcontentloaded" });
    await started;
    await page.waitForLoadState("networkidle");
    expect(chat.seen).toEqual([]);

    await page.clock.runFor(100);
    await chatLoaded();
    // Chatwoot's stylesheet was let in by the page's nonce (a refused one would be a console error)
    // and its frame has a name.
    await expect(page.locator(".woot-widget-holder")).toHaveCSS("position", "fixed", SLOW);
    await expect(page.locator("#chatwoot_live_chat_widget")).toHaveAttribute("title", "Support chat");
  });

  test("a browser without idle callbacks gets the chat 2 s after the page is ready, not before", async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.addInitScript(() => delete (window as { requestIdleCallback?: unknown }).requestIdleCallback);
    const started = page.waitForResponse((r) => /\/assets\/third-party-[\w-]+\.js$/.test(r.url()));
    await page.goto(`${store!.base}/japan`, { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => "requestIdleCallback" in window)).toBe(false);
    await started;
    await page.waitForLoadState("networkidle");
    await page.clock.runFor(1_900);
    await page.waitForLoadState("networkidle");
    expect(chat.seen).toEqual([]);
    await page.clock.runFor(200);
    await chatLoaded();
  });

  test("no axe violations with the notice naming the tools and the chat on the page", async ({ page }) => {
    // The home page's full check, after the chat's SDK has loaded: the heaviest axe run of the suite.
    test.slow();
    await gotoReady(page, `${store!.base}/`);
    await chatLoaded();
    await expect(page.locator("#chatwoot_live_chat_widget")).toHaveAttribute("title", "Support chat", SLOW);
    // The chat's SDK writes its own elements into the page (a <style> in the body): ours are checked without it, elsewhere.
    expect(await axeViolations(page, undefined, { html: false })).toEqual([]);
  });
});

test.describe("Plausible", () => {
  test.describe.configure({ mode: "default" });
  let store: OwnStore | undefined;
  let analytics: Awaited<ReturnType<typeof standIn>>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    analytics = await standIn({ "/js/script.pageview-props.js": FAKE_PLAUSIBLE });
    store = await startOwnStore({
      TRUST_PROXY: "true",
      ANALYTICS_KIND: "plausible",
      ANALYTICS_SCRIPT_URL: `${analytics.base}/js/script.pageview-props.js`,
      ANALYTICS_SITE_ID: "shop.example.com",
    });
  });
  test.afterAll(async () => {
    await stopOwnStore(store);
    await analytics?.close();
  });

  /** A visitor who accepted the notice on an earlier visit. */
  const accepted = (context: BrowserContext) =>
    context.addCookies(["cookie_notice=0", "cookie_consent=accepted"].map((c) => ({ name: c.split("=")[0], value: c.split("=")[1], url: store!.base })));

  test("counts the page under its domain, with a signed-in visitor's user id as a custom property", async ({ page, context, request }) => {
    const buyer = await guest(request, store!.base);
    await signIn(context, store!.base, buyer);
    await accepted(context);
    await gotoReady(page, `${store!.base}/japan`);
    const events = () => analytics.seen.filter((r) => r.method === "POST" && r.path === "/api/event").map((r) => JSON.parse(r.body) as { n: string; d: string; p: Record<string, string> });
    await expect.poll(events, SLOW).toEqual([{ n: "pageview", d: "shop.example.com", u: `${store!.base}/japan`, p: { user_id: userIdOf(buyer.token) } }]);
    await expect(page.locator("script[data-domain]")).toHaveAttribute("event-user_id", userIdOf(buyer.token));
    // Plausible's newer per-site script takes the same property from `plausible.init`.
    const initialised = await page.evaluate(() => {
      const options = (window as { plausibleInitOptions?: { customProperties?: (eventName: string) => unknown } }).plausibleInitOptions;
      return options?.customProperties?.("pageview");
    });
    expect(initialised).toEqual({ user_id: userIdOf(buyer.token) });
  });

  test("counts a signed-out visitor without any id", async ({ page, context }) => {
    analytics.seen.length = 0;
    await accepted(context);
    await gotoReady(page, `${store!.base}/`);
    const properties = () => analytics.seen.filter((r) => r.method === "POST" && r.path === "/api/event").map((r) => (JSON.parse(r.body) as { p: object }).p);
    await expect.poll(properties, SLOW).toEqual([{}]);
  });
});
