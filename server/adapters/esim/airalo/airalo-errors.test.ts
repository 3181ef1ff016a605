import { describe, expect, it } from "vitest";
import { SupplierError, type SupplierFailure } from "../supplier.ts";
import { AIRALO_CODE_TABLE, classifyAiraloResponse, classifyNetworkError, retryAfterMs, type AiraloCall } from "./airalo-errors.ts";

const NOW = Date.parse("2026-03-01T10:00:00Z");

function classify(status: number, body: unknown, call: AiraloCall = "read", headers: Record<string, string> = {}) {
  return classifyAiraloResponse({ status, body, headers: new Headers(headers), call, what: "POST /orders", nowMs: NOW });
}

const validation = (fields: Record<string, string>) => ({ data: fields, meta: { message: "the parameter is invalid" } });

describe("Airalo failures: the table", () => {
  const cases: [string, number, unknown, AiraloCall, SupplierFailure, string][] = [
    ["insufficient credit", 422, { code: 11, reason: "Insufficient Airalo Credit: 3 USD" }, "write", "balance-too-low", "11"],
    ["operator maintenance", 422, { code: 13, reason: "undergoing maintenance" }, "write", "retryable", "13"],
    ["invalid checksum", 422, { code: 14, reason: "Invalid checksum" }, "write", "invalid", "14"],
    ["top-up disabled", 422, { code: 23, reason: "disabled by the operator" }, "write", "not-entitled", "23"],
    ["not enough stock", 422, { code: 33, reason: "Insufficient stock" }, "write", "out-of-stock", "33"],
    ["out of stock", 422, { code: 34, reason: "invalid or out of stock" }, "write", "out-of-stock", "34"],
    ["bad request", 422, { code: 43, reason: "Bad request." }, "write", "invalid", "43"],
    ["unexpected, on a write", 422, { code: 53, reason: "Something unexpected happened" }, "write", "ambiguous", "53"],
    ["unexpected, on a read", 422, { code: 53, reason: "Something unexpected happened" }, "read", "retryable", "53"],
    ["recycled eSIM", 422, { code: 73, reason: "has been recycled" }, "write", "invalid", "73"],
    ["code as a string", 422, { code: "33", reason: "Insufficient stock" }, "write", "out-of-stock", "33"],
    ["IP not allowed", 403, { code: 89, reason: "Your IP address is not permitted" }, "read", "auth", "89"],
    ["forbidden", 403, { message: "Forbidden" }, "read", "not-entitled", "HTTP 403"],
    ["quantity not available", 422, validation({ quantity: "SIM quantity is not available. Available quantity: 0." }), "write", "out-of-stock", "HTTP 422"],
    ["purchase limit", 422, validation({ package_id: "validation.order_exceed_limit" }), "write", "not-entitled", "HTTP 422"],
    ["unknown package", 422, validation({ package_id: "The selected package is invalid." }), "write", "invalid", "HTTP 422"],
    ["not opted in", 422, { reason: "User is not opted in and no webhook URL provided." }, "write", "invalid", "HTTP 422"],
    ["bad request status", 400, { message: "Bad Request" }, "read", "invalid", "HTTP 400"],
    ["token refused", 401, { data: [], meta: { message: "Authentication failed." } }, "read", "auth", "HTTP 401"],
    ["unknown ICCID", 404, { data: [], meta: { message: "messages.resource_not_found" } }, "read", "invalid", "HTTP 404"],
    ["rate limited", 429, { message: "Too Many Attempts." }, "write", "retryable", "HTTP 429"],
    ["server error on a read", 500, { message: "Server Error" }, "read", "retryable", "HTTP 500"],
    ["server error on a write", 500, { message: "Server Error" }, "write", "ambiguous", "HTTP 500"],
    ["gateway page on a write", 502, "<html>502 Bad Gateway</html>", "write", "ambiguous", "HTTP 502"],
    ["gateway time-out on a write", 504, "<html>504</html>", "write", "ambiguous", "HTTP 504"],
    ["unavailable on a read", 503, null, "read", "retryable", "HTTP 503"],
    ["another 4xx", 409, { message: "Conflict" }, "write", "invalid", "HTTP 409"],
    ["a 3xx never followed", 304, null, "write", "ambiguous", "HTTP 304"],
  ];
  it.each(cases)("%s → the store's failure", (_name, status, body, call, failure, code) => {
    const error = classify(status, body, call);
    expect(error).toBeInstanceOf(SupplierError);
    expect(error.failure).toBe(failure);
    expect(error.supplierCode).toBe(code);
    expect(error.message).toContain(`HTTP ${status}`);
  });

  it("classifies every business code the same on a read and a write, except the one whose effect is unknown", () => {
    for (const [code, outcome] of Object.entries(AIRALO_CODE_TABLE)) {
      if (Number(code) === 53) expect([outcome.read, outcome.write]).toEqual(["retryable", "ambiguous"]);
      else expect(outcome.read).toBe(outcome.write);
    }
  });

  it("quotes what Airalo said, field errors included, and nothing longer than a line", () => {
    expect(classify(422, validation({ package_id: "The selected package is invalid." }), "write").message).toContain("package_id: The selected package is invalid.");
    expect(classify(500, "x".repeat(5000), "read").message.length).toBeLessThan(400);
  });

  it("gives a retryable failure the wait Airalo asked for, and the others none", () => {
    expect(classify(429, { message: "Too Many Attempts." }, "read", { "retry-after": "7" }).retryAfterMs).toBe(7000);
    expect(classify(422, { code: 13, reason: "maintenance" }, "write", { "retry-after": "120" }).retryAfterMs).toBe(120_000);
    expect(classify(422, { code: 11, reason: "credit" }, "write", { "retry-after": "7" }).retryAfterMs).toBeNull();
    expect(classify(500, null, "write", { "retry-after": "7" }).retryAfterMs).toBeNull();
  });
});

describe("Airalo failures: the wait", () => {
  const at = (headers: Record<string, string>) => retryAfterMs(new Headers(headers), NOW);
  it("reads Retry-After in seconds or as an HTTP date", () => {
    expect(at({ "retry-after": "30" })).toBe(30_000);
    expect(at({ "retry-after": "0.5" })).toBe(500);
    expect(at({ "retry-after": new Date(NOW + 90_000).toUTCString() })).toBe(90_000);
  });
  it("falls back on X-RateLimit-Reset, a Unix time or (small) seconds from now", () => {
    expect(at({ "x-ratelimit-reset": String(NOW / 1000 + 42) })).toBe(42_000);
    expect(at({ "x-ratelimit-reset": "15" })).toBe(15_000);
    expect(at({ "x-ratelimit-reset": String(NOW / 1000 - 10) })).toBe(0);
  });
  it("says nothing when neither header does", () => {
    expect(at({})).toBeNull();
    expect(at({ "retry-after": "soon" })).toBeNull();
  });
});

describe("Airalo failures: no answer at all", () => {
  const refused = Object.assign(new TypeError("fetch failed"), { cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }) });
  const reset = Object.assign(new TypeError("fetch failed"), { cause: Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" }) });
  const timeout = new DOMException("The operation was aborted due to timeout", "TimeoutError");

  it.each([
    ["refused before sending, a write", refused, "write", "retryable", "ECONNREFUSED"],
    ["refused before sending, a read", refused, "read", "retryable", "ECONNREFUSED"],
    ["reset after sending, a write", reset, "write", "ambiguous", "UND_ERR_SOCKET"],
    ["reset after sending, a read", reset, "read", "retryable", "UND_ERR_SOCKET"],
    ["our time-out, a write", timeout, "write", "ambiguous", "timeout"],
    ["our time-out, a read", timeout, "read", "retryable", "timeout"],
    ["something else, a write", new Error("boom"), "write", "ambiguous", "network"],
  ] as const)("%s", (_name, err, call, failure, code) => {
    const error = classifyNetworkError(err, call, "POST /orders");
    expect(error.failure).toBe(failure);
    expect(error.supplierCode).toBe(code);
  });
});
