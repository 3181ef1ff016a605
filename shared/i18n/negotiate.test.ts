import { describe, expect, it } from "vitest";
import { negotiateLang } from "./negotiate.ts";
import { canonicalLang } from "./locales.ts";

describe("Accept-Language negotiation", () => {
  it.each([
    [undefined, "en"], ["", "en"], ["de-AT,de;q=0.9,en;q=0.8", "de"], ["fr-FR,fr;q=0.9,ja;q=0.5", "ja"],
    ["zh-TW", "zh-HK"], ["zh-Hant", "zh-HK"], ["zh-HK", "zh-HK"], ["zh", "zh-CN"], ["zh-Hans-CN", "zh-CN"],
    ["en;q=0.2,tr;q=0.9", "tr"], ["fr", "en"], ["es-419", "es"], ["*", "en"], ["de;q=0", "en"],
  ])("%s -> %s", (header, lang) => expect(negotiateLang(header)).toBe(lang));

  it("canonicalises language codes in any case", () => {
    expect(canonicalLang("zh-cn")).toBe("zh-CN");
    expect(canonicalLang("ZH-HK")).toBe("zh-HK");
    expect(canonicalLang("fr")).toBeUndefined();
  });
});
