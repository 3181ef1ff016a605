/** Destination search on the home page: instant results as you type, in the page's language. */
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
    await search.getByRole("searchbox", { name: c.label }).fill(c.query);

    const hit = search.getByRole("link", { name: c.result });
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
  const box = search.getByRole("searchbox", { name: "Where are you going?" });
  await box.fill("japan");
  await expect(search.getByRole("link", { name: /^Japan\s/ })).toBeVisible(SLOW);

  await box.fill("qqqqzzzz");
  await expect(search.getByText("No destination matches “qqqqzzzz”.")).toBeVisible(SLOW);
  await expect(search.getByRole("link")).toHaveCount(0);

  await box.fill("");
  await expect(search.getByText(/No destination matches/)).toHaveCount(0);
  await expect(search.getByRole("link")).toHaveCount(0);
});

test("without waiting for scripts, the search form is answered by the server", async ({ request }) => {
  const res = await request.get("/?q=japan");
  expect(res.status()).toBe(200);
  const body = await res.text();
  expect(body).toMatch(/<a[^>]*href="\/japan"[^>]*>[\s\S]*?Japan/);
});
