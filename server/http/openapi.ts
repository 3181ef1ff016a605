/** OpenAPI 3.1 document generated from the same zod schemas that validate requests. */
import { z } from "zod";
import { envelopeSchema } from "../../shared/api/envelope.ts";
import type { OpenApiOperation } from "./contract.ts";

const jsonSchema = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" });

/** A query schema's fields as OpenAPI query parameters (each field's JSON schema as its schema). */
function queryParameters(query: z.ZodObject | undefined) {
  if (!query) return [];
  const { properties = {}, required = [] } = jsonSchema(query, "input") as { properties?: Record<string, { description?: string }>; required?: string[] };
  return Object.entries(properties).map(([name, schema]) => ({ name, in: "query", required: required.includes(name), schema, description: schema.description }));
}

const ERROR_ENVELOPE = {
  description: "Protocol error (bad JSON, schema, signature, clock or replay): envelope with success false and a message naming the field",
  content: { "application/json": { schema: jsonSchema(envelopeSchema(z.null()), "output") } },
};

export function buildOpenApi(operations: OpenApiOperation[], info: { title: string; version: string; serverUrl: string }) {
  const paths: Record<string, unknown> = {};
  for (const op of operations) {
    if (op.plain) {
      paths[op.path] = {
        post: {
          tags: [op.tag],
          summary: op.summary,
          operationId: op.path.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, ""),
          description: "Plain JSON: no signature, no envelope.",
          requestBody: { required: true, content: { "application/json": { schema: jsonSchema(op.body, "input") } } },
          responses: {
            200: { description: "The answer", content: { "application/json": { schema: jsonSchema(op.answer, "output") } } },
            400: { description: "A malformed body: the same answer shape, with success false" },
            429: ERROR_ENVELOPE,
          },
        },
      };
      continue;
    }
    paths[op.path] = {
      post: {
        tags: [op.tag],
        summary: op.summary,
        operationId: op.path.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, ""),
        description: op.mutates
          ? "State-changing: `meta.currentTime` must be within 5 minutes of the server clock and `meta.requestId` unused in the last 10 minutes."
          : "Read-only.",
        parameters: [
          { name: "X-Signature", in: "header", required: true, schema: { type: "string" }, description: "v1=<hex HMAC-SHA256 of the raw body>; see docs/API.md" },
          { name: "Accept-Language", in: "header", required: false, schema: { type: "string" }, description: "Language of names and messages" },
          ...(op.headers ?? []).map((h) => ({ name: h.name, in: "header", required: h.required, schema: { type: "string" }, description: h.description })),
          ...queryParameters(op.query),
        ],
        requestBody: { required: true, content: { "application/json": { schema: jsonSchema(op.body, "input") } } },
        responses: {
          200: {
            description: "Envelope: success true with `obj`, or a business failure with success false, a stable `code` and a localized `msg`",
            content: { "application/json": { schema: jsonSchema(envelopeSchema(op.answer), "output") } },
          },
          400: ERROR_ENVELOPE,
          409: ERROR_ENVELOPE,
          413: ERROR_ENVELOPE,
          429: ERROR_ENVELOPE,
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: info.title,
      version: info.version,
      description: "JSON API of the storefront. Every call is a POST with a JSON body carrying `meta` and `clientId`; answers use the `{ code, success, msg, obj }` envelope.",
    },
    servers: [{ url: info.serverUrl }],
    components: {
      securitySchemes: { session: { type: "http", scheme: "bearer", description: "Session token (account calls)" } },
    },
    paths,
  };
}
