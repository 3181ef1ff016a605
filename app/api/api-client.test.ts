import { afterEach, describe, expect, it, vi } from "vitest";
import { signBody } from "../../shared/api/signature.ts";
import { apiPost, isNetworkError, NETWORK_ERROR_CODE, NETWORK_ERROR_MSG } from "./api-client.ts";

const OK = { code: 200, success: true, msg: "OK", obj: [] };

function answering(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiPost", () => {
  it("sends the envelope fields with the caller's, signed, and returns the answer", async () => {
    const fetch = answering(200, OK);
    const answer = await apiPost("/v2/search/areas", { keyword: "japan", limit: 8 }, { lang: "de" });
    expect(answer).toEqual(OK);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/v2/search/areas");
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({ clientId: 0, keyword: "japan", limit: 8, meta: { requestId: expect.stringMatching(/^[0-9a-f]{20}$/) } });
    const headers = init.headers as Record<string, string>;
    expect(headers["accept-language"]).toBe("de");
    expect(headers["x-signature"]).toBe(await signBody(init.body as string, undefined));
  });

  it.each([
    ["an HTTP error", () => answering(400, { code: "INVALID_FIELD", success: false, msg: "bad", obj: null })],
    ["a failed connection", () => vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("offline"))))],
    ["an answer that is not JSON", () => vi.stubGlobal("fetch", vi.fn(async () => new Response("<html>", { status: 200 })))],
  ])("turns %s into the network error", async (_case, stub) => {
    stub();
    const answer = await apiPost("/v1/query/areas", {}, { lang: "en" });
    expect(answer).toEqual({ code: NETWORK_ERROR_CODE, success: false, msg: NETWORK_ERROR_MSG, obj: null });
    expect(isNetworkError(answer)).toBe(true);
  });

  it("sends an idempotency key as the Idempotency-Key header, and none unless given", async () => {
    const fetch = answering(200, OK);
    await apiPost("/v1.1/setup/payment", { area: "japan", plan: "5gb-30-days" }, { lang: "en", idempotencyKey: "0f8e2a4c-1b7d-4e9a-9c3f-5d6b7a8e9f01" });
    await apiPost("/v1/query/areas", {}, { lang: "en" });
    expect((fetch.mock.calls[0][1].headers as Record<string, string>)["idempotency-key"]).toBe("0f8e2a4c-1b7d-4e9a-9c3f-5d6b7a8e9f01");
    expect(fetch.mock.calls[1][1].headers as Record<string, string>).not.toHaveProperty("idempotency-key");
  });

  it("keeps business failures, which are not network errors", async () => {
    answering(200, { code: "AREA_NOT_FOUND", success: false, msg: "No such destination", obj: null });
    const answer = await apiPost("/v2/query/package/list", { area: "atlantis" }, { lang: "en" });
    expect(answer.code).toBe("AREA_NOT_FOUND");
    expect(isNetworkError(answer)).toBe(false);
  });

  it("lets a cancelled call throw rather than report a network error", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new DOMException("aborted", "AbortError"))));
    const controller = new AbortController();
    controller.abort();
    await expect(apiPost("/v1/query/areas", {}, { lang: "en", signal: controller.signal })).rejects.toThrow();
  });
});
