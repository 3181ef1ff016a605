/**
 * Partnership leads from the contact form: stored first (the lead is never lost), then the
 * partnerships inbox is notified. The request id makes a retried submission idempotent.
 */
import type { Lang } from "../../../shared/i18n/locales.ts";
import { newId, systemClock, type Clock, type Db } from "../../kernel/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { insertLead, leadOfRequest } from "./partnership-repository.ts";

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
  inbox: string;
  now?: Clock;
}

export function createPartnershipService(deps: PartnershipDeps) {
  const now = deps.now ?? systemClock;
  return {
    /**
     * Stores the lead and, in the same transaction, queues the inbox notification and the
     * enquirer's acknowledgement (docs/decisions/0010): a mail outage delays them, never loses them.
     */
    async submitLead(input: LeadInput, lang: Lang, requestId: string): Promise<{ id: string }> {
      return deps.db.transaction(async (tx) => {
        const inserted = await insertLead(tx, {
          id: newId(),
          name: input.name,
          email: input.contactEmail,
          company: input.company,
          website: input.website ?? null,
          partnerType: input.partnerType,
          message: input.message,
          lang,
          requestId,
        });
        if (!inserted) return leadOfRequest(tx, requestId);
        const at = now();
        const { name, company, message } = input;
        await enqueueMail(
          tx,
          {
            to: deps.inbox,
            lang: "en",
            template: {
              kind: "partnership-lead",
              leadId: inserted.id,
              name,
              company,
              contactEmail: input.contactEmail,
              website: input.website ?? "-",
              partnerType: input.partnerType,
              leadLang: lang,
              message,
            },
          },
          at,
        );
        await enqueueMail(tx, { to: input.contactEmail, lang, template: { kind: "partnership-received", name, company, message } }, at);
        return inserted;
      });
    },
  };
}

export type PartnershipService = ReturnType<typeof createPartnershipService>;
