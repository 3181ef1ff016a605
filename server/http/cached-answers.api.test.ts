/**
 * Catalogue reads answered from the response cache in the encoding the client prefers, as stored
 * (server/http/response-cache.ts): brotli for a browser, gzip for a client without it, plain JSON
 * otherwise; the bytes decode to the very answer sent plain, the first answer of a key included,
 * and small answers are sent plain whatever was accepted.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { signBody } from "../../shared/api/signature.ts";
import { newRequestId, useTestApp } from "../../tests/support/test-app.ts";

const t = useTestApp();

async function read(path: string, fields: Record<string, unknown>, acceptEncoding?: string) {
  const body = JSON.stringify({ meta: { currentTime: Date.now(), requestId: newRequestId() }, clientId: 0, ...fields });
  const headers: Record<string, string> = { "content-type": "application/json", "accept-language": "de", "x-signature": await signBody(body) };
  if (acceptEncoding !== undefined) headers["accept-encoding"] = acceptEncoding;
  const res = await t.app.inject({ method: "POST", url: path, headers, payload: body });
  const encoding = res.headers["content-encoding"];
  const raw = res.rawPayload;
  const text = (encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
  return { status: res.statusCode, encoding, bytes: raw.length, text, headers: res.headers };
}

describe("a cached catalogue read", () => {
  it("is sent as stored brotli or gzip, decoding to the plain answer, from the first request on", async () => {
    const first = await read("/v1/query/areas", {}, "gzip, deflate, br");
    const plain = await read("/v1/query/areas", {});
    const gzip = await read("/v1/query/areas", {}, "gzip");
    const again = await read("/v1/query/areas", {}, "br");

    expect(JSON.parse(plain.text)).toMatchObject({ success: true });
    expect(plain.encoding).toBeUndefined();
    expect(first).toMatchObject({ status: 200, encoding: "br", text: plain.text });
    expect(gzip).toMatchObject({ status: 200, encoding: "gzip", text: plain.text });
    expect(again).toMatchObject({ encoding: "br", text: plain.text, bytes: first.bytes });
    expect(first.bytes).toBeLessThan(plain.bytes / 4);
    expect(first.headers["content-language"]).toBe("de");
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it("is sent plain when it is small, whatever was accepted", async () => {
    const small = await read("/v2/search/areas", { keyword: "japn" }, "br");
    expect(small.encoding).toBeUndefined();
    expect(JSON.parse(small.text)).toMatchObject({ success: true });
  });
});
