/**
 * The wire contract every endpoint shares (PRODUCT.md#api-contract): a POST body carrying `meta` and
 * `clientId`, and an answer envelope `{ code, success, msg, obj }`. Imported by the server
 * (validation, OpenAPI) and by the browser client (building requests, reading answers).
 */
import { z } from "zod";
import { EMAIL_PATTERN, SUCCESS_CODE } from "./protocol.ts";
import { text } from "./text.ts";

/** Random ids are 20 hex characters by default (PRODUCT.md#api-requests); accept other sane ids too. */
export const RequestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "8-64 letters, digits, - or _");

export const MetaSchema = z.strictObject({
  /** Client time in milliseconds since the epoch, corrected for the client's clock offset. */
  currentTime: z.number().int().positive(),
  requestId: RequestIdSchema,
});
export type Meta = z.infer<typeof MetaSchema>;

export const EmailSchema = text().max(254).regex(EMAIL_PATTERN, "not a valid e-mail address");

/** Fields every request body carries; endpoint schemas extend it. Unknown fields are refused. */
export const BaseRequestShape = {
  meta: MetaSchema,
  clientId: z.literal(0),
  email: EmailSchema.optional(),
};

export function requestSchema<T extends z.ZodRawShape>(shape: T) {
  // An endpoint may tighten a base field (`email` required): its own definition replaces the base one.
  return z.strictObject({ ...BaseRequestShape, ...shape } as Omit<typeof BaseRequestShape, keyof T> & T);
}

export function envelopeSchema<T extends z.ZodType>(obj: T) {
  return z.object({
    code: z.union([z.literal(SUCCESS_CODE), z.string()]),
    success: z.boolean(),
    msg: z.string(),
    obj: obj.nullable(),
  });
}

