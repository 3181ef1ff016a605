/**
 * The stand-in's Simply Connect script, run against a small fake of the DOM calls it makes:
 * what it renders (labelled fields, the i18n texts, a Pay button with the amount), where it posts
 * the card (the stand-in it came from, or Nuvei's API host when loaded from Nuvei's CDN address),
 * and the result object it hands `onResult`. It never sets a style attribute nor evaluates code,
 * so the store's strict Content Security Policy lets it run.
 */
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { NUVEI_SIMPLY_CONNECT_URL } from "../../../../shared/nuvei-hosts.ts";
import { createNuveiStandIn, STANDIN_CARDS } from "./nuvei-standin.ts";
import { requestChecksum, toNuveiAmount } from "./nuvei-wire.ts";

const KEYS = { merchantId: "4490103871", merchantSiteId: "229761", secretKey: "c2VjcmV0" };

/** Just enough of an element for the script: properties, attributes, children, listeners. */
class FakeElement {
  [key: string]: unknown;
  children: FakeElement[] = [];
  attributes = new Map<string, string>();
  listeners = new Map<string, (event: unknown) => void>();
  style: Record<string, string> = {};
  parent: FakeElement | null = null;
  constructor(readonly tagName: string) {
    if (tagName === "input") this.value = "";
  }
  setAttribute(name: string, value: string) {
    if (name === "style") throw new Error("a style attribute: the store's policy refuses it");
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  append(...nodes: FakeElement[]) {
    for (const node of nodes) {
      node.parent = this;
      this.children.push(node);
    }
  }
  remove() {
    if (this.parent) this.parent.children = this.parent.children.filter((c) => c !== this);
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, listener);
  }
  focus() {}
  all(): FakeElement[] {
    return this.children.flatMap((c) => [c, ...c.all()]);
  }
}

function browser(scriptSrc: string, fetchImpl: typeof fetch) {
  const host = new FakeElement("div");
  const window: Record<string, unknown> = {
    document: {
      currentScript: { src: scriptSrc },
      querySelector: (selector: string) => (selector === "#pay-here" ? host : null),
      createElement: (tag: string) => new FakeElement(tag),
    },
    location: { href: "https://shop.example.com/nuvei-jump", origin: "https://shop.example.com" },
    URL,
    fetch: fetchImpl,
    console,
    eval: () => {
      throw new Error("eval: the store's policy refuses it");
    },
  };
  window.window = window;
  return { window, host };
}

async function render(scriptSrc: string, params: Record<string, unknown>) {
  const posted: { url: string; body: Record<string, unknown> }[] = [];
  const standIn = createNuveiStandIn({ ...KEYS, baseUrl: "http://127.0.0.1:4999", deliver: async () => 200 });
  const served = await standIn.handle({ method: "GET", url: NUVEI_SIMPLY_CONNECT_URL, headers: {}, body: "" });
  expect(served).toMatchObject({ status: 200, headers: { "content-type": "application/javascript; charset=utf-8" } });
  const { window, host } = browser(scriptSrc, (async (url: string, init: RequestInit) => {
    posted.push({ url, body: JSON.parse(String(init.body)) });
    const answer = await standIn.handle({ method: "POST", url, headers: {}, body: String(init.body) });
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  }) as unknown as typeof fetch);
  runInNewContext(served.body, window);
  const results: Record<string, unknown>[] = [];
  let ready = 0;
  (window.simplyConnect as (p: unknown) => void)({ renderTo: "#pay-here", onResult: (r: Record<string, unknown>) => results.push(r), onReady: () => ready++, ...params });
  const form = host.children[0]!;
  const input = (name: string) => form.all().find((e) => e.tagName === "input" && e.name === name)!;
  const submit = async () => {
    form.listeners.get("submit")!({ preventDefault() {} });
    for (let i = 0; i < 20 && results.length === 0; i++) await new Promise((r) => setTimeout(r, 5));
  };
  return { window, host, form, input, submit, results, posted, ready: () => ready, standIn };
}

describe("the stand-in's Simply Connect", () => {
  it("is served as a script that defines simplyConnect (and checkout), without eval or style attributes", async () => {
    const standIn = createNuveiStandIn({ ...KEYS, baseUrl: "http://127.0.0.1:4999" });
    const script = (await standIn.handle({ method: "GET", url: "/safecharge_resources/v1/checkout/checkout.js", headers: {}, body: "" })).body;
    expect(script).toContain("window.simplyConnect = simplyConnect");
    expect(script).toContain("window.checkout = simplyConnect");
    expect(script).not.toMatch(/\beval\(|new Function|innerHTML|setAttribute\("style"|cssText/);
    expect(await standIn.handle({ method: "OPTIONS", url: "/ppp/api/v1/clientPayment.do", headers: {}, body: "" })).toMatchObject({ status: 204, headers: { "access-control-allow-origin": "*" } });
  });

  it("renders labelled fields and a Pay button with the amount, in the page's texts, and says it is ready", async () => {
    const page = await render("http://127.0.0.1:4999/safecharge_resources/v1/checkout/simplyConnect.js", {
      amount: "12.30",
      currency: "USD",
      fullName: "Ada Traveller",
      i18n: { cc_card_number: "カード番号", pay: "支払う" },
    });
    expect(page.ready()).toBe(1);
    const labels = page.form.all().filter((e) => e.tagName === "label");
    expect(labels.map((l) => [l.textContent, l.htmlFor])).toEqual([
      ["カード番号", "sc-standin-ccNumber"],
      ["Expiry date (MM/YY)", "sc-standin-ccExpiry"],
      ["Security code (CVV)", "sc-standin-ccCvv"],
      ["Cardholder name", "sc-standin-ccName"],
    ]);
    expect(page.input("ccName").value).toBe("Ada Traveller");
    expect(page.form.all().find((e) => e.tagName === "button")).toMatchObject({ type: "submit", textContent: "支払う 12.30 USD" });
    (page.window.simplyConnect as { destroy(): void }).destroy();
    expect(page.host.children).toHaveLength(0);
  });

  it("checks the card in the page first, then posts it and hands onResult the Web SDK's result", async () => {
    const page = await render("http://127.0.0.1:4999/safecharge_resources/v1/checkout/simplyConnect.js", { amount: "12.30", currency: "USD" });
    page.input("ccNumber").value = "4111 1111 1111 1112";
    await page.submit();
    expect(page.posted).toHaveLength(0);
    expect(page.input("ccNumber").attributes.get("aria-invalid")).toBe("true");
    expect(page.form.all().find((e) => e.id === "sc-standin-ccNumber-error")).toMatchObject({ hidden: false, textContent: "Please enter a valid card number" });

    // An order Nuvei does not know: Nuvei's error, as the SDK hands it over.
    page.input("ccNumber").value = STANDIN_CARDS.approved;
    page.input("ccExpiry").value = STANDIN_CARDS.expiry;
    page.input("ccCvv").value = STANDIN_CARDS.cvv;
    page.input("ccName").value = STANDIN_CARDS.holder;
    await page.submit();
    expect(page.posted[0]!.url).toBe("http://127.0.0.1:4999/ppp/api/v1/clientPayment.do");
    expect(page.posted[0]!.body).toMatchObject({ paymentOption: { card: { cardNumber: "4761344136141390", expirationMonth: "12", expirationYear: "2034", CVV: "123", cardHolderName: "Ada Traveller" } } });
    expect(page.results[0]).toEqual({ result: "ERROR", errCode: 1058, errorDescription: "Requested operation can not be performed on this order", last4Digits: "" });
  });

  it("loaded from Nuvei's CDN address, posts to Nuvei's API host of the environment; approved and declined results", async () => {
    const page = await render(NUVEI_SIMPLY_CONNECT_URL, { env: "test", amount: "12.30", currency: "USD" });
    const opened = await page.standIn.handle({
      method: "POST",
      url: "/ppp/api/v1/openOrder.do",
      headers: {},
      body: JSON.stringify(signedOrder()),
    });
    const { sessionToken } = JSON.parse(opened.body) as { sessionToken: string };
    (page.window.simplyConnect as (p: unknown) => void)({
      renderTo: "#pay-here",
      sessionToken,
      env: "test",
      amount: "12.30",
      currency: "USD",
      onResult: (r: Record<string, unknown>) => page.results.push(r),
    });
    const form = page.host.children[0]!;
    const input = (name: string) => form.all().find((e) => e.tagName === "input" && e.name === name)!;
    input("ccNumber").value = STANDIN_CARDS.declined;
    input("ccExpiry").value = "12/34";
    input("ccCvv").value = "123";
    input("ccName").value = "Ada";
    form.listeners.get("submit")!({ preventDefault() {} });
    for (let i = 0; i < 20 && page.results.length === 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect(page.posted[0]!.url).toBe("https://ppp-test.nuvei.com/ppp/api/v1/clientPayment.do");
    expect(page.results[0]).toMatchObject({ result: "DECLINED", errCode: -1, errorDescription: "Decline", last4Digits: "8204", cancelled: false });

    input("ccNumber").value = STANDIN_CARDS.approved;
    form.listeners.get("submit")!({ preventDefault() {} });
    for (let i = 0; i < 20 && page.results.length === 1; i++) await new Promise((r) => setTimeout(r, 5));
    expect(page.results[1]).toEqual({
      result: "APPROVED",
      errCode: "0",
      errorDescription: "",
      userPaymentOptionId: "",
      ccCardNumber: "4****1390",
      bin: "476134",
      last4Digits: "1390",
      ccExpMonth: "12",
      ccExpYear: "34",
      transactionId: expect.stringMatching(/^\d{19}$/),
      cancelled: false,
    });
    expect(form.all().find((e) => e.className === "sc-standin-status")!.textContent).toBe("Transaction approved");
  });
});

/** An openOrder body signed with the stand-in's secret. */
function signedOrder() {
  const body = { merchantId: KEYS.merchantId, merchantSiteId: KEYS.merchantSiteId, clientRequestId: "r1", clientUniqueId: "p1", amount: toNuveiAmount(1230, "USD"), currency: "USD", timeStamp: "20261210090000" };
  return { ...body, checksum: requestChecksum("openOrder", body, KEYS.secretKey) };
}
