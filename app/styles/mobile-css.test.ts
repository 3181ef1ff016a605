import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { mobileUserAgentCss, underMobileRoot } from "./mobile-css.ts";

describe("mobile layout for mobile user agents (PRODUCT.md#mobile-layout)", () => {
  it("puts a selector under the marked root", () => {
    expect(underMobileRoot(".nav ul a")).toBe("html[data-mobile] .nav ul a");
    expect(underMobileRoot(" html body")).toBe("html[data-mobile] body");
    expect(underMobileRoot(":root")).toBe("html[data-mobile]");
    expect(underMobileRoot("html-ish")).toBe("html[data-mobile] html-ish");
  });

  it("copies the 768 px block's rules under html[data-mobile], keeping the media query", async () => {
    const css = [
      ".a { color: red; }",
      "@media (max-width:  768px) { .a, .b:is(.c, .d) { color: blue; } }",
      "@media (min-width: 900px) { .e { color: green; } }",
    ].join("\n");
    const out = (await postcss([mobileUserAgentCss()]).process(css, { from: undefined })).css;
    expect(out).toContain("@media (max-width:  768px) { .a, .b:is(.c, .d) { color: blue; } }");
    expect(out).toContain("html[data-mobile] .a, html[data-mobile] .b:is(.c, .d) { color: blue; }");
    expect(out).not.toContain("html[data-mobile] .e");
  });
});
