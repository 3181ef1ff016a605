import { describe, expect, it } from "vitest";
import { consentCookie, consentFrom, dialogSeenCookie, dialogsSeenFrom, lastPlanCookie, lastPlanFrom, noticeDismissedCookie, SEEN_AT, showCookieNotice } from "./preferences.ts";

describe("last viewed plan cookie (PRODUCT.md#last-plan)", () => {
  it("round-trips a plan and lasts 30 days on the whole site", () => {
    const cookie = lastPlanCookie("japan", "10gb-30-days");
    expect(cookie).toBe("last_plan=japan/10gb-30-days; Max-Age=2592000; Path=/; SameSite=Lax");
    expect(lastPlanFrom(cookie.split(";")[0])).toEqual({ area: "japan", plan: "10gb-30-days" });
  });

  it("accepts nothing but two catalogue slugs", () => {
    for (const bad of ["japan", "japan/", "/japan/x", "japan/x/y", "Japan/x", "japan/x?y", "..%2F/x", "japan/-x", "ja pan/x", `${"a".repeat(140)}/x`]) {
      expect(lastPlanFrom(`last_plan=${encodeURIComponent(bad)}`), bad).toBeNull();
    }
    expect(lastPlanFrom(undefined)).toBeNull();
  });
});

describe("dialogs seen cookie (PRODUCT.md#marketing-dialogs)", () => {
  it("records each dialog seen in a cookie of its own, read with the older list a browser may hold", () => {
    expect(dialogSeenCookie("welcome", 1_800_000_000.7)).toBe("dialog_welcome=1800000000; Max-Age=31536000; Path=/; SameSite=Lax");
    const header = ["dialogs_seen=welcome.1700000000~summer.1700000001", dialogSeenCookie("welcome", 1_800_000_000), dialogSeenCookie("christmas-2026", 1_800_000_100)].map((c) => c.split(";")[0]).join("; ");
    expect(dialogsSeenFrom(header)).toEqual({ welcome: 1_800_000_000, summer: 1_700_000_001, "christmas-2026": 1_800_000_100 });
  });

  it("is worded without the moment for a kept page: the browser puts in when the dialog opened", () => {
    const template = dialogSeenCookie("christmas-2026", SEEN_AT);
    expect(template).toBe("dialog_christmas-2026={at}; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(dialogsSeenFrom(template.replace(SEEN_AT, "1800000100").split(";")[0])).toEqual({ "christmas-2026": 1_800_000_100 });
  });

  it("ignores malformed entries", () => {
    expect(dialogsSeenFrom("dialogs_seen=welcome.12~<script>.1~x.y~.5~ok.7")).toEqual({ welcome: 12, ok: 7 });
    expect(dialogsSeenFrom("other=1")).toEqual({});
    expect(dialogsSeenFrom("dialog_=1; dialog_<x>=2; dialog_ok=soon; dialog_fine=12")).toEqual({ fine: 12 });
  });
});

describe("cookie notice and the answer to it (PRODUCT.md#cookie-banner)", () => {
  const cookieOf = (setCookie: string) => setCookie.split(";")[0];

  it("shows until dismissed, for 9999 days, when it asks nothing (no analytics)", () => {
    expect(showCookieNotice(undefined)).toBe(true);
    expect(showCookieNotice("cookie_notice=1")).toBe(true);
    expect(noticeDismissedCookie()).toBe("cookie_notice=0; Max-Age=863913600; Path=/; SameSite=Lax");
    expect(showCookieNotice(cookieOf(noticeDismissedCookie()))).toBe(false);
  });

  it("keeps Accept or Reject for 9999 days, and reads nothing else as an answer", () => {
    expect(consentCookie("accepted")).toBe("cookie_consent=accepted; Max-Age=863913600; Path=/; SameSite=Lax");
    expect(consentFrom(cookieOf(consentCookie("rejected")))).toBe("rejected");
    expect(consentFrom("cookie_consent=accepted; other=1")).toBe("accepted");
    expect(consentFrom("cookie_consent=yes")).toBeUndefined();
    expect(consentFrom(undefined)).toBeUndefined();
  });

  it("with analytics to ask about, shows again to a visitor who dismissed it before it asked, never to one who answered", () => {
    const dismissed = cookieOf(noticeDismissedCookie());
    expect(showCookieNotice(dismissed, true)).toBe(true);
    expect(showCookieNotice(`${dismissed}; ${cookieOf(consentCookie("rejected"))}`, true)).toBe(false);
    expect(showCookieNotice(`${dismissed}; ${cookieOf(consentCookie("accepted"))}`, true)).toBe(false);
    expect(showCookieNotice(undefined, true)).toBe(true);
  });
});
