/**
 * No answer of any plugin carries an error's text: the sandbox's pages, the webhooks, the API
 * docs, SEO files and the API answer ids that cannot be ids with 404, and whatever else goes
 * wrong without its message, stack or query.
 */
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../tests/support/test-app.ts";

const t = useTestApp();

/** What a leaked error looks like: a stack line, a query, Drizzle's wrapper. */
const LEAKS = [/ {4}at /, /select /i, /insert /i, /from "/i, /params:/i, /Failed query/i];

function expectNoLeak(res: { statusCode: number; body: string }, what: string) {
  for (const leak of LEAKS) expect(res.body, `${what} answered ${res.statusCode}: ${res.body.slice(0, 300)}`).not.toMatch(leak);
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
}

const FORM = { "content-type": "application/x-www-form-urlencoded" };

describe("the sandbox's hosted payment page", () => {
  const BAD_IDS = ["%00", "a%00b", "sbx_%00", "%ff%fe", "%c0%af", "..%2f..%2fetc", "sbx_'%3b--", "x".repeat(5_000), "%F0%9F%98%80", "sbx_" + "A".repeat(65)];

  it("answers 404 without a query for ids that cannot be sessions", async () => {
    for (const id of ["%00", "a%00b"]) {
      for (const path of [`/sandbox/pay/${id}`, `/sandbox/pay/${id}/challenge`]) {
        const get = await t.app.inject({ url: path });
        expect(get.statusCode, path).toBe(404);
        expectNoLeak(get, `GET ${path}`);
        const post = await t.app.inject({ method: "POST", url: path, headers: FORM, payload: "number=4242424242424242&token=x" });
        expect(post.statusCode, path).toBe(404);
        expectNoLeak(post, `POST ${path}`);
      }
    }
  });

  it("answers odd ids, bodies and types without details", async () => {
    const bodies: [Record<string, string>, string][] = [
      [FORM, "number=4242424242424242&token=%00"],
      [FORM, "%%%=&&="],
      [{ "content-type": "application/json" }, '{"number":'],
      [{ "content-type": "text/plain" }, "\u0000\u0001"],
      [FORM, "a=" + "x".repeat(10_000)],
    ];
    for (const id of BAD_IDS) {
      for (const suffix of ["", "/challenge"]) {
        const url = `/sandbox/pay/${id}${suffix}?lang=%00`;
        expectNoLeak(await t.app.inject({ url }), `GET ${url}`);
        for (const [headers, payload] of bodies) expectNoLeak(await t.app.inject({ method: "POST", url, headers, payload }), `POST ${url} ${headers["content-type"]}`);
      }
    }
  });
});

describe("the other plugins", () => {
  it("answer malformed webhooks, odd paths and odd queries without details", async () => {
    const webhookBodies = ["", "{", "\u0000", '{"id":"evt_\u0000","type":"payment.succeeded"}', "[]".repeat(1_000), '{"data":{"object":{"id":"%00"}}}'];
    for (const payload of webhookBodies) {
      for (const type of ["application/json", "text/plain", "application/octet-stream"]) {
        const res = await t.app.inject({ method: "POST", url: "/webhooks/sandbox", headers: { "content-type": type, "x-sandbox-signature": "t=1,v1=%00" }, payload });
        expectNoLeak(res, `webhook ${type} ${JSON.stringify(payload).slice(0, 40)}`);
      }
    }
    const paths = [
      "/robots.txt?%00",
      "/sitemap.xml?x=%ff",
      "/api/openapi.json?%00",
      "/api/docs/%00",
      "/api/docs/static/%2e%2e%2fpackage.json",
      "/healthz?%00",
      "/flags/%00.svg",
      "/webhooks/%00",
      "/v1/%00",
      "/%00",
    ];
    for (const url of paths) for (const method of ["GET", "POST"] as const) expectNoLeak(await t.app.inject({ method, url, headers: FORM, payload: "%00" }), `${method} ${url}`);
  });

  it("answer a body the API cannot read with the API's envelope, not the error's text", async () => {
    for (const payload of ['{"meta":', "\u0000", '{"meta":{"requestId":"\u0000"}}']) {
      const res = await t.app.inject({ method: "POST", url: "/v1/area/areaList", headers: { "content-type": "application/json" }, payload });
      expectNoLeak(res, `API ${JSON.stringify(payload)}`);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});
