import { describe, expect, it } from "vitest";
import { isSameSitePath, safeReturnPath, sameSitePath, sameSiteTarget } from "./same-site.ts";

/** Addresses a browser resolves to another host, however they are spelled. */
const LEAVING = ["//evil.test", "///evil.test/", "/\\evil.test", "\\\\evil.test", "/\\/evil.test", "/\t/evil.test", "/\n/evil.test", "https://evil.test", "http:evil.test", "evil.test", ""];

describe("same-site redirect targets", () => {
  it("accepts this site's paths, with their query", () => {
    for (const path of ["/", "/de/orders?x=1", "/japan", "/%2F%2Fevil.test", "/%5Cevil.test", "/a//b", "/a\\b"]) expect(isSameSitePath(path), path).toBe(true);
  });

  it("refuses whatever a browser would follow to another host", () => {
    for (const path of LEAVING) expect(isSameSitePath(path), JSON.stringify(path)).toBe(false);
  });

  it("takes a return parameter only when it stays here", () => {
    expect(safeReturnPath("/de/orders?x=1")).toBe("/de/orders?x=1");
    for (const bad of [...LEAVING, null, undefined, "orders"]) expect(safeReturnPath(bad)).toBeNull();
  });

  it("collapses a request path that would leave onto this site", () => {
    expect(sameSitePath("//evil.test/")).toBe("/evil.test/");
    expect(sameSitePath("///evil.test")).toBe("/evil.test");
    expect(sameSitePath("/\\evil.test")).toBe("/evil.test");
    expect(sameSitePath("/\\/\\evil.test/x")).toBe("/evil.test/x");
    expect(sameSitePath("/\t/evil.test")).toBe("/evil.test");
    expect(sameSitePath("/japan")).toBe("/japan");
    expect(sameSitePath("https://evil.test")).toBe("/");
    expect(sameSiteTarget(new URL("http://store.test//evil.test?lang=de"))).toBe("/evil.test?lang=de");
    for (const path of LEAVING) expect(isSameSitePath(sameSitePath(path)), JSON.stringify(path)).toBe(true);
  });
});
