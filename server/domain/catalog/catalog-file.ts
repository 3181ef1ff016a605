/**
 * The operator's own catalogue, as a JSON file (docs/SUPPLIERS.md#a-catalogue-of-your-own):
 * areas and plans at the prices the operator chose, imported by `npm run catalog -- import`
 * (catalog-import.ts). Its schema is published as docs/catalog-file.schema.json, generated from
 * this one (`npm run catalog -- schema`), so an editor checks a file as it is written.
 *
 * Checked here, before anything is written: every field the store shows (an area's names in all
 * seven languages, a plan's allowance as the plans table's shape check wants it), countries the
 * store can name, each slug once, every plan in an area of the file, and a price above the cost
 * the file states. What depends on the store's database (a slug another writer holds, a country
 * that already has an area) the import checks in its transaction.
 */
import { readFile } from "node:fs/promises";
import { z } from "zod";
import { SlugSchema } from "../../../shared/api/catalog.ts";
import { storableText, text } from "../../../shared/api/text.ts";
import { NETWORKS, VALIDITY_STARTS } from "../../../shared/catalog-kinds.ts";
import { LANGS, type Lang } from "../../../shared/i18n/locales.ts";
import { isReservedSlug } from "../../../shared/slug.ts";
import { SUPPLIER_NAMES } from "../../../shared/supply-states.ts";
import { isKnownCountry } from "./catalog-sync.ts";

/** The file could not be used: every problem found, one a line, and nothing written. */
export class CatalogFileError extends Error {
  override name = "CatalogFileError";
  constructor(
    readonly problems: readonly string[],
    heading = "catalogue file refused",
  ) {
    super(`${heading}:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  }
}

const Country = z
  .string()
  .regex(/^[A-Z]{2}$/, "an ISO 3166-1 alpha-2 code in capitals, such as JP")
  .refine(isKnownCountry, { error: (iss) => `${String(iss.input)} is not a country the store can name` })
  .describe("ISO 3166-1 alpha-2, in capitals");

const Name = z
  .string({ error: (iss) => (iss.input === undefined ? "missing: the store shows every name in all seven languages" : undefined) })
  .check(storableText())
  .regex(/\S/, "empty")
  .max(100);
const NameInEveryLanguage = z.strictObject(Object.fromEntries(LANGS.map((lang) => [lang, Name])) as Record<Lang, typeof Name>);

const areaFields = {
  slug: SlugSchema.describe("The area's address: /japan. Unique; kept for good once used"),
  names: NameInEveryLanguage.describe("As the store shows the area, in each of its seven languages"),
  aliases: z.array(text().regex(/\S/, "empty").max(64)).max(50).optional().describe("Other words a search finds the area by. Left out: what the store has (none for a new area)"),
  has5g: z.boolean().optional().describe("Left out: what the store has (false for a new area)"),
  popular: z.boolean().optional().describe("Shown among the popular destinations. Left out: what the store has (false for a new area)"),
  sortOrder: z.number().int().min(0).max(1_000_000).optional().describe("Smaller first. Left out: what the store has (100 for a new area)"),
};

const LocalArea = z.strictObject({
  ...areaFields,
  kind: z.literal("local").describe("One country or territory"),
  iso2: Country,
  operators: z.array(text().regex(/\S/, "empty").max(64)).max(20).optional().describe("The networks the eSIM uses there, best first. Left out: what the store has (none for a new area)"),
});

const GroupArea = z.strictObject({
  ...areaFields,
  kind: z.enum(["regional", "global"]).describe("A group of countries, or worldwide"),
  countries: z.array(Country).min(1).max(300).describe("Every country the area covers, exactly: the store's list becomes this one"),
});

const Area = z.discriminatedUnion("kind", [LocalArea, GroupArea], {
  error: (iss) => (iss.code === "invalid_union" ? "kind must be local (with iso2), regional or global (with countries)" : undefined),
});

const Mb = z.number().int().positive().max(10_000_000);
const Days = z.number().int().positive().max(3_650);

const planFields = {
  area: SlugSchema.describe("The slug of one of this file's areas"),
  slug: SlugSchema.describe("The plan's address within its area: /japan/5gb-30-days. Kept for good once used"),
  network: z.enum(NETWORKS).describe("The best generation the plan reaches"),
  throttleKbps: z.number().int().min(0).max(1_000_000).describe("Speed once the allowance is used; 0: data stops until topped up"),
  hotspot: z.boolean().describe("Sharing the connection (tethering) is allowed"),
  topup: z.boolean().describe("The eSIM can be topped up"),
  priceUsdMinor: z.number().int().positive().max(10_000_000).describe("US cents: 1299 is $12.99; a daily plan's price is per day"),
  validityStart: z.enum(VALIDITY_STARTS).describe("When the days start counting: at the first connection, or at the install"),
  sortOrder: z.number().int().min(0).max(1_000_000).optional().describe("Smaller first within the area. Left out: the allowance in MB (dataMb, or dailyMb), so smaller plans come first"),
  supplier: z.enum(SUPPLIER_NAMES).optional().describe("The supplier the plan is bought from, with packageCode; left out, only the simulator delivers it"),
  packageCode: text().regex(/\S/, "empty").max(100).optional().describe("The supplier's package the plan is bought as; with supplier"),
  costE4: z.number().int().positive().max(100_000_000).optional().describe("What the package costs at the supplier, in 1/10,000 USD; with supplier. Checked against the price and the supplier balance"),
};

/** A field the kind has no use for, named: the plans table refuses the shape (plans_shape_ck). */
const shapeError = (kind: string, shape: string) => (iss: { code: string; keys?: string[] }) =>
  iss.code === "unrecognized_keys" ? `a ${kind} plan has no ${iss.keys!.join(", ")}: ${shape}` : undefined;

const DataPlan = z.strictObject(
  { ...planFields, kind: z.literal("data"), dataMb: Mb.describe("Data in MB (1024 MB = 1 GB)"), validityDays: Days },
  { error: shapeError("data", "it has dataMb over validityDays") },
);
const DailyPlan = z.strictObject(
  { ...planFields, kind: z.literal("daily"), dailyMb: Mb.describe("High-speed data a day in MB, for as many days as bought") },
  { error: shapeError("daily", "it has dailyMb a day, for the days bought") },
);
const CallTextPlan = z.strictObject(
  {
    ...planFields,
    kind: z.literal("calltext"),
    dataMb: Mb.describe("Data in MB (1024 MB = 1 GB)"),
    validityDays: Days,
    voiceMinutes: z.number().int().min(0).max(100_000),
    smsCount: z.number().int().min(0).max(100_000),
  },
  { error: shapeError("calltext", "it has dataMb, voiceMinutes and smsCount over validityDays") },
);

const Plan = z.discriminatedUnion("kind", [DataPlan, DailyPlan, CallTextPlan], {
  error: (iss) => (iss.code === "invalid_union" ? "kind must be data, daily or calltext" : undefined),
});

type FileShape = { areas: z.infer<typeof Area>[]; plans: z.infer<typeof Plan>[] };

const usd = (minor: number) => `${(minor / 100).toFixed(2)} USD`;

/** What the fields alone cannot say: references, each slug once, supplier fields together, a margin. */
function checkFile(file: FileShape, ctx: z.RefinementCtx<FileShape>): void {
  const problem = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
  const areaAt = new Map<string, number>();
  const countryAt = new Map<string, number>();
  file.areas.forEach((area, i) => {
    if (areaAt.has(area.slug)) problem(["areas", i, "slug"], `${area.slug} is already the slug of areas[${areaAt.get(area.slug)}]`);
    else areaAt.set(area.slug, i);
    if (isReservedSlug(area.slug)) problem(["areas", i, "slug"], `${area.slug} is a path of the store, not free for an area`);
    if (area.kind === "local") {
      if (countryAt.has(area.iso2)) problem(["areas", i, "iso2"], `${area.iso2} is already the country of areas[${countryAt.get(area.iso2)}]`);
      else countryAt.set(area.iso2, i);
    } else {
      const twice = area.countries.filter((c, j) => area.countries.indexOf(c) !== j);
      if (twice.length > 0) problem(["areas", i, "countries"], `${[...new Set(twice)].join(", ")} listed twice`);
    }
  });
  const planAt = new Map<string, number>();
  file.plans.forEach((plan, i) => {
    if (!areaAt.has(plan.area)) problem(["plans", i, "area"], `no area ${plan.area} in this file`);
    const key = `${plan.area}/${plan.slug}`;
    if (planAt.has(key)) problem(["plans", i, "slug"], `${key} is already plans[${planAt.get(key)}]`);
    else planAt.set(key, i);
    if ((plan.supplier === undefined) !== (plan.packageCode === undefined))
      problem(["plans", i, plan.supplier === undefined ? "supplier" : "packageCode"], "supplier and packageCode go together: both (the supplier delivers the plan) or neither (only the simulator does)");
    if (plan.costE4 !== undefined && plan.supplier === undefined) problem(["plans", i, "costE4"], "a cost is the supplier's: name the supplier and packageCode too");
    if (plan.costE4 !== undefined && plan.priceUsdMinor * 100 <= plan.costE4)
      problem(["plans", i, "priceUsdMinor"], `${usd(plan.priceUsdMinor)} is not above the cost, ${(plan.costE4 / 10_000).toFixed(4)} USD: a loss once the payment's fee is paid`);
  });
}

export const CatalogFileSchema = z
  .strictObject({
    $schema: z.string().optional().describe("Where an editor finds this schema"),
    areas: z.array(Area).max(5_000).describe("The areas the file's plans are sold in: created, or updated by slug"),
    plans: z
      .array(Plan)
      .max(50_000)
      .describe("Every plan of the file: created, or updated by area and slug. A plan an earlier import made that is no longer here is withdrawn (never deleted)"),
  })
  .superRefine(checkFile)
  .meta({
    title: "Roamwell catalogue file",
    description: "An operator's own areas and plans, imported with `npm run catalog -- import <file>` (docs/SUPPLIERS.md#a-catalogue-of-your-own)",
  });
export type CatalogFile = z.infer<typeof CatalogFileSchema>;
export type CatalogFileArea = CatalogFile["areas"][number];
export type CatalogFilePlan = CatalogFile["plans"][number];

/** "areas[0] (japan) names.ja", "plans[3] (japan/5gb-30-days) priceUsdMinor": where a problem is, by index and by slug. */
function where(json: unknown, path: readonly PropertyKey[]): string {
  const [list, index, ...rest] = path;
  if ((list !== "areas" && list !== "plans") || typeof index !== "number") return path.map(String).join(".") || "the file";
  const entry = (json as Record<string, unknown[]>)[list]?.[index] as { slug?: unknown; area?: unknown } | undefined;
  const slug = typeof entry?.slug === "string" ? (list === "plans" && typeof entry.area === "string" ? `${entry.area}/${entry.slug}` : entry.slug) : null;
  return [`${list}[${index}]${slug ? ` (${slug})` : ""}`, rest.map(String).join(".")].filter(Boolean).join(" ");
}

/** The file checked, or a CatalogFileError naming every problem by where it is. */
export function parseCatalogFile(json: unknown): CatalogFile {
  const parsed = CatalogFileSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw new CatalogFileError(parsed.error.issues.map((issue) => `${where(json, issue.path)}: ${issue.message}`));
}

/** The file at `path`, read and checked; a CatalogFileError names the file and every problem. */
export async function readCatalogFile(path: string): Promise<CatalogFile> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, "utf8"));
  } catch (err) {
    throw new CatalogFileError([err instanceof Error ? err.message : String(err)], `catalogue file ${path} not read`);
  }
  try {
    return parseCatalogFile(json);
  } catch (err) {
    throw err instanceof CatalogFileError ? new CatalogFileError(err.problems, `catalogue file ${path} refused`) : err;
  }
}

/**
 * The JSON Schema published as docs/catalog-file.schema.json. What the zod schema checks in code
 * (references, slugs once, a margin) a JSON Schema cannot say; the supplier fields' pairing it can.
 */
export function catalogFileJsonSchema(): object {
  return z.toJSONSchema(CatalogFileSchema, {
    target: "draft-2020-12",
    io: "input",
    override: ({ jsonSchema }) => {
      if (jsonSchema.properties && "packageCode" in jsonSchema.properties) jsonSchema.dependentRequired = { supplier: ["packageCode"], packageCode: ["supplier"], costE4: ["supplier"] };
    },
  });
}
