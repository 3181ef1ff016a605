/**
 * The browser client is typed from shared/api/endpoints.ts, the server validates with what its
 * routes register: this holds the two to the very same paths and schema objects, so the table
 * cannot drift from the server unnoticed.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { API_ENDPOINTS, type ApiPath } from "../../shared/api/endpoints.ts";
import { useTestApp } from "../../tests/support/test-app.ts";
import { MERCHANT_LOOKUP_PATH } from "./partner-routes.ts";

const t = useTestApp();

const tablePaths = Object.keys(API_ENDPOINTS).sort();
const isTablePath = (path: string): path is ApiPath => Object.hasOwn(API_ENDPOINTS, path);

/**
 * The same schema object, or a list built around the same item schema: routes may write
 * `z.array(Item)` inline, and two such wrappers around one item validate identically.
 */
function sameSchema(registered: z.ZodType, table: z.ZodType): boolean {
  if (registered === table) return true;
  return registered instanceof z.ZodArray && table instanceof z.ZodArray && registered.element === table.element;
}

describe("API endpoint table", () => {
  // Outside the contract (plain JSON, no envelope): the affiliate service's short-code lookup.
  const contractOperations = () => t.app.apiOperations.filter((op) => !op.plain);

  it("lists exactly the paths the server registers", () => {
    expect(contractOperations().map((op) => op.path).sort()).toEqual(tablePaths);
  });

  it("uses the very schema objects the server validates bodies and answers with", () => {
    for (const op of contractOperations()) {
      if (!isTablePath(op.path)) throw new Error(`${op.path} is not in shared/api/endpoints.ts`);
      const entry = API_ENDPOINTS[op.path];
      expect(op.body, `${op.path} body`).toBe(entry.request);
      expect(sameSchema(op.answer, entry.answer), `${op.path} answer`).toBe(true);
    }
  });

  it("describes every checkout call in the OpenAPI document, with the Idempotency-Key of placing an order", async () => {
    type Operation = { tags: string[]; summary: string; parameters: { name: string; required: boolean }[]; requestBody: unknown };
    const { paths } = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{ paths: Record<string, { post: Operation }> }>();
    const checkout = Object.keys(paths).filter((p) => paths[p].post.tags.includes("Checkout"));
    expect(checkout.sort()).toEqual(
      [
        "/v1.1/setup/payment",
        "/v1.1/query/payments",
        "/v1.1/execute/payment",
        "/v1.1/query/payment-status",
        "/v1.1/payOrder/payment-status",
        "/v1.1/payOrder/confirm",
        "/v3/query/orders",
        "/v1/refund/order",
        "/v1/get/payparam/adyen-pay",
        "/v1/payment/nuvei/options",
      ].sort(),
    );
    for (const path of checkout) expect(paths[path].post.summary, path).not.toBe("");
    expect(paths["/v1.1/setup/payment"].post.parameters).toContainEqual(expect.objectContaining({ name: "Idempotency-Key", in: "header", required: true }));
    expect(paths["/v1.1/execute/payment"].post.parameters.map((p) => p.name)).not.toContain("Idempotency-Key");
  });

  it("is what the OpenAPI document describes", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(Object.keys(res.json<{ paths: Record<string, unknown> }>().paths).sort()).toEqual([...tablePaths, MERCHANT_LOOKUP_PATH].sort());
  });
});

describe("OpenAPI", () => {
  it("documents every endpoint with request and response schemas", async () => {
    const doc = (await t.app.inject("/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    for (const path of Object.keys(API_ENDPOINTS)) {
      const op = doc.paths[path]?.post;
      expect(op, path).toBeDefined();
      expect(op.requestBody.content["application/json"].schema.properties.meta).toBeDefined();
      expect(op.responses["200"].content["application/json"].schema.properties.obj).toBeDefined();
    }
    const lookup = doc.paths[MERCHANT_LOOKUP_PATH]?.post;
    expect(lookup.requestBody.content["application/json"].schema.properties.shortCode).toBeDefined();
    expect(lookup.responses["200"].content["application/json"].schema.properties.data).toBeDefined();
  });

  it("is browsable at /api/docs", async () => {
    const res = await t.app.inject("/api/docs/");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("swagger");
  });
});
