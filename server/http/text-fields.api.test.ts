/**
 * Every string field of every endpoint refuses a NUL and an unpaired surrogate as a field error
 * (PostgreSQL refuses U+0000 in text and lone surrogates in jsonb: stored, they were a 500).
 * The fields are found by walking the endpoint table, so a new endpoint or field is covered too.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { API_ENDPOINTS } from "../../shared/api/endpoints.ts";
import { fieldMessage } from "../messages/index.ts";
import { call, SAMPLE_LEAD, useTestApp } from "../../tests/support/test-app.ts";

const t = useTestApp();

type Leaf = { path: string[]; schema: z.ZodType };

/** The string fields of a request schema, however deep, with their own schema. */
function stringFields(schema: z.ZodType, path: string[] = []): Leaf[] {
  const def = (schema as z.ZodType & { def: { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType } }).def;
  if (def.type === "optional" || def.type === "nullable" || def.type === "default") return stringFields(def.innerType!, path);
  if (def.type === "pipe") return stringFields(def.in!, path);
  if (def.type === "array") return stringFields(def.element!, [...path, "0"]);
  if (schema instanceof z.ZodObject) return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, inner]) => stringFields(inner, [...path, key]));
  return def.type === "string" ? [{ path, schema }] : [];
}

/** Values a field may take, to spoil with a bad character: whichever a field accepts shows the character is what it refuses. */
const CANDIDATES = ["Ana Souza", "ana@agency.com", "https://agency.com", "We would like to offer eSIMs on our tours.", "japan", "123456", "WELCOME5", "RW0000000001", "abcdefgh-1234"];
const BAD = { NUL: "\u0000", "a lone surrogate": "\ud800" };

/** The field's accepted candidate with the bad character in its middle (or the character alone around letters). */
function spoiled(schema: z.ZodType, bad: string): { value: string; cleanAccepted: boolean } {
  const clean = CANDIDATES.find((c) => schema.safeParse(c).success);
  if (!clean) return { value: `a${bad}b`, cleanAccepted: false };
  const half = Math.floor(clean.length / 2);
  return { value: clean.slice(0, half) + bad + clean.slice(half), cleanAccepted: true };
}

function withValue(path: string[], value: string): Record<string, unknown> {
  return path.reduceRight<unknown>((inner, key) => (/^\d+$/.test(key) ? [inner] : { [key]: inner }), value) as Record<string, unknown>;
}

const endpoints = Object.entries(API_ENDPOINTS).flatMap(([url, endpoint]) =>
  stringFields(endpoint.request)
    .filter((f) => f.path[0] !== "meta")
    .map((field) => ({ url, field })),
);

describe("text fields refuse control characters and broken text", () => {
  it("finds the free-text fields (the walk itself works)", () => {
    const found = new Set(endpoints.map(({ url, field }) => `${url} ${field.path.join(".")}`));
    for (const known of ["/v1/partnership/contactUs message", "/v1/user/login password", "/v2/search/areas keyword", "/v2/submit/redeem code", "/v1/user/oauth rspToken"]) expect(found).toContain(known);
  });

  for (const [label, bad] of Object.entries(BAD)) {
    it(`every string field of every endpoint refuses ${label} with a field error, never 500`, async () => {
      for (const { url, field } of endpoints) {
        const { value, cleanAccepted } = spoiled(field.schema, bad);
        const where = `${url} ${field.path.join(".")}`;
        // The field's own schema refuses it, where the same text without the character passes.
        expect(field.schema.safeParse(value).success, where).toBe(false);
        if (cleanAccepted) expect(field.schema.safeParse(value.replace(bad, "")).success, where).toBe(true);
        const res = await call(t.app, url, withValue(field.path, value));
        expect(res.status, where).toBe(400);
        expect(res.body.code, where).toBe("INVALID_FIELD");
      }
    });
  }

  it("names the field and the problem in the traveller's language, and stores nothing", async () => {
    const text = { name: SAMPLE_LEAD.name, company: SAMPLE_LEAD.company, message: SAMPLE_LEAD.message, website: "https://wander.co" };
    for (const [field, value] of Object.entries(text)) {
      for (const bad of Object.values(BAD)) {
        const res = await call(t.app, "/v1/partnership/contactUs", { ...SAMPLE_LEAD, website: text.website, [field]: `${value}/${bad}` }, { lang: "de" });
        expect(res.status).toBe(400);
        expect(res.body.msg).toBe(fieldMessage("characters", field, "de"));
      }
    }
    const login = await call(t.app, "/v1/user/login", { email: "ana@agency.com", password: "secret\u0000password" });
    expect(login.body.msg).toBe(fieldMessage("characters", "password", "en"));
    // A multi-line message keeps its line breaks.
    const ok = await call(t.app, "/v1/partnership/contactUs", { ...SAMPLE_LEAD, message: `${SAMPLE_LEAD.message}\r\n\tThanks,\nAda` });
    expect(ok.body.success).toBe(true);
  });
});
