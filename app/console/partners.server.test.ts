import { describe, expect, it } from "vitest";
import { merchantIdOf } from "./partners.server.ts";

describe("a partner's number in the console's addresses", () => {
  it("is a whole number the merchants table can hold, or nothing (answered 404 before any query)", () => {
    expect(["1001", "1", "2147483647"].map(merchantIdOf)).toEqual([1001, 1, 2_147_483_647]);
    for (const bad of [undefined, "", "0", "01001", "2147483648", "99999999999", "1e3", "-1", " 1001", "1001.0", "abc"]) expect(merchantIdOf(bad)).toBeNull();
  });
});
