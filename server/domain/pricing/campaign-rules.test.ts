import { describe, expect, it } from "vitest";
import type { AreaKind } from "../../../shared/catalog-kinds.ts";
import type { CampaignDefinition, CampaignInput } from "../../../shared/campaigns.ts";
import { LANGS, type Localized } from "../../../shared/i18n/locales.ts";
import { changedFields, checkCampaign, type CampaignCatalogue } from "./campaign-rules.ts";

const catalogue: CampaignCatalogue = {
  areaKind: (slug) => (({ japan: "local", france: "local", europe: "regional", global: "global" }) as Record<string, AreaKind>)[slug] ?? null,
  hasPlan: (area, plan) => ["japan/10gb-30-days", "europe/10gb-30-days"].includes(`${area}/${plan}`),
};
const TODAY = "2026-12-01";
const text = (s: string) => Object.fromEntries(LANGS.map((l) => [l, `${s} (${l})`])) as Localized;
const VALID: CampaignInput = { id: "winter-japan", percentOff: 10, startsOn: "2026-12-01", endsOn: "2026-12-31", scope: "areas", targets: ["japan"] };
const check = (over: Partial<CampaignInput>, stored: Parameters<typeof checkCampaign>[3] = null) => {
  const outcome = checkCampaign({ ...VALID, ...over }, TODAY, catalogue, stored);
  return outcome.ok ? "ok" : outcome.code;
};

describe("a campaign's definition", () => {
  it("is taken with its defaults filled in", () => {
    expect(checkCampaign(VALID, TODAY, catalogue)).toEqual({ ok: true, obj: { ...VALID, page: null, banner: null } });
    expect(check({ scope: "all", targets: [] })).toBe("ok");
    expect(check({ scope: "regions", targets: ["europe", "global"] })).toBe("ok");
    expect(check({ scope: "plans", targets: ["japan/10gb-30-days"] })).toBe("ok");
    expect(check({ page: "/japan", banner: { title: text("Winter"), subtitle: text("10% off"), cta: text("Go") } })).toBe("ok");
  });

  it("takes a slug for an id", () => {
    expect(check({ id: "Winter Japan" })).toBe("CAMPAIGN_ID_INVALID");
    expect(check({ id: "winter--japan" })).toBe("CAMPAIGN_ID_INVALID");
    expect(check({ id: "" })).toBe("CAMPAIGN_ID_INVALID");
  });

  it("takes a whole percentage from 1 to 90", () => {
    expect([1, 90].map((percentOff) => check({ percentOff }))).toEqual(["ok", "ok"]);
    expect([0, 91, 12.5, -5].map((percentOff) => check({ percentOff }))).toEqual(Array(4).fill("CAMPAIGN_PERCENT_INVALID"));
  });

  it("ends on or after the day it starts, and not before today", () => {
    expect(check({ startsOn: "2026-12-31", endsOn: "2026-12-31" })).toBe("ok");
    expect(check({ startsOn: "2026-11-01", endsOn: "2026-12-01" })).toBe("ok");
    expect(check({ startsOn: "2026-12-31", endsOn: "2026-12-30" })).toBe("CAMPAIGN_DATES_INVALID");
    expect(check({ startsOn: "2026-11-01", endsOn: "2026-11-30" })).toBe("CAMPAIGN_DATES_INVALID");
    expect(check({ endsOn: "2026-02-30" })).toBe("CAMPAIGN_DATES_INVALID");
    expect(check({ startsOn: "1 December" })).toBe("CAMPAIGN_DATES_INVALID");
  });

  it("names targets as its scope wants them", () => {
    expect(check({ scope: "all", targets: ["japan"] })).toBe("CAMPAIGN_SCOPE_INVALID");
    expect(check({ scope: "areas", targets: [] })).toBe("CAMPAIGN_SCOPE_INVALID");
    expect(check({ targets: ["japan", "japan"] })).toBe("CAMPAIGN_SCOPE_INVALID");
    expect(check({ scope: "plans", targets: ["japan"] })).toBe("CAMPAIGN_SCOPE_INVALID");
    expect(check({ scope: "areas", targets: ["japan/10gb-30-days"] })).toBe("CAMPAIGN_SCOPE_INVALID");
    expect(check({ scope: "everything" as "all", targets: [] })).toBe("CAMPAIGN_SCOPE_INVALID");
  });

  it("names only regions, areas and plans on sale", () => {
    expect(check({ targets: ["atlantis"] })).toBe("CAMPAIGN_SCOPE_UNKNOWN");
    expect(check({ scope: "regions", targets: ["japan"] })).toBe("CAMPAIGN_SCOPE_UNKNOWN");
    expect(check({ scope: "plans", targets: ["japan/99gb-1-day"] })).toBe("CAMPAIGN_SCOPE_UNKNOWN");
    // Targets it already had are not checked again (a plan withdrawn since); under another scope they are.
    expect(check({ targets: ["japan", "atlantis"] }, { scope: "areas", targets: ["atlantis"] })).toBe("ok");
    expect(check({ scope: "regions", targets: ["japan"] }, { scope: "areas", targets: ["japan"] })).toBe("CAMPAIGN_SCOPE_UNKNOWN");
  });

  it("writes its banner in every language, as plain text, linking to a storefront page", () => {
    const banner = { title: text("Winter"), subtitle: text("10% off"), cta: text("Go") };
    expect(check({ banner })).toBe("CAMPAIGN_BANNER_INVALID");
    expect(check({ page: "https://example.com/", banner })).toBe("CAMPAIGN_BANNER_INVALID");
    const { ja: _ja, ...noJapanese } = banner.title;
    expect(check({ page: "/japan", banner: { ...banner, title: noJapanese as typeof banner.title } })).toBe("CAMPAIGN_BANNER_INVALID");
    expect(check({ page: "/japan", banner: { ...banner, cta: { ...banner.cta, de: "<b>Los</b>" } } })).toBe("CAMPAIGN_BANNER_INVALID");
  });
});

describe("what an edit changed", () => {
  it("is the fields that differ, before and after", () => {
    const before: CampaignDefinition = { ...VALID, targets: ["japan"], page: null, banner: null };
    expect(changedFields(before, { ...before, targets: ["japan"] })).toEqual({ before: {}, after: {} });
    expect(changedFields(before, { ...before, percentOff: 20, targets: ["japan", "france"] })).toEqual({
      before: { percentOff: 10, targets: ["japan"] },
      after: { percentOff: 20, targets: ["japan", "france"] },
    });
  });
});
