import { describe, expect, it } from "vitest";
import { parseReferral, REFERRAL_TTL_SECONDS } from "./referral.ts";

describe("referral capture", () => {
  it("marks gclid visits as GOOGLE_ADS", () => {
    expect(parseReferral("?gclid=abc")).toEqual({ sourceType: "GOOGLE_ADS" });
  });
  it.each(["?shortcode=PART1", "?ShortCode=PART1", "?c=PART1", "?C=PART1"])("reads the short code from %s", (q) => {
    expect(parseReferral(q).shortCode).toBe("PART1");
  });
  it("keeps the sub id alongside", () => {
    expect(parseReferral("?c=P&subid=blog-42")).toEqual({ shortCode: "P", subId: "blog-42" });
  });
  it("ignores empty or hostile values", () => {
    expect(parseReferral("?c=&subid=<script>")).toEqual({});
  });
  it("keeps them about an hour (0.042 day)", () => {
    expect(REFERRAL_TTL_SECONDS).toBe(3629);
  });
});
