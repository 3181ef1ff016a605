import { describe, expect, it } from "vitest";
import { SupplierError } from "../supplier.ts";
import { ERROR_RULES, envelopeError, httpError, retryAfterMs, transportError } from "./esimaccess-errors.ts";
import { ERROR_CODES } from "./esimaccess-wire.ts";

/** A "fetch failed" TypeError as Node's fetch raises it, with the socket error as its cause. */
const fetchFailed = (code: string) => Object.assign(new TypeError("fetch failed"), { cause: Object.assign(new Error(code), { code }) });

describe("eSIM Access error table", () => {
  it("has a rule for every documented code, and no rule for an undocumented one", () => {
    expect(Object.keys(ERROR_RULES).sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });

  it.each([
    ["101003", "auth", "auth"],
    ["101001", "auth", "auth"],
    ["101002", "auth", "auth"],
    ["000101", "auth", "auth"],
    ["200007", "balance-too-low", "balance-too-low"],
    ["200011", "out-of-stock", "out-of-stock"],
    ["310241", "invalid", "invalid"],
    ["310403", "invalid", "invalid"],
    ["200002", "invalid", "invalid"],
    ["200005", "invalid", "invalid"],
    ["200010", "retryable", "retryable"],
    ["900001", "retryable", "retryable"],
    ["000001", "retryable", "ambiguous"],
    ["999999", "invalid", "ambiguous"],
  ])("%s: %s for a read, %s for an order", (code, read, write) => {
    const r = envelopeError(code, null, "idempotent");
    const w = envelopeError(code, "said by the supplier", "not-idempotent");
    expect([r.failure, w.failure]).toEqual([read, write]);
    expect(r).toBeInstanceOf(SupplierError);
    expect(r.supplierCode).toBe(code);
    expect(w.message).toContain("said by the supplier");
  });

  it("names the documented wording when the supplier sends no message", () => {
    expect(envelopeError("200011", null, "not-idempotent").message).toContain("Insufficient available profiles");
  });

  it.each([
    [429, "retryable", "retryable"],
    [401, "auth", "auth"],
    [403, "auth", "auth"],
    [404, "invalid", "invalid"],
    [500, "retryable", "ambiguous"],
    [503, "retryable", "ambiguous"],
  ])("HTTP %i: %s for a read, %s for an order", (status, read, write) => {
    expect([httpError(status, null, "idempotent").failure, httpError(status, null, "not-idempotent").failure]).toEqual([read, write]);
  });

  it("keeps the supplier's Retry-After", () => {
    expect(httpError(429, 3000, "not-idempotent").retryAfterMs).toBe(3000);
    expect(retryAfterMs("2", 0)).toBe(2000);
    expect(retryAfterMs(new Date(60_000).toUTCString(), 45_000)).toBe(15_000);
    expect(retryAfterMs("soon", 0)).toBeNull();
    expect(retryAfterMs(null, 0)).toBeNull();
  });

  it("a request that never left is retryable even for an order; one cut off after it left is ambiguous", () => {
    expect(transportError(fetchFailed("ECONNREFUSED"), "not-idempotent").failure).toBe("retryable");
    expect(transportError(fetchFailed("ENOTFOUND"), "not-idempotent").failure).toBe("retryable");
    expect(transportError(fetchFailed("ECONNRESET"), "not-idempotent").failure).toBe("ambiguous");
    expect(transportError(fetchFailed("UND_ERR_SOCKET"), "not-idempotent").failure).toBe("ambiguous");
    expect(transportError(fetchFailed("ECONNRESET"), "idempotent").failure).toBe("retryable");
    const timeout = new DOMException("The operation was aborted due to timeout", "TimeoutError");
    expect(transportError(timeout, "not-idempotent")).toMatchObject({ failure: "ambiguous", supplierCode: "TIMEOUT" });
    expect(transportError(timeout, "idempotent").failure).toBe("retryable");
  });
});
