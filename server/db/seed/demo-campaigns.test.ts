/**
 * The demo seed's price campaign file: valid against the campaign schema as written (nothing
 * dropped or defaulted), its banner written in every language and translated, not left in English.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGS } from "../../../shared/i18n/locales.ts";
import { DEMO_CAMPAIGNS_FILE, readDemoCampaigns } from "./demo-campaigns.ts";

describe("the demo campaigns file", () => {
  const campaigns = readDemoCampaigns();

  it("is read as written", () => {
    expect(JSON.parse(JSON.stringify(campaigns))).toEqual(JSON.parse(fs.readFileSync(DEMO_CAMPAIGNS_FILE, "utf8")));
    expect(campaigns.map((c) => c.id)).toEqual(["christmas-2026"]);
  });

  it("writes each banner in every language, translated", () => {
    for (const { id, banner } of campaigns) {
      for (const [field, text] of Object.entries(banner ?? {})) {
        expect(Object.keys(text).sort(), `${id} ${field}`).toEqual([...LANGS].sort());
        for (const lang of LANGS.filter((l) => l !== "en")) expect(text[lang], `${id} ${field} ${lang}`).not.toBe(text.en);
      }
    }
  });
});
