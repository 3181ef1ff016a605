import { expect, test } from "./fixtures.ts";

test("the home page is server-rendered and lists destinations", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("<html lang=\"en\"");
  expect(html).toContain("Japan");
  expect(html).toContain("Europe");

  await page.goto("/");
  await expect(page.getByRole("link", { name: "Japan" }).first()).toBeVisible();
});

test("a language prefix serves the page in that language", async ({ request }) => {
  const html = await (await request.get("/ja")).text();
  expect(html).toContain("<html lang=\"ja\"");
  expect(html).toContain("日本");
});
