import { describe, expect, it } from "vitest";
import { describeDevice } from "./device-rules.ts";

describe("describeDevice", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1", "Safari, iOS"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0", "Edge, Windows"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36", "Chrome, macOS"],
    ["Mozilla/5.0 (Android 15; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0", "Firefox, Android"],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0 Safari/537.36", "Chrome, Linux"],
  ])("names the browser and system of %s", (ua, expected) => {
    expect(describeDevice(ua)).toBe(expected);
  });

  it("falls back to the start of an unknown agent, or a question mark", () => {
    expect(describeDevice("curl/8.5.0")).toBe("curl/8.5.0");
    expect(describeDevice(undefined)).toBe("?");
  });
});
