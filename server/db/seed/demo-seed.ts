/**
 * Loads the demo catalogue (clearly demo data: generated prices, sample content) into an empty
 * database once. Runs in one transaction and records itself in seed_runs, so a crash half-way
 * leaves nothing behind and a restart never loads it twice.
 */
import { eq, sql } from "drizzle-orm";
import { CONTENT_KEYS } from "../../../shared/content/keys.ts";
import { LANGS } from "../../../shared/i18n/locales.ts";
import { slugify, isReservedSlug } from "../../../shared/slug.ts";
import type { Db } from "../client.ts";
import {
  areaCountries,
  areas,
  banners,
  contentResources,
  dialogs,
  plans,
  recommendedPlans,
  seedRuns,
} from "../schema.ts";
import { readSeedContent } from "./content/read-seed-content.ts";
import { countryNames } from "./country-names.ts";
import { seedDemoCampaigns } from "./demo-campaigns.ts";
import { seedDemoMerchants } from "./demo-merchants.ts";
import { AREA_ALIASES } from "./data/aliases.ts";
import { COUNTRY_NETWORKS } from "./data/operators.ts";
import { REGIONS } from "./data/regions.ts";
import { planCatalog } from "./plan-catalog.ts";

export const DEMO_SEED = "demo-catalogue-v1";

/** Shown first on the home page, in this order. */
const POPULAR = ["jp", "us", "th", "gb", "tr", "fr", "it", "es", "kr", "ae", "mx", "de"];

/** Home page "recommended" strip: [area slug, plan slug]. */
const RECOMMENDED: [string, string][] = [
  ["japan", "10gb-30-days"],
  ["europe", "10gb-30-days"],
  ["united-states", "5gb-30-days"],
  ["thailand", "daily-1gb"],
  ["turkiye", "10gb-30-days"],
  ["global", "3gb-30-days"],
];

/** The demo catalogue, then its price campaign and the demo partners (each seeded once, in its own transaction). */
export async function seedDemo(db: Db): Promise<{ areas: number; plans: number } | null> {
  const catalogue = await seedDemoCatalogue(db);
  await seedDemoCampaigns(db);
  await seedDemoMerchants(db);
  return catalogue;
}

async function seedDemoCatalogue(db: Db): Promise<{ areas: number; plans: number } | null> {
  // Read and checked before the transaction: a bad content file fails the seed with nothing written.
  const content = readSeedContent();
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts on PostgreSQL; the second finds the seed done.
    await tx.execute(sql`select pg_advisory_xact_lock(7262001)`);
    if ((await tx.select().from(seedRuns).where(eq(seedRuns.name, DEMO_SEED))).length > 0) return null;

    const countryCodes = Object.keys(COUNTRY_NETWORKS).sort();
    const countryRows = countryCodes.map((iso2) => {
      const names = countryNames(iso2);
      const slug = slugify(names.en);
      if (isReservedSlug(slug)) throw new Error(`country slug ${slug} collides with a reserved path`);
      return {
        slug,
        kind: "local" as const,
        iso2,
        names,
        aliases: AREA_ALIASES[iso2] ?? [],
        operators: COUNTRY_NETWORKS[iso2].operators,
        has5g: COUNTRY_NETWORKS[iso2].has5g,
        popular: POPULAR.includes(iso2),
        sortOrder: POPULAR.includes(iso2) ? POPULAR.indexOf(iso2) : 100,
      };
    });
    const insertedCountries = await tx.insert(areas).values(countryRows).returning({ id: areas.id, iso2: areas.iso2 });
    const countryId = new Map(insertedCountries.map((r) => [r.iso2!, r.id]));

    const regionRows = REGIONS.map((r, i) => {
      if (isReservedSlug(r.slug)) throw new Error(`region slug ${r.slug} collides with a reserved path`);
      return {
        slug: r.slug,
        kind: r.kind,
        iso2: null,
        names: r.name,
        aliases: AREA_ALIASES[r.slug] ?? [],
        operators: [],
        has5g: r.countries.some((c) => COUNTRY_NETWORKS[c]?.has5g),
        popular: r.popular,
        sortOrder: i,
      };
    });
    const insertedRegions = await tx.insert(areas).values(regionRows).returning({ id: areas.id, slug: areas.slug });
    const regionId = new Map(insertedRegions.map((r) => [r.slug, r.id]));

    const coverage = [
      ...insertedCountries.map((c) => ({ areaId: c.id, countryId: c.id })),
      ...REGIONS.flatMap((r) =>
        r.countries.map((iso2) => {
          const id = countryId.get(iso2);
          if (id === undefined) throw new Error(`region ${r.slug} covers unknown country ${iso2}`);
          return { areaId: regionId.get(r.slug)!, countryId: id };
        }),
      ),
    ];
    await tx.insert(areaCountries).values(coverage);

    const planRows = [
      ...countryCodes.flatMap((iso2) => {
        const n = COUNTRY_NETWORKS[iso2];
        return planCatalog({ key: iso2, kind: "local", tier: n.tier, has5g: n.has5g, callText: n.tier <= 2 }).map(
          (p) => ({ ...p, areaId: countryId.get(iso2)! }),
        );
      }),
      ...REGIONS.flatMap((r) => {
        const tier = r.countries.reduce((s, c) => s + COUNTRY_NETWORKS[c].tier, 0) / r.countries.length;
        const has5g = r.countries.filter((c) => COUNTRY_NETWORKS[c].has5g).length * 2 > r.countries.length;
        const callText = r.slug === "europe" || r.slug === "north-america";
        return planCatalog({ key: r.slug, kind: r.kind, tier, has5g, callText }).map((p) => ({
          ...p,
          areaId: regionId.get(r.slug)!,
        }));
      }),
    ];
    // Batches keep each statement well under PostgreSQL's 65535-parameter limit.
    const insertedPlans: { id: number; areaId: number; slug: string }[] = [];
    for (let i = 0; i < planRows.length; i += 500) {
      insertedPlans.push(
        ...(await tx
          .insert(plans)
          .values(planRows.slice(i, i + 500))
          .returning({ id: plans.id, areaId: plans.areaId, slug: plans.slug })),
      );
    }

    const areaIdBySlug = new Map([...countryRows.map((c) => [c.slug, countryId.get(c.iso2)!] as const), ...regionId]);
    await tx.insert(recommendedPlans).values(
      RECOMMENDED.map(([areaSlug, planSlug], position) => {
        const plan = insertedPlans.find((p) => p.areaId === areaIdBySlug.get(areaSlug) && p.slug === planSlug);
        if (!plan) throw new Error(`recommended plan ${areaSlug}/${planSlug} does not exist`);
        return { planId: plan.id, position };
      }),
    );

    await tx.insert(banners).values(content.banners.map((b, position) => ({ ...b, position })));
    await tx.insert(dialogs).values(content.dialogs);
    await tx.insert(contentResources).values(
      CONTENT_KEYS.flatMap((key) => LANGS.map((lang) => ({ key, lang, body: content.documents[key][lang] }))),
    );
    await tx.insert(seedRuns).values({ name: DEMO_SEED });
    return { areas: countryRows.length + regionRows.length, plans: planRows.length };
  });
}
