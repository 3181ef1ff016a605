import { describe, expect, it } from "vitest";
import { isMobileDevice } from "./device.ts";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID_PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

describe("mobile device detection (PRODUCT.md#mobile-layout)", () => {
  it("reads phones from the user agent", () => {
    expect(isMobileDevice(IPHONE, undefined)).toBe(true);
    expect(isMobileDevice(ANDROID_PHONE, null)).toBe(true);
    expect(isMobileDevice(ANDROID_TABLET, undefined)).toBe(false);
    expect(isMobileDevice(DESKTOP, undefined)).toBe(false);
    expect(isMobileDevice(undefined, undefined)).toBe(false);
  });

  it("believes the client hint that says mobile", () => {
    expect(isMobileDevice(DESKTOP, "?1")).toBe(true);
    expect(isMobileDevice(DESKTOP, "?0")).toBe(false);
  });
});
