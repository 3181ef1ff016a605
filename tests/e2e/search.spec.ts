/** Destination search on the home page (PRODUCT.md#destination-search): instant results as you type, a keyboard-driven combobox. */
import { expect, test } from "./fixtures.ts";
import { gotoReady, type Lang, localize, SLOW } from "./helpers.ts";

const CASES: { name: string; lang: Lang; label: string; query: string; result: RegExp; path: string; heading: string }[] = [
  { name: "an English name", lang: "en", label: "Where are you going?", query: "japan", result: /^Japan\s/, path: "/japan", heading: "eSIM for Japan" },
  { name: "a Japanese name on /ja", lang: "ja", label: "どちらへお出かけですか？", query: "ヨーロッパ", result: /^ヨーロッパ\s/, path: "/europe", heading: "ヨーロッパで使えるeSIM" },
  { name: "a misspelt name (one typo)", lang: "en", label: "Where are you going?", query: "holand", result: /^Netherlands\s/, path: "/netherlands", heading: "eSIM for Netherlands" },
];

for (const c of CASES) {
  test(`searching ${c.name} ("${c.query}") finds the destination and opens it`, async ({ page }) => {
    await gotoReady(page, localize(c.lang, "/"));
    const search = page.getByRole("search");
    await search.getByRole("combobox", { name: c.label }).fill(c.query);

    const hit = search.getByRole("option", { name: c.result });
    await expect(hit).toBeVisible(SLOW);
    await expect(hit).toHaveAttribute("href", localize(c.lang, c.path));
    await hit.click();

    await expect(page).toHaveURL(localize(c.lang, c.path), SLOW);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.heading);
  });
}

test("a search with no match says so, and clearing it hides the results", async ({ page }) => {
  await gotoReady(page, "/");
  const search = page.getByRole("search");
  const box = search.getByRole("combobox", { name: "Where are you going?" });
  await box.fill("japan");
  await expect(search.getByRole("option", { name: /^Japan\s/ })).toBeVisible(SLOW);

  await box.fill("qqqqzzzz");
  await expect(search.getByText("No destination matches “qqqqzzzz”.")).toBeVisible(SLOW);
  await expect(search.getByRole("option")).toHaveCount(0);

  await box.fill("");
  await expect(search.getByText(/No destination matches/)).toHaveCount(0);
  await expect(search.getByRole("option")).toHaveCount(0);
});

test("without waiting for scripts, the search form is answered by the server", async ({ request }) => {
  const res = await request.get("/?q=japan");
  expect(res.status()).toBe(200);
  const body = await res.text();
  expect(body).toMatch(/<a[^>]*href="\/japan"[^>]*>[\s\S]*?Japan/);
});

test("Enter opens the top match at once, even before the results have shown", async ({ page }) => {
  await gotoReady(page, "/");
  const box = page.getByRole("combobox", { name: "Where are you going?" });
  await box.fill("japan");
  await box.press("Enter");
  await expect(page).toHaveURL("/japan", SLOW);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("eSIM for Japan");
});

test("Enter opens the top match in the page's language", async ({ page }) => {
  await gotoReady(page, "/ja");
  const box = page.getByRole("combobox", { name: "どちらへお出かけですか？" });
  await box.fill("日本");
  await expect(page.getByRole("option").first()).toBeVisible(SLOW);
  await box.press("Enter");
  await expect(page).toHaveURL("/ja/japan", SLOW);
});

test("the search box is a combobox: arrows move the active option, Enter opens it, Escape closes the list", async ({ page }) => {
  await gotoReady(page, "/");
  const box = page.getByRole("combobox", { name: "Where are you going?" });
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.fill("united");
  const listbox = page.getByRole("listbox");
  const options = listbox.getByRole("option");
  await expect(options.nth(1)).toBeVisible(SLOW);
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(box).toHaveAttribute("aria-controls", (await listbox.getAttribute("id"))!);
  await expect(box).not.toHaveAttribute("aria-activedescendant");

  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(0).getAttribute("id"))!);
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id"))!);
  await box.press("ArrowUp");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
  await expect(box).toBeFocused();

  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(listbox).toBeHidden();
  await expect(box).not.toHaveAttribute("aria-activedescendant");
  await expect(box).toHaveValue("united");

  // ArrowDown reopens the list; twice, then Enter, opens the second match.
  await box.press("ArrowDown");
  await box.press("ArrowDown");
  const second = options.nth(1);
  const href = (await second.getAttribute("href"))!;
  const name = (await second.locator(".name").textContent())!;
  await box.press("Enter");
  await expect(page).toHaveURL(href, SLOW);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
});

test("a second Escape clears the search box, as a search field does", async ({ page }) => {
  await gotoReady(page, "/");
  const box = page.getByRole("combobox", { name: "Where are you going?" });
  await box.fill("japan");
  await expect(page.getByRole("option").first()).toBeVisible(SLOW);
  await box.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(box).toHaveValue("japan");
  await box.press("Escape");
  await expect(box).toHaveValue("");
  await expect(box).toBeFocused();
});
