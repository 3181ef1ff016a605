import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isStorableText, storableText, text, TEXT_PROBLEM } from "./text.ts";

const REFUSED = ["a\u0000b", "a\u0007b", "a\u001bb", "a\u007fb", "a\u0085b", "a\ud800b", "a\udc00b", "\udfff\ud83d", "end\ud83d"];

describe("storable text", () => {
  it("takes any language, emoji and symbols", () => {
    for (const value of ["Ana Souza", "日本 旅行", "Çağrı Öztürk", "🇯🇵 😀 trip", "a–b “c” €5", ""]) expect(isStorableText(value), value).toBe(true);
  });

  it("refuses control characters and unpaired surrogates", () => {
    for (const value of REFUSED) expect(isStorableText(value, true), JSON.stringify(value)).toBe(false);
  });

  it("allows tab and line breaks only in multi-line text", () => {
    for (const value of ["a\tb", "a\nb", "a\r\nb"]) {
      expect(isStorableText(value, true)).toBe(true);
      expect(isStorableText(value)).toBe(false);
    }
  });

  it("reports a refused field as its own problem, with the field's limits kept", () => {
    const name = text().trim().min(2).max(100);
    expect(name.safeParse("  Ana ").data).toBe("Ana");
    expect(name.safeParse("A").success).toBe(false);
    const refused = name.safeParse("A\u0000na");
    expect(refused.error?.issues[0]).toMatchObject({ code: "custom", params: { problem: TEXT_PROBLEM } });
    expect(text({ multiline: true }).safeParse("line\nline").success).toBe(true);
    expect(z.url().check(storableText()).safeParse("https://example.com/\u0000").success).toBe(false);
  });
});
