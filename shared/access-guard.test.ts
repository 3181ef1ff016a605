import { describe, expect, it } from "vitest";
import { guardRedirect, isGuardedPath, leavesOnSignOut, loginPath, returnsAfterLogin } from "./access-guard.ts";

describe("access guard (PRODUCT.md#access-guard)", () => {
  it.each(["/orders", "/changepwd", "/credit", "/balance", "/de/orders", "/zh-CN/changepwd", "/ja/credit", "/tr/balance", "/orders/12", "/ORDERS", "/x/credit/y"])("guards %s", (p) => {
    expect(isGuardedPath(p)).toBe(true);
  });
  it.each(["/", "/login", "/de", "/japan", "/credit-cards", "/ordersx", "/security", "/balances"])("lets %s through", (p) => {
    expect(isGuardedPath(p)).toBe(false);
  });

  it("sends a signed-out visitor to the login page of the path's language, returning there", () => {
    expect(guardRedirect("/orders", "", false)).toBe("/login?redirect=%2Forders");
    expect(guardRedirect("/de/changepwd", "?a=1", false)).toBe("/de/login?redirect=%2Fde%2Fchangepwd%3Fa%3D1");
    expect(guardRedirect("/zh-HK/credit", "", false)).toBe("/zh-HK/login?redirect=%2Fzh-HK%2Fcredit");
  });

  it("lets a signed-in visitor and unguarded paths through", () => {
    expect(guardRedirect("/orders", "", true)).toBeNull();
    expect(guardRedirect("/japan", "", false)).toBeNull();
  });

  it("leaves account pages on sign-out", () => {
    for (const p of ["/orders", "/de/changepwd", "/credit", "/balance", "/ja/security"]) expect(leavesOnSignOut(p)).toBe(true);
    for (const p of ["/", "/japan", "/mealdetail"]) expect(leavesOnSignOut(p)).toBe(false);
  });

  it("returns to plan pages after login, else home", () => {
    expect(returnsAfterLogin("/mealdetail")).toBe(true);
    expect(returnsAfterLogin("/japan/japan-1gb")).toBe(true);
    expect(returnsAfterLogin("/japan")).toBe(false);
    expect(returnsAfterLogin("/")).toBe(false);
  });

  it("builds localized login paths", () => {
    expect(loginPath("en")).toBe("/login");
    expect(loginPath("tr", "/tr/japan/x")).toBe("/tr/login?redirect=%2Ftr%2Fjapan%2Fx");
  });
});
