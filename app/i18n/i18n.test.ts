/** Counted texts read right in every language: the plural variant is chosen by CLDR's rules. */
import { describe, expect, it } from "vitest";
import type { Lang } from "../../shared/i18n/locales.ts";
import { createI18n } from "./i18n.tsx";
import { MESSAGES } from "./messages.server.ts";

const t = (lang: Lang) => createI18n(lang, [MESSAGES[lang]], "Roamwell").t;

describe("t() with a count", () => {
  it.each([
    ["en", 1, "1 destination found"],
    ["en", 0, "0 destinations found"],
    ["en", 2, "2 destinations found"],
    ["de", 1, "1 Reiseziel gefunden"],
    ["de", 3, "3 Reiseziele gefunden"],
    ["es", 1, "1 destino encontrado"],
    ["es", 4, "4 destinos encontrados"],
    ["tr", 1, "1 destinasyon bulundu"],
    ["ja", 1, "1件の渡航先が見つかりました"],
    ["zh-CN", 1, "找到 1 个目的地"],
    ["zh-HK", 5, "找到 5 個目的地"],
  ] as const)("%s, %i: %s", (lang, count, text) => {
    expect(t(lang)("search.results", { count })).toBe(text);
  });

  it("words every counted text in the singular for one", () => {
    expect(t("en")("common.countries", { count: 1 })).toBe("1 country");
    expect(t("de")("common.countries", { count: 1 })).toBe("1 Land");
    expect(t("es")("common.countries", { count: 1 })).toBe("1 país");
    expect(t("en")("meta.callText.description", { count: 1 })).toContain("for 1 destination.");
  });

  it("uses Spanish's form for millions", () => {
    expect(t("es")("common.countries", { count: 1_000_000 })).toBe("1.000.000 países");
  });

  it("writes counts with the language's grouping, and other numbers as given", () => {
    expect(t("en")("common.countries", { count: 1234 })).toBe("1,234 countries");
    expect(t("de")("common.countries", { count: 1234 })).toBe("1.234 Länder");
    expect(t("en")("footer.copyright", { year: 2026 })).toBe("© 2026 Roamwell");
  });
});
