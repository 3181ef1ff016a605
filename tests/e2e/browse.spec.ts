/**
 * Browsing the catalogue the way a traveller does: home -> a popular destination -> a plan,
 * in English, Japanese and Simplified Chinese, checking the document language and that every
 * heading is written in the language of the page.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { CJK, gotoReady, type Lang, localize, SLOW, startingWith } from "./helpers.ts";

interface Journey {
  lang: Lang;
  popular: string;
  japan: string;
  areaHeading: string;
  dataPlans: string;
  plan: string;
  planHeading: string;
  factsHeading: string;
  facts: string[];
}

const JOURNEYS: Journey[] = [
  {
    lang: "en",
    popular: "Popular destinations",
    japan: "Japan",
    areaHeading: "eSIM for Japan",
    dataPlans: "Data plans",
    plan: "10 GB · 30 days",
    planHeading: "Japan eSIM · 10 GB · 30 days",
    factsHeading: "Plan details",
    facts: ["Data", "Validity", "Network", "After the allowance", "Hotspot / tethering", "Top-ups", "Validity starts", "Coverage"],
  },
  {
    lang: "ja",
    popular: "人気の渡航先",
    japan: "日本",
    areaHeading: "日本で使えるeSIM",
    dataPlans: "データプラン",
    plan: "10 GB · 30日間",
    planHeading: "日本のeSIM · 10 GB · 30日間",
    factsHeading: "プラン詳細",
    facts: ["データ容量", "有効期間", "ネットワーク", "高速データ使用後", "テザリング", "チャージ", "有効期間の開始", "対応エリア"],
  },
  {
    lang: "zh-CN",
    popular: "热门目的地",
    japan: "日本",
    areaHeading: "日本旅行 eSIM",
    dataPlans: "流量套餐",
    plan: "10 GB · 30天",
    planHeading: "日本 eSIM 套餐 · 10 GB · 30天",
    factsHeading: "套餐详情",
    facts: ["流量", "有效期", "网络", "高速流量用完后", "热点共享", "充值", "生效时间", "覆盖范围"],
  },
];

const ENGLISH_HEADINGS = new Set(["Stay connected wherever you travel", "eSIM for Japan", "Japan eSIM · 10 GB · 30 days"]);

/** Page-level headings (h1, h2) must be written in the page's language, never left in English. */
async function expectHeadingsIn(page: Page, lang: Lang) {
  const headings = await page.locator("main").getByRole("heading").filter({ visible: true }).all();
  expect(headings.length).toBeGreaterThan(0);
  const h1 = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  expect(ENGLISH_HEADINGS.has(h1) && lang !== "en", `English h1 "${h1}" on a ${lang} page`).toBe(false);
  if (lang === "en") return;
  const texts = await page.locator("main h1, main h2").allInnerTexts();
  const untranslated = texts.map((t) => t.trim()).filter((t) => t && !CJK.test(t));
  expect(untranslated, `headings not in ${lang}`).toEqual([]);
}

/** The document is in `lang`, and so is every heading of the page. */
async function expectInLanguage(page: Page, lang: Lang) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expectHeadingsIn(page, lang);
}

/** A click led to `path` (localized) with the h1 `heading`, all of it in `lang`. */
async function expectArrivedAt(page: Page, lang: Lang, path: string, heading: string) {
  await expect(page).toHaveURL(localize(lang, path), SLOW);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expectInLanguage(page, lang);
}

for (const j of JOURNEYS) {
  test(`browse home -> destination -> plan in ${j.lang}`, async ({ page }) => {
    test.slow(); // three pages, each checked heading by heading
    await gotoReady(page, localize(j.lang, "/"));
    await expectInLanguage(page, j.lang);

    // The banner strip shares the label, so pick the section headed "Popular destinations".
    const popular = page.getByRole("region", { name: j.popular }).filter({ has: page.getByRole("heading", { name: j.popular }) });
    await popular.getByRole("link", { name: startingWith(j.japan) }).click();

    await expectArrivedAt(page, j.lang, "/japan", j.areaHeading);

    const dataPlans = page.getByRole("region", { name: j.dataPlans });
    await dataPlans.getByRole("link", { name: startingWith(j.plan) }).click();

    await expectArrivedAt(page, j.lang, "/japan/10gb-30-days", j.planHeading);

    const facts = page.getByRole("region", { name: j.factsHeading });
    await expect(facts.getByRole("term")).toHaveText(j.facts);
    const values = await facts.getByRole("definition").allInnerTexts();
    expect(values).toHaveLength(j.facts.length);
    for (const v of values) expect(v.trim()).not.toBe("");
    await expect(facts.getByRole("definition").first()).toHaveText("10 GB");
  });
}

test("the destination tabs switch between countries, regions and global plans", async ({ page }) => {
  await gotoReady(page, "/");
  const tabs = page.getByRole("tablist", { name: "Browse all destinations" });
  await expect(tabs.getByRole("tab")).toHaveText(["Countries", "Regions", "Global"]);
  await expect(tabs.getByRole("tab", { name: "Countries" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toHaveCount(1);

  await tabs.getByRole("tab", { name: "Regions" }).click();
  await expect(tabs.getByRole("tab", { name: "Regions" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("link", { name: /^Europe\s/ })).toBeVisible();

  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Global" })).toBeFocused();
  await expect(tabs.getByRole("tab", { name: "Global" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tabpanel").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^eSIM for /);
});
