/** Plans: daily totals for a chosen number of days, plan facts and the mealdetail alias. */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { AMOUNT, amountOf, gotoReady, LANGS, localize, SLOW, SYMBOL } from "./helpers.ts";

const PLAN_FACTS = ["Data", "Validity", "Network", "After the allowance", "Hotspot / tethering", "Top-ups", "Validity starts", "Coverage"];

/** "$1.49 per day" -> 1.49 (any display currency) */
function perDay(text: string, symbol = "$"): number {
  const m = new RegExp(`(${SYMBOL})(${AMOUNT})\\s*per day`).exec(text);
  expect(m, `per-day price in "${text}"`).not.toBeNull();
  expect(m![1]).toBe(symbol);
  return amountOf(m![2]);
}

/** "Total for 9 days: $13.41" -> 13.41 (a no-break space between 9 and days) */
function total(text: string, days: number, symbol = "$"): number {
  const m = new RegExp(`^Total for ${days}\\s+days?: (${SYMBOL})(${AMOUNT})$`).exec(text.trim());
  expect(m, `total in "${text}"`).not.toBeNull();
  expect(m![1]).toBe(symbol);
  return amountOf(m![2]);
}

function expectTotal(totalPrice: number, dayPrice: number, days: number) {
  // The total is converted once from the exact USD amount, so it may only differ by truncation.
  expect(totalPrice).toBeGreaterThanOrEqual(Math.round((days * dayPrice - 0.09) * 100) / 100);
  expect(totalPrice).toBeLessThanOrEqual(Math.round((days * dayPrice + 0.09) * 100) / 100);
}

async function dailyCards(page: Page): Promise<Locator[]> {
  const section = page.getByRole("region", { name: "Daily plans" });
  const cards = section.getByRole("listitem").filter({ has: page.getByTestId("daily-total") });
  await expect(cards.first()).toBeVisible();
  return cards.all();
}

async function expectAllTotals(page: Page, days: number, symbol = "$") {
  const cards = await dailyCards(page);
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    const totalBox = card.getByTestId("daily-total");
    await expect(totalBox).toHaveText(new RegExp(`^Total for ${days}\\s+days?: ${SYMBOL}${AMOUNT}$`));
    expectTotal(total(await totalBox.innerText(), days, symbol), perDay(await card.innerText(), symbol), days);
  }
}

test.describe("daily plans on /japan", () => {
  test("typing 9 days updates every daily total to 9 × the price per day", async ({ page }) => {
    await gotoReady(page, "/japan");
    const section = page.getByRole("region", { name: "Daily plans" });
    const days = section.getByRole("spinbutton", { name: "Number of days" });
    // The spec's default trip length is one day (PRODUCT.md#daily-plans).
    await expect(days).toHaveValue("1");
    await expectAllTotals(page, 1);

    await days.fill("9");
    await expect(days).toHaveValue("9");
    await expectAllTotals(page, 9);
  });

  test("in euros the total is converted once, so it stays within truncation of 9 × the daily price", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "currency", value: "EUR", url: baseURL! }]);
    await gotoReady(page, "/japan");
    const days = page.getByRole("region", { name: "Daily plans" }).getByRole("spinbutton", { name: "Number of days" });
    await days.fill("9");
    await expectAllTotals(page, 9, "€");
  });

  test("the + and − buttons step the days and stop at 1 and 30", async ({ page }) => {
    await gotoReady(page, "/japan");
    const section = page.getByRole("region", { name: "Daily plans" });
    const days = section.getByRole("spinbutton", { name: "Number of days" });
    const more = section.getByRole("button", { name: "One day more" });
    const less = section.getByRole("button", { name: "One day less" });

    await expect(less).toBeDisabled();
    await more.click();
    await more.click();
    await expect(days).toHaveValue("3");
    await expectAllTotals(page, 3);
    await days.fill("9");
    await expect(days).toHaveValue("9");
    await expectAllTotals(page, 9);

    await days.fill("30");
    await expect(more).toBeDisabled();
    await expectAllTotals(page, 30);
    await days.fill("45");
    await expect(days).toHaveValue("30");

    await days.fill("1");
    await expect(less).toBeDisabled();
    await expect(section.getByTestId("daily-total").first()).toHaveText(/^Total for 1\sday: \$\d+\.\d{2}$/);
    await expectAllTotals(page, 1);
    await more.click();
    await expect(days).toHaveValue("2");
    await expect(less).toBeEnabled();
  });
});

test("a daily plan page totals the chosen number of days", async ({ page }) => {
  await gotoReady(page, "/thailand/daily-1gb");
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toContainText("Thailand eSIM");
  const price = perDay(await page.locator("header").filter({ has: h1 }).innerText());
  const days = page.getByRole("spinbutton", { name: "Number of days" });
  await expect(days).toHaveValue("1");
  const totalBox = page.getByTestId("daily-total");
  await expect(totalBox).toHaveCount(1);
  expectTotal(total(await totalBox.innerText(), 1), price, 1);

  await days.fill("9");
  await expect(totalBox).toHaveText(/^Total for 9\s+days: \$\d+\.\d{2}$/);
  expectTotal(total(await totalBox.innerText(), 9), price, 9);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the days in the address reach the daily plans' links, the plan page's total and Buy now; a bad count shows the default", async ({ page }) => {
    await page.goto("/de/japan?days=4");
    const section = page.getByRole("region", { name: "Tagestarife" });
    await expect(section.getByRole("spinbutton")).toHaveValue("4");
    await expect(section.locator('.plan-card a[href="/de/japan/daily-1gb?days=4"]')).toHaveCount(1);
    await page.goto("/de/japan/daily-1gb?days=4");
    await expect(page.locator(".daily-total-box input")).toHaveValue("4");
    await expect(page.locator(".daily-total-box").getByTestId("daily-total")).toContainText("4\u00a0Tage");
    await expect(page.locator(".buy-button")).toHaveAttribute("href", "/de/topay?area=japan&plan=daily-1gb&days=4");
    await page.goto("/de/mealdetail?area=japan&plan=daily-1gb&days=6");
    await expect(page.locator(".buy-button")).toHaveAttribute("href", "/de/topay?area=japan&plan=daily-1gb&days=6");
    for (const bad of ["45", "0", "4.5", "abc"]) {
      await page.goto(`/de/japan/daily-1gb?days=${bad}`);
      await expect(page.locator(".buy-button")).toHaveAttribute("href", "/de/topay?area=japan&plan=daily-1gb&days=1");
    }
  });
});

test("a plan page lists every fact and describes the product for search engines", async ({ page }) => {
  await gotoReady(page, "/japan/10gb-30-days");
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toContainText("Japan eSIM");
  await expect(h1).toHaveText("Japan eSIM · 10 GB · 30 days");

  const facts = page.getByRole("region", { name: "Plan details" });
  await expect(facts.getByRole("term")).toHaveText(PLAN_FACTS);
  const values = facts.getByRole("definition");
  await expect(values).toHaveCount(PLAN_FACTS.length);
  await expect(values.nth(0)).toHaveText("10 GB");
  await expect(values.nth(1)).toHaveText("30 days");
  await expect(values.nth(7)).toHaveText("Japan");
  for (const v of await values.allInnerTexts()) expect(v.trim()).not.toBe("");

  const shown = /\$(\d+\.\d{2})/.exec(await page.locator("header").filter({ has: h1 }).innerText())?.[1];
  expect(shown).toBeTruthy();

  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = ld.map((s) => JSON.parse(s)).find((d) => d["@type"] === "Product");
  expect(product, "schema.org Product").toBeTruthy();
  expect(product.name).toContain("Japan eSIM");
  expect(product.offers.priceCurrency).toBe("USD");
  expect(product.offers.price).toBe(shown);

  await page.getByRole("link", { name: /All plans for Japan/ }).click();
  await expect(page).toHaveURL("/japan", SLOW);
});

test("mealdetail shows the same plan as its canonical page and points search engines there", async ({ page, baseURL }) => {
  await gotoReady(page, "/japan/10gb-30-days");
  const canonicalH1 = await page.getByRole("heading", { level: 1 }).innerText();

  await gotoReady(page, "/mealdetail?area=japan&plan=10gb-30-days");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(canonicalH1);
  await expect(page.getByRole("region", { name: "Plan details" }).getByRole("term")).toHaveText(PLAN_FACTS);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/japan/10gb-30-days`);
});

test("mealdetail for an unknown plan answers 404", async ({ request }) => {
  const res = await request.get("/mealdetail?area=japan&plan=no-such-plan");
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain("Looks like you got lost");
});

test("the trip suggestion recommends a plan", async ({ page }) => {
  await gotoReady(page, "/japan");
  const suggest = page.getByRole("region", { name: "Not sure which plan?" });
  await suggest.getByRole("spinbutton", { name: "How long is your trip? (days)" }).fill("10");
  await suggest.getByRole("radio", { name: /^Light/ }).check();
  await suggest.getByRole("button", { name: "Suggest a plan" }).click();
  const result = suggest.getByRole("status");
  await expect(result.getByRole("heading", { name: "Our suggestion" })).toBeVisible(SLOW);
  await expect(result.getByRole("link").first()).toBeVisible();
  await expect(result).toContainText(/Total: \$\d+\.\d{2}/);
});

test("the area page shows its plan kinds, coverage and answers to common questions", async ({ page }) => {
  await gotoReady(page, "/japan");
  await expect(page).toHaveTitle(/^Japan eSIM: data plans from \$\d+\.\d{2}$/);
  for (const kind of ["Data plans", "Daily plans", "Data, calls and texts"]) {
    await expect(page.getByRole("region", { name: kind }).getByRole("heading", { level: 2 })).toHaveText(kind);
  }

  const coverage = page.getByRole("region", { name: "Coverage" });
  await expect(coverage.getByRole("columnheader")).toHaveText(["Country", "Networks", "5G"]);
  const japan = coverage.getByRole("row", { name: /Japan/ });
  await expect(japan.getByRole("cell").first()).not.toBeEmpty();

  const faq = page.getByRole("region", { name: "Questions about the Japan eSIM" });
  const question = faq.getByText("Will I keep my own phone number?");
  const answer = faq.getByText(/The eSIM is added next to your home SIM/);
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
});

test.describe("bare /mealdetail (PRODUCT.md#last-plan)", () => {
  test("leads to the plan last viewed in this browser, in the address's language", async ({ page, context }) => {
    await gotoReady(page, "/japan");
    // Opened with a client-side navigation: the data request remembers the plan too.
    await page.locator('a[href="/japan/10gb-30-days"]').first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Japan eSIM · 10 GB · 30 days", SLOW);
    const last = (await context.cookies()).find((c) => c.name === "last_plan");
    expect(last).toMatchObject({ value: "japan/10gb-30-days", path: "/", sameSite: "Lax" });
    expect(last!.expires - Date.now() / 1000).toBeGreaterThan(30 * 86_400 - 120);
    expect(last!.expires - Date.now() / 1000).toBeLessThan(30 * 86_400 + 120);

    await page.goto("/mealdetail");
    await expect(page).toHaveURL("/japan/10gb-30-days");
    await page.goto("/de/mealdetail");
    await expect(page).toHaveURL("/de/japan/10gb-30-days");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Japan");
  });

  test("without a remembered plan, or with one that is not a plan, leads to that language's home", async ({ request }) => {
    for (const lang of LANGS) {
      const response = await request.get(localize(lang, "/mealdetail"), { maxRedirects: 0 });
      expect(response.status(), lang).toBe(302);
      expect(response.headers()["location"], lang).toBe(localize(lang, "/"));
    }
    for (const forged of ["japan/no-such-plan", "..%2F..%2Fetc/passwd", "https:%2F%2Fevil.example/x", "japan"]) {
      const response = await request.get("/es/mealdetail", { maxRedirects: 0, headers: { cookie: `last_plan=${forged}` } });
      expect(response.headers()["location"], forged).toBe("/es");
    }
    // The alias with a plan still shows that plan; an unknown one is still a 404.
    expect((await request.get("/mealdetail?area=japan&plan=10gb-30-days")).status()).toBe(200);
    expect((await request.get("/mealdetail?area=japan&plan=nope", { maxRedirects: 0 })).status()).toBe(404);
  });
});
