/**
 * The partnership enquiry: one schema for the browser form and the API body (its own module so
 * the form's page ships only this schema, not the whole catalogue contract).
 */
import { z } from "zod";
import { EMAIL_PATTERN } from "./protocol.ts";
import { requestSchema } from "./envelope.ts";
import { storableText, text } from "./text.ts";

export const PARTNER_TYPES = ["affiliate", "travel-agency", "reseller", "corporate", "other"] as const;

export const PartnershipFields = {
  name: text().trim().min(2).max(100),
  company: text().trim().min(2).max(120),
  contactEmail: text().trim().max(254).regex(EMAIL_PATTERN, "not a valid e-mail address"),
  website: z.url({ protocol: /^https?$/ }).max(300).check(storableText()).optional(),
  partnerType: z.enum(PARTNER_TYPES),
  message: text({ multiline: true }).trim().min(20).max(3000),
};

export const PartnershipForm = z.strictObject(PartnershipFields);
export type PartnershipInput = z.infer<typeof PartnershipForm>;
export type PartnershipField = keyof typeof PartnershipFields;

export const PartnershipRequest = requestSchema(PartnershipFields);
export const PartnershipAnswer = z.object({ id: z.uuid() });

/** Form values (strings, empty = absent) to the schema's input. */
export function partnershipFromForm(form: FormData | Record<string, string>): Record<string, string | undefined> {
  const get = (k: string) => {
    const v = form instanceof FormData ? form.get(k) : form[k];
    return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
  };
  return {
    name: get("name"),
    company: get("company"),
    contactEmail: get("contactEmail"),
    website: get("website"),
    partnerType: get("partnerType"),
    message: get("message"),
  };
}

/** Fields that failed validation, first problem each. */
export function invalidPartnershipFields(input: unknown): PartnershipField[] {
  const result = PartnershipForm.safeParse(input);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((i) => String(i.path[0]) as PartnershipField))];
}
