import { expect, test } from "./fixtures.ts";
import { gotoReady, pricesIn, SLOW } from "./helpers.ts";

test("the home page is server-rendered and lists destinations", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("<html lang=\"en\"");
  expect(html).toContain("Japan");
  expect(html).toContain("Europe");
  expect(html).toMatch(/<a[^>]*href="\/japan"/);
});

test("a language prefix serves the page in that language", async ({ request }) => {
  const html = await (await request.get("/ja")).text();
  expect(html).toContain("<html lang=\"ja\"");
  expect(html).toContain("日本");
});

test("the home page offers search, destinations, recommended plans and the steps", async ({ page }) => {
  await gotoReady(page, "/");
  await expect(page).toHaveTitle(/^Roamwell: eSIM data plans for \d+ destinations$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stay connected wherever you travel");
  await expect(page.getByRole("combobox", { name: "Where are you going?" })).toBeVisible();

  const popular = page.getByRole("region", { name: "Popular destinations" }).filter({ has: page.getByRole("heading", { name: "Popular destinations" }) });
  const destinations = popular.getByRole("link");
  expect(await destinations.count()).toBeGreaterThanOrEqual(6);
  await expect(destinations.filter({ hasText: "Japan" })).toHaveAttribute("href", "/japan");
  for (const text of await destinations.allInnerTexts()) expect(text).toMatch(/from \$\d+\.\d{2}/);

  const recommended = page.getByRole("region", { name: "Recommended plans" });
  const plans = recommended.getByRole("link");
  await expect(plans).toHaveCount(6);
  for (const href of await plans.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) expect(href).toMatch(/^\/[a-z-]+\/[a-z0-9-]+$/);
  // One price per plan; a plan on sale also shows its struck-through list price.
  const prices = pricesIn((await recommended.getByTestId("price").allInnerTexts()).join(" "));
  expect(prices).toHaveLength(6);
  expect(prices.every((p) => p.symbol === "$")).toBe(true);

  const steps = page.getByRole("region", { name: "How it works" });
  await expect(steps.getByRole("heading", { level: 3 })).toHaveText(["Pick a plan", "Install the eSIM", "Connect on arrival"]);
  await expect(steps.getByRole("link", { name: /Read the full guide/ })).toHaveAttribute("href", "/how-it-works");

  // The test store names no apps (IOS_APP_URL, ANDROID_APP_URL), so nothing invites to get one
  // (with one configured: layout.spec.ts).
  await expect(page.getByRole("region", { name: "Take Roamwell with you" })).toHaveCount(0);

  // A recommended plan opens its plan page.
  const first = plans.first();
  const href = await first.getAttribute("href");
  await first.click();
  await expect(page).toHaveURL(href!, SLOW);
  await expect(page.getByRole("region", { name: "Plan details" })).toBeVisible();
});

const GROUP_HEADINGS = {
  en: ["Popular countries", "Europe", "Asia", "Middle East", "Africa", "North & Central America, Caribbean", "South America", "Oceania"],
  de: ["Beliebte Länder", "Europa", "Asien", "Naher Osten", "Afrika", "Nord- und Mittelamerika, Karibik", "Südamerika", "Ozeanien"],
} as const;

for (const [lang, headings] of Object.entries(GROUP_HEADINGS)) {
  test(`the full destination list in ${lang} is grouped: popular apart, then by part of the world, each group in the language's order`, async ({ page }) => {
    await gotoReady(page, lang === "en" ? "/" : `/${lang}`);
    const countries = page.getByRole("tabpanel", { name: lang === "en" ? "Countries" : "Länder" });
    await expect(countries.getByRole("heading", { level: 3 })).toHaveText([...headings]);

    const collator = new Intl.Collator(lang);
    const seen: string[] = [];
    for (const heading of headings) {
      const group = countries.getByRole("region", { name: heading, exact: true });
      const names = await group.getByRole("link").allInnerTexts();
      expect(names.length, heading).toBeGreaterThan(0);
      expect(names, heading).toEqual([...names].sort(collator.compare));
      seen.push(...(await group.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")!))));
    }
    // Every country exactly once, and as many as the heading promises.
    expect(new Set(seen).size).toBe(seen.length);
    const lead = await page.locator(".hero .lead").innerText();
    expect(lead).toContain(String(seen.length));
    expect(seen).toContain(lang === "en" ? "/japan" : `/${lang}/japan`);
  });
}

test("the Europe banner counts the countries the Europe plan covers, as the Europe tile does", async ({ page }) => {
  await gotoReady(page, "/");
  const tile = page.getByRole("region", { name: "Popular destinations" }).getByRole("link").filter({ hasText: /^Europe/ });
  const count = /(\d+) countries/.exec(await tile.innerText())?.[1];
  expect(Number(count)).toBeGreaterThan(30);
  await expect(page.getByRole("link", { name: /One eSIM for all of Europe/ })).toContainText(`one plan covers ${count} countries.`);
  await expect(page).toHaveTitle(/^Roamwell: eSIM data plans for \d+ destinations$/);
});
