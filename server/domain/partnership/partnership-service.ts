/**
 * Partnership leads from the contact form: stored first (the lead is never lost), then the
 * partnerships inbox is notified. The request id makes a retried submission idempotent.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { partnershipLeads } from "../../db/schema.ts";
import type { Mailer } from "../../adapters/mail/mailer.ts";

export interface LeadInput {
  name: string;
  company: string;
  contactEmail: string;
  website?: string;
  partnerType: string;
  message: string;
}

export interface PartnershipDeps {
  db: Db;
  mailer: Mailer;
  inbox: string;
  brandName: string;
  newId: () => string;
  onMailError?: (err: unknown, leadId: string) => void;
}

export function createPartnershipService(deps: PartnershipDeps) {
  return {
    async submitLead(input: LeadInput, lang: string, requestId: string): Promise<{ id: string }> {
      const [inserted] = await deps.db
        .insert(partnershipLeads)
        .values({
          id: deps.newId(),
          name: input.name,
          email: input.contactEmail,
          company: input.company,
          website: input.website ?? null,
          partnerType: input.partnerType,
          message: input.message,
          lang,
          requestId,
        })
        .onConflictDoNothing({ target: partnershipLeads.requestId })
        .returning({ id: partnershipLeads.id });
      if (!inserted) {
        const [existing] = await deps.db
          .select({ id: partnershipLeads.id })
          .from(partnershipLeads)
          .where(eq(partnershipLeads.requestId, requestId));
        return existing;
      }
      try {
        await deps.mailer.send({
          to: deps.inbox,
          replyTo: input.contactEmail,
          subject: `[${deps.brandName} partners] ${input.company} (${input.partnerType})`,
          text: [
            `New partnership enquiry ${inserted.id}`,
            "",
            `Name: ${input.name}`,
            `Company: ${input.company}`,
            `E-mail: ${input.contactEmail}`,
            `Website: ${input.website ?? "-"}`,
            `Type: ${input.partnerType}`,
            `Language: ${lang}`,
            "",
            input.message,
          ].join("\n"),
        });
      } catch (err) {
        // The lead is stored; a mail outage must not turn a saved enquiry into an error.
        deps.onMailError?.(err, inserted.id);
      }
      return inserted;
    },
  };
}

export type PartnershipService = ReturnType<typeof createPartnershipService>;
