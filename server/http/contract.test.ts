import { describe, expect, it } from "vitest";
import { signBody } from "../../shared/api/signature.ts";
import { expectedSignature } from "./contract.ts";

describe("body signature", () => {
  it("is computed identically by the browser (Web Crypto) and the server (node:crypto)", async () => {
    for (const [body, token] of [["{}", undefined], ['{"a":"ü日本"}', "tok.en.value"], ["", undefined]] as const) {
      expect(expectedSignature(body, token)).toBe(await signBody(body, token));
    }
  });

  it("depends on the body and on the token", async () => {
    expect(expectedSignature("{}", undefined)).not.toBe(expectedSignature("{ }", undefined));
    expect(expectedSignature("{}", "a")).not.toBe(expectedSignature("{}", "b"));
    expect(expectedSignature("{}", undefined)).toMatch(/^v1=[0-9a-f]{64}$/);
  });
});
