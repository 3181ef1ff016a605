import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RETAIL_RULES, readRetailRules } from "./retail-rules-file.ts";

describe("the retail rules file", () => {
  let dir = "";
  const file = async (name: string, text: string) => {
    const at = path.join(dir, name);
    await writeFile(at, text);
    return at;
  };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "retail-rules-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("is 40 % over cost, ending in .99, when none is set", async () => {
    expect(await readRetailRules(null)).toBe(DEFAULT_RETAIL_RULES);
    expect(DEFAULT_RETAIL_RULES).toEqual({ default: { percent: 40, plusMinor: 0 }, regions: {}, areas: {}, plans: {}, ending: 99 });
  });

  it("is read with the schema's defaults", async () => {
    const rules = await readRetailRules(await file("ok.json", JSON.stringify({ default: { percent: 30 }, areas: { japan: { percent: 50 } }, ending: null })));
    expect(rules).toEqual({ default: { percent: 30, plusMinor: 0 }, regions: {}, areas: { japan: { percent: 50, plusMinor: 0 } }, plans: {}, ending: null });
  });

  it("names the file and every complaint when it cannot be used", async () => {
    const broken = await file("broken.json", '{"default":{"percent":');
    await expect(readRetailRules(broken)).rejects.toThrow(`PRICING_RULES ${broken}: `);
    const wrong = await file("wrong.json", JSON.stringify({ default: { percent: 5_000 }, plans: { X: { priceMinor: -1 } } }));
    const complaint = await readRetailRules(wrong).then(
      () => "",
      (err: Error) => err.message,
    );
    expect(complaint).toContain(`PRICING_RULES ${wrong}:\n`);
    expect(complaint).toMatch(/default\.percent: /);
    expect(complaint).toMatch(/plans\.X\.priceMinor: /);
    await expect(readRetailRules(path.join(dir, "missing.json"))).rejects.toThrow(/ENOENT/);
  });
});
