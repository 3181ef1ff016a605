/** The partner enquiry form: validation in the browser, then a successful submission. */
import type { Locator, Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoReady } from "./helpers.ts";

const ERRORS = {
  name: "Please enter your name.",
  company: "Please enter your company or channel.",
  contactEmail: "Please enter a valid e-mail address.",
  partnerType: "Please choose a partnership type.",
  message: "Please write at least 20 characters.",
};

/** Requests that would send the enquiry: the JSON API or a form post to the page. */
function recordSubmissions(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/v1/partnership/contactUs") || r.method() === "POST") sent.push(r);
  });
  return sent;
}

/** Fills in an enquiry from Ana of Sol Viagens, a travel agency; the website only when given. */
async function fillEnquiry(form: Locator, fields: { email: string; website?: string; message: string }) {
  await form.getByRole("textbox", { name: "Your name" }).fill("Ana Souza");
  await form.getByRole("textbox", { name: "Company or channel" }).fill("Sol Viagens");
  await form.getByRole("textbox", { name: "Work e-mail" }).fill(fields.email);
  if (fields.website) await form.getByRole("textbox", { name: "Website (optional)" }).fill(fields.website);
  await form.getByRole("combobox", { name: "Partnership type" }).selectOption({ label: "Travel agency or tour operator" });
  await form.getByRole("textbox", { name: "How would you like to work with us?" }).fill(fields.message);
}

test("submitting the empty form shows an error on each required field and sends nothing", async ({ page }) => {
  const sent = recordSubmissions(page);
  await gotoReady(page, "/partnership");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partner with Roamwell");
  const form = page.getByRole("region", { name: "Tell us about you" });

  await form.getByRole("button", { name: "Send" }).click();

  await expect(form.getByRole("status")).toHaveText("We couldn't send your message. Please check the form and try again.");
  const fields = {
    name: form.getByRole("textbox", { name: "Your name" }),
    company: form.getByRole("textbox", { name: "Company or channel" }),
    contactEmail: form.getByRole("textbox", { name: "Work e-mail" }),
    partnerType: form.getByRole("combobox", { name: "Partnership type" }),
    message: form.getByRole("textbox", { name: "How would you like to work with us?" }),
  };
  for (const [key, field] of Object.entries(fields)) {
    await expect(field, key).toHaveAttribute("aria-invalid", "true");
    await expect(field, key).toHaveAccessibleDescription(ERRORS[key as keyof typeof ERRORS]);
  }
  // The optional website is not flagged, and the first invalid field takes the focus.
  await expect(form.getByRole("textbox", { name: "Website (optional)" })).not.toHaveAttribute("aria-invalid", "true");
  await expect(fields.name).toBeFocused();

  await page.waitForTimeout(300);
  expect(sent.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
});

test("an e-mail address without a proper domain is refused in the browser", async ({ page }) => {
  const sent = recordSubmissions(page);
  await gotoReady(page, "/partnership");
  const form = page.getByRole("region", { name: "Tell us about you" });
  await fillEnquiry(form, { email: "ana@agency", message: "We would like to offer eSIMs to our travellers." });
  await form.getByRole("button", { name: "Send" }).click();

  const email = form.getByRole("textbox", { name: "Work e-mail" });
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(ERRORS.contactEmail);
  await expect(email).toBeFocused();
  await expect(form.getByRole("textbox", { name: "Your name" })).not.toHaveAttribute("aria-invalid", "true");
  await page.waitForTimeout(300);
  expect(sent).toEqual([]);
});

test("a valid enquiry is sent and thanked for", async ({ page }) => {
  await gotoReady(page, "/partnership");
  const form = page.getByRole("region", { name: "Tell us about you" });
  await fillEnquiry(form, {
    email: "ana@agency.com",
    website: "https://agency.com",
    message: "We would like to offer eSIMs to the travellers on our tours.",
  });

  const answer = page.waitForResponse((r) => r.url().includes("/v1/partnership/contactUs"));
  await form.getByRole("button", { name: "Send" }).click();
  expect((await answer).status()).toBe(200);

  await expect(form.getByRole("status")).toContainText("Thank you! We received your message");
  // The form is emptied for a next message, with no field flagged.
  await expect(form.getByRole("textbox", { name: "Your name" })).toHaveValue("");
  await expect(form.locator("[aria-invalid]")).toHaveCount(0);
});
