import { describe, expect, it } from "vitest";
import { languageNameIn } from "./language-names.ts";
import { LANG_NAMES } from "./locales.ts";

describe("a language's name on a page of another", () => {
  it("is written in the page's language, the Chinese ones by their script", () => {
    expect(languageNameIn("en", "de")).toBe("Englisch");
    expect(languageNameIn("de", "en")).toBe("German");
    expect(languageNameIn("ja", "es")).toBe("japonés");
    expect(languageNameIn("zh-CN", "en")).toBe("Simplified Chinese");
    expect(languageNameIn("zh-HK", "ja")).toBe("繁体中国語");
    expect(languageNameIn("tr", "zh-HK")).toBe("土耳其文");
  });

  it("is the language's own name where the runtime names none", () => {
    const original = Intl.DisplayNames;
    Object.defineProperty(Intl, "DisplayNames", { value: undefined, configurable: true });
    try {
      expect(languageNameIn("de", "en")).toBe(LANG_NAMES.de);
    } finally {
      Object.defineProperty(Intl, "DisplayNames", { value: original, configurable: true });
    }
  });
});
