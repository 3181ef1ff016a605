/**
 * The catalogue file's schema (docs/SUPPLIERS.md#a-catalogue-of-your-own): the published JSON
 * Schema is the one generated from it, the published example passes it, and what it refuses it
 * refuses with a message that says where and why.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogFileJsonSchema, CatalogFileError, parseCatalogFile, readCatalogFile, type CatalogFile } from "./catalog-file.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const SCHEMA_FILE = path.join(ROOT, "docs/catalog-file.schema.json");
const EXAMPLE_FILE = path.join(ROOT, "docs/examples/catalog-file.example.json");

const NAMES = { en: "Japan", de: "Japan", es: "Japón", ja: "日本", tr: "Japonya", "zh-CN": "日本", "zh-HK": "日本" };
const japan = { slug: "japan", kind: "local", iso2: "JP", names: NAMES };
const plan = {
  area: "japan",
  slug: "5gb-30-days",
  kind: "data",
  dataMb: 5120,
  validityDays: 30,
  network: "5G",
  throttleKbps: 0,
  hotspot: true,
  topup: true,
  priceUsdMinor: 1299,
  validityStart: "first_connection",
};

/** The problems a file is refused for (none: it passes). */
function problems(json: unknown): string[] {
  try {
    parseCatalogFile(json);
    return [];
  } catch (err) {
    if (!(err instanceof CatalogFileError)) throw err;
    return [...err.problems];
  }
}
const { dataMb: _dataMb, validityDays: _days, ...shapeless } = plan;
const daily = { ...shapeless, slug: "daily-1gb", kind: "daily", dailyMb: 1024 };
const withPlans = (...plans: object[]) => ({ areas: [japan], plans });

describe("the catalogue file's published schema", () => {
  it("is the one generated from the code (regenerate: npm run catalog -- schema > docs/catalog-file.schema.json)", async () => {
    expect(await readFile(SCHEMA_FILE, "utf8")).toBe(`${JSON.stringify(catalogFileJsonSchema(), null, 2)}\n`);
  });

  it("says what a JSON Schema can: every language's name, the kinds, the supplier fields together", () => {
    const schema = JSON.stringify(catalogFileJsonSchema());
    for (const lang of Object.keys(NAMES)) expect(schema).toContain(`"${lang}"`);
    expect(schema).toContain('"dependentRequired":{"supplier":["packageCode"],"packageCode":["supplier"],"costE4":["supplier"]}');
  });

  it("has an example that passes, with areas of each kind and plans of each kind", async () => {
    const example: CatalogFile = await readCatalogFile(EXAMPLE_FILE);
    expect(new Set(example.areas.map((a) => a.kind))).toEqual(new Set(["local", "regional"]));
    expect(new Set(example.plans.map((p) => p.kind))).toEqual(new Set(["data", "daily", "calltext"]));
    expect(example.plans.some((p) => p.supplier !== undefined)).toBe(true);
    expect(example.plans.some((p) => p.supplier === undefined)).toBe(true);
  });
});

describe("a catalogue file the store refuses", () => {
  it("passes when every field is as the store shows it", () => {
    expect(problems(withPlans(plan, daily))).toEqual([]);
  });

  it("names each language a name is missing in", () => {
    const { ja: _ja, "zh-HK": _hk, ...some } = NAMES;
    expect(problems({ areas: [{ ...japan, names: some }], plans: [] })).toEqual([
      "areas[0] (japan) names.ja: missing: the store shows every name in all seven languages",
      "areas[0] (japan) names.zh-HK: missing: the store shows every name in all seven languages",
    ]);
    expect(problems({ areas: [{ ...japan, names: { ...NAMES, tr: " " } }], plans: [] })).toEqual(["areas[0] (japan) names.tr: empty"]);
    expect(problems({ areas: [{ ...japan, names: { ...NAMES, fr: "Japon" } }], plans: [] })[0]).toMatch(/^areas\[0\] \(japan\) names: .*fr/);
  });

  it("refuses a plan in an area the file does not have", () => {
    expect(problems(withPlans({ ...plan, area: "atlantis" }))).toEqual(["plans[0] (atlantis/5gb-30-days) area: no area atlantis in this file"]);
  });

  it("refuses a slug twice: an area's, a plan's within its area, a country's area", () => {
    expect(problems({ areas: [japan, { ...japan, iso2: "KR" }], plans: [] })).toEqual(["areas[1] (japan) slug: japan is already the slug of areas[0]"]);
    expect(problems({ areas: [japan, { ...japan, slug: "nippon" }], plans: [] })).toEqual(["areas[1] (nippon) iso2: JP is already the country of areas[0]"]);
    expect(problems(withPlans(plan, { ...plan, priceUsdMinor: 999 }))).toEqual(["plans[1] (japan/5gb-30-days) slug: japan/5gb-30-days is already plans[0]"]);
    const alps = { slug: "alps", kind: "regional", countries: ["AT", "CH", "AT"], names: NAMES };
    expect(problems({ areas: [alps], plans: [] })).toEqual(["areas[0] (alps) countries: AT listed twice"]);
    // The same slug in two areas is two plans.
    expect(problems({ areas: [japan, { ...alps, countries: ["AT"] }], plans: [plan, { ...plan, area: "alps" }] })).toEqual([]);
  });

  it("refuses an area slug the store's paths use", () => {
    expect(problems({ areas: [{ ...japan, slug: "api" }], plans: [] })).toEqual(["areas[0] (api) slug: api is a path of the store, not free for an area"]);
    expect(problems({ areas: [{ ...japan, slug: "Japan" }], plans: [] })).toEqual(["areas[0] (Japan) slug: lowercase words joined by hyphens"]);
  });

  it("refuses a country the store cannot name, or not written as ISO 3166-1 alpha-2", () => {
    expect(problems({ areas: [{ ...japan, iso2: "QQ" }], plans: [] })).toEqual(["areas[0] (japan) iso2: QQ is not a country the store can name"]);
    expect(problems({ areas: [{ slug: "europe", kind: "regional", countries: ["FR", "EU"], names: NAMES }], plans: [] })).toEqual([
      "areas[0] (europe) countries.1: EU is not a country the store can name",
    ]);
    expect(problems({ areas: [{ ...japan, iso2: "jp" }], plans: [] })).toEqual(["areas[0] (japan) iso2: an ISO 3166-1 alpha-2 code in capitals, such as JP"]);
    expect(problems({ areas: [{ ...japan, kind: "regional" }], plans: [] })).toEqual([
      "areas[0] (japan) countries: Invalid input: expected array, received undefined",
      'areas[0] (japan): Unrecognized key: "iso2"',
    ]);
    expect(problems({ areas: [{ ...japan, kind: "country" }], plans: [] })).toEqual(["areas[0] (japan) kind: kind must be local (with iso2), regional or global (with countries)"]);
  });

  it("refuses a plan shape the plans table would refuse", () => {
    expect(problems(withPlans({ ...daily, validityDays: 30 }))).toEqual(["plans[0] (japan/daily-1gb): a daily plan has no validityDays: it has dailyMb a day, for the days bought"]);
    expect(problems(withPlans({ ...shapeless, dataMb: 5120 }))).toEqual(["plans[0] (japan/5gb-30-days) validityDays: Invalid input: expected number, received undefined"]);
    expect(problems(withPlans({ ...plan, dataMb: 0 }))).toEqual(["plans[0] (japan/5gb-30-days) dataMb: Too small: expected number to be >0"]);
    expect(problems(withPlans({ ...plan, dataMb: 5.5 }))).toEqual(["plans[0] (japan/5gb-30-days) dataMb: Invalid input: expected int, received number"]);
    expect(problems(withPlans({ ...plan, voiceMinutes: 60 }))).toEqual(["plans[0] (japan/5gb-30-days): a data plan has no voiceMinutes: it has dataMb over validityDays"]);
    expect(problems(withPlans({ ...plan, kind: "calltext", voiceMinutes: 60 }))).toEqual(["plans[0] (japan/5gb-30-days) smsCount: Invalid input: expected number, received undefined"]);
    expect(problems(withPlans({ ...plan, kind: "weekly" }))).toEqual(["plans[0] (japan/5gb-30-days) kind: kind must be data, daily or calltext"]);
    expect(problems(withPlans({ ...plan, priceUsdMinor: 12.99 }))).toEqual(["plans[0] (japan/5gb-30-days) priceUsdMinor: Invalid input: expected int, received number"]);
    expect(problems(withPlans({ ...plan, network: "3G" }))[0]).toMatch(/^plans\[0\] \(japan\/5gb-30-days\) network: /);
  });

  it("refuses a price at or below the cost the file states", () => {
    const sold = { ...plan, supplier: "esimaccess", packageCode: "P8KCW4ZM" };
    expect(problems(withPlans({ ...sold, priceUsdMinor: 500, costE4: 50_000 }))).toEqual([
      "plans[0] (japan/5gb-30-days) priceUsdMinor: 5.00 USD is not above the cost, 5.0000 USD: a loss once the payment's fee is paid",
    ]);
    expect(problems(withPlans({ ...sold, priceUsdMinor: 501, costE4: 50_000 }))).toEqual([]);
    expect(problems(withPlans(sold))).toEqual([]);
  });

  it("takes a supplier and its package together, a cost only with them, and only a supplier the store has", () => {
    expect(problems(withPlans({ ...plan, supplier: "esimaccess" }))).toEqual([
      "plans[0] (japan/5gb-30-days) packageCode: supplier and packageCode go together: both (the supplier delivers the plan) or neither (only the simulator does)",
    ]);
    expect(problems(withPlans({ ...plan, packageCode: "P8KCW4ZM" }))).toEqual([
      "plans[0] (japan/5gb-30-days) supplier: supplier and packageCode go together: both (the supplier delivers the plan) or neither (only the simulator does)",
    ]);
    expect(problems(withPlans({ ...plan, costE4: 10_000 }))).toEqual(["plans[0] (japan/5gb-30-days) costE4: a cost is the supplier's: name the supplier and packageCode too"]);
    expect(problems(withPlans({ ...plan, supplier: "acme", packageCode: "X" }))[0]).toMatch(/^plans\[0\] \(japan\/5gb-30-days\) supplier: .*"esimaccess"\|"airalo"/);
  });

  it("refuses what is not a catalogue file", () => {
    expect(problems([])).toEqual(["the file: Invalid input: expected object, received array"]);
    expect(problems({ areas: [] })).toEqual(["plans: Invalid input: expected array, received undefined"]);
    expect(problems({ areas: [], plans: [], currency: "EUR" })).toEqual(['the file: Unrecognized key: "currency"']);
  });
});

describe("reading a catalogue file", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "catalog-file-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("names the file and every problem when it cannot be used", async () => {
    const broken = path.join(dir, "broken.json");
    await writeFile(broken, '{"areas": [');
    await expect(readCatalogFile(broken)).rejects.toThrow(`catalogue file ${broken} not read:\n  `);
    const wrong = path.join(dir, "wrong.json");
    await writeFile(wrong, JSON.stringify(withPlans({ ...plan, area: "atlantis" }, { ...plan, priceUsdMinor: 0 })));
    await expect(readCatalogFile(wrong)).rejects.toThrow(
      `catalogue file ${wrong} refused:\n  plans[1] (japan/5gb-30-days) priceUsdMinor: Too small: expected number to be >0`,
    );
    await expect(readCatalogFile(path.join(dir, "missing.json"))).rejects.toThrow(/ENOENT/);
  });
});
