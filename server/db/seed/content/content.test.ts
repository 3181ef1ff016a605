/**
 * The demo seed's editorial content: every file is present and valid against the content schema,
 * exists in all seven languages with the same structure as English, and no language is left with
 * English text.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_KEYS } from "../../../../shared/content/keys.ts";
import { countedAreas, SeedContentSchema } from "../../../../shared/content/schema.ts";
import { REGIONS } from "../data/regions.ts";
import { HARD_CODED_COUNT } from "../../../../tests/support/hard-coded-count.ts";
import { LANGS } from "../../../../shared/i18n/locales.ts";
import { CONTENT_DIR, readSeedContent, readSeedContentFiles, SEED_CONTENT_FILES } from "./read-seed-content.ts";

/** Shape of a document: arrays by length, objects by keys, strings as "s". */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return typeof value === "string" ? "s" : typeof value;
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

function filesUnder(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

const content = readSeedContent();

describe("content files", () => {
  it("are exactly one file per document and language, plus banners and dialogs", () => {
    const data = filesUnder(CONTENT_DIR).filter((f) => f.endsWith(".json"));
    expect(data.sort()).toEqual([...SEED_CONTENT_FILES].sort());
  });

  it("match the content schema as written (nothing is dropped or defaulted on reading)", () => {
    const raw = readSeedContentFiles();
    expect(SeedContentSchema.safeParse(raw).success).toBe(true);
    expect(JSON.parse(JSON.stringify(content))).toEqual(raw);
  });

  it("refuse a document with a misspelt field, markup or an unknown placeholder", () => {
    const raw = readSeedContentFiles() as { documents: Record<string, Record<string, Record<string, unknown>>> };
    const broken = (change: (doc: Record<string, unknown>) => void) => {
      const copy = structuredClone(raw);
      change(copy.documents.about.de);
      return SeedContentSchema.safeParse(copy).success;
    };
    expect(broken((d) => (d.titel = d.title))).toBe(false);
    expect(broken((d) => (d.intro = "<b>Hallo</b>"))).toBe(false);
    expect(broken((d) => (d.intro = "Willkommen bei {marke}"))).toBe(false);
    expect(broken((d) => delete d.description)).toBe(false);
  });
});

describe("counts in content (PRODUCT.md#catalogue-counts)", () => {
  const texts = strings(content);

  it("are placeholders filled from the catalogue, never written by hand", () => {
    expect(texts.filter((s) => HARD_CODED_COUNT.test(s))).toEqual([]);
  });

  it("name areas the catalogue has", () => {
    const named = texts.flatMap(countedAreas);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((slug) => !REGIONS.some((r) => r.slug === slug))).toEqual([]);
  });
});

describe("content documents", () => {
  it("cover every content key", () => {
    expect(Object.keys(content.documents)).toEqual([...CONTENT_KEYS]);
  });

  for (const key of CONTENT_KEYS) {
    it(`${key} has the English structure in every language and is translated`, () => {
      const byLang = content.documents[key];
      expect(Object.keys(byLang).sort()).toEqual([...LANGS].sort());
      const english = strings(byLang.en);
      for (const lang of LANGS.filter((l) => l !== "en")) {
        expect(shape(byLang[lang]), `${key} ${lang}`).toEqual(shape(byLang.en));
        const same = strings(byLang[lang]).filter((s, i) => s === english[i] && /[a-z]{4,}/i.test(s.replace(/\{\w+\}/g, "")));
        expect(same, `${key} ${lang} untranslated`).toEqual([]);
      }
    });
  }

  it("banners and dialogs are written in every language", () => {
    for (const item of [...content.banners, ...content.dialogs]) {
      for (const field of ["title", "cta"] as const) {
        for (const lang of LANGS) expect(item[field][lang], `${item.id} ${field} ${lang}`).toBeTruthy();
        for (const lang of LANGS.filter((l) => l !== "en")) expect(item[field][lang]).not.toBe(item[field].en);
      }
    }
  });
});
