/** Choosing the stored encoding of an answer from Accept-Encoding. */
import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./accept-encoding.ts";

describe("the encoding an answer is sent in", () => {
  it("is brotli when accepted, as browsers send it", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("br")).toBe("br");
    expect(preferredEncoding("*")).toBe("br");
  });

  it("is gzip when brotli is not accepted or less wanted", () => {
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("x-gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("*;q=0.1, br;q=0")).toBe("gzip");
  });

  it("is the plain bytes when neither is accepted", () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("")).toBeNull();
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("deflate")).toBeNull();
    expect(preferredEncoding("gzip;q=0, br;q=0")).toBeNull();
    expect(preferredEncoding("*;q=0")).toBeNull();
  });

  it("reads a header sent in several lines", () => {
    expect(preferredEncoding(["gzip", "br"])).toBe("br");
  });
});
