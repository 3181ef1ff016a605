/**
 * The operator's retail price rules as a JSON file (PRICING_RULES, docs/SUPPLIERS.md#prices-from-cost).
 * Read at every sync, by hand or scheduled: an edit applies at the next one without a restart,
 * and a file that does not parse or pass the schema fails that sync with the reason, leaving the
 * shelves as the last good sync left them.
 */
import { readFile } from "node:fs/promises";
import { RetailRulesSchema, type RetailRules } from "./retail-price-rules.ts";

/** Without PRICING_RULES: 40 % over cost, prices ending in .99. */
export const DEFAULT_RETAIL_RULES: RetailRules = RetailRulesSchema.parse({ default: { percent: 40 } });

/** The rules in `file`, or the default when none is set; throws with the file's name and every complaint. */
export async function readRetailRules(file: string | null): Promise<RetailRules> {
  if (file === null) return DEFAULT_RETAIL_RULES;
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (err) {
    throw new Error(`PRICING_RULES ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const parsed = RetailRulesSchema.safeParse(json);
  if (!parsed.success) throw new Error(`PRICING_RULES ${file}:\n${parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`);
  return parsed.data;
}
