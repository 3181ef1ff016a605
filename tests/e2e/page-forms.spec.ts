/**
 * Forms posted to page actions (the no-JavaScript path) get the API's protections: a one-time
 * form token makes a resubmission idempotent, and the address's submissions are rate-limited
 * like the API twin's (PRODUCT.md#page-forms). Each test speaks for its own client address.
 */
import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { uniqueIp } from "./helpers.ts";
import { signUpAccount, type OwnStore } from "./wallet-store.ts";

const OUTBOX = path.join(process.env.E2E_DATA_DIR!, "outbox");
/** The rendered confirmation (the page's message table also holds the text, so match the element). */
const THANKS = '<p class="success-text">Thank you! We received your message';

/** The notices are mailed by the server's mail worker, which sends every couple of seconds: on a busy machine, a while later. */
const MAILED = { timeout: 20_000 };

/** Partnership notifications in the outbox that name this company: one per stored lead. */
async function leadsFor(company: string): Promise<number> {
  const files = await fs.readdir(OUTBOX).catch(() => [] as string[]);
  const texts = await Promise.all(files.filter((f) => f.endsWith(".eml")).map((f) => fs.readFile(path.join(OUTBOX, f), "utf8")));
  // The enquirer's acknowledgement names the company too: count the inbox's notices only.
  return texts.filter((t) => t.includes("New partnership enquiry") && t.includes(company)).length;
}

async function formToken(request: APIRequestContext, ip: string): Promise<string> {
  const page = await request.get("/partnership", { headers: { "x-forwarded-for": ip } });
  expect(page.status()).toBe(200);
  const token = /name="formToken" value="([0-9a-f]{32})"/.exec(await page.text())?.[1];
  expect(token, "the form carries a token").toBeTruthy();
  return token!;
}

function enquiry(company: string, token: string) {
  return {
    name: "Ana Souza",
    company,
    contactEmail: "ana@agency.com",
    partnerType: "travel-agency",
    message: "We would like to offer eSIMs to the travellers on our tours.",
    formToken: token,
  };
}

test("a resubmitted no-JavaScript partnership form stores one lead", async ({ request }) => {
  const ip = uniqueIp();
  const company = `Resubmit ${randomBytes(4).toString("hex")}`;
  const token = await formToken(request, ip);
  for (let i = 0; i < 2; i++) {
    const res = await request.post("/partnership", { form: enquiry(company, token), headers: { "x-forwarded-for": ip } });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain(THANKS);
  }
  await expect.poll(() => leadsFor(company), MAILED).toBe(1);
});

test("the sixth no-JavaScript submission in ten minutes from one address is refused", async ({ request }) => {
  const ip = uniqueIp();
  const company = `Limit ${randomBytes(4).toString("hex")}`;
  for (let i = 1; i <= 6; i++) {
    const token = await formToken(request, ip);
    const res = await request.post("/partnership", { form: enquiry(company, token), headers: { "x-forwarded-for": ip } });
    const html = await res.text();
    if (i <= 5) expect(html, `submission ${i}`).toContain(THANKS);
    else {
      expect(html).toContain('<p class="error-text">You have sent this form too many times. Please try again in 10 min.</p>');
      expect(html).not.toContain(THANKS);
      // What was typed is kept for later.
      expect(html).toContain(company);
    }
  }
  await expect.poll(() => leadsFor(company), MAILED).toBe(5);
  // Another address is not affected.
  const other = uniqueIp();
  const res = await request.post("/partnership", { form: enquiry(company, await formToken(request, other)), headers: { "x-forwarded-for": other } });
  expect(await res.text()).toContain(THANKS);
});

test("a post without a form token is refused without storing anything", async ({ request }) => {
  const ip = uniqueIp();
  const company = `No token ${randomBytes(4).toString("hex")}`;
  const { formToken: _omitted, ...fields } = enquiry(company, "");
  const res = await request.post("/partnership", { form: fields, headers: { "x-forwarded-for": ip } });
  expect(await res.text()).toContain('<p class="error-text">This form had expired, so nothing was sent.');
  expect(await leadsFor(company)).toBe(0);
});

/** Every page with an action (app/routes), unprefixed and in one prefixed language. */
const FORM_PAGES = [
  "/partnership",
  "/login",
  "/signup",
  "/forgotPwd",
  "/resetpwd",
  "/changepwd",
  "/signout",
  "/orders",
  "/topay",
  "/payment-fail",
  "/topup",
  "/topup-fail",
  "/credit",
  "/recharge-fail",
];

test.describe("a post in another encoding than a form's", () => {
  const BODIES: { label: string; headers: Record<string, string>; data: string | undefined }[] = [
    { label: "text/plain", headers: { "content-type": "text/plain" }, data: "name=Ana" },
    { label: "JSON", headers: { "content-type": "application/json" }, data: '{"name":"Ana"}' },
    { label: "no content type", headers: {}, data: undefined },
  ];
  for (const page of FORM_PAGES) {
    test(`${page} answers 415, never 500`, async ({ request }) => {
      for (const body of BODIES) {
        for (const url of [page, `/ja${page}`]) {
          const res = await request.post(url, { headers: { ...body.headers, "x-forwarded-for": uniqueIp() }, data: body.data, maxRedirects: 0 });
          expect(res.status(), `${body.label} to ${url}`).toBe(415);
          expect(await res.text()).toBe(url.startsWith("/ja") ? "フォームを読み取れませんでした。ページからもう一度送信してください。" : "This form could not be read. Please send it again from the page.");
        }
      }
    });
  }

  test("a form's own encodings are still read", async ({ request }) => {
    const ip = uniqueIp();
    const company = `Multipart ${randomBytes(4).toString("hex")}`;
    const res = await request.post("/partnership", { multipart: enquiry(company, await formToken(request, ip)), headers: { "x-forwarded-for": ip } });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain(THANKS);
  });
});

/**
 * POSTs `total` bytes of form to `path` in chunks (chunked transfer, no Content-Length), as fast
 * as the server reads them, and stops sending when the answer comes: its status, and how much was sent.
 */
function streamForm(baseURL: string, path: string, total: number): Promise<{ status: number; sent: number }> {
  const { hostname, port } = new URL(baseURL);
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({ hostname, port, path, method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": uniqueIp() } });
    req.on("response", (res) => {
      answered = true;
      res.resume();
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode!, sent });
      });
    });
    // The server may close the connection while we are still writing: the answer, if any, decides.
    // A reset before the answer was read (TCP drops what the client had not read yet when the
    // server closes on unread bytes) is status 0: refused, without the words.
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (error.code === "ECONNRESET" || error.code === "EPIPE") resolve({ status: 0, sent });
      else reject(error);
    });
    const write = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

test.describe("a page form larger than 64 KB", () => {
  test("1 MB, declared up front, answers 413 in the page's language", async ({ request }) => {
    const big = `name=${"a".repeat(1024 * 1024)}`;
    const res = await request.post("/de/partnership", { headers: { "content-type": "application/x-www-form-urlencoded" }, data: big });
    expect(res.status()).toBe(413);
    expect(await res.text()).toBe("Dieses Formular ist zu groß zum Senden. Bitte kürzen Sie Ihre Eingaben und versuchen Sie es erneut.");
  });

  test("1 MB, streamed without a length, answers 413", async ({ baseURL }) => {
    expect((await streamForm(baseURL!, "/partnership", 1024 * 1024)).status).toBe(413);
  });

  test("200 MB answers 413 after reading little of it, and the store keeps answering meanwhile", async ({ baseURL }) => {
    const posting = streamForm(baseURL!, "/partnership", 200 * 1024 * 1024);
    const started = Date.now();
    const health = await fetch(new URL("/healthz", baseURL));
    // A generous bound: a store buffering the post stalled this for seconds.
    expect(health.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    const { status, sent } = await posting;
    // 413, or on a busy machine a reset that came before the client read the 413 (the server
    // stops reading after a moment: it never takes in 200 MB).
    expect([413, 0]).toContain(status);
    expect(sent).toBeLessThan(200 * 1024 * 1024);
  });
});

test.describe("a NUL or another control character in any field of any page form", () => {
  /** Each page with an action, the fields its action reads, and whether it needs a signed-in visitor to draw the form. */
  const FORMS = [
    { page: "/partnership", fields: ["name", "company", "contactEmail", "website", "message"], signedIn: false, renders: true },
    { page: "/login", fields: ["email", "password"], signedIn: false, renders: true },
    { page: "/signup", fields: ["email", "password", "code", "intent"], signedIn: false, renders: true },
    { page: "/forgotPwd", fields: ["email"], signedIn: false, renders: true },
    { page: "/resetpwd", fields: ["email", "password", "code"], signedIn: false, renders: true },
    { page: "/changepwd", fields: ["oldPassword", "password"], signedIn: true, renders: true },
    { page: "/orders", fields: ["orderNo", "intent"], signedIn: true, renders: true },
    { page: "/credit", fields: ["plan"], signedIn: true, renders: true },
    { page: "/signout", fields: ["scope"], signedIn: true, renders: false },
    { page: "/topay?area=japan&plan=5gb-30-days", fields: ["email"], signedIn: true, renders: false },
    { page: "/topup?order=RW0000000001", fields: ["plan"], signedIn: true, renders: false },
    { page: "/payment-fail?orderNo=RW0000000001", fields: ["method"], signedIn: true, renders: false },
    { page: "/topup-fail?orderNo=RW0000000001", fields: ["method"], signedIn: true, renders: false },
    { page: "/recharge-fail?rechargeNo=RC0000000001", fields: ["method"], signedIn: true, renders: false },
  ];
  const message = (field: string) => `The field “${field}” contains characters that cannot be used, such as invisible control characters. Please remove them and try again.`;

  let session = "";
  test.beforeAll(async ({ request, baseURL }) => {
    const store = { base: baseURL!, outbox: OUTBOX } as OwnStore;
    session = (await signUpAccount(request, store)).token;
  });

  for (const form of FORMS) {
    test(`${form.page.split("?")[0]} shows the form again with the field's error, never 500`, async ({ request }) => {
      for (const field of form.fields) {
        for (const bad of ["\u0000", "\u0001", "\u007f"]) {
          const typed = `Ana${bad}Souza typed this`;
          const body = new URLSearchParams({ name: "Ana Souza", formToken: randomBytes(16).toString("hex"), [field]: typed });
          const res = await request.post(form.page, {
            headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": uniqueIp(), ...(form.signedIn ? { cookie: `session=${session}` } : {}) },
            data: body.toString(),
            maxRedirects: 0,
          });
          const where = `${JSON.stringify(bad)} in ${field} of ${form.page}`;
          expect(res.status(), where).toBeLessThan(500);
          if (!form.renders && res.status() !== 200) continue;
          expect(res.status(), where).toBe(200);
          const html = await res.text();
          expect(html, where).toContain(message(field));
        }
      }
    });
  }

  test("what was typed stays in the partnership form, with the field marked", async ({ request }) => {
    const body = new URLSearchParams({ ...enquiry(`Kept ${randomBytes(4).toString("hex")}`, randomBytes(16).toString("hex")), name: "Ana\u0000Souza" });
    const res = await request.post("/de/partnership", { headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": uniqueIp() }, data: body.toString() });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain("Das Feld „name“ enthält Zeichen, die nicht verwendet werden können");
    expect(html).toMatch(/name="name"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="name"/);
    expect(html).toContain(body.get("company")!);
    expect(html).toContain("We would like to offer eSIMs to the travellers on our tours.");
  });

  test("an unpaired surrogate cannot even arrive in a form: its bytes are read as U+FFFD, never a 500", async ({ request }) => {
    const res = await request.post("/login", {
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": uniqueIp() },
      data: `email=ana%ED%A0%80%40agency.com&password=x%ED%B0%80yzzzzzzz&formToken=${randomBytes(16).toString("hex")}`,
    });
    expect(res.status()).toBe(200);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the partnership form is sent through the page and thanked for", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
    const company = `No JS ${randomBytes(4).toString("hex")}`;
    await page.goto("/de/partnership");
    const form = page.getByRole("region", { name: "Erzählen Sie uns von sich" });
    await form.getByRole("textbox", { name: "Ihr Name" }).fill("Ana Souza");
    await form.getByRole("textbox", { name: "Unternehmen oder Kanal" }).fill(company);
    await form.getByRole("textbox", { name: "Geschäftliche E-Mail" }).fill("ana@agency.com");
    await form.getByRole("combobox").selectOption("reseller");
    await form.getByRole("textbox", { name: "Wie möchten Sie mit uns zusammenarbeiten?" }).fill("Wir möchten eSIMs an unsere Kunden verkaufen.");
    await form.getByRole("button", { name: "Absenden" }).click();
    await expect(form.getByRole("status")).toContainText("Vielen Dank");
    await expect.poll(() => leadsFor(company), MAILED).toBe(1);
  });
});
