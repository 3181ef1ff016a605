/**
 * Price campaigns as the store keeps them (docs/PRODUCT.md#campaign-pricing): the one schema of a
 * campaign's definition, checked when the operator's console creates or changes one and when the
 * demo seed writes its own, so every writer stores the same shape. Constants and zod only.
 *
 * A campaign takes `percentOff` off the plans its scope names, from `startsOn` to `endsOn`
 * (UTC calendar days, both included):
 * - `all`: every plan on sale (no targets);
 * - `regions`: region slugs ("europe", "asia"): the region's own plans and those of every country it covers;
 * - `areas`: area slugs of any kind ("japan", "europe"): those areas' own plans only;
 * - `plans`: "<area slug>/<plan slug>" ("japan/10gb-30-days").
 * `page` is the storefront path that presents it (a landing page lists what is on sale, and the
 * home banner links there); `banner`, when set, puts a home-page banner up while it runs.
 */
import { z } from "zod";
import { LocalizedTextSchema, StorePathSchema } from "./content/schema.ts";

export const CAMPAIGN_SCOPES = ["all", "regions", "areas", "plans"] as const;
export type CampaignScope = (typeof CAMPAIGN_SCOPES)[number];

/** A campaign takes at least 1 % and, so that a mistyped figure cannot give the shop away, at most 90 %. */
export const PERCENT_OFF = { min: 1, max: 90 } as const;
/** Targets a campaign may name: a list longer than this is a sign its scope should be wider. */
export const MAX_CAMPAIGN_TARGETS = 500;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PLAN_TARGET = /^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A plan as a campaign names it: "<area slug>/<plan slug>". */
export const planTarget = (areaSlug: string, planSlug: string): string => `${areaSlug}/${planSlug}`;

/** The home-page banner a running campaign puts up, written in every language like the content's banners. */
export const CampaignBannerSchema = z.strictObject({ title: LocalizedTextSchema, subtitle: LocalizedTextSchema, cta: LocalizedTextSchema });
export type CampaignBanner = z.infer<typeof CampaignBannerSchema>;

/** What may be changed of a campaign once it exists (all but its id). */
export const CAMPAIGN_FIELDS = ["percentOff", "startsOn", "endsOn", "scope", "targets", "page", "banner"] as const;

export const CampaignSchema = z
  .object({
    /** Never changes: orders name the campaign that priced them by it. */
    id: z.string().max(60).regex(SLUG, "lowercase letters, digits and single hyphens, such as christmas-2026"),
    percentOff: z.number().int().min(PERCENT_OFF.min).max(PERCENT_OFF.max),
    startsOn: z.iso.date(),
    endsOn: z.iso.date(),
    scope: z.enum(CAMPAIGN_SCOPES),
    targets: z.array(z.string()).max(MAX_CAMPAIGN_TARGETS).default([]),
    page: StorePathSchema.max(200).nullable().default(null),
    banner: CampaignBannerSchema.nullable().default(null),
  })
  .superRefine((c, ctx) => {
    if (c.endsOn < c.startsOn) ctx.addIssue({ code: "custom", path: ["endsOn"], message: "ends before it starts" });
    if (c.scope === "all" && c.targets.length > 0) ctx.addIssue({ code: "custom", path: ["targets"], message: "a campaign on every plan names no targets" });
    if (c.scope !== "all" && c.targets.length === 0) ctx.addIssue({ code: "custom", path: ["targets"], message: `name at least one of the ${c.scope}` });
    const shape = c.scope === "plans" ? PLAN_TARGET : SLUG;
    const bad = c.targets.find((t) => !shape.test(t));
    if (bad !== undefined) ctx.addIssue({ code: "custom", path: ["targets"], message: `not ${c.scope === "plans" ? "an <area>/<plan> pair" : "a slug"}: ${bad.slice(0, 80)}` });
    if (new Set(c.targets).size !== c.targets.length) ctx.addIssue({ code: "custom", path: ["targets"], message: "a target is named twice" });
    if (c.banner && !c.page) ctx.addIssue({ code: "custom", path: ["page"], message: "a banner needs a page to link to" });
  });

/** A campaign's definition as stored, defaults filled in. */
export type CampaignDefinition = z.output<typeof CampaignSchema>;
/** A campaign's definition as the console sends it (targets, page and banner may be left out). */
export type CampaignInput = z.input<typeof CampaignSchema>;
