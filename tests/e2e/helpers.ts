/** Shared helpers for the browser journeys: languages, localized paths, hydration, page parsing, the JSON API, the sandbox's card page. */
import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { signBody } from "../../shared/api/signature.ts";
import { expect } from "./fixtures.ts";

export const LANGS = ["en", "de", "es", "ja", "tr", "zh-CN", "zh-HK"] as const;
export type Lang = (typeof LANGS)[number];

/** "/japan" in a language: English unprefixed, others under `/{lang}` ("/" -> "/de"). */
export function localize(lang: Lang, path: string): string {
  if (lang === "en") return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}

/** A longer wait for steps that go over the network: client-side navigations and API answers. */
export const SLOW = { timeout: 15_000 };

/** A client address of its own (the test server trusts X-Forwarded-For), so per-address limits bite only where a test means them to. */
export const uniqueIp = () => `10.${[0, 0, 0].map(() => 1 + Math.floor(Math.random() * 250)).join(".")}`;

/**
 * Opens a page and waits until React has hydrated it, so buttons react to clicks. The loading
 * bar reports `data-loading="false"` only once the layout has mounted in the browser.
 */
export async function gotoReady(page: Page, url: string): Promise<void> {
  const response = await page.goto(url, { waitUntil: "domcontentloaded" });
  expect(response?.status(), `status of ${url}`).toBe(200);
  await waitReady(page);
}

export async function waitReady(page: Page): Promise<void> {
  await expect(page.locator('[data-loading="false"]')).toBeAttached({ timeout: 15_000 });
}

/** "10 GB · 30 days" -> a pattern for a link name starting with it (cards add a "→" after titles). */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s|$)`);
}

/** Han, kana: text written in Japanese or Chinese. */
export const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;

/** The store's currency symbols (PRODUCT.md#money-display). */
export const SYMBOL = String.raw`(?:CN¥|HK\$|S\$|C\$|[$€¥£฿₺₩₽₹])`;
/** An amount with two decimals as a language writes it: "7,229.45", "7.229,45", "7229,45", "3.99". */
export const AMOUNT = String.raw`(?:\d{1,3}(?:[.,]\d{3})+|\d+)[.,]\d{2}`;

/**
 * "$12.99", "HK$7,229.45", "₺1.816,97" (symbol first: en, ja, tr, zh) or "3,99 $", "7.229,45 €"
 * (symbol after a no-break space: de, es).
 */
export const PRICE = new RegExp(`(${SYMBOL})(${AMOUNT})(?!\\d)|(?<![\\d.,])(${AMOUNT})\u00a0(${SYMBOL})`, "g");

/** "7.229,45" or "7,229.45" -> 7229.45: every price has exactly two decimals, so the digits are cents. */
export const amountOf = (text: string) => Number(text.replace(/\D/g, "")) / 100;

export function pricesIn(text: string): { symbol: string; amount: number; raw: string }[] {
  return [...text.matchAll(PRICE)].map((m) => ({ symbol: m[1] ?? m[4], amount: amountOf(m[2] ?? m[3]), raw: m[0] }));
}

/** Minimal readers for server-rendered HTML fetched with `request`. */
export const html = {
  lang: (doc: string) => /<html[^>]*\slang="([^"]*)"/i.exec(doc)?.[1],
  text: (fragment: string) =>
    fragment
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, " ")
      .trim(),
  h1: (doc: string) => {
    const m = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(doc);
    return m ? html.text(m[1]) : undefined;
  },
  canonical: (doc: string) => /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/i.exec(doc)?.[1],
  alternates: (doc: string) =>
    [...doc.matchAll(/<link[^>]*rel="alternate"[^>]*>/gi)].map((m) => ({
      hreflang: /hreflang="([^"]*)"/i.exec(m[0])?.[1],
      href: /href="([^"]*)"/i.exec(m[0])?.[1],
    })),
  links: (doc: string) =>
    [...doc.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi)].map((m) => ({ href: m[1], text: html.text(m[2]) })),
};

export { freePort } from "../support/free-port.ts";

export type Envelope<T> = { success: boolean; code: string; msg: string; obj: T };

/** One call of the JSON API, signed and enveloped as the storefront's client sends it. */
export async function api<T>(
  request: APIRequestContext,
  url: string,
  fields: object,
  opts: { token?: string; ip: string; lang?: Lang; email?: string; headers?: Record<string, string> },
): Promise<Envelope<T>> {
  const body = JSON.stringify({ meta: { currentTime: Date.now(), requestId: randomBytes(10).toString("hex") }, clientId: 0, ...(opts.email !== undefined ? { email: opts.email } : {}), ...fields });
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "accept-language": opts.lang ?? "en",
    "x-signature": await signBody(body, opts.token),
    "x-forwarded-for": opts.ip,
    ...opts.headers,
  };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await request.post(url, { data: body, headers });
  expect(res.status(), `${url} answers`).toBe(200);
  return (await res.json()) as Envelope<T>;
}

/**
 * A signed-out visitor presses Buy on a plan page and continues as a guest: checkout opens. On
 * the shared test server, or on a store of the journey's own at `base`.
 */
export async function buyAsGuest(page: Page, lang: Lang, planPath: string, base = ""): Promise<void> {
  await gotoReady(page, base + localize(lang, planPath));
  await page.locator(".buy-button").click();
  const chooser = page.getByRole("dialog");
  await expect(chooser).toBeVisible(SLOW);
  await chooser.locator("button.wide").click();
  await expect(page).toHaveURL(/\/topay\?area=/, SLOW);
  await expect(page.locator(".checkout-form")).toBeVisible(SLOW);
}

/** Fills the guest's address and presses Pay: the sandbox's hosted page opens. */
export async function payAsGuest(page: Page, email: string): Promise<void> {
  await page.locator('.checkout-form input[name="email"]').fill(email);
  await page.locator(".pay-button").click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_/, SLOW);
}

/** The sandbox's card form (plain HTML): the 4242 card succeeds. */
export async function payWith4242(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_/, SLOW);
  await page.locator("#number").fill("4242 4242 4242 4242");
  await page.locator("#expiry").fill("12/34");
  await page.locator("#cvc").fill("123");
  await page.locator("#name").fill("Ada Traveller");
  await page.locator('form button[type="submit"]').click();
}
